/**
 * Search speed benchmark on a large built catalog: bytes Pagefind transfers for the first search on a
 * cold page and for later searches, and the time from the page becoming interactive to results.
 * Usage: npm run bench -- --count 10000 (builds .cache/bench-dist-10000), then
 *        npm run bench:search -- [--dist .cache/bench-dist-10000] [--port 4460]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

const { values } = parseArgs({ options: { dist: { type: 'string', default: '.cache/bench-dist-10000' }, port: { type: 'string', default: '4460' } } });
if (!existsSync(values.dist)) throw new Error(`${values.dist} does not exist: run "npm run bench" first.`);
const base = `http://localhost:${values.port}`;
const queries = { first: 'fone', later: ['camera', 'notebook gamer', 'cafeteira', 'tênis corrida'] };

const server = spawn('npx', ['astro', 'preview', '--port', values.port, '--ignore-lock'], {
  env: { ...process.env, OUT_DIR: values.dist },
  stdio: 'ignore',
  detached: true,
});
const stop = () => process.kill(-server.pid!, 'SIGTERM');
for (
  let i = 0;
  i < 60 &&
  !(await fetch(base)
    .then((r) => r.ok)
    .catch(() => false));
  i++
)
  await new Promise((r) => setTimeout(r, 500));

let pagefindBytes = 0;

/**
 * One search as a shopper runs it (the header form loads the search page with ?q=). Bytes are what
 * came over the network for Pagefind's files, its web worker's fetches included; the HTTP cache's
 * answers count as nothing.
 */
async function search(page: Page, query: string): Promise<{ ms: number; bytes: number }> {
  pagefindBytes = 0;
  await page.goto(`${base}/search/?q=${encodeURIComponent(query)}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    () => document.querySelector('[data-loading][hidden]') && document.querySelector('[data-search-results] .card, [data-search-empty]:not([hidden])'),
    undefined,
    { timeout: 30_000 },
  );
  const ms = await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
  return { ms, bytes: pagefindBytes };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  context.on('requestfinished', async (request) => {
    if (!request.url().includes('/pagefind/')) return;
    pagefindBytes += (await request.sizes()).responseBodySize;
  });
  const page = await context.newPage();
  const first = await search(page, queries.first);
  const later: { query: string; bytes: number; ms: number }[] = [];
  for (const query of queries.later) later.push({ query, ...(await search(page, query)) });
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${new Date().toISOString().slice(0, 10)}, dist ${values.dist}`);
  console.log(`| Search | Pagefind bytes transferred | Interactive → results |\n| --- | --- | --- |`);
  console.log(`| first, cold page: "${queries.first}" | ${kb(first.bytes)} | ${first.ms.toFixed(0)} ms |`);
  for (const l of later) console.log(`| later: "${l.query}" | ${kb(l.bytes)} | ${l.ms.toFixed(0)} ms |`);
} finally {
  await browser.close();
  stop();
}
