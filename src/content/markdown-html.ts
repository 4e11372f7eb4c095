/**
 * What HTML a markdown body (product or static page) may contain. Editors paste from merchant pages,
 * so raw HTML is parsed and cut down to GitHub's allow-list (hast-util-sanitize's default schema:
 * emphasis, lists, tables, https/mailto links, images; never script, event handlers, iframes or
 * forms) at build time. The checker runs the same policy and names every tag and attribute the build
 * will drop, so nothing an editor wrote disappears without a word.
 */
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { markdownToHast, markdownToMdast, type HastPluginDefinition, type HastPluginEntry, type HastVisitorInstance } from 'satteri';
import { slugify } from './slug.ts';
import type { Element, Nodes, Root } from 'hast';

/** The allow-list: GitHub's, with links and images limited to web schemes. */
export const htmlPolicy: Schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['https', 'http', 'mailto', 'tel'], src: ['https', 'http'] },
  // Stripped with their content (the default only strips script): text inside them is not page text.
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select'],
};

/** Markdown features the site renders with; raw HTML becomes real nodes so it can be sanitised. */
export const markdownFeatures = { rawHtml: true, gfm: true } as const;

/**
 * Markdown makes what the policy could remove or change only through these: raw HTML (`<`), links,
 * images, footnotes and task lists (`[`), tables (`|`, whose alignment is a style) and xmpp:
 * autolinks. The rest (prose, emphasis, lists, headings, code) is kept as it is, so a body without
 * them is left alone. Most deal texts are such, and copying every tree into JavaScript for the sanitiser
 * is a measurable share of a large build (BENCHMARKS.md). tests/unit/sanitise-fast-path.test.ts checks
 * that every body of the sample catalog and the fixtures comes out as a full sanitising makes it.
 */
const MAY_NEED_SANITIZING = /[<[|]|xmpp:/i;

const ALIGN_STYLE = /^text-align:\s*(left|right|center)\s*;?$/;

/**
 * Markdown writes a table column's alignment (`|--:|`) as a style, which the policy drops with every
 * style; as the `align` attribute, which it allows (presentational, no CSS involved), it stays.
 */
function alignmentAsAttribute(node: Nodes): void {
  if (node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th') && typeof node.properties.style === 'string') {
    const align = ALIGN_STYLE.exec(node.properties.style.trim())?.[1];
    if (align) {
      node.properties.align = align;
      delete node.properties.style;
    }
  }
  if ('children' in node) for (const child of node.children) alignmentAsAttribute(child);
}

/**
 * The `remarkPluginFrontmatter` key (Astro's `render()`) under which a body's kept https images are
 * listed, so a page that narrows its CSP to the photos it shows counts them (src/lib/csp.ts). Only a
 * sanitised body can hold one: an image needs `![` or `<img`, which send a body through the sanitiser.
 */
export const BODY_PHOTOS = 'bodyPhotos';

function keptImageUrls(node: Nodes, found: string[]): string[] {
  if (node.type === 'element' && node.tagName === 'img' && typeof node.properties.src === 'string') found.push(node.properties.src);
  if ('children' in node) for (const child of node.children) keptImageUrls(child, found);
  return found;
}

/** Sätteri plugin that replaces every document by its sanitised copy: what sanitizeHtmlPlugin must agree with. */
export const sanitizeEveryDocumentPlugin: HastVisitorInstance & { name: string } = {
  name: 'top-ofertas:sanitize-every-document',
  after(root, ctx) {
    // The visitor's tree is read-only and lazily resolved; a plain copy is what the sanitiser can edit.
    const copy = JSON.parse(JSON.stringify(root)) as Root;
    alignmentAsAttribute(copy);
    const clean = sanitize(copy, htmlPolicy) as Root;
    const photos = keptImageUrls(clean, []);
    // Astro's markdown processor hands its frontmatter to plugins here and returns it from render().
    const frontmatter = (ctx.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro?.frontmatter;
    if (frontmatter && photos.length > 0) frontmatter[BODY_PHOTOS] = photos;
    ctx.replaceNode(root, clean);
  },
};

/** Sätteri plugin for Astro's markdown processor: replaces each document that may need it by its sanitised copy. */
export const sanitizeHtmlPlugin: HastVisitorInstance & { name: string } = {
  name: 'top-ofertas:sanitize-html',
  after(root, ctx) {
    if (MAY_NEED_SANITIZING.test(ctx.source)) return sanitizeEveryDocumentPlugin.after!(root, ctx);
  },
};

/** What the sanitiser puts before every id and name from a body, so none can equal one of the page's own. */
export const USER_ID_PREFIX = htmlPolicy.clobberPrefix ?? '';

/**
 * Gives each heading of a body an id with the sanitiser's prefix ("# Main" → user-content-main), on the
 * fast path as on the slow one. Astro's own heading ids, set after every plugin, keep an id already
 * there; without this, "# main" became id="main", a second element with the id of the page's <main>
 * (the skip link's target). A factory: the count of repeated headings is per document.
 */
export const prefixedHeadingIdsPlugin = (): HastPluginDefinition => {
  const used = new Map<string, number>();
  return {
    name: 'top-ofertas:prefixed-heading-ids',
    element: {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, ctx) {
        if (typeof node.properties?.id === 'string') return;
        const base = slugify(ctx.textContent(node)) || 'heading';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        ctx.setProperty(node, 'id', `${USER_ID_PREFIX}${base}${seen ? `-${seen}` : ''}`);
      },
    },
  };
};

/** The site's plugins for body HTML, in order: Astro's markdown processor and the tests use this list. */
export const bodyHastPlugins: HastPluginEntry[] = [sanitizeHtmlPlugin, prefixedHeadingIdsPlugin];

/** One piece of HTML the build drops; `line` is 1-based within the markdown body when it can be found. */
export type DroppedHtml = { line: number | undefined; what: string };

/** Every tag and attribute of `body` (markdown) that the policy removes, in document order. */
export function droppedHtml(body: string): DroppedHtml[] {
  // The same test as the build's fast path: a body without these comes out as written.
  if (!MAY_NEED_SANITIZING.test(body)) return [];
  const found: DroppedHtml[] = [];
  const tree = markdownToHast(body, { features: markdownFeatures }) as Nodes;
  alignmentAsAttribute(tree);
  walk(tree, [], { body, links: linkLines(body), cursors: new Map() }, found);
  return found;
}

/**
 * One image a body shows: its address as written (percent-escapes decoded), its 1-based body line when
 * found, and whether Astro's markdown processor publishes it: it takes the paths of markdown images
 * (`![x](src)`, `![x][ref]`) and any <img> with one of those addresses; an HTML <img> of another local
 * path is left as written, an address the page cannot load.
 */
export type BodyImage = { line: number | undefined; src: string; published: boolean };

/** Every image of `body` (markdown), written in markdown or as HTML, in document order. */
export function bodyImages(body: string): BodyImage[] {
  if (!/!\[|<img\b/i.test(body)) return [];
  const lines = linkLines(body).get('img')!;
  const markdown = markdownImagePaths(body);
  const found: BodyImage[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'element' && node.tagName === 'img') {
      const line = lines.shift();
      if (typeof node.properties.src === 'string') {
        const src = decoded(node.properties.src);
        found.push({ line, src, published: markdown.has(src) });
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(markdownToHast(body, { features: markdownFeatures }) as Nodes);
  return found;
}

/** The addresses of the body's markdown images, decoded as Astro's processor decodes them. */
function markdownImagePaths(body: string): Set<string> {
  type Node = { type: string; url?: string; identifier?: string; children?: Node[] };
  const direct: string[] = [];
  const references: string[] = [];
  const definitions = new Map<string, string>();
  const visit = (node: Node) => {
    if (node.type === 'image' && node.url) direct.push(node.url);
    if (node.type === 'imageReference' && node.identifier) references.push(node.identifier);
    if (node.type === 'definition' && node.identifier && node.url !== undefined) definitions.set(node.identifier, node.url);
    for (const child of node.children ?? []) visit(child);
  };
  visit(markdownToMdast(body, { features: markdownFeatures }) as Node);
  const urls = [...direct, ...references.flatMap((id) => definitions.get(id) ?? [])];
  return new Set(urls.map(decoded));
}

function decoded(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}

/** Where the walk finds each element's line: links and images in order, other tags by searching on. */
type Locator = { body: string; links: Map<string, number[]>; cursors: Map<string, number> };

/** Elements a markdown link or image makes, besides the same tags written as HTML. */
const LINK_NODES: Readonly<Record<string, 'a' | 'img'>> = { link: 'a', linkReference: 'a', footnoteReference: 'a', image: 'img', imageReference: 'img' };

/**
 * The body line of every <a> and <img> the body makes, in document order, whether written in markdown
 * (`[x](url)`, whose element the HTML has no tag for) or as HTML: the nth <a> of the tree is the nth here.
 */
function linkLines(body: string): Map<string, number[]> {
  const lines = new Map<string, number[]>([
    ['a', []],
    ['img', []],
  ]);
  type Node = { type: string; value?: string; position?: { start: { line: number } }; children?: Node[] };
  const visit = (node: Node) => {
    const line = node.position?.start.line;
    const tag = LINK_NODES[node.type];
    if (tag && line !== undefined) lines.get(tag)!.push(line);
    if (node.type === 'html' && node.value && line !== undefined) {
      for (const match of node.value.matchAll(/<(a|img)\b/gi)) lines.get(match[1]!.toLowerCase())!.push(line + node.value.slice(0, match.index).split('\n').length - 1);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(markdownToMdast(body, { features: markdownFeatures }) as Node);
  return lines;
}

function walk(node: Nodes, ancestors: readonly Element[], at: Locator, found: DroppedHtml[]): void {
  if (node.type === 'element') {
    // Every link and image takes its line, dropped or not, so the next one gets its own.
    const linkLine = at.links.get(node.tagName)?.shift();
    const verdict = judge(node, ancestors);
    if (verdict) found.push({ line: at.links.has(node.tagName) ? linkLine : lineOf(at, node, verdict.attribute), what: verdict.what });
    if (verdict?.removed) return;
  }
  const inside = node.type === 'element' ? [...ancestors, node] : ancestors;
  if ('children' in node) for (const child of node.children) walk(child, inside, at, found);
}

// The sanitiser itself is the oracle: the element without its children, inside bare copies of its
// ancestors (a <td> is only allowed in a <table>), goes through the policy.
function judge(element: Element, ancestors: readonly Element[]): { what: string; attribute?: string; removed: boolean } | undefined {
  let tree: Element = { ...element, children: [] };
  for (const ancestor of [...ancestors].reverse()) tree = { type: 'element', tagName: ancestor.tagName, properties: {}, children: [tree] };
  let result: Nodes | undefined = sanitize({ type: 'root', children: [tree] }, htmlPolicy);
  for (let depth = 0; depth <= ancestors.length; depth++) result = result && 'children' in result ? result.children[0] : undefined;
  const tag = `<${element.tagName}>`;
  if (!result || result.type !== 'element') {
    const stripped = (htmlPolicy.strip ?? []).includes(element.tagName);
    return { what: `${tag} is removed${stripped ? ' with everything inside it' : ' (its text is kept)'}`, removed: true };
  }
  const dropped = Object.keys(element.properties).filter((key) => !(key in result.properties) || String(result.properties[key]) !== String(element.properties[key]));
  // Ids and names are kept with a prefix (so they cannot clobber page globals): not a loss.
  const lost = dropped.filter((key) => !['id', 'name', 'ariaDescribedBy', 'ariaLabelledBy'].includes(key));
  if (lost.length === 0) return undefined;
  const names = lost.map(attributeName);
  return { what: `${names.map((n) => `"${n}"`).join(', ')} of ${tag} ${lost.length === 1 ? 'is' : 'are'} removed`, attribute: names[0], removed: false };
}

// hast names properties in camelCase (onError, srcDoc); markdown source has the HTML attribute.
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^(data|aria)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.toLowerCase();
}

// Positions do not survive the HTML reparse: find the tag (with the dropped attribute), searching on
// from the last one found, so a second <script> gets its own line.
function lineOf(at: Locator, element: Element, attribute: string | undefined): number | undefined {
  const tag = element.tagName;
  const source = attribute ? `<${tag}\\b[^>]*?\\s${attribute.replace(/[^\w-]/g, '\\$&')}\\b` : `<${tag}\\b`;
  const pattern = new RegExp(source, 'gi');
  pattern.lastIndex = at.cursors.get(source) ?? 0;
  const match = pattern.exec(at.body);
  if (!match) return undefined;
  at.cursors.set(source, match.index + 1);
  return at.body.slice(0, match.index).split('\n').length;
}
