/**
 * The dev server is as safe to open as the site: catalog SVGs (and any catalog file) come with the
 * production image headers, so a drawing with a script runs nothing, and the editing form's API answers
 * the form's own requests only; another page of the same server, or a client that is no browser, gets 403.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { IMAGE_CSP } from '../../src/config/security.ts';
import { DEV_CATALOG_DIR } from './urls.ts';

const SVG_FILE = path.join(DEV_CATALOG_DIR, 'products/images', 'dev-security-test.svg');
// Tries what the attack did: run, and ask the form's API for the catalog.
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg"><script>
document.documentElement.setAttribute('data-ran', '1');
fetch('/api/keystatic/tree', { headers: { 'no-cors': '1' } }).then((r) => document.documentElement.setAttribute('data-api', String(r.status)));
</script><rect width="10" height="10"/></svg>`;

test.afterAll(() => rmSync(SVG_FILE, { force: true }));

test('a catalog SVG opened from the dev server is sandboxed as in production, and runs nothing', async ({ page }) => {
  writeFileSync(SVG_FILE, HOSTILE_SVG);
  const response = await page.goto(`/@fs${SVG_FILE}`);
  expect(response?.status()).toBe(200);
  const csp = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
  expect(csp).toContain(IMAGE_CSP);
  expect(await response!.headerValue('x-content-type-options')).toBe('nosniff');
  await page.waitForTimeout(300);
  expect(await page.locator('svg').getAttribute('data-ran')).toBeNull();
  expect(await page.locator('svg').getAttribute('data-api')).toBeNull();
  // The sample's own drawings, as the product pages load them, get the same headers.
  const sample = await page.request.get(`/@fs${path.join(DEV_CATALOG_DIR, 'products/images/cookware.svg')}`);
  expect(
    sample
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'content-security-policy')
      .map((h) => h.value),
  ).toContain(IMAGE_CSP);
});

test("the form's API answers the form, and refuses other pages of the server and other clients with 403", async ({ page }) => {
  // The form's own request for the catalog, as it loads.
  const formTree = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/keystatic/tree');
  await page.goto('/keystatic/collection/productsPt');
  expect((await formTree).status()).toBe(200);

  await page.goto('/');
  const fromPage = await page.evaluate(() =>
    fetch('/api/keystatic/tree', { headers: { 'no-cors': '1' } }).then(async (r) => [r.status, await r.text()] as const),
  );
  expect(fromPage[0]).toBe(403);
  expect(fromPage[1]).toMatch(/answers requests from the form's pages \(\/keystatic\) only/);

  // No browser: no Sec-Fetch-Site, whatever Origin and Referer it claims.
  const direct = await page.request.post('/api/keystatic/update', {
    headers: { 'no-cors': '1', origin: new URL(page.url()).origin, referer: new URL('/keystatic', page.url()).href },
    data: '{}',
  });
  expect(direct.status()).toBe(403);
});
