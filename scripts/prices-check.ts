/**
 * `npm run prices:check [-- --write [--commit]]`: re-reads each live deal's store page and reports per deal:
 * unchanged, new price, unavailable, available again, held for an editor (looks wrong), or not checked
 * and why. `--write` updates price, listPrice, unavailableSince and priceCheckedAt in the files (refusing a
 * catalog with uncommitted changes, and putting the files back if content:check then fails); `--commit`
 * commits them as the price-check identity. The report is written even when stores fail.
 * Logic: tools/store-intake/.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isoDate } from '../src/content/days.ts';
import { storeDay } from '../src/content/expiry.ts';
import { contentRoot, productsDir } from '../src/content/paths.ts';
import { displayPath } from '../src/content/validate.ts';
import { StoreFetcher } from '../tools/store-intake/fetch-page.ts';
import { describeVerdict } from '../tools/store-intake/decide.ts';
import { commitAsBot, dirtyReason, restoreFiles } from '../tools/store-intake/git.ts';
import { parseOriginOverride } from '../tools/store-intake/origins.ts';
import { checkDeals, commitMessage, readDeals, reportText, tally, writeChanges } from '../tools/store-intake/price-check.ts';

const USAGE = `Usage: npm run prices:check [-- --write [--commit]] [--report FILE] [--timeout SECONDS]

  --write          update price, listPrice, unavailableSince and priceCheckedAt in the product files
                   (refuses a catalog with uncommitted changes)
  --commit         with --write: commit the changes as one commit by the price-check identity
                   (PRICE_BOT_NAME, PRICE_BOT_EMAIL), its message listing them
  --report FILE    where the report goes (default .cache/prices-check/report.md); changes held for an
                   editor also go to suspicious.md beside it
  --timeout S      seconds per store request (default 15)

Checks the catalog under CONTENT_DIR (default content/). STORE_ORIGIN_OVERRIDE maps store origins to
local ones for tests and offline demos: https://www.store.com.br=http://127.0.0.1:4599,...`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      write: { type: 'boolean', default: false },
      commit: { type: 'boolean', default: false },
      report: { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.commit && !values.write) throw new Error('--commit needs --write');
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeout !== undefined && !(timeout > 0)) throw new Error(`--timeout "${values.timeout}" must be a number of seconds above 0`);
  const root = contentRoot();
  const origins = parseOriginOverride(process.env.STORE_ORIGIN_OVERRIDE);
  if (values.write) {
    const dirty = dirtyReason(root);
    if (dirty) throw new Error(`${dirty}; nothing was checked`);
  }
  const now = new Date();
  const day = isoDate(storeDay(now));
  const { deals, unreadable } = await readDeals(productsDir(root, 'pt'), now);
  console.log(`prices:check: checking ${deals.length} live deals of ${displayPath(root)}`);
  const fetcher = new StoreFetcher(origins, timeout ? { timeoutMs: timeout * 1000 } : {});
  const results = [...unreadable, ...(await checkDeals(deals, fetcher, now))].sort((a, b) => a.id.localeCompare(b.id));
  for (const r of results) if (r.decision.verdict.kind !== 'unchanged') console.log(`prices:check: ${describeVerdict(r.id, r.decision.verdict)}`);
  const counts = tally(results);
  console.log(
    `prices:check: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );

  const reportFile = path.resolve(values.report ?? '.cache/prices-check/report.md');
  const suspiciousFile = path.join(path.dirname(reportFile), 'suspicious.md');
  await mkdir(path.dirname(reportFile), { recursive: true });
  await writeFile(reportFile, reportText(results, day));
  const held = results.filter((r) => r.decision.verdict.kind === 'suspicious');
  if (held.length) await writeFile(suspiciousFile, reportText(held, day));
  else await rm(suspiciousFile, { force: true });
  console.log(
    `prices:check: report in ${displayPath(reportFile)}${held.length ? `, ${held.length} held for an editor in ${displayPath(suspiciousFile)}` : ''}`,
  );
  if (!values.write) return 0;

  const written = await writeChanges(results);
  // content:check in its own process: the whole catalog's check is as large as the catalog, and this
  // process already holds every deal's result (BENCHMARKS.md, "Nightly price check").
  const check = spawnSync(process.execPath, [fileURLToPath(new URL('./content-check.ts', import.meta.url))], {
    env: { ...process.env, CONTENT_DIR: root },
    stdio: ['ignore', 2, 'inherit'],
  });
  if (check.status !== 0) {
    restoreFiles(root, written);
    throw new Error(`content:check fails after the update (its errors are above); the ${written.length} files were put back and nothing was committed`);
  }
  console.log(`prices:check: updated ${written.length} files`);
  if (values.commit && written.length > 0) console.log(`prices:check: committed ${commitAsBot(root, written, commitMessage(results, day)).slice(0, 12)}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`prices:check: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`\n${USAGE}`);
    process.exitCode = 1;
  },
);
