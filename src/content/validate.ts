/**
 * Core of `npm run content:check`: validates a whole catalog and reports every problem at once, so an
 * editor fixes a batch per run instead of one error per build. Validation itself is the schema in
 * schema.ts; this module adds what a single file cannot know (ids, twins, folders, image files) and the
 * affiliate programs' rules (src/config/merchants.ts).
 */
import { readdir, stat } from 'node:fs/promises';
import { readFileSync, readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';
import { SLUG_PATTERN, englishProductSchema, productSchema, textFieldNames } from './schema.ts';
import { pagesDir, productsDir } from './paths.ts';
import { RESERVED_PAGE_SLUGS, pageSchema } from './page-schema.ts';
import { FrontMatterError, parseMarkdown, unquotedCommentLines } from './frontmatter.ts';
import { droppedHtml } from './markdown-html.ts';
import { imageFileProblem } from './image-check.ts';
import { LOCAL_IMAGE_PARAM, closestField, defaultMessage, describeIssues } from './messages.ts';
import { slugify } from './slug.ts';
import { isExpired } from './expiry.ts';
import { parseSynonyms, synonymsFile } from './synonyms.ts';
import { PRICE_STALE_AFTER_DAYS, findMerchant, hostBelongsTo, merchants } from '../config/merchants.ts';

export { FrontMatterError, parseMarkdown, parseYaml } from './frontmatter.ts';

/** One problem: `file` is relative to the working directory with forward slashes; `field` is a dotted path or '-'. */
export type Problem = { file: string; field: string; message: string };

/** Everything found in one catalog. Errors fail the check; warnings do not. */
export type CatalogReport = { errors: Problem[]; warnings: Problem[]; productCount: number };

/** Settings of one run. `now` is the moment taken as today (stale prices, expiry); the real clock by default. */
export type CatalogOptions = { now?: Date };

/** File extensions accepted for local product images. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg'] as const;

/** `path: field: message`, the line format editors and CI logs see. */
export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.field}: ${p.message}`;
}

/** Path as shown in problems: relative to the working directory, forward slashes. */
export function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute).split(path.sep).join('/') || '.';
}

type Locale = 'pt' | 'en';
type ProductFile = { absolute: string; id: string; locale: Locale; nested: boolean };
type Sink = { error(file: string, field: string, message: string): void; warn(file: string, field: string, message: string): void };

const PRODUCT_SHAPE = productSchema(z.string()).shape;
const PRODUCT_FIELDS = Object.keys(PRODUCT_SHAPE);
const PAGE_FIELDS = Object.keys(pageSchema.shape);

/**
 * Validates every product file under `root` (a catalog root holding products/pt and products/en), and
 * the static pages under pages/pt and pages/en when the catalog has any.
 */
export async function validateCatalog(root: string, options: CatalogOptions = {}): Promise<CatalogReport> {
  const now = options.now ?? new Date();
  const report: CatalogReport = { errors: [], warnings: [], productCount: 0 };
  const sink = sinkFor(report);
  const pt = await scanLocale(root, 'pt', sink, true);
  const en = await scanLocale(root, 'en', sink, false);
  report.productCount = pt.filter((f) => !f.nested).length;
  const images: ImageContext = { root: path.resolve(root), kinds: new Map(), schemas: new Map(), listings: new Map(), contents: new Map() };
  // Synchronous reads: for thousands of small files they are several times faster than fs/promises.
  for (const file of [...pt, ...en]) checkFile(file, sink, images, now);
  checkTwins(root, pt, en, sink);
  await checkPages(root, sink);
  checkSynonyms(root, sink);
  return sorted(report);
}

function sinkFor(report: CatalogReport): Sink {
  return {
    error: (file, field, message) => report.errors.push({ file, field, message }),
    warn: (file, field, message) => report.warnings.push({ file, field, message }),
  };
}

// Files are checked in scan order (nested last); sort by file (stable) so each file's problems sit together.
function sorted(report: CatalogReport): CatalogReport {
  const byFile = (a: Problem, b: Problem) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return { ...report, errors: report.errors.sort(byFile), warnings: report.warnings.sort(byFile) };
}

async function scanLocale(root: string, locale: Locale, sink: Sink, required: boolean): Promise<ProductFile[]> {
  const dir = productsDir(root, locale);
  if (!(await isDirectory(dir))) {
    if (required) sink.error(displayPath(dir), '-', `folder not found: a catalog keeps its Portuguese product files in ${displayPath(dir)}/ (is CONTENT_DIR right?)`);
    return [];
  }
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.'));
  reportIgnored(entries, dir, sink);
  const files = entries
    .filter((e) => path.extname(e.name).toLowerCase() === '.md')
    .map((e) => describeFile(dir, path.join(e.parentPath, e.name), locale))
    .sort((a, b) => rank(a) - rank(b) || (a.absolute < b.absolute ? -1 : 1));
  for (const file of files) checkFileName(file, sink);
  reportDuplicates(files, sink);
  return files;
}

// "produto.md.txt" or "produto.markdown" would silently never show up on the site: an error, so the
// product cannot vanish with only a warning scrolling past.
function reportIgnored(entries: readonly Dirent[], dir: string, sink: Sink): void {
  for (const entry of entries) {
    const extension = path.extname(entry.name).toLowerCase();
    if (entry.parentPath !== dir || extension === '.md' || (IMAGE_EXTENSIONS as readonly string[]).includes(extension)) continue;
    sink.error(displayPath(path.join(dir, entry.name)), '-', 'is not a .md file, so the site ignores it: rename it to end in .md if it is a product, or move it out of this folder');
  }
}

// The well-formed file of a duplicate group comes first, so the others are the ones reported.
function rank(file: ProductFile): number {
  const wellNamed = SLUG_PATTERN.test(file.id) && path.extname(file.absolute) === '.md';
  return (file.nested ? 2 : 0) + (wellNamed ? 0 : 1);
}

function describeFile(dir: string, absolute: string, locale: Locale): ProductFile {
  const name = path.basename(absolute);
  return { absolute, id: name.slice(0, -path.extname(name).length), locale, nested: path.dirname(absolute) !== dir };
}

function checkFileName(file: ProductFile, sink: Sink): void {
  const shown = displayPath(file.absolute);
  const folder = `products/${file.locale}/`;
  if (file.nested) sink.error(shown, '-', `is in a subfolder of ${folder}; the site only loads product files placed directly in ${folder}, so move it there`);
  if (path.extname(file.absolute) !== '.md') sink.error(shown, '-', `has the extension "${path.extname(file.absolute)}"; rename it to end in lowercase ".md" or the site ignores it`);
  if (!SLUG_PATTERN.test(file.id)) {
    const suggestion = slugify(file.id) || 'my-product';
    sink.error(shown, '-', `file name "${file.id}" is not a safe product id (it becomes the URL): use lowercase letters, digits and single hyphens, e.g. "${suggestion}.md"`);
  }
}

// Ids are file names; two files whose names differ only in case or folder would fight over one URL.
function reportDuplicates(files: readonly ProductFile[], sink: Sink): void {
  const firstById = new Map<string, ProductFile>();
  for (const file of files) {
    const key = file.id.toLowerCase();
    const first = firstById.get(key);
    if (!first) {
      firstById.set(key, file);
      continue;
    }
    sink.error(displayPath(file.absolute), '-', `duplicate id "${file.id}": ${displayPath(first.absolute)} already uses it (ids are file names and must be unique, ignoring case and folders)`);
  }
}

function checkFile(file: ProductFile, sink: Sink, images: ImageContext, now: Date): void {
  const shown = displayPath(file.absolute);
  const parsed = readParsed(file.absolute, shown, sink);
  if (!parsed) return;
  if (file.locale === 'pt') {
    checkPortuguese(file, parsed.data, shown, sink, images);
    checkDeal(parsed.data, shown, sink, now);
  } else checkEnglish(parsed.data, shown, sink);
  // An HTML comment alone (the scaffold's instructions) is not a description either.
  if (parsed.body.replace(/<!--[\s\S]*?-->/g, '').trim() === '') sink.warn(shown, '-', 'has an empty body: add a description below the closing "---" (it is the product page text)');
  checkText(parsed, shown, sink);
}

/** What the file's text loses on the way to the page: a value cut at " #", HTML the build removes. */
function checkText(parsed: ParsedFile, shown: string, sink: Sink): void {
  for (const cut of unquotedCommentLines(parsed.text)) {
    sink.warn(
      shown,
      cut.field,
      `line ${cut.line}: everything from " #" on is read as a comment and dropped, so the value is only ${JSON.stringify(cut.kept)}; put the whole value in quotes: ${cut.suggestion}`,
    );
  }
  for (const dropped of droppedHtml(parsed.body)) {
    const where = dropped.line === undefined ? 'body' : `line ${dropped.line + parsed.bodyLine - 1}`;
    sink.warn(shown, '-', `${where}: ${dropped.what} when the page is built (the site only keeps safe HTML: text formatting, lists, tables, https links and images); write it in markdown or remove it`);
  }
}

/** A parsed file with its text, and the file line where the markdown body starts. */
type ParsedFile = { data: unknown; body: string; text: string; bodyLine: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });

function readParsed(absolute: string, shown: string, sink: Sink): ParsedFile | undefined {
  try {
    const bytes = readFileSync(absolute);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      sink.error(shown, '-', `line ${firstBadUtf8Line(bytes)}: is not UTF-8 text (saved as Latin-1 or Windows-1252?), so accented letters would be lost; save the file as UTF-8`);
      return undefined;
    }
    const parsed = parseMarkdown(text);
    const source = text.replace(/^\uFEFF/, '');
    return { ...parsed, text: source, bodyLine: source.slice(0, source.length - parsed.body.length).split('\n').length };
  } catch (error) {
    if (error instanceof FrontMatterError) sink.error(shown, '-', error.message);
    else sink.error(shown, '-', `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function firstBadUtf8Line(bytes: Buffer): number {
  const lines = bytes.toString('latin1').split('\n');
  let offset = 0;
  for (const [index, line] of lines.entries()) {
    try {
      utf8.decode(bytes.subarray(offset, offset + line.length));
    } catch {
      return index + 1;
    }
    offset += line.length + 1;
  }
  return 1;
}

function checkPortuguese(file: ProductFile, data: unknown, shown: string, sink: Sink, images: ImageContext): void {
  const schema = schemaFor(path.dirname(file.absolute), images);
  const result = schema.safeParse(data, { error: defaultMessage });
  if (result.success) return;
  for (const m of describeIssues(result.error.issues, data, PRODUCT_FIELDS)) sink.error(shown, m.field, m.message);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What affiliate programs object to in a valid file (src/config/merchants.ts): a store the settings do
 * not know, a link outside the store's hosts, a live deal whose price was checked too long ago. Each
 * rule reads only fields that are themselves valid; invalid ones are reported as errors already.
 */
function checkDeal(data: unknown, shown: string, sink: Sink, now: Date): void {
  const fields = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const merchantName = validValue(PRODUCT_SHAPE.merchant, fields.merchant);
  const url = validValue(PRODUCT_SHAPE.affiliateUrl, fields.affiliateUrl);
  const merchant = merchantName === undefined ? undefined : findMerchant(merchantName);
  if (merchantName !== undefined && !merchant) {
    const guess = closestField(merchantName, merchants.map((m) => m.name));
    sink.warn(
      shown,
      'merchant',
      `"${merchantName}" is not a store in src/config/merchants.ts, so its links get no tracking parameter and no host check; ${guess ? `did you mean "${guess}"? If not, ` : ''}add the store there`,
    );
  }
  const checkedAt = validValue(PRODUCT_SHAPE.priceCheckedAt, fields.priceCheckedAt);
  const expiresAt = validValue(PRODUCT_SHAPE.expiresAt, fields.expiresAt);
  const expiryUnknown = fields.expiresAt !== undefined && expiresAt === undefined;
  if (merchant && url !== undefined) {
    const host = new URL(url).hostname;
    // The product page's ?go forward sends a live deal here: outside the store's hosts it would be an open forward.
    const report = isExpired(expiresAt, now) ? sink.warn : sink.error;
    if (!hostBelongsTo(host, merchant)) {
      report(shown, 'affiliateUrl', `points at ${host}, which is not an address of ${merchant.name} (${merchant.hosts.join(', ')}); check the link, or add the host to ${merchant.name} in src/config/merchants.ts`);
    }
  }

  if (!checkedAt || expiryUnknown || isExpired(expiresAt, now)) return;
  // Whole calendar days (UTC, as the build counts expiry) from the check to today.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const checkedDay = Date.UTC(checkedAt.getUTCFullYear(), checkedAt.getUTCMonth(), checkedAt.getUTCDate());
  const age = Math.round((today - checkedDay) / DAY_MS);
  if (age > PRICE_STALE_AFTER_DAYS) {
    sink.warn(
      shown,
      'priceCheckedAt',
      `was ${age} days ago; affiliate programs require current prices, so re-check the price at the store and update price and priceCheckedAt (a live deal's price may be at most ${PRICE_STALE_AFTER_DAYS} days old)`,
    );
  }
}

/** The parsed value when `value` passes `schema`, else undefined. */
function validValue<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

function checkEnglish(data: unknown, shown: string, sink: Sink): void {
  const result = englishProductSchema.safeParse(data, { error: defaultMessage });
  if (result.success) return;
  for (const m of describeIssues(result.error.issues, data, textFieldNames)) {
    // The schema sends every extra key to the Portuguese file; a misspelt key belongs in neither.
    const misspelt = /^[^.]+$/.test(m.field) && m.field !== '-' && !PRODUCT_FIELDS.includes(m.field);
    sink.error(shown, m.field, misspelt ? unknownEnglishField(m.field) : m.message);
  }
}

function unknownEnglishField(key: string): string {
  const guess = closestField(key, textFieldNames);
  return `is not a known field${guess ? `; did you mean "${guess}"?` : ''} (English files carry only ${textFieldNames.join(', ')} and the body)`;
}

function checkTwins(root: string, pt: readonly ProductFile[], en: readonly ProductFile[], sink: Sink): void {
  const ptIds = new Set(pt.filter((f) => !f.nested).map((f) => f.id));
  const enIds = new Set(en.filter((f) => !f.nested).map((f) => f.id));
  for (const file of en) {
    if (file.nested || ptIds.has(file.id)) continue;
    const expected = displayPath(path.join(productsDir(root, 'pt'), `${file.id}.md`));
    sink.error(displayPath(file.absolute), '-', `has no Portuguese file (${expected}); an English file only translates an existing product, so add that file or delete this one`);
  }
  for (const file of pt) {
    if (file.nested || enIds.has(file.id)) continue;
    const expected = displayPath(path.join(productsDir(root, 'en'), `${file.id}.md`));
    sink.warn(displayPath(file.absolute), '-', `has no English file (${expected}), so it shows in Portuguese on the English site`);
  }
}

type FileKind = 'file' | 'directory' | 'missing';
type ProductSchema = ReturnType<typeof productSchema<z.ZodType<string>>>;
/** Per-run caches: a later run must see files added since, so nothing is cached across runs. */
type ImageContext = {
  /** The catalog root: images must be inside it (the build would publish any file a path reaches). */
  root: string;
  kinds: Map<string, FileKind>;
  schemas: Map<string, ProductSchema>;
  listings: Map<string, string[]>;
  /** What is wrong with each image file's content, checked once per file. */
  contents: Map<string, string | undefined>;
};

// Relative image paths resolve against the md file's folder, so one schema per folder is exact; building
// (and JIT-compiling) one per file made a 10,000-product check four times slower.
function schemaFor(dir: string, images: ImageContext): ProductSchema {
  let schema = images.schemas.get(dir);
  if (!schema) {
    schema = productSchema(localImage(dir, images));
    images.schemas.set(dir, schema);
  }
  return schema;
}

/**
 * The checker's stand-in for Astro's image(): a path relative to the md file that must name an
 * existing image. Its issues carry a marker so the message mapper can surface them from the union.
 */
function localImage(baseDir: string, images: ImageContext): z.ZodType<string> {
  return z.string().superRefine((value, ctx) => {
    const problem = localImageProblem(value.trim(), baseDir, images);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { [LOCAL_IMAGE_PARAM]: true } });
  });
}

function localImageProblem(value: string, baseDir: string, images: ImageContext): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return `"${value}" is refused: an image link must be an absolute https:// URL (http:, javascript: and data: are not allowed)`;
  if (value === '') return 'is empty: give a path such as ../images/product.jpg or an https:// URL';
  if (value.startsWith('/')) return `"${value}" must be relative to the .md file (e.g. ../images/product.jpg), not start with "/"`;
  const extension = path.extname(value).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return `"${value}" is not an image file; use one of ${IMAGE_EXTENSIONS.join(', ')}`;
  const absolute = path.resolve(baseDir, value);
  if (path.relative(images.root, absolute).startsWith('..')) {
    return `"${value}" points outside the catalog folder (${displayPath(images.root)}); the build would publish that file, so copy the image into the catalog's images folder`;
  }
  const kind = fileKind(absolute, images);
  if (kind === 'missing') return `image file not found: "${value}" (looked for ${displayPath(absolute)})${caseHint(absolute, images)}`;
  if (kind === 'directory') return `"${value}" is a folder, not an image file`;
  if (!images.contents.has(absolute)) images.contents.set(absolute, imageFileProblem(absolute));
  const problem = images.contents.get(absolute);
  return problem ? `"${value}" ${problem}` : undefined;
}

// Thousands of products share a handful of images; stat each path once. The name must also match in
// case: a case-insensitive disk (macOS) would find "TV.jpg" for "tv.jpg" and the Linux build would not.
function fileKind(absolute: string, images: ImageContext): FileKind {
  let kind = images.kinds.get(absolute);
  if (!kind) {
    const info = statSync(absolute, { throwIfNoEntry: false });
    const exactName = siblings(path.dirname(absolute), images).includes(path.basename(absolute));
    kind = !info || !exactName ? 'missing' : info.isDirectory() ? 'directory' : 'file';
    images.kinds.set(absolute, kind);
  }
  return kind;
}

function caseHint(absolute: string, images: ImageContext): string {
  const wanted = path.basename(absolute).toLowerCase();
  const actual = siblings(path.dirname(absolute), images).find((name) => name.toLowerCase() === wanted);
  return actual ? `; the folder has "${actual}" (file names are case-sensitive on the server)` : '';
}

function siblings(dir: string, images: ImageContext): string[] {
  let names = images.listings.get(dir);
  if (!names) {
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    images.listings.set(dir, names);
  }
  return names;
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

// Static pages: optional, one folder per language; the file name is the page's address (/{slug}/).
// A missing synonym file is fine (generated and test catalogs have none); a broken one is not.
function checkSynonyms(root: string, sink: Sink): void {
  for (const locale of ['pt', 'en'] as const) {
    const file = synonymsFile(root, locale);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const { line, message } of parseSynonyms(source).problems) sink.error(displayPath(file), line ? `line ${line}` : '-', message);
  }
}

async function checkPages(root: string, sink: Sink): Promise<void> {
  const dir = path.join(root, 'pages');
  if (!(await isDirectory(dir))) return;
  const slugs: Record<Locale, Set<string>> = { pt: new Set(), en: new Set() };
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.'));
  for (const entry of entries) {
    const absolute = path.join(entry.parentPath, entry.name);
    const shown = displayPath(absolute);
    const extension = path.extname(entry.name);
    if (extension.toLowerCase() !== '.md') {
      sink.error(shown, '-', 'is not a .md file, so the site ignores it: rename it to end in .md if it is a page, or move it out of this folder');
      continue;
    }
    const folder = path.relative(dir, entry.parentPath);
    if (folder !== 'pt' && folder !== 'en') {
      sink.error(shown, '-', `is not in ${displayPath(pagesDir(root, 'pt'))}/ or ${displayPath(pagesDir(root, 'en'))}/; the site only loads pages placed directly in those folders, so move it there`);
      continue;
    }
    const slug = entry.name.slice(0, -extension.length);
    if (checkPageName(shown, slug, extension, sink)) slugs[folder].add(slug);
    checkPageFile(absolute, shown, sink);
  }
  for (const [locale, other] of [['pt', 'en'], ['en', 'pt']] as const) {
    for (const slug of slugs[locale]) {
      if (slugs[other].has(slug)) continue;
      const twin = displayPath(path.join(pagesDir(root, other), `${slug}.md`));
      const language = other === 'en' ? 'English' : 'Portuguese';
      sink.warn(displayPath(path.join(pagesDir(root, locale), `${slug}.md`)), '-', `has no ${language} file (${twin}), so its ${language} address shows the not-found page`);
    }
  }
}

/** True when the file name can be served as a page address. */
function checkPageName(shown: string, slug: string, extension: string, sink: Sink): boolean {
  if (extension !== '.md') {
    sink.error(shown, '-', `has the extension "${extension}"; rename it to end in lowercase ".md" or the site ignores it`);
    return false;
  }
  if (!SLUG_PATTERN.test(slug)) {
    sink.error(shown, '-', `file name "${slug}" is not a safe page address: use lowercase letters, digits and single hyphens, e.g. "${slugify(slug) || 'my-page'}.md"`);
    return false;
  }
  if (RESERVED_PAGE_SLUGS.includes(slug)) {
    sink.error(shown, '-', `file name "${slug}" is taken by an address the site already uses (/${slug}/); choose another name`);
    return false;
  }
  return true;
}

function checkPageFile(absolute: string, shown: string, sink: Sink): void {
  const parsed = readParsed(absolute, shown, sink);
  if (!parsed) return;
  const result = pageSchema.safeParse(parsed.data, { error: defaultMessage });
  if (!result.success) for (const m of describeIssues(result.error.issues, parsed.data, PAGE_FIELDS)) sink.error(shown, m.field, m.message);
  if (parsed.body.replace(/<!--[\s\S]*?-->/g, '').trim() === '') sink.warn(shown, '-', 'has an empty body: write the page text below the closing "---"');
  checkText(parsed, shown, sink);
}
