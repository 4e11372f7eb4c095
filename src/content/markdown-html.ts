/**
 * What HTML a markdown body (product or static page) may contain. Editors paste from merchant pages,
 * so raw HTML is parsed and cut down to GitHub's allow-list (hast-util-sanitize's default schema:
 * emphasis, lists, tables, https/mailto links, images; never script, event handlers, iframes or
 * forms) at build time. The checker runs the same policy and names every tag and attribute the build
 * will drop, so nothing an editor wrote disappears without a word.
 */
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { markdownToHast, type HastVisitorInstance } from 'satteri';
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

/** Sätteri plugin that replaces every document by its sanitised copy: what sanitizeHtmlPlugin must agree with. */
export const sanitizeEveryDocumentPlugin: HastVisitorInstance & { name: string } = {
  name: 'top-ofertas:sanitize-every-document',
  after(root, ctx) {
    // The visitor's tree is read-only and lazily resolved; a plain copy is what the sanitiser can edit.
    const copy = JSON.parse(JSON.stringify(root)) as Root;
    ctx.replaceNode(root, sanitize(copy, htmlPolicy) as Root);
  },
};

/** Sätteri plugin for Astro's markdown processor: replaces each document that may need it by its sanitised copy. */
export const sanitizeHtmlPlugin: HastVisitorInstance & { name: string } = {
  name: 'top-ofertas:sanitize-html',
  after(root, ctx) {
    if (MAY_NEED_SANITIZING.test(ctx.source)) return sanitizeEveryDocumentPlugin.after!(root, ctx);
  },
};

/** One piece of HTML the build drops; `line` is 1-based within the markdown body when it can be found. */
export type DroppedHtml = { line: number | undefined; what: string };

/** Every tag and attribute of `body` (markdown) that the policy removes, in document order. */
export function droppedHtml(body: string): DroppedHtml[] {
  if (!body.includes('<')) return [];
  const found: DroppedHtml[] = [];
  walk(markdownToHast(body, { features: markdownFeatures }) as Nodes, [], body, found);
  return found;
}

function walk(node: Nodes, ancestors: readonly Element[], body: string, found: DroppedHtml[]): void {
  if (node.type === 'element') {
    const verdict = judge(node, ancestors);
    if (verdict) found.push({ line: lineOf(body, node, verdict.attribute), what: verdict.what });
    if (verdict?.removed) return;
  }
  const inside = node.type === 'element' ? [...ancestors, node] : ancestors;
  if ('children' in node) for (const child of node.children) walk(child, inside, body, found);
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

// Positions do not survive the HTML reparse: find the tag, or the dropped value (a markdown link's URL).
function lineOf(body: string, element: Element, attribute: string | undefined): number | undefined {
  const tag = element.tagName;
  const pattern = attribute ? new RegExp(`<${tag}\\b[^>]*?\\s${attribute}\\b`, 'i') : new RegExp(`<${tag}\\b`, 'i');
  const match = pattern.exec(body);
  const value = attribute ? element.properties[attribute === 'class' ? 'className' : attribute] : undefined;
  const index = match ? match.index : typeof value === 'string' && value ? body.indexOf(value) : -1;
  return index >= 0 ? body.slice(0, index).split('\n').length : undefined;
}
