/**
 * Full-page screenshots of the built site at phone and desktop widths, for looking at what we ship.
 * Usage: npm run screenshots -- [--base http://localhost:4321] [--out .cache/screenshots] [path ...]
 * Expects a server on --base (npm run preview). Uses Debian's Chromium, never a downloaded browser.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://localhost:4321' }, out: { type: 'string', default: '.cache/screenshots' } },
});
const paths = positionals.length
  ? positionals
  : ['/', '/en/', '/category/Eletr%C3%B4nicos/', '/en/category/Computers%20%26%20IT/', '/search/?q=fone', '/en/product-missing'];
const widths = [375, 1440];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
await mkdir(values.out, { recursive: true });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of paths) {
    await page.goto(new URL(p, values.base).href, { waitUntil: 'networkidle' });
    const name = `${width}-${
      decodeURIComponent(p)
        .replace(/[^a-z0-9]+/gi, '_')
        .replace(/^_|_$/g, '') || 'home'
    }.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: true });
    console.log(path.join(values.out, name));
  }
  await page.close();
}
await browser.close();
