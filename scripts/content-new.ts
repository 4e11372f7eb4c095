/**
 * `npm run content:new -- --id my-product --category electronics [--en]`: writes a product file with
 * every field and a comment on each, ready to fill in. `--from-url URL` fills it from the store's page
 * instead (tools/store-intake/from-url.ts). Never overwrites an existing file.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { dealFromUrl } from '../tools/store-intake/from-url.ts';
import { categoryKeys, isCategoryKey } from '../src/data/categories.ts';
import { contentRoot, productsDir } from '../src/content/paths.ts';
import { englishScaffold, localIsoDate, portugueseScaffold } from '../src/content/scaffold.ts';
import { SLUG_PATTERN } from '../src/content/schema.ts';
import { slugify } from '../src/content/slug.ts';
import { displayPath } from '../src/content/validate.ts';

const USAGE = `Usage: npm run content:new -- --id my-product --category electronics [--en]
       npm run content:new -- --from-url https://www.store.com.br/product-page [--category KEY] [--id ID]

  --id ID          product id = file name = URL: lowercase letters, digits and single hyphens
  --category KEY   one of: ${categoryKeys.join(', ')}
  --en             also write the English file (products/en/ID.md)
  --from-url URL   fill the deal from the store's product page (its structured data); the category is
                   proposed from the page and asked for when unsure (or give --category); the id is
                   made from the product name unless --id is given

Writes products/pt/ID.md (and products/en/ID.md) under CONTENT_DIR (default content/).`;

class UsageError extends Error {}

function readOptions(argv: string[]): { id: string; category: (typeof categoryKeys)[number]; en: boolean } {
  const { values } = parseArgs({ args: argv, options: { id: { type: 'string' }, category: { type: 'string' }, en: { type: 'boolean', default: false } } });
  const { id, category } = values;
  if (!id || !category) throw new UsageError('--id and --category are both required');
  if (!SLUG_PATTERN.test(id))
    throw new UsageError(`--id "${id}" is not a safe id: use lowercase letters, digits and single hyphens, e.g. "${slugify(id) || 'my-product'}"`);
  if (!isCategoryKey(category)) throw new UsageError(`--category "${category}" is not a category key; use one of: ${categoryKeys.join(', ')}`);
  return { id, category, en: values.en };
}

// Ids must be unique ignoring case (the checker's rule), so "Fone.md" blocks "fone".
async function refuseExisting(targets: readonly string[]): Promise<void> {
  for (const target of targets) {
    const siblings = await readdir(path.dirname(target)).catch(() => [] as string[]);
    const clash = siblings.find((name) => name.toLowerCase() === path.basename(target).toLowerCase());
    if (clash)
      throw new Error(`${displayPath(path.join(path.dirname(target), clash))} already exists; nothing was written (edit that file, or pick another --id)`);
  }
}

async function main(argv: string[]): Promise<void> {
  if (argv.length === 0 || argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const fromUrl = parseArgs({
    args: argv,
    strict: false,
    options: { 'from-url': { type: 'string' }, id: { type: 'string' }, category: { type: 'string' } },
  }).values;
  if (typeof fromUrl['from-url'] === 'string') {
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    if (fromUrl.id !== undefined && !SLUG_PATTERN.test(String(fromUrl.id)))
      throw new UsageError(`--id "${String(fromUrl.id)}" is not a safe id: use lowercase letters, digits and single hyphens`);
    await dealFromUrl(fromUrl['from-url'], { id: str(fromUrl.id), category: str(fromUrl.category), ask: process.stdin.isTTY ? askCategory : undefined });
    return;
  }
  const { id, category, en } = readOptions(argv);
  const root = contentRoot();
  const files = [{ target: path.join(productsDir(root, 'pt'), `${id}.md`), text: portugueseScaffold({ id, category, today: localIsoDate(new Date()) }) }];
  if (en) files.push({ target: path.join(productsDir(root, 'en'), `${id}.md`), text: englishScaffold({ id }) });
  await refuseExisting(files.map((f) => f.target));
  for (const file of files) {
    await mkdir(path.dirname(file.target), { recursive: true });
    await writeFile(file.target, file.text, { flag: 'wx' });
    console.log(`content:new: wrote ${displayPath(file.target)}`);
  }
  console.log('content:new: fill in the empty "" values, then run: npm run content:check');
}

/** Asks in the terminal; an empty answer or an unknown key chooses nothing (the command then refuses). */
async function askCategory(question: string, choices: readonly string[]): Promise<(typeof categoryKeys)[number] | undefined> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = (await terminal.question(`${question} (${choices.join(', ')}): `)).trim();
    return isCategoryKey(answer) ? answer : undefined;
  } finally {
    terminal.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`content:new: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')))
    console.error(`\n${USAGE}`);
  process.exitCode = 1;
});
