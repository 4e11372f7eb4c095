/**
 * `npm run prices:record`: appends to the catalog's published-prices record (docs/deploy.md).
 *   -- [--dist dist] [--label COMMIT] [--at ISO]   after a deploy: the prices the site in --dist published
 *   -- --seed-from-git                             once: the history the site showed before the record
 *   -- --mistake ID --deploy ISO                   mark the price ID got at that deploy as a mistake
 * The record is CONTENT_DIR's (default content/) `published-prices/`; --dir points elsewhere.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentRoot, productsDir } from '../src/content/paths.ts';
import { publishedPricesDir } from '../src/content/published-prices.ts';
import { markMistake, publishedFromDist, recordDeploy, seedRecord } from '../tools/published-prices/record.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.OUT_DIR ?? 'dist' },
    label: { type: 'string', default: process.env.GITHUB_SHA?.slice(0, 12) ?? 'deploy' },
    at: { type: 'string' },
    dir: { type: 'string' },
    'seed-from-git': { type: 'boolean', default: false },
    mistake: { type: 'string' },
    deploy: { type: 'string' },
  },
});

function moment(text: string | undefined, flag: string): Date {
  if (text === undefined) return new Date();
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(date.getTime())) throw new Error(`${flag} "${text}" is not a moment written as YYYY-MM-DDTHH:MM:SSZ`);
  return date;
}

async function main(): Promise<void> {
  const dir = path.resolve(values.dir ?? publishedPricesDir(contentRoot()));
  const shown = path.relative(process.cwd(), dir) || '.';
  if (values.mistake) {
    if (!values.deploy) throw new Error('--mistake needs --deploy, the moment of the deploy that published the price (its @ line in the record)');
    const file = markMistake(dir, values.mistake, moment(values.deploy, '--deploy'), new Date());
    console.log(
      `prices:record: ${values.mistake}'s price of the deploy of ${values.deploy} is marked as a mistake in ${path.relative(process.cwd(), file)}; commit it and rebuild`,
    );
    return;
  }
  if (values['seed-from-git']) {
    // Only this mode reads git: the build never does.
    const { readGitPriceHistory } = await import('../tools/published-prices/git-history.ts');
    const reading = await readGitPriceHistory(productsDir(contentRoot(), 'pt'));
    if (reading.problem) throw new Error(`git history not read (${reading.problem.kind}: ${reading.problem.detail})`);
    const seeded = seedRecord(dir, reading.history);
    console.log(
      `prices:record: seeded ${shown}/ with ${seeded.prices} prices in ${seeded.deploys} seed deploys from ${reading.commits} commits of git history`,
    );
    return;
  }
  const at = moment(values.at, '--at');
  const { file, changes } = recordDeploy(dir, at, values.label, publishedFromDist(path.resolve(values.dist)));
  console.log(
    file
      ? `prices:record: ${changes} published ${changes === 1 ? 'price' : 'prices'} changed; appended to ${path.relative(process.cwd(), file)}`
      : `prices:record: no published price changed since the record's last deploy; ${shown}/ unchanged`,
  );
}

main().catch((error: unknown) => {
  console.error(`prices:record: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
