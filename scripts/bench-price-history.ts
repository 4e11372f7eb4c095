/**
 * Price-history benchmark: a generated catalog committed to a fresh git repository, then repriced in
 * several commits (every product each time, dates a few weeks apart), and the time the build spends
 * reading the history back (src/lib/price-history.ts). Kept out of `npm test`: it writes ~10,000 files.
 * Usage: npm run bench:history -- [--count 10000] [--commits 5]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPriceHistory } from '../src/lib/price-history.ts';
import { DAY_MS } from '../src/content/days.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, commits: { type: 'string', default: '5' } } });
const count = Number(values.count);
const commits = Number(values.commits);
const root = path.resolve(`.cache/bench-history-${count}`);
const products = path.join(root, 'products', 'pt');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

rmSync(root, { recursive: true, force: true });
execFileSync(npm, ['run', 'catalog:generate', '--', '--count', String(count), '--out', root], { stdio: ['ignore', 'ignore', 'inherit'] });

const git = (args: string[], date?: Date) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, GIT_AUTHOR_DATE: date?.toISOString(), GIT_COMMITTER_DATE: date?.toISOString() },
  });

const start = Date.now() - commits * 20 * DAY_MS;
git(['init', '-q', '-b', 'main']);
git(['add', '-A']);
git(['commit', '-q', '-m', 'catalog'], new Date(start));
const files = readdirSync(products).filter((f) => f.endsWith('.md'));
for (let c = 1; c < commits; c++) {
  for (const [i, file] of files.entries()) {
    const full = path.join(products, file);
    // Alternating small cuts and rises, different per product, so every commit changes every price.
    const factor = 1 + (((i + c) % 7) - 3) / 100;
    writeFileSync(
      full,
      readFileSync(full, 'utf8').replace(/^price: ([\d.]+)$/m, (_, p: string) => `price: ${(Number(p) * factor).toFixed(2)}`),
    );
  }
  git(['commit', '-q', '-a', '-m', `reprice ${c}`], new Date(start + c * 20 * DAY_MS));
}

const t0 = performance.now();
const { history } = await readPriceHistory(products);
const seconds = (performance.now() - t0) / 1000;
const points = [...history.values()].reduce((n, s) => n + s.length, 0);
console.log(`Price history: ${history.size} products, ${commits} commits, ${points} price points read in ${seconds.toFixed(2)} s`);
