/**
 * `npm run bench:prices -- [--count 10000] [--catalog DIR]`: times the nightly price check over a generated
 * catalog against the local fixture store (tools/store-intake/fixture-store.ts, every store origin mapped
 * to it with STORE_ORIGIN_OVERRIDE), as the nightly job runs it (`--write --commit` in a git repository),
 * and one `content:new --from-url` into a copy of the sample catalog. Prints time and peak RSS (GNU time);
 * the numbers go to BENCHMARKS.md.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { readFrontMatter } from '../src/content/frontmatter.ts';
import { startFixtureStore } from '../tools/store-intake/fixture-store.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, catalog: { type: 'string' } } });
const count = Number(values.count);
const catalog = path.resolve(values.catalog ?? `.cache/catalog-${count >= 1000 ? `${count / 1000}k` : count}`);

if (!existsSync(path.join(catalog, 'products/pt'))) {
  console.log(`bench:prices: generating ${count} deals into ${path.relative(process.cwd(), catalog)}`);
  execFileSync(process.execPath, ['scripts/catalog-generate.ts', '--count', String(count), '--out', catalog], { stdio: 'inherit' });
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-prices-'));
const repo = path.join(work, 'catalog');
cpSync(catalog, repo, { recursive: true });
const git = (args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
git(['init', '-q', '-b', 'main']);
git(['add', '-A']);
git(['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'catalog']);

// Every deal's page answers with its own price, one in ten 5 % lower: a night with some changes.
const prices = new Map<string, number>();
const origins = new Set<string>();
const dir = path.join(repo, 'products/pt');
for (const [index, name] of readdirSync(dir).sort().entries()) {
  const data = readFrontMatter(readFileSync(path.join(dir, name), 'utf8')) as { affiliateUrl: string; price: number };
  const url = new URL(data.affiliateUrl);
  origins.add(url.origin);
  prices.set(url.pathname, index % 10 === 0 ? Math.round(data.price * 95) / 100 : data.price);
}
const store = await startFixtureStore({
  generated: (p) => prices.get(p),
  pages: { '/p/bench': { body: readFileSync('tests/fixtures/stores/jsonld-offer.html', 'utf8') } },
});
origins.add('https://www.mercadolivre.com.br');
const env = { ...process.env, CONTENT_DIR: repo, STORE_ORIGIN_OVERRIDE: [...origins].map((o) => `${o}=${store.origin}`).join(',') };

/** Elapsed seconds and peak RSS (MB) of a Node script, from GNU time. */
async function timed(args: string[], extra: NodeJS.ProcessEnv): Promise<{ seconds: number; rssMb: number; stdout: string }> {
  const { stdout, stderr } = await run('/usr/bin/time', ['-f', 'BENCH %e %M', process.execPath, ...args], {
    env: { ...env, ...extra },
    maxBuffer: 64 * 1024 * 1024,
  });
  const [, seconds, kb] = /BENCH ([\d.]+) (\d+)/.exec(stderr) ?? [];
  return { seconds: Number(seconds), rssMb: Math.round(Number(kb) / 1024), stdout };
}

try {
  const report = await timed(['scripts/prices-check.ts', '--report', path.join(work, 'report.md')], {});
  console.log(`bench:prices: prices:check (report only) over ${prices.size} deals: ${report.seconds} s, peak RSS ${report.rssMb} MB`);
  const check = await timed(['scripts/prices-check.ts', '--write', '--commit', '--report', path.join(work, 'report.md')], {});
  const summary = check.stdout.split('\n').filter((l) => /checking|unchanged \d|updated|committed/.test(l));
  console.log(summary.join('\n'));
  console.log(
    `bench:prices: prices:check --write --commit over ${prices.size} deals: ${check.seconds} s, peak RSS ${check.rssMb} MB (the larger of it and its content:check), ${store.stats.requests} requests in both runs, at most ${store.stats.peakInFlight} in flight at the store`,
  );

  const sample = path.join(work, 'sample');
  cpSync('content', sample, { recursive: true });
  const sampleDeals = readdirSync(path.join(sample, 'products/pt')).length;
  const times: number[] = [];
  for (const round of [1, 2, 3]) {
    const made = await timed(['scripts/content-new.ts', '--from-url', 'https://www.mercadolivre.com.br/p/bench', '--id', `bench-${round}`], {
      CONTENT_DIR: sample,
    });
    times.push(made.seconds);
  }
  console.log(`bench:prices: content:new --from-url into the ${sampleDeals}-deal sample catalog: ${times.join(' s, ')} s`);
} finally {
  await store.close();
  rmSync(work, { recursive: true, force: true });
}
