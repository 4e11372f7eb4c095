/**
 * Search cost on a large built catalog, as a shopper's browser pays it through a CDN (gzip, ETags,
 * hashed assets cached): every byte the search page fetches for a first search on a cold browser, and
 * for each later search in the same browser, with the time from the page becoming interactive (or the
 * query being sent) to results; a misspelt first search (which also fetches the spelling vocabulary), and
 * the vocabulary's size. A later search is measured both ways a shopper makes one: typed into the search
 * page's own box (`later`: searched in place, no page load) and from another page's header, which loads
 * the search page again for the new address (`later-page`).
 * Usage: npm run bench:search -- [--dist .cache/bench-dist-10000] [--port 4460]
 * (`npm run bench` builds that folder and runs this too.)
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts';
import { serve } from './bench/serve.ts';
import { locales, type Locale } from '../src/i18n/locales.ts';
import { VOCABULARY_FILE, vocabularyUrl } from '../src/search/contract.ts';
import { searchHref } from '../src/search/contract.ts';

/** Queries of the scale issue's budget: each is measured cold, then the others follow warm. */
export const SEARCH_QUERIES = [
  { locale: 'pt', query: 'fone de ouvido bluetooth' },
  { locale: 'pt', query: 'cafeteira' },
  { locale: 'pt', query: 'geladeira' },
  { locale: 'en', query: 'bluetooth headphones' },
] as const;

/** Misspelt first searches: corrected on the page, after fetching the vocabulary. */
export const CORRECTED_QUERIES = [
  { locale: 'pt', query: 'fone de ouvido bluetoth' },
  { locale: 'en', query: 'bluetooth headphnoes' },
] as const;

/** Later searches in the same browser, after a first one of the same language. */
const LATER = { pt: ['notebook gamer', 'tênis corrida', 'camera'], en: ['coffee maker', 'running shoes', 'camera'] } as const;
/** Later searches from another page's header (a new address of the search page). */
const LATER_FROM_PAGE = { pt: ['smart tv', 'air fryer'], en: ['smart tv', 'air fryer'] } as const;

export interface SearchCost {
  locale: string;
  query: string;
  kind: 'first' | 'later' | 'later-page' | 'corrected';
  /** Everything transferred (bodies as sent, compressed, plus headers). */
  bytes: number;
  /** The part of it that was Pagefind's files (the vocabulary included). */
  pagefindBytes: number;
  /** The part of it that was the spelling vocabulary: 0 unless the query needed correcting. */
  vocabularyBytes: number;
  ms: number;
}

/**
 * Counts what a context downloads. The browser sizes every response but a web worker's own script, whose body
 * it reports as empty (Pagefind's worker, 12 KB): for a 200 with no body size, the server's count is taken,
 * when the server sent that file during this measurement (a file from the browser's cache costs nothing).
 */
function meter(context: BrowserContext, sentBodies: Map<string, number>) {
  const counter = { bytes: 0, pagefindBytes: 0, vocabularyBytes: 0 };
  // A finished request's sizes arrive a moment later: read before they are in, a search's last files were
  // counted in the next row (the same bytes moved between rows from run to run) or, for the last row of a
  // browser context, not at all.
  const counting = new Set<Promise<void>>();
  context.on('requestfinished', (request) => {
    const counted = count(request).finally(() => counting.delete(counted));
    counting.add(counted);
  });
  const count = async (request: Request) => {
    const sizes = await request.sizes();
    const unsized = sizes.responseBodySize === 0 && (await request.response())?.status() === 200;
    const pathname = new URL(request.url()).pathname;
    // Taken once: the same file again from the browser's cache costs nothing.
    const body = unsized ? (sentBodies.get(pathname) ?? 0) : sizes.responseBodySize;
    if (unsized) sentBodies.delete(pathname);
    const bytes = body + sizes.responseHeadersSize;
    counter.bytes += bytes;
    if (request.url().includes('/pagefind/')) counter.pagefindBytes += bytes;
    if (request.url().endsWith(`/${VOCABULARY_FILE}`)) counter.vocabularyBytes += bytes;
  };
  /** The bytes so far, once every finished request is counted. */
  const read = async () => {
    while (counting.size) await Promise.all(counting);
    return { ...counter };
  };
  /** Starts the count of the next search from zero. */
  const reset = () => Object.assign(counter, { bytes: 0, pagefindBytes: 0, vocabularyBytes: 0 });
  return { read, reset };
}

/**
 * Waits until the search page shows the results (or the empty state) of its current address, and returns
 * the page's clock (performance.now()) at that moment; then until the network is idle, since results can
 * still be fetching their fragments when the first card shows (bytes are counted until then).
 */
async function settled(page: Page): Promise<number> {
  const shownAt = await page.waitForFunction(
    () =>
      document.querySelector('[data-search]')?.getAttribute('data-status') === 'ready' &&
      document.querySelector('[data-loading][hidden]') &&
      document.querySelector('[data-search-results] .card, [data-search-empty]:not([hidden])') &&
      performance.now(),
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  const at = (await shownAt.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  return at;
}

/** A search that loads the search page for its address: ms from the page becoming interactive to results. */
async function search(page: Page, base: string, locale: Locale, query: string) {
  await page.goto(`${base}${searchHref(locale, { query: query })}`, { waitUntil: 'domcontentloaded' });
  const shownAt = await settled(page);
  return shownAt - (await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive));
}

/** A search typed into the open search page's header box (searched in place): ms from Enter to results. */
async function searchInPlace(page: Page, query: string) {
  const address = page.waitForURL((url) => url.searchParams.get('q') === query);
  await page.locator('#site-search-header').fill(query);
  const started = await page.evaluate(() => performance.now());
  await page.locator('#site-search-header').press('Enter');
  await address;
  return (await settled(page)) - started;
}

/** Measures every query of SEARCH_QUERIES cold and the LATER queries warm, then CORRECTED_QUERIES cold, on the site in `dist`. */
export async function measureSearch(dist: string, port: number): Promise<SearchCost[]> {
  const sentBodies = new Map<string, number>();
  const server = await serve(dist, port, (pathname, bytes) => sentBodies.set(pathname, bytes));
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const costs: SearchCost[] = [];
  try {
    for (const { locale, query } of SEARCH_QUERIES) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const counter = meter(context, sentBodies);
      const page = await context.newPage();
      const record = async (kind: SearchCost['kind'], q: string) => {
        counter.reset();
        sentBodies.clear();
        const ms = kind === 'later' ? await searchInPlace(page, q) : await search(page, base, locale, q);
        costs.push({ locale, query: q, kind, ...(await counter.read()), ms });
      };
      await record('first', query);
      if (query === SEARCH_QUERIES.find((q) => q.locale === locale)!.query) {
        for (const q of LATER[locale]) await record('later', q);
        // The same queries again would hit the browser's cache: the page-load variant takes other words.
        for (const q of LATER_FROM_PAGE[locale]) await record('later-page', q);
      }
      await context.close();
    }
    for (const { locale, query } of CORRECTED_QUERIES) {
      sentBodies.clear();
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const counter = meter(context, sentBodies);
      const page = await context.newPage();
      const ms = await search(page, base, locale, query);
      costs.push({ locale, query, kind: 'corrected', ...(await counter.read()), ms });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return costs;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The costs as a markdown table. */
export function searchTable(costs: readonly SearchCost[]): string {
  const rows = costs.map(
    (c) => `| ${c.kind} | ${c.locale} | "${c.query}" | ${kb(c.bytes)} | ${kb(c.pagefindBytes)} | ${kb(c.vocabularyBytes)} | ${c.ms.toFixed(0)} ms |`,
  );
  return [
    '| Search | Lang | Query | Transferred (all) | of it Pagefind | of it vocabulary | Interactive → results |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Size of each language's spelling vocabulary in `dist`: words, bytes on disk and gzipped (as a CDN sends it). */
export async function vocabularyTable(dist: string): Promise<string> {
  const rows = await Promise.all(
    locales.map(async (locale) => {
      const text = await readFile(path.join(dist, vocabularyUrl(locale)));
      const words = text.toString('utf8').split('\n').filter(Boolean).length;
      return `| ${locale} | ${words} | ${kb(text.length)} | ${kb(gzipSync(text).length)} |`;
    }),
  );
  return ['| Lang | Vocabulary words | Bytes | Gzipped |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: '.cache/bench-dist-10000' }, port: { type: 'string', default: '4460' } } });
  const costs = await measureSearch(values.dist, Number(values.port));
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model}, ${new Date().toISOString().slice(0, 10)}, ${values.dist}\n`);
  console.log(searchTable(costs));
  console.log(`\n${await vocabularyTable(values.dist)}`);
}
