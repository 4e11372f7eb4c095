/**
 * The service worker across a deploy, on a host that sends no Cache-Control (the browser's heuristic
 * cache then keeps pages for days): the sample build is served by a small server that can "redeploy"
 * (a changed price, a new /sw.js), and a script planted in the worker's cache is never served.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { contentTypeOf } from '../../src/lib/content-type.ts';
import { productUrl } from '../../src/lib/routes.ts';
import { sampleCatalog } from './support/catalog.ts';
import { dict, LOCALES } from './support/site.ts';
import { SAMPLE_DIST_DIR } from './support/urls.ts';

test.use({ serviceWorkers: 'allow' });

/** Files of the "new deploy": path to new contents. */
const deployed = new Map<string, string>();
let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    let file = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (file.endsWith('/')) file += 'index.html';
    const body = deployed.get(file) ?? (await readFile(path.join(SAMPLE_DIST_DIR, file)).catch(() => undefined));
    if (body === undefined) return res.writeHead(404).end();
    // No Cache-Control, an old Last-Modified: browsers may reuse the answer for days without asking.
    res.writeHead(200, { 'Content-Type': contentTypeOf(file), 'Last-Modified': 'Mon, 01 Jan 2024 00:00:00 GMT' });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
// The worker's browser tab outlives this file (playwright.config.ts: reuseContext) and keeps its
// connections open: they are closed here, or the server would wait for them.
test.afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});
test.afterEach(() => deployed.clear());

/** Opens `url` until the worker controls it (the second load of a first visit). */
async function controlled(page: Page, url: string): Promise<void> {
  await page.goto(origin + url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('a script planted in the worker’s cache is never served: the build’s own runs', async ({ page }) => {
  const product = sampleCatalog().find((p) => !p.expired)!;
  await controlled(page, productUrl(product.id, 'pt'));
  const scripts = await page.locator('script[type="module"][src^="/_astro/"]').evaluateAll((s) => s.map((e) => e.getAttribute('src')!));
  expect(scripts.length).toBeGreaterThan(0);
  const planted = await page.evaluate(async (paths) => {
    let count = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const p of paths) {
        await cache.put(p, new Response('document.documentElement.dataset.planted = "yes";', { headers: { 'Content-Type': 'text/javascript' } }));
        count++;
      }
    }
    return count;
  }, scripts);
  expect(planted).toBeGreaterThan(0);
  await page.reload();
  await expect(page.locator('footer')).toBeVisible();
  // The page's own module ran (it writes the year) and the planted one did not.
  await expect(page.locator('html')).not.toHaveAttribute('data-planted', 'yes');
  const served = await page.evaluate((src) => fetch(src).then((r) => r.text()), scripts[0]!);
  expect(served).not.toContain('planted');
});

for (const locale of LOCALES) {
  test(`${locale}: after a deploy a returning shopper sees the new price and a new-version notice`, async ({ page }) => {
    const product = sampleCatalog().find((p) => !p.expired && !p.coupon && !p.priceStale)!;
    const url = productUrl(product.id, locale);
    await controlled(page, url);
    const price = page.locator('.price--lg .price__now');
    const before = (await price.textContent())!.trim();
    // The deploy: the same page with another price, and a new worker.
    const html = await readFile(path.join(SAMPLE_DIST_DIR, url, 'index.html'), 'utf8');
    const after = locale === 'pt' ? 'R$ 1,23' : 'R$1.23';
    expect(html).toContain(before);
    deployed.set(`${url}index.html`, html.replaceAll(before, after));
    deployed.set('/sw.js', `${await readFile(path.join(SAMPLE_DIST_DIR, 'sw.js'), 'utf8')}\n// next deploy\n`);
    await page.goto(origin + url);
    await expect(price).toHaveText(after);
    await expect(page.getByRole('status')).toContainText(dict[locale].offline.newVersion);
    await expect(page.getByRole('status').getByRole('link', { name: dict[locale].offline.reload })).toBeVisible();
  });
}
