/**
 * `npm run content:new -- --id my-product --category electronics [--en]`: writes a product file with
 * every field and a comment on each, ready to fill in. Never overwrites an existing file.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { categoryKeys, isCategoryKey } from '../src/data/categories.ts';
import { contentRoot, productsDir } from '../src/content/paths.ts';
import { englishScaffold, localIsoDate, portugueseScaffold } from '../src/content/scaffold.ts';
import { SLUG_PATTERN } from '../src/content/schema.ts';
import { slugify } from '../src/content/slug.ts';
import { displayPath } from '../src/content/validate.ts';

const USAGE = `Usage: npm run content:new -- --id my-product --category electronics [--en]

  --id ID          product id = file name = URL: lowercase letters, digits and single hyphens
  --category KEY   one of: ${categoryKeys.join(', ')}
  --en             also write the English file (products/en/ID.md)

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

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`content:new: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')))
    console.error(`\n${USAGE}`);
  process.exitCode = 1;
});
