/**
 * `npm run bench:pages -- [--dist dist] [--runs 3] [--only search,product]`: Lighthouse (mobile preset, Debian Chromium) on
 * every page type in both languages, served the way a CDN would (gzip, ETags, immutable hashed assets),
 * the median run of each page by performance score. A benchmark, not a gate: two busy cores make single
 * runs noisy. Prints every failed accessibility audit (those are exact, whatever the load). Writes the
 * table into BENCHMARKS.md unless --no-write or --only.
 */
import { readFile } from 'node:fs/promises';
import { writeBenchmarks } from './bench/write-benchmarks.ts';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve } from './bench/serve.ts';
import { HOURS_BEHIND_UTC } from '../src/config/site.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4480' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});

const runs = Number(values.runs);
const port = Number(values.port);

/**
 * One page of each type the spec names, in both languages. Lighthouse refuses to audit a response
 * with status 404, so the not-found row audits the not-found page's own file, as a 200.
 */
const ALL_PAGES = [
  ['home', '/', '/en/'],
  ['category', '/category/Eletr%C3%B4nicos/', '/en/category/Electronics/'],
  ['product', '/product/fone-bluetooth-jbl-tune-520bt/', '/en/product/fone-bluetooth-jbl-tune-520bt/'],
  ['search', '/search/?q=fone', '/en/search/?q=headphones'],
  ['not found', '/404.html', '/en/404.html'],
] as const;
const only = values.only?.split(',');
const PAGES = only ? ALL_PAGES.filter(([type]) => only.includes(type)) : ALL_PAGES;

interface Score {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Failed accessibility audits as "id: title (selectors)". */
  failures: string[];
}

async function audit(url: string, chromePort: number): Promise<Score> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  const lhr = result!.lhr;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    failures: (lhr.categories.accessibility?.auditRefs ?? []).flatMap(({ id }) => {
      const a = lhr.audits[id];
      if (!a || a.score !== 0) return [];
      const items = (a.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
      return [`${id}: ${a.title} (${items.map((item) => item.node?.selector ?? '?').join(', ')})`];
    }),
  };
}

const server = await serve(values.dist, port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // POSIX zone names count the other way: Etc/GMT+3 is three hours behind UTC.
  envVars: { ...process.env, TZ: `Etc/GMT+${HOURS_BEHIND_UTC}` },
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows: string[] = [];
try {
  for (const [type, pt, en] of PAGES) {
    for (const [lang, path] of [
      ['pt', pt],
      ['en', en],
    ] as const) {
      const scores: Score[] = [];
      for (let i = 0; i < runs; i++) scores.push(await audit(`http://127.0.0.1:${port}${path}`, chrome.port));
      scores.sort((a, b) => a.performance - b.performance);
      const m = scores[Math.floor(scores.length / 2)]!;
      const row = `| ${type} | ${lang} | ${m.performance} | ${m.accessibility} | ${m.cls.toFixed(3)} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs.toFixed(0)} ms |`;
      console.log(row);
      for (const failure of new Set(scores.flatMap((s) => s.failures))) console.log(`  ${path}: ${failure}`);
      rows.push(row);
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

const date = new Date().toISOString().slice(0, 10);
const table = [
  `Measured ${date} on ${os.cpus().length} × ${os.cpus()[0]?.model}, Lighthouse mobile preset, median of ${runs} runs, \`${values.dist}\`.`,
  '',
  '| Page | Lang | Performance | Accessibility | CLS | LCP | TBT |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
console.log(`\n${table}`);
if (!values['no-write'] && !only) {
  const [start, end] = ['<!-- bench:pages -->', '<!-- /bench:pages -->'];
  const text = await readFile('BENCHMARKS.md', 'utf8');
  const block = `${start}\n${table}\n${end}`;
  const at = text.indexOf(start);
  const updated =
    at === -1
      ? `${text.trimEnd()}\n\n## Pages: \`npm run bench:pages\`\n\n${block}\n`
      : `${text.slice(0, at)}${block}${text.slice(text.indexOf(end) + end.length)}`;
  await writeBenchmarks('BENCHMARKS.md', updated);
}
