/**
 * Accessibility on every kind of page: axe in the light and dark schemes with every menu and the buy bar
 * open, one h1, images with alt, the skip link.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sampleCatalog } from './support/catalog.ts';
import { FIXTURE_URL } from './support/urls.ts';
import { localePath, pageUrl, profileUrl } from '../../src/lib/routes.ts';
import { SAVED_STORAGE_KEY, serializeSaved } from '../../src/components/saved-deals/saved-list.ts';
import { LOCALES, NO_SERVICE_WORKER, categoryUrl, dict, homeUrl, on, open, openMobileMenu, productUrl, searchUrl, type Locale } from './support/site.ts';

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

/** The site follows `prefers-color-scheme` (CSS only): every page is checked in both, in one load. */
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
/** Rules whose outcome depends on colours: all that the dark scheme (CSS custom properties) can change. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];
/** Off by default in axe, audited by Lighthouse: a control's accessible name contains its visible text (WCAG 2.5.3). */
const LABEL_IN_NAME = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/**
 * axe violations of the page (or of `scope` in it) as it is now, as "rule: target" lines (empty when
 * clean): every rule (label-in-name too) in the light scheme, the colour rules in the dark one.
 */
async function violations(page: Page, scheme: Scheme, scope?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options(LABEL_IN_NAME);
  if (scope) builder = builder.include(scope);
  if (scheme === 'dark') builder = builder.withRules(COLOR_RULES);
  const { violations: found } = await builder.analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/**
 * Runs `check` once per scheme in the same tab, the page loaded afresh in each: switching the scheme of
 * an already painted page gave axe stale colours now and then (cards and dates failing contrast in dark).
 */
async function inBothSchemes(page: Page, check: (scheme: Scheme) => Promise<void>): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await test.step(`${scheme} scheme`, () => check(scheme));
  }
}

/** Every page type on the sample catalog, with what to wait for before axe looks. */
function axePagesOf(locale: Locale): { url: string; ready?: (page: Page) => Promise<void> }[] {
  const catalog = sampleCatalog();
  const live = catalog.filter((p) => !p.expired);
  const expired = catalog.find((p) => p.expired)!;
  const searchReady = async (page: Page) => {
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
  };
  const products = [live.find((p) => !p.coupon)!, live.find((p) => p.coupon)!, expired];
  if (locale === 'en') products.push(live.find((p) => !p.titleEn)!);
  return [
    { url: homeUrl(locale) },
    { url: categoryUrl('electronics', locale) },
    { url: categoryUrl('computers', locale, 'price-asc') },
    ...products.map((p) => ({ url: productUrl(p.id, locale) })),
    { url: searchUrl(locale, 'fone'), ready: searchReady },
    { url: searchUrl(locale, 'zzzqxw'), ready: searchReady },
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

  test.describe(`axe, light and dark schemes (${locale})`, () => {
    // Runs once (untagged: desktop project); the phone test sets its own viewport.
    // Every test runs axe once per scheme, the menu and phone tests on several states of the page.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(({ page }) => page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SAVED_STORAGE_KEY, savedList()] as const));

    for (const { url, ready } of axePagesOf(locale)) {
      test(`axe finds nothing on ${url}; one h1, images with alt`, async ({ page }) => {
        await inBothSchemes(page, async (scheme) => {
          await open(page, url);
          await ready?.(page);
          if (scheme === 'light') await expectHeadingAndAlts(page, url);
          expect(await violations(page, scheme)).toEqual([]);
        });
      });
    }

    test('axe finds nothing with the Categories and language menus open', async ({ page }) => {
      await inBothSchemes(page, async (scheme) => {
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
      await inBothSchemes(page, async (scheme) => {
        await open(page, productUrl(product.id, locale));
        await page.getByRole('heading', { name: t.product.description }).scrollIntoViewIfNeeded();
        await expect(page.locator('[data-buy-bar]')).toBeVisible();
        expect(await violations(page, scheme), 'buy bar shown').toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        await openMobileMenu(page, locale);
        expect(await violations(page, scheme, 'header'), 'mobile menu open').toEqual([]);
        // Only phones put the category chips in one scrolling row.
        await open(page, searchUrl(locale, 'fone'));
        await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
        expect(await violations(page, scheme, '[data-search-filter]'), 'search chips').toEqual([]);
      });
    });
  });
}
