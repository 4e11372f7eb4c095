/**
 * Addresses: the language of each page, its canonical and hreflang twins, and the forwards
 * (retired shop routes, old English category URLs, host rules).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sampleCatalog } from './support/catalog.ts';
import { FIXTURE_URL, SAMPLE_DIST_DIR } from './support/urls.ts';
import { pageUrl } from '../../src/lib/routes.ts';
import { LOCALES, NO_SERVICE_WORKER, categories, categoryUrl, homeUrl, localeTags, on, productUrl, historyLength, type Locale } from './support/site.ts';

// Redirects must behave the same with the site's service worker running; the head checks follow no
// redirect and block it (NO_SERVICE_WORKER), which spares each of their pages the worker's precaching.
test.use({ serviceWorkers: 'allow' });

const RETIRED = ['products', 'cart', 'checkout', 'order-confirmation'] as const;

/** pathname of an absolute link href, checking that it is absolute. */
function pathOfAbsolute(href: string | null): string {
  expect(href, 'link href').toMatch(/^https?:\/\//);
  return new URL(href!).pathname;
}

async function expectHead(page: Page, locale: Locale, twins: Record<Locale, string>) {
  await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  expect(pathOfAbsolute(await canonical.getAttribute('href'))).toBe(twins[locale]);
  for (const [hreflang, target] of [
    ['pt-BR', twins.pt],
    ['en', twins.en],
    ['x-default', twins.pt],
  ] as const) {
    const alternate = page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(alternate, `hreflang=${hreflang}`).toHaveCount(1);
    expect(pathOfAbsolute(await alternate.getAttribute('href')), `hreflang=${hreflang}`).toBe(target);
  }
}

test.describe('language, canonical and hreflang of each page', () => {
  test.use(NO_SERVICE_WORKER);
  const live = sampleCatalog().find((p) => !p.expired);

  for (const locale of LOCALES) {
    test(`home (${locale})`, async ({ page }) => {
      await page.goto(homeUrl(locale));
      await expectHead(page, locale, { pt: homeUrl('pt'), en: homeUrl('en') });
    });

    test(`category listing and its sort and page variants (${locale})`, async ({ page }) => {
      const computers = categories[1];
      await page.goto(categoryUrl(computers.key, locale));
      await expectHead(page, locale, { pt: categoryUrl(computers.key, 'pt'), en: categoryUrl(computers.key, 'en') });
      await page.goto(categoryUrl(computers.key, locale, 'price-desc'));
      await expectHead(page, locale, { pt: categoryUrl(computers.key, 'pt', 'price-desc'), en: categoryUrl(computers.key, 'en', 'price-desc') });
      // Page 2 needs more than one page of products: the generated catalog has them.
      await page.goto(on(FIXTURE_URL, categoryUrl('mobiles', locale, 'latest', 2)));
      await expectHead(page, locale, { pt: categoryUrl('mobiles', 'pt', 'latest', 2), en: categoryUrl('mobiles', 'en', 'latest', 2) });
    });

    test(`product page (${locale})`, async ({ page }) => {
      expect(live, 'the sample catalog has a live product').toBeDefined();
      await page.goto(productUrl(live!.id, locale));
      await expectHead(page, locale, { pt: productUrl(live!.id, 'pt'), en: productUrl(live!.id, 'en') });
    });
  }

  test('category URLs carry the encoded display name of the language', async ({ page }) => {
    expect(categoryUrl('electronics', 'pt')).toBe('/category/Eletr%C3%B4nicos/');
    expect(categoryUrl('computers', 'en')).toBe('/en/category/Computers%20%26%20IT/');
    for (const url of ['/category/Eletr%C3%B4nicos/', '/en/category/Computers%20%26%20IT/']) {
      await page.goto(url);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(decodeURIComponent(url.split('/').at(-2)!));
    }
  });
});

// One test per language, each walking sixteen pages: a fresh context per route cost more than the route
// (the worker installs in each).
for (const locale of LOCALES) {
  test(`retired shop routes go home, replacing the history entry (${locale})`, async ({ page }) => {
    test.slow();
    // A light page to come from: the history is what matters, not the page.
    const start = pageUrl('faq', locale);
    for (const route of RETIRED) {
      const from = locale === 'pt' ? `/${route}` : `/en/${route}`;
      // Where each navigation lands is the test, not the home page's images: no waiting for `load`.
      const commit = { waitUntil: 'commit' } as const;
      await test.step(from, async () => {
        await page.goto(start, commit);
        const before = await historyLength(page);
        await page.goto(from, commit);
        await expect(page).toHaveURL(homeUrl(locale));
        await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
        expect(await historyLength(page), 'one entry added, not two').toBe(before + 1);
        await page.goBack(commit);
        await expect(page, 'back leads to the page before').toHaveURL(start);
        // With a trailing slash too.
        await page.goto(`${from}/`, commit);
        await expect(page, `${from}/`).toHaveURL(homeUrl(locale));
      });
    }
  });
}

const renamed = categories.filter((c) => c.en !== c.pt);
for (const group of [renamed.slice(0, Math.ceil(renamed.length / 2)), renamed.slice(Math.ceil(renamed.length / 2))]) {
  test(`old English category URLs lead to the English category page (${group[0]!.key} to ${group.at(-1)!.key})`, async ({ page }) => {
    for (const category of group) {
      const old = `/category/${encodeURIComponent(category.en)}`;
      await page.goto(old);
      await expect(page, old).toHaveURL(categoryUrl(category.key, 'en'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.en);
    }
  });
}

test('dist/_redirects holds the host rules of every forward', () => {
  const rules = readFileSync(path.join(SAMPLE_DIST_DIR, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/).join(' '));
  for (const locale of LOCALES) {
    for (const route of RETIRED) {
      const from = locale === 'pt' ? `/${route}` : `/en/${route}`;
      expect(rules).toContain(`${from} ${homeUrl(locale)} 301`);
    }
  }
  for (const category of categories.filter((c) => c.en !== c.pt)) {
    expect(rules).toContain(`/category/${encodeURIComponent(category.en)} ${categoryUrl(category.key, 'en')} 301`);
  }
});
