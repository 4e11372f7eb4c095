/**
 * The site built from a hostile catalog (tests/fixtures/catalogs/hostile): product bodies and the FAQ,
 * in both languages, carry <script>, <img onerror>, <svg onload>, <iframe srcdoc>, <details ontoggle>
 * and a javascript: link. Nothing may run, every page carries a CSP, and no address or menu can send a
 * shopper to another site. Its one deal has ended, so it is also the "every deal expired" catalog.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { svgProblem } from '../../src/content/svg-check.ts';
import { localPhotoPng } from '../../scripts/catalog/photo.ts';
import { HOSTILE_URL, REPO_ROOT } from './support/urls.ts';
import { cspViolations, recordCspViolations } from './support/csp.ts';
import { dict, fillText, localeNames, type Locale } from './support/site.ts';

test.use({ baseURL: HOSTILE_URL });

const PHOTO = Buffer.from(localPhotoPng(3, 400));

/** Every page type, in two groups per language so each test stays short. */
const PAGES: Record<Locale, [string[], string[]]> = {
  pt: [
    ['/product/smart-tv-hostil/', '/faq/', '/'],
    ['/category/Eletr%C3%B4nicos/', '/no-such-page/', '/search/?q=smart'],
  ],
  en: [
    ['/en/product/smart-tv-hostil/', '/en/faq/', '/en/'],
    ['/en/category/Electronics/', '/en/no-such-page/', '/en/search/?q=smart'],
  ],
};

/** Dialogs opened and console errors logged while `visit` runs (failed image loads are not script errors). */
async function watch(page: Page, visit: () => Promise<void>): Promise<{ dialogs: string[]; errors: string[] }> {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await visit();
  return { dialogs, errors };
}

for (const [locale, group] of (['pt', 'en'] as const).flatMap((l) => [0, 1].map((g) => [l, g] as const))) {
  const paths = PAGES[locale][group === 0 ? 0 : 1];
  test(`editor HTML never runs and every page type has a CSP (${locale}, ${paths.join(' ')})`, async ({ page }) => {
    const { dialogs, errors } = await watch(page, async () => {
      for (const path of paths) {
        await page.goto(path);
        const csp = await page.locator('meta[http-equiv="content-security-policy"]').first().getAttribute('content');
        expect(csp, path).toMatch(/script-src 'self'( 'wasm-unsafe-eval')? 'sha256-/);
        expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        // The policy allows exactly the page's own inline scripts: each by its hash, and nothing more.
        const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
        const hashes = new Set(inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`));
        expect(new Set(csp!.match(/'sha256-[^']+'/g)), path).toEqual(hashes);
        // Its only deal has ended: an empty index must read as "No results found", not an error.
        if (path.includes('/search/')) await expect(page.getByText(dict[locale].search.noResultsTitle)).toBeVisible();
      }
    });
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    if (group !== 0) return;
    // The sanitised product body keeps the editor's formatting and table.
    await page.goto(PAGES[locale][0][0]!);
    await expect(page.locator('.prose strong')).toHaveText('negrito');
    await expect(page.locator('.prose table td').first()).toHaveText('Tela');
    await expect(page.locator('.prose script, .prose iframe, .prose svg, .prose [onerror], .prose [ontoggle]')).toHaveCount(0);
  });
}

// "//host" and "/\host" are read by browsers as another host; encoded forms must stay paths. ("%2F" is
// left out: `astro preview` answers it with a server error before any page of ours is involved.)
const HOSTILE_PATHS = ['/en//evil.example/', '//evil.example/', '/en/\\evil.example/', '/en/%5Cevil.example/'];

for (const path of HOSTILE_PATHS) {
  test(`the not-found page at ${path} and its language menu stay on the site`, async ({ page }) => {
    const origin = new URL(HOSTILE_URL).origin;
    await page.route(
      (url) => url.hostname.endsWith('evil.example'),
      (route) => route.abort(),
    );
    await page.goto(`${HOSTILE_URL}${path}`);
    const locale: Locale = new URL(page.url()).pathname.startsWith('/en/') ? 'en' : 'pt';
    const other: Locale = locale === 'pt' ? 'en' : 'pt';
    // Hosts serve the Portuguese not-found page everywhere; under /en/ it swaps itself for the English one.
    await expect(page.locator('html')).toHaveAttribute('data-locale', locale);
    const trigger = page
      .getByRole('button', { name: fillText(dict[locale].header.languageCurrent, { code: locale.toUpperCase(), language: localeNames[locale] }) })
      .first();
    await trigger.click();
    // The menu's script, not the plain link, derives the twin from this hostile address.
    const before = page.url();
    await Promise.all([page.waitForURL((url) => url.href !== before, { waitUntil: 'commit' }), page.getByRole('link', { name: localeNames[other] }).click()]);
    expect(new URL(page.url()).origin).toBe(origin);
  });
}

// "# main" in a body once became a second id="main", the skip link's target; alignment was dropped unwarned.
test('a body heading never takes one of the page’s ids, and a table keeps its column alignment', async ({ page }) => {
  await page.goto('/product/smart-tv-hostil/');
  await expect(page.locator('[id="main"]')).toHaveCount(1);
  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.locator('[id="user-content-main"]')).toHaveText('main');
  await expect(page.getByRole('columnheader', { name: 'Valor' })).toHaveAttribute('align', 'right');
  await expect(page.getByRole('cell', { name: /^50/ })).toHaveAttribute('align', 'right');
  await expect(page.getByRole('cell', { name: 'Tela' })).not.toHaveAttribute('align');
});

test("a photo in a deal's description loads: the page's policy allows its host as it does the deal's own photo's", async ({ page }) => {
  await page.route('https://m.media-amazon.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PHOTO }));
  await recordCspViolations(page);
  await page.goto('/product/smart-tv-hostil/');
  const photo = page.locator('.prose img[src^="https://m.media-amazon.com/"]');
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
});

test('a forwarding page keeps the visitor on the site whatever query and hash it is given', async ({ page }) => {
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => route.abort(),
  );
  await page.goto('/products/?next=//evil.example/#//evil.example');
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).origin).toBe(new URL(HOSTILE_URL).origin);
});

test('bare section folders show the not-found page, not the host’s error', async ({ page }) => {
  for (const [path, locale] of [
    ['/category/', 'pt'],
    ['/product/', 'pt'],
    ['/go/', 'pt'],
    ['/en/category/', 'en'],
    ['/en/product/', 'en'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: dict[locale].notFound.backHome }), path).toBeVisible();
  }
});

/** Every image file the hostile build publishes, as addresses on the site. */
function publishedImages(): string[] {
  const out = path.join(REPO_ROOT, process.env.E2E_HOSTILE_DIST ?? 'dist-hostile');
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(e.name))
    .map((e) => `/${path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`);
}

// On a host without our headers an image opened directly is a document of the site's origin: whatever
// it runs, runs with the site's storage and service worker. The catalog's SVG carries script-looking
// text in a comment, a <title>, a <style> and a <text>; the SVG check lets it through as the drawing it is.
test('no image the build publishes runs script when opened directly', async ({ page }) => {
  const images = publishedImages();
  expect(images.filter((url) => url.endsWith('.svg')).length).toBeGreaterThan(1);
  const { dialogs, errors } = await watch(page, async () => {
    for (const url of images) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      // A link (or an animated href) fires on a click: click near the corner, inside and in the middle.
      for (const at of [5, 50, 400]) await page.mouse.click(at, at);
      expect(await page.evaluate(() => document.querySelectorAll('script, iframe, foreignObject, a').length), url).toBe(0);
    }
  });
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

const BYPASSES = path.join(REPO_ROOT, 'tests/fixtures/catalogs/unsafe-svg/products/images');

// The fixtures are real attacks: served from the site's origin they run, and the check refuses each.
test('the SVG bypasses of the unsafe-svg fixtures run when served, and the SVG check refuses every one', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const name of ['namespaced-script.svg', 'smil-href.svg', 'xhtml-iframe.svg']) {
    const file = readFileSync(path.join(BYPASSES, name));
    expect(svgProblem(file), name).toMatch(/an SVG on the site must be a plain drawing/);
    await page.route(`${HOSTILE_URL}/_bypass/${name}`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: file }));
    dialogs.length = 0;
    await page.goto(`/_bypass/${name}`);
    await page.mouse.click(50, 50);
    await expect.poll(() => dialogs, { message: name }).toEqual([new URL(HOSTILE_URL).hostname]);
  }
});
