/**
 * The form's save, checked by `content:check` before anything is written. Keystatic validates one field
 * at a time; the project's rules across fields (a link on the chosen store's hosts, list price above the
 * price, the English twin, a price far from the deal's own history) live in src/content/validate.ts.
 * So the entry about to be saved is written to a scratch catalog with the files it needs (its twin, the
 * photos it names, the published-prices record) and that catalog is checked with the same code as
 * `npm run content:check`; an error about the entry refuses the save, and the form shows why at its top.
 * A new photo over the size limit is refused too: it would stay in git forever.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { validateCatalog } from '../../src/content/validate.ts';
import { imageSizeProblem, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from '../../src/content/image-size.ts';
import { publishedPricesDir } from '../../src/content/published-prices.ts';
import { fieldLabel } from './product-form.ts';

/** What the form sends to save: files to write (paths relative to the catalog root) and to delete. */
export type FormUpdate = { additions: { path: string; contents: Uint8Array }[]; deletions: { path: string }[] };

const ENTRY = /^products\/(pt|en)\/([^/]+)\.md$/;
/** Catalog files a product file names: its photo and the pictures in its description. */
const LOCAL_IMAGE = /\.\.\/images\/[^\s)"'<>]+/g;

/** Portuguese lines saying why the save is refused; empty when it may be written. */
export async function saveProblems(root: string, update: FormUpdate, now = new Date()): Promise<string[]> {
  const entries = update.additions.filter((a) => ENTRY.test(a.path));
  if (entries.length === 0) return [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'form-save-check-'));
  try {
    const added = new Set(update.additions.map((a) => a.path));
    const deleted = new Set(update.deletions.map((d) => d.path));
    const write = (relative: string, contents: Uint8Array) => {
      mkdirSync(path.dirname(path.join(scratch, relative)), { recursive: true });
      writeFileSync(path.join(scratch, relative), contents);
    };
    const copy = (relative: string) => {
      const from = path.join(root, relative);
      if (!added.has(relative) && !deleted.has(relative) && existsSync(from)) cpSync(from, path.join(scratch, relative), { recursive: true });
    };
    for (const addition of update.additions) write(addition.path, addition.contents);
    mkdirSync(path.join(scratch, 'products/pt'), { recursive: true });
    for (const entry of entries) {
      const [, locale, id] = ENTRY.exec(entry.path)!;
      copy(`products/${locale === 'pt' ? 'en' : 'pt'}/${id}.md`);
    }
    for (const file of [
      ...entries.map((e) => e.path),
      ...entries.map((e) => e.path.replace(/\/(pt|en)\//, (_, l: string) => `/${l === 'pt' ? 'en' : 'pt'}/`)),
    ]) {
      const where = existsSync(path.join(scratch, file)) ? scratch : root;
      const text = existsSync(path.join(where, file)) ? readFileSync(path.join(where, file), 'utf8') : '';
      for (const image of text.match(LOCAL_IMAGE) ?? []) copy(path.posix.join('products', image.slice(3)));
    }
    if (existsSync(publishedPricesDir(root))) cpSync(publishedPricesDir(root), publishedPricesDir(scratch), { recursive: true });

    const report = await validateCatalog(scratch, { now });
    const ours = new Set(entries.map((e) => path.join(scratch, e.path)));
    const problems = report.errors
      .filter((p) => ours.has(path.resolve(p.file)))
      .map((p) => `${path.relative(scratch, path.resolve(p.file)).split(path.sep).join('/')}: ${fieldLabel(p.field)}: ${p.message}`);
    for (const addition of update.additions) {
      if (!addition.path.startsWith('products/images/')) continue;
      const tooBig = photoProblem(path.join(scratch, addition.path), addition.path, addition.contents);
      if (tooBig) problems.push(tooBig);
    }
    return problems;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A new photo over the limits content:check warns about (src/content/image-size.ts): refused, in Portuguese. */
function photoProblem(absolute: string, relative: string, bytes: Uint8Array): string | undefined {
  if (!imageSizeProblem(absolute, relative)) return undefined;
  let side = 0;
  try {
    const { width, height } = imageSize(bytes);
    side = Math.max(width, height);
  } catch {
    // Unreadable sizes are content:check's to report.
  }
  const weight = `${(bytes.length / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
  const pixels = side ? ` e ${side} px no lado maior` : '';
  return `Imagem: a foto enviada tem ${weight}${pixels}; o limite é ${MAX_IMAGE_BYTES / 1024 / 1024} MB e ${MAX_IMAGE_SIDE.toLocaleString('pt-BR')} px (o original ficaria no git para sempre). Reduza-a com npm run photo:fit -- caminho/da/foto.jpg e envie a cópia reduzida.`;
}
