/**
 * Price-history benchmark: the published-prices record of a generated catalog after `--days` daily
 * deploys that each change `--share` of the deals' prices (1: every deal, every day), written with
 * prices:record's own code; then its size on disk and compressed (as git stores it), the time the build
 * spends reading it (src/lib/price-history.ts) and the time one more deploy takes to append to it.
 * Kept out of `npm test`: it writes ~10,000 files. Numbers go to BENCHMARKS.md.
 * Usage: npm run bench:history -- [--count 10000] [--days 365] [--share 1]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';
import { readPriceHistory } from '../src/lib/price-history.ts';
import { recordDeploy } from '../tools/published-prices/record.ts';
import { DAY_MS } from '../src/content/days.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, days: { type: 'string', default: '365' }, share: { type: 'string', default: '1' } },
});
const count = Number(values.count);
const days = Number(values.days);
const share = Number(values.share);
const root = path.resolve(`.cache/bench-history-${count}`);
const record = path.join(root, 'published-prices');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

rmSync(root, { recursive: true, force: true });
execFileSync(npm, ['run', 'catalog:generate', '--', '--count', String(count), '--no-pages', '--out', root], { stdio: ['ignore', 'ignore', 'inherit'] });
const ids = readdirSync(path.join(root, 'products', 'pt'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));

// Prices of 10.00 to 5,000.00; each day a rotating `share` of the deals moves by -3 % to +3 %.
const prices = new Map(ids.map((id, i) => [id, 10 + ((i * 7919) % 499_000) / 100]));
const now = Date.now();
const first = now - days * DAY_MS;
const t0 = performance.now();
for (let day = 0; day < days; day++) {
  if (day > 0) {
    const changed = Math.round(ids.length * share);
    for (let k = 0; k < changed; k++) {
      const id = ids[(day * changed + k) % ids.length]!;
      const factor = 1 + (((day + k) % 7) - 3) / 100;
      prices.set(id, Math.max(1, Math.round(prices.get(id)! * factor * 100) / 100));
    }
  }
  recordDeploy(record, new Date(first + day * DAY_MS), `bench${day}`, prices);
}
const writing = (performance.now() - t0) / 1000;

const files = readdirSync(record).map((name) => path.join(record, name));
const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
const packed = files.reduce((n, f) => n + deflateSync(readFileSync(f)).length, 0);
const largest = Math.max(...files.map((f) => statSync(f).size));

const t1 = performance.now();
const reading = readPriceHistory(record, new Date(now));
const read = (performance.now() - t1) / 1000;
const points = [...reading.history.values()].reduce((n, s) => n + s.length, 0);

for (const id of ids.slice(0, Math.max(1, Math.round(ids.length * share)))) prices.set(id, prices.get(id)! + 1);
const t2 = performance.now();
recordDeploy(record, new Date(now), 'bench-last', prices);
const append = (performance.now() - t2) / 1000;

const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
console.log(
  `Published-prices record: ${count} deals, ${days} daily deploys changing ${share * 100} % of prices each: ${files.length} files, ${mb(bytes)} (largest ${mb(largest)}), ${mb(packed)} compressed as git stores it; ` +
    `read by the build in ${read.toFixed(2)} s (${reading.deploys} deploys, ${points} price points); one more deploy appended in ${append.toFixed(2)} s (${days} written in ${writing.toFixed(0)} s)`,
);
