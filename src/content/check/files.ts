/** The catalog's file layout: which product files exist, their names, duplicates and twins. */
import { readdir, stat } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN } from '../schema.ts';
import { productsDir } from '../paths.ts';
import { slugify } from '../slug.ts';
import { closestId } from '../messages.ts';
import { IMAGE_EXTENSIONS } from './images.ts';
import { displayPath, type Sink } from './report.ts';
import type { Locale } from '../../i18n/locales.ts';

export type ProductFile = { absolute: string; id: string; locale: Locale; nested: boolean };

export async function scanLocale(root: string, locale: Locale, sink: Sink, required: boolean): Promise<ProductFile[]> {
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

export function checkTwins(root: string, pt: readonly ProductFile[], en: readonly ProductFile[], sink: Sink): void {
  const ptIds = new Set(pt.filter((f) => !f.nested).map((f) => f.id));
  const enIds = new Set(en.filter((f) => !f.nested).map((f) => f.id));
  for (const file of en) {
    if (file.nested || ptIds.has(file.id)) continue;
    const expected = displayPath(path.join(productsDir(root, 'pt'), `${file.id}.md`));
    const guess = closestId(file.id, ptIds);
    const fix = guess
      ? `did you mean "${guess}" (${displayPath(path.join(productsDir(root, 'pt'), `${guess}.md`))})? Then rename this file to ${guess}.md; if not, add the Portuguese file or delete this one`
      : 'an English file only translates an existing product, so add that file or delete this one';
    sink.error(displayPath(file.absolute), '-', `has no Portuguese file (${expected}); ${fix}`);
  }
  for (const file of pt) {
    if (file.nested || enIds.has(file.id)) continue;
    const expected = displayPath(path.join(productsDir(root, 'en'), `${file.id}.md`));
    sink.warn(displayPath(file.absolute), '-', `has no English file (${expected}), so it shows in Portuguese on the English site`);
  }
}

export async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

