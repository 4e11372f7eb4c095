/**
 * Accessibility on every kind of page: axe in the light and dark schemes with every menu and the buy bar
 * open, one h1, images with alt, the skip link.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { sampleCatalog } from './support/catalog.ts';
import { FIXTURE_URL } from './support/urls.ts';
import { localePath, pageUrl, profileUrl } from '../../src/lib/routes.ts';
import { SAVED_STORAGE_KEY, serializeSaved } from '../../src/components/saved-deals/saved-list.ts';
import { LOCALES, NO_SERVICE_WORKER, categoryUrl, dict, homeUrl, on, open, openMobileMenu, productUrl, searchHref, type Locale } from './support/site.ts';

test.use(NO_SERVICE_WORKER);

/** Pages of the 120-product build, which the sample catalog has no equivalent of: a second page, an empty category. */
function fixturePagesOf(locale: Locale): string[] {
  return [on(FIXTURE_URL, categoryUrl('mobiles', locale, 'latest', 2)), on(FIXTURE_URL, categoryUrl('toys', locale))];
}

/** One h1, and no image without alt; meaningful pictures (product photos) describe themselves, only decoration may be silent. */
async function expectHeadingAndAlts(page: Page, url: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
  await expect(page.locator('img:not([alt])'), url).toHaveCount(0);
  for (const alt of await page.locator('article img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))) {
    expect(alt.trim(), `${url}: product image alt`).not.toBe('');
  }
}

for (const locale of LOCALES) {
  // The sample catalog's pages are checked by the axe tests below, in the same page load.
  test(`a second listing page and an empty category have one h1 and no image without alt (${locale})`, async ({ page }) => {
    for (const url of fixturePagesOf(locale)) {
      await page.goto(url);
      await expectHeadingAndAlts(page, url);
    }
  });

  test(`the skip link jumps to the main content (${locale})`, { tag: '@both' }, async ({ page }) => {
    await page.goto(homeUrl(locale));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: dict[locale].header.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByRole('main')).toBeFocused();
  });
}

const PHONE = { width: 375, height: 812 };

/**
 * The site follows `prefers-color-scheme` with CSS only, and the colours of an element do not depend on
 * the language: every Portuguese page is checked in both schemes, its English twin in the light one
 * (every rule), and a page only the English site has in both.
 */
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
function schemesOf(locale: Locale, englishOnly = false): readonly Scheme[] {
  return locale === 'pt' || englishOnly ? SCHEMES : ['light'];
}
/** Rules whose outcome depends on colours: all that the dark scheme (CSS custom properties) can change. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe violations of the page (or of `scope` in it) as it is now: every rule in the light scheme, the colour rules in the dark one. */
function violations(page: Page, scheme: Scheme, scope?: string): Promise<string[]> {
  return axeViolations(page, { scope, rules: scheme === 'dark' ? COLOR_RULES : undefined });
}

/**
 * Runs `check` once per scheme in the same tab, the page loaded afresh in each: switching the scheme of
 * an already painted page gave axe stale colours now and then (cards and dates failing contrast in dark).
 */
async function inSchemes(page: Page, schemes: readonly Scheme[], check: (scheme: Scheme) => Promise<void>): Promise<void> {
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await test.step(`${scheme} scheme`, () => check(scheme));
  }
}

/** Every page type on the sample catalog, with what to wait for before axe looks. */
function axePagesOf(locale: Locale): { url: string; ready?: (page: Page) => Promise<void>; englishOnly?: boolean }[] {
  const catalog = sampleCatalog();
  const live = catalog.filter((p) => !p.expired);
  const expired = catalog.find((p) => p.expired)!;
  const searchReady = async (page: Page) => {
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
  };
  const products = [live.find((p) => !p.coupon)!, live.find((p) => p.coupon)!, expired];
  // A deal without English text: the English site shows it in Portuguese, with a notice.
  const untranslated = locale === 'en' ? [{ url: productUrl(live.find((p) => !p.titleEn)!.id, locale), englishOnly: true }] : [];
  return [
    { url: homeUrl(locale) },
    { url: categoryUrl('electronics', locale) },
    { url: categoryUrl('computers', locale, 'price-asc') },
    ...products.map((p) => ({ url: productUrl(p.id, locale) })),
    ...untranslated,
    { url: searchHref(locale, { query: 'fone' }), ready: searchReady },
    { url: searchHref(locale, { query: 'zzzqxw' }), ready: searchReady },
    { url: localePath(locale, '/no-such-page/') },
    { url: productUrl('no-such-product', locale) },
    {
      url: profileUrl(locale),
      ready: (page) => expect(page.locator('[data-profile][data-ready]')).toBeAttached(),
    },
    { url: pageUrl('faq', locale) },
  ];
}

/** A saved live deal, an ended one and one gone from the catalog: the profile shows every state. */
function savedList(): string {
  const [live, expired] = [sampleCatalog().find((p) => !p.expired)!, sampleCatalog().find((p) => p.expired)!];
  return serializeSaved([
    { id: live.id, price: live.price + 50, savedAt: '2026-01-10' },
    { id: expired.id, price: expired.price, savedAt: '2026-01-10' },
    { id: 'a-deal-no-longer-in-the-catalog', price: 10, savedAt: '2026-01-10' },
  ]);
}

for (const locale of LOCALES) {
  const t = dict[locale];

  test.describe(`axe, ${schemesOf(locale).join(' and ')} scheme (${locale})`, () => {
    // Runs once (untagged: desktop project); the phone test sets its own viewport.
    // Every test runs axe once per scheme, the menu and phone tests on several states of the page.
    test.beforeEach(({ page }) => page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SAVED_STORAGE_KEY, savedList()] as const));

    for (const { url, ready, englishOnly } of axePagesOf(locale)) {
      test(`axe finds nothing on ${url}; one h1, images with alt`, async ({ page }) => {
        await inSchemes(page, schemesOf(locale, englishOnly), async (scheme) => {
          await open(page, url);
          await ready?.(page);
          if (scheme === 'light') await expectHeadingAndAlts(page, url);
          expect(await violations(page, scheme)).toEqual([]);
        });
      });
    }

    test('axe finds nothing with the Categories and language menus open', async ({ page }) => {
      await inSchemes(page, schemesOf(locale), async (scheme) => {
        await open(page, homeUrl(locale));
        await page.getByRole('button', { name: t.header.categories, exact: true }).click();
        // The rest of the page has its own check above; an open menu can only change the header.
        expect(await violations(page, scheme, 'header'), 'Categories menu open').toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('banner').locator('.menu--language .menu__trigger').click();
        expect(await violations(page, scheme, 'header'), 'language menu open').toEqual([]);
      });
    });

    test('axe finds nothing on a phone: buy bar, mobile menu, the search chip row', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const product = sampleCatalog().find((p) => !p.expired && p.coupon)!;
      await inSchemes(page, schemesOf(locale), async (scheme) => {
        await open(page, productUrl(product.id, locale));
        await page.getByRole('heading', { name: t.product.description }).scrollIntoViewIfNeeded();
        await expect(page.locator('[data-buy-bar]')).toBeVisible();
        expect(await violations(page, scheme), 'buy bar shown').toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        await openMobileMenu(page, locale);
        expect(await violations(page, scheme, 'header'), 'mobile menu open').toEqual([]);
        // Only phones put the category chips in one scrolling row.
        await open(page, searchHref(locale, { query: 'fone' }));
        await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
        expect(await violations(page, scheme, '[data-search-filter]'), 'search chips').toEqual([]);
      });
    });
  });
}
