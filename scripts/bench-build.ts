/**
 * `npm run bench -- [--count 10000] [--rounds 2] [--seed 1]`: the scale benchmark. Generates a catalog,
 * then builds it with this site and with a bare Astro site of the same catalog (bench/bare-astro),
 * interleaved A B A B so both see the same machine, each from a cold cache; then rebuilds this site
 * with unchanged content, as a deploy would (the build keeps an output whose inputs have not changed),
 * and once more forced, with Astro's caches warm; then incrementally after one deal's price changed, after
 * one new deal, and on the next day with nothing changed (each a fraction of the full build, with the pages
 * rendered and reused). Reports the time ratio against the bare build, peak memory, pages, files and
 * output size, page weight and what search costs, and writes the table into BENCHMARKS.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readOutput } from './build/output-stats.ts';
import { writeBenchmarks } from './bench/write-benchmarks.ts';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureSearch, searchTable, vocabularyTable } from './bench-search.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    'no-search': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    // At 50,000 products a forced rebuild is another quarter of an hour; the rounds leave Astro's cache too.
    'no-forced': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const rounds = Number(values.rounds);
const catalog = path.resolve(`.cache/bench-catalog-${count}`);
const out = path.resolve(`.cache/bench-dist-${count}`);
const bareOut = path.resolve(`.cache/bench-bare-dist-${count}`);
const bareCache = path.resolve(`.cache/bench-bare-cache-${count}`);

interface Run {
  seconds: number;
  peakMiB: number;
  /** The build's own summary line ("build: incremental: N pages rendered, M reused …"), when it printed one. */
  summary?: string;
  /** Where the build's time went, as its last line says ("inputs and cache check 2.2 s, …"). */
  steps?: string;
}

/** Runs a command under GNU time: wall seconds and the peak resident memory of its largest process. */
function measured(label: string, command: string[], env: NodeJS.ProcessEnv): Run {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', ...command], { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
  const [seconds, kib] = result.stderr.trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number];
  const summary = /^build: (incremental|full).*$/m.exec(result.stdout)?.[0];
  const published = /^build: published to .* \((.*)\)$/m.exec(result.stdout)?.[1];
  const searchWait = /the build waited ([\d.]+ s) for the search indexes/.exec(result.stdout)?.[1];
  const steps = published && searchWait ? `${published}; of astro build, waiting for Pagefind ${searchWait}` : published;
  console.log(`${label}: ${seconds.toFixed(1)} s, peak ${(kib / 1024).toFixed(0)} MiB${summary ? ` (${summary})` : ''}${steps ? ` [${steps}]` : ''}`);
  return { seconds, peakMiB: kib / 1024, summary, steps };
}

/** Astro's content cache of a catalog build (astro.config.mjs keys it by the catalog folder). */
async function coldCaches(): Promise<void> {
  const modules = await readdir('node_modules');
  await Promise.all(modules.filter((m) => m.startsWith('.astro-')).map((m) => rm(path.join('node_modules', m), { recursive: true, force: true })));
  await rm(bareCache, { recursive: true, force: true });
}

// Nothing serves the benchmark's output: each build may start from the site before the published one at
// once, as a nightly build does hours after the last publish (scripts/build/reuse-output.ts).
const ours = (label: string, force = true, env: NodeJS.ProcessEnv = {}) =>
  measured(label, ['npm', 'run', 'build'], { CONTENT_DIR: catalog, OUT_DIR: out, FORCE_BUILD: force ? '1' : '', BUILD_REUSE_AFTER_MS: '0', ...env });
const bare = (label: string) =>
  measured(label, ['npx', 'astro', 'build', '--root', 'bench/bare-astro'], { CONTENT_DIR: catalog, OUT_DIR: bareOut, CACHE_DIR: bareCache });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

execFileSync('npm', ['run', 'catalog:generate', '--', '--count', String(count), '--out', catalog, '--seed', values.seed], { stdio: 'ignore' });
const runs = { ours: [] as Run[], bare: [] as Run[] };
for (let round = 1; round <= rounds; round++) {
  await coldCaches();
  runs.ours.push(ours(`round ${round}: ours`));
  runs.bare.push(bare(`round ${round}: bare Astro`));
}
const rebuild = ours('rebuild, content unchanged', false);
const forced = values['no-forced'] ? undefined : ours('rebuild forced, caches warm');

// Incremental builds after the last full one, which left Astro's cache of every page.
const products = path.join(catalog, 'products', 'pt');
const [first, second, third] = (await readdir(products)).filter((f) => f.endsWith('.md')).sort();
const originals = new Map<string, string>();
/** Lowers the price of the deal in `file` by 5 %, keeping its text to put back. */
async function lowerPrice(file: string): Promise<void> {
  const text = await readFile(path.join(products, file), 'utf8');
  originals.set(file, text);
  await writeFile(
    path.join(products, file),
    text.replace(/^price: (.*)$/m, (_, price: string) => `price: ${(Number(price) * 0.95).toFixed(2)}`),
  );
}
await lowerPrice(first!);
// The first build after a full one starts from a site whose every page differs (reuse-output.ts); the
// next ones, as every build of a day after the first, find only the last build's changes to bring over.
const priceChanged = ours('one price changed, incremental, first after the full build', false);
await lowerPrice(third!);
const priceChangedAgain = ours('one price changed, incremental, after an incremental build', false);
const newDeal = path.join(products, 'zz-bench-new-deal.md');
await copyFile(path.join(products, second!), newDeal);
const dealAdded = ours('one new deal, incremental', false);
const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
const nextDay = ours('next day, nothing changed, incremental', false, { BUILD_NOW: tomorrow });
for (const [file, text] of originals) await writeFile(path.join(products, file), text);
await rm(newDeal);

const site = await readOutput(out);
const bareSite = await readOutput(bareOut);
const html = (output: typeof site) => output.list.filter((f) => f.path.endsWith('.html'));
const [pages, barePages] = [html(site), html(bareSite)];
const productSizes = pages.filter((f) => f.path.includes(`${path.sep}product${path.sep}`)).map((f) => f.size);
const listings = pages.filter((f) => f.path.includes(`${path.sep}category${path.sep}`)).map((f) => f.path);
let maxCards = 0;
for (const file of listings.slice(0, 300)) maxCards = Math.max(maxCards, (await readFile(file, 'utf8')).split('class="card"').length - 1);

const oursSeconds = median(runs.ours.map((r) => r.seconds));
const bareSeconds = median(runs.bare.map((r) => r.seconds));
const fastest = (list: readonly Run[]) => Math.min(...list.map((r) => r.seconds));
const date = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const rows = [
  ['Products', `${count} (seed ${values.seed})`],
  ['Full build, ours (median of rounds)', `${oursSeconds.toFixed(1)} s (${runs.ours.map((r) => r.seconds.toFixed(0)).join(', ')})`],
  ['Full build, bare Astro (median of rounds)', `${bareSeconds.toFixed(1)} s (${runs.bare.map((r) => r.seconds.toFixed(0)).join(', ')})`],
  ['**Full build ratio** (goal ≤ 1.5)', `**${(oursSeconds / bareSeconds).toFixed(2)}**`],
  // A busy machine only ever adds time: the fastest runs are the least disturbed pair.
  ['Full build ratio, fastest run of each', (fastest(runs.ours) / fastest(runs.bare)).toFixed(2)],
  ['Rebuild, content unchanged', `${rebuild.seconds.toFixed(1)} s, ratio **${(rebuild.seconds / bareSeconds).toFixed(2)}** (goal ≤ 1.0)`],
  ...(forced ? [['Rebuild forced (FORCE_BUILD=1), caches warm', `${forced.seconds.toFixed(1)} s, ratio ${(forced.seconds / bareSeconds).toFixed(2)}`]] : []),
  ...[
    ['One price changed, incremental, first after the full build (goal ≤ 15 % of a full build)', priceChanged],
    ['One price changed, incremental, after an incremental build (goal ≤ 15 %)', priceChangedAgain],
    ['One new deal, incremental (goal ≤ 20 %)', dealAdded],
    ['Next day, nothing changed, incremental (goal ≤ 15 %)', nextDay],
  ].map(([label, run]) => {
    const { seconds, summary, steps } = run as Run;
    const pages = summary?.replace(/^build: /, '').replace(/ from the previous build$/, '') ?? 'no summary';
    return [
      label as string,
      `${seconds.toFixed(1)} s, **${((seconds / oursSeconds) * 100).toFixed(0)} %** of the full build (${pages}${steps ? `; ${steps}` : ''})`,
    ];
  }),
  [
    'Peak RSS, ours / bare (goal ≤ 3 GB at 10,000)',
    `${Math.max(...runs.ours.map((r) => r.peakMiB)).toFixed(0)} MiB / ${Math.max(...runs.bare.map((r) => r.peakMiB)).toFixed(0)} MiB`,
  ],
  [
    'Peak RSS, incremental builds (goal ≤ 4 GB at 50,000)',
    `${Math.max(...[priceChanged, priceChangedAgain, dealAdded, nextDay].map((r) => r.peakMiB)).toFixed(0)} MiB`,
  ],
  ['HTML pages, ours / bare', `${pages.length} / ${barePages.length}`],
  ['Files (goal ≤ 22,000) / output (goal ≤ 500 MB)', `${site.files} / ${mb(site.bytes)} (bare: ${bareSite.files} / ${mb(bareSite.bytes)})`],
  ['Product page HTML, median / largest (goal ≤ 24 KB)', `${kb(median(productSizes))} / ${kb(Math.max(...productSizes))}`],
  ['Listing pages / most cards on one (first 300)', `${listings.length} / ${maxCards}`],
];
const table = [`Measured ${date} on ${machine}.`, '', '| Measure | Value |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
console.log(`\n${table}`);

let searchSection = '';
if (!values['no-search']) {
  searchSection = `\n\nSearch on the same build (\`npm run bench:search\`; first search ≤ 200 KB, later ≤ 60 KB):\n\n${searchTable(await measureSearch(out, 4460))}\n\nSpelling vocabulary (fetched only by searches that find nothing as typed; ≤ 60 KB per language):\n\n${await vocabularyTable(out)}`;
  console.log(searchSection);
}

if (!values['no-write']) {
  const file = 'BENCHMARKS.md';
  const [start, end] = [`<!-- bench:${count} -->`, `<!-- /bench:${count} -->`];
  const text = await readFile(file, 'utf8');
  const block = `${start}\n${table}${searchSection}\n${end}`;
  const at = text.indexOf(start);
  const updated =
    at === -1
      ? `${text.trimEnd()}\n\n## Scale: \`npm run bench -- --count ${count}\`\n\n${block}\n`
      : `${text.slice(0, at)}${block}${text.slice(text.indexOf(end) + end.length)}`;
  await writeBenchmarks(file, updated);
  console.log(`\nWritten to ${file}.`);
}
