/**
 * `npm run bench:fold -- [--base http://localhost:4321] [--no-write]`: where the first price and the
 * store button sit, and how many deals start within two screens, on the hardest page of each type in
 * both languages at 320×568 and 375×667 (tests/e2e/support/fold.ts, the list the fold tests assert on).
 * Expects a server on --base (npm run preview of the sample build). Writes the table into BENCHMARKS.md.
 */
import { readFile } from 'node:fs/promises';
import { writeBenchmarks } from './bench/write-benchmarks.ts';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts';
import { FOLD_VIEWPORTS, foldPages, measureFold, storeFoldSaved } from '../tests/e2e/support/fold.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:4321' },
    'no-write': { type: 'boolean', default: false },
  },
});

const browser = await chromium.launch(chromiumLaunchOptions);
const rows: string[] = [];
const px = (value: number | null) => (value === null ? '–' : String(value));
for (const locale of ['pt', 'en'] as const) {
  for (const { kind, label, url } of foldPages(locale)) {
    const cells: string[] = [];
    for (const viewport of FOLD_VIEWPORTS) {
      const page = await browser.newPage({ viewport, hasTouch: true, isMobile: true });
      await storeFoldSaved(page);
      const f = await measureFold(page, new URL(url, values.base).href);
      // What the page lists at all: a page of five deals cannot start six within two screens.
      const listed = await page.locator('main article.card').filter({ visible: true }).count();
      await page.close();
      cells.push(px(f.priceBottom), px(f.storeBottom), kind === 'product' || kind === 'profile' ? '–' : `${f.dealsInTwoScreens} of ${listed}`);
    }
    rows.push(`| ${locale} | ${kind} (${label}) | ${cells.join(' | ')} |`);
    console.log(rows.at(-1));
  }
}
await browser.close();

const date = new Date().toISOString().slice(0, 10);
const table = [
  `## First screens on phones (\`npm run bench:fold\`, sample catalog, ${date})`,
  '',
  `Measured on ${os.cpus().length} vCPU ${os.cpus()[0]?.model.trim() ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  '',
  'Bottom edge (CSS px from the top of the page) of the first price and of the store button, and how many deals start within the first',
  'two screens (of the deals the page lists). A figure at or under the screen height (568, 667) is on the first screen. The fold tests (`tests/e2e/fold.spec.ts`) assert',
  'the same pages: a price on the first screen at 320×568, price and store button on it for deal pages, six deals within two screens at 375×667.',
  '',
  '| Lang | Page | 320×568 price | 320×568 store | 320×568 deals in 2 screens | 375×667 price | 375×667 store | 375×667 deals in 2 screens |',
  '| ---- | ---- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
].join('\n');
if (!values['no-write']) {
  const file = new URL('../BENCHMARKS.md', import.meta.url);
  const text = await readFile(file, 'utf8');
  const start = text.indexOf('## First screens on phones');
  const end = start < 0 ? -1 : text.indexOf('\n## ', start + 1);
  const next = start < 0 ? `${text.trimEnd()}\n\n${table}` : `${text.slice(0, start)}${table}${end < 0 ? '' : text.slice(end + 1)}`;
  await writeBenchmarks(file, next);
}
