/**
 * Screenshots of the built site at phone, tablet and desktop widths, light and dark, for looking at
 * what we ship. Usage: npm run screenshots -- [--base http://localhost:4321] [--out .cache/screenshots]
 * [--widths 320,375,768,1440] [--schemes light,dark] [--first-screen] [path ...]
 * Expects a server on --base (npm run preview). Uses Debian's Chromium, never a downloaded browser.
 * --first-screen captures what a shopper sees before scrolling (height 667 on phones, 900 otherwise).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts';
import { SAVED_STORAGE_KEY, serializeSaved } from '../src/components/saved-deals/saved-list.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:4321' },
    out: { type: 'string', default: '.cache/screenshots' },
    widths: { type: 'string', default: '320,375,768,1440' },
    schemes: { type: 'string', default: 'light,dark' },
    'first-screen': { type: 'boolean', default: false },
  },
});
const paths = positionals.length
  ? positionals
  : [
      '/',
      '/en/',
      '/category/Eletr%C3%B4nicos/',
      '/en/category/Computers%20%26%20IT/',
      '/search/?q=fone',
      '/en/search/?q=zzzz',
      '/product/fone-bluetooth-jbl-tune-520bt/',
      '/en/product/fone-bluetooth-jbl-tune-520bt/',
      // A deal with a coupon, an ended deal, the shopper's saved deals.
      '/product/conjunto-de-malas-de-viagem-travelux-veneza/',
      '/en/product/echo-dot-5-geracao-alexa/',
      '/profile/',
      '/en/profile/',
      '/en/product-missing',
    ];
const widths = values.widths.split(',').map(Number);
const schemes = values.schemes.split(',') as ('light' | 'dark')[];
const firstScreen = values['first-screen'];
// The profile shows a price drop and an ended deal instead of its empty state.
const saved = serializeSaved([
  { id: 'fone-bluetooth-jbl-tune-520bt', price: 399, savedAt: '2026-01-10' },
  { id: 'echo-dot-5-geracao-alexa', price: 349, savedAt: '2026-01-10' },
]);

const browser = await chromium.launch(chromiumLaunchOptions);
await mkdir(values.out, { recursive: true });
for (const colorScheme of schemes) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 667 : 900 }, colorScheme });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SAVED_STORAGE_KEY, saved] as const);
    for (const p of paths) {
      await page.goto(new URL(p, values.base).href, { waitUntil: 'networkidle' });
      // A search page shows its results, not its loading state, once it says it is ready.
      await page
        .locator('[data-search]:not([data-status="ready"])')
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      await page.evaluate(() => Promise.all([...document.images].filter((img) => img.loading !== 'lazy').map((img) => img.decode().catch(() => undefined))));
      const slug =
        decodeURIComponent(p)
          .replace(/[^a-z0-9]+/gi, '_')
          .replace(/^_|_$/g, '') || 'home';
      const file = path.join(values.out, `${width}-${colorScheme}-${slug}.png`);
      await page.screenshot({ path: file, fullPage: !firstScreen });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
