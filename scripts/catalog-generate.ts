/**
 * `npm run catalog:generate -- --count N --out DIR [--seed S] [--skip-categories a,b] [--today YYYY-MM-DD] [--local-photo-every N]`:
 * writes a deterministic synthetic catalog to DIR (check it with `CONTENT_DIR=DIR npm run content:check`).
 */
import { copyFile, cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalog, type GeneratedFile } from './catalog/generate.ts';
import { LOCAL_PHOTO_EVERY } from './catalog/photo.ts';
import { contentRoot, pagesDir } from '../src/content/paths.ts';
import { synonymsFile } from '../src/search/build/synonyms-file.ts';
import { locales } from '../src/i18n/locales.ts';

const USAGE = `Usage: npm run catalog:generate -- --count N --out DIR [--seed S] [--skip-categories key1,key2] [--no-pages] [--local-photo-every N]

  --count N               number of products (Portuguese files; about 95% also get an English file)
  --out DIR               output folder; receives DIR/products/{pt,en,images}, and the shop's synonyms (DIR/search)
                          and static pages (DIR/pages)
  --seed S                any number or text (default 1); the same seed gives byte-identical files
  --skip-categories a,b   category keys to leave out
  --today YYYY-MM-DD      the day the catalog's dates are relative to (default: today, UTC)
  --no-pages              leave out the static pages (a catalog without them, as a shop may start)
  --local-photo-every N   one product in N gets a local photo file (default ${LOCAL_PHOTO_EVERY}); the rest, store-CDN URLs`;

// Written into DIR so a later run may replace DIR/products; a folder without it is never touched.
const MARKER = '.generated-catalog.json';
const WRITE_CONCURRENCY = 64;

type Options = { count: number; out: string; seed: string; skipCategories: string[]; today?: number; pages: boolean; localPhotoEvery?: number };

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      'skip-categories': { type: 'string', default: '' },
      today: { type: 'string' },
      'no-pages': { type: 'boolean', default: false },
      'local-photo-every': { type: 'string' },
    },
  });
  if (values.count === undefined || values.out === undefined) throw new UsageError('--count and --out are required');
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 0) throw new UsageError(`--count must be a whole number >= 0, got "${values.count}"`);
  const skipCategories = values['skip-categories']
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const today = values.today === undefined ? undefined : Date.parse(`${values.today}T00:00:00Z`);
  if (today !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(values.today ?? '') || Number.isNaN(today)))
    throw new UsageError(`--today must be a date written as YYYY-MM-DD, got "${values.today}"`);
  const every = values['local-photo-every'];
  const localPhotoEvery = every === undefined ? undefined : Number(every);
  if (localPhotoEvery !== undefined && !(Number.isInteger(localPhotoEvery) && localPhotoEvery >= 1))
    throw new UsageError(`--local-photo-every must be a whole number >= 1, got "${every}"`);
  return { count, out: path.resolve(values.out), seed: values.seed, skipCategories, today, pages: !values['no-pages'], localPhotoEvery };
}

class UsageError extends Error {}

// Refuses to overwrite a hand-made catalog (e.g. --out content) while letting generated ones be regenerated.
async function prepareOutput(out: string): Promise<void> {
  const products = path.join(out, 'products');
  const existing = await readdir(products).catch(() => []);
  if (existing.length > 0) {
    const generated = await stat(path.join(out, MARKER)).then(
      () => true,
      () => false,
    );
    if (!generated) throw new UsageError(`${products} already exists and was not made by this generator; choose an empty --out folder`);
    // Static pages came with it too, unless it was made with --no-pages.
    await Promise.all(['products', 'pages'].map((dir) => rm(path.join(out, dir), { recursive: true, force: true })));
  }
  await Promise.all(['pt', 'en', 'images'].map((dir) => mkdir(path.join(products, dir), { recursive: true })));
}

async function writeAll(out: string, files: readonly GeneratedFile[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as GeneratedFile;
      await writeFile(path.join(out, file.path), file.contents);
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

async function main(argv: string[]): Promise<void> {
  if (argv.length === 0) {
    console.log(USAGE);
    return;
  }
  const options = readOptions(argv);
  const started = performance.now();
  const files = generateCatalog({
    count: options.count,
    seed: /^\d+$/.test(options.seed) ? Number(options.seed) : options.seed,
    skipCategories: options.skipCategories,
    today: options.today,
    localPhotoEvery: options.localPhotoEvery,
  });
  const generated = performance.now();
  await prepareOutput(options.out);
  await writeAll(options.out, files);
  // The shop's own search synonyms and static pages (contact, FAQ, policies: every footer links to them),
  // so a generated catalog is built, indexed and benchmarked like the real one.
  for (const locale of locales) {
    await mkdir(path.dirname(synonymsFile(options.out, locale)), { recursive: true });
    await copyFile(synonymsFile(contentRoot({}), locale), synonymsFile(options.out, locale));
    if (options.pages) await cp(pagesDir(contentRoot({}), locale), pagesDir(options.out, locale), { recursive: true });
  }
  await writeFile(
    path.join(options.out, MARKER),
    `${JSON.stringify({ count: options.count, seed: options.seed, skipCategories: options.skipCategories }, null, 2)}\n`,
  );
  const done = performance.now();
  const english = files.filter((f) => f.path.startsWith('products/en/')).length;
  console.log(`catalog:generate: ${options.count} products (${english} with English) in ${options.out}`);
  console.log(
    `catalog:generate: ${files.length} files, generated in ${Math.round(generated - started)} ms, written in ${Math.round(done - generated)} ms, total ${Math.round(done - started)} ms`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`catalog:generate: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')))
    console.error(`\n${USAGE}`);
  process.exitCode = 1;
});
