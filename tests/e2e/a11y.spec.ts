/** Accessibility on every kind of page: axe with every menu and the buy bar open, one h1, images with alt, the skip link. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sampleCatalog } from './support/catalog.ts';
import { FIXTURE_URL } from './support/urls.ts';
import {
  LOCALES,
  NO_SERVICE_WORKER,
  categoryUrl,
  dict,
  homeUrl,
  isMobileProject,
  on,
  open,
  openMobileMenu,
  productUrl,
  searchUrl,
  type Locale,
} from './support/site.ts';

test.use(NO_SERVICE_WORKER);

function pagesOf(locale: Locale): string[] {
  const catalog = sampleCatalog();
  const live = catalog.find((p) => !p.expired)!;
  const expired = catalog.find((p) => p.expired);
  const prefix = locale === 'pt' ? '' : '/en';
  return [
    homeUrl(locale),
    categoryUrl('electronics', locale),
    categoryUrl('computers', locale, 'price-asc'),
    on(FIXTURE_URL, categoryUrl('mobiles', locale, 'latest', 2)),
    on(FIXTURE_URL, categoryUrl('toys', locale)),
    productUrl(live.id, locale),
    ...(expired ? [productUrl(expired.id, locale)] : []),
    `${prefix}/no-such-page/`,
    `${prefix}/product/no-such-product/`,
  ];
}

for (const locale of LOCALES) {
  test(`every page has one h1 and no image without alt (${locale})`, async ({ page }) => {
    for (const url of pagesOf(locale)) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
      await expect(page.locator('img:not([alt])'), url).toHaveCount(0);
      // Meaningful pictures (product photos) describe themselves; only decoration may be silent.
      const productImages = page.locator('article img');
      for (const alt of await productImages.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))) {
        expect(alt.trim(), `${url}: product image alt`).not.toBe('');
      }
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

/** axe violations of the page (or of `scope` in it) as it is now, as "rule: target" lines (empty when clean). */
async function violations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations: found } = await (scope ? builder.include(scope) : builder).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

for (const locale of LOCALES) {
  const t = dict[locale];

  const coupon = sampleCatalog().find((p) => !p.expired && p.coupon)!;
  const axePages = [...pagesOf(locale).filter((url) => !url.startsWith('http')), productUrl(coupon.id, locale), `${searchUrl(locale)}?q=fone`];
  for (const url of axePages) {
    test(`axe finds nothing on ${url}`, async ({ page }, testInfo) => {
      test.skip(isMobileProject(testInfo), 'runs once; the phone states have a test of their own');
      await open(page, url);
      if (url.includes('?q=')) await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready');
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`axe finds nothing with the Categories and language menus open (${locale})`, async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo), 'desktop menus');
    await open(page, homeUrl(locale));
    await page.getByRole('button', { name: t.header.categories, exact: true }).click();
    // The rest of the page has its own check above; an open menu can only change the header.
    expect(await violations(page, 'header'), 'Categories menu open').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('banner').locator('.menu--language .menu__trigger').click();
    expect(await violations(page, 'header'), 'language menu open').toEqual([]);
  });

  test(`axe finds nothing with the mobile menu or the buy bar open (${locale})`, { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the mobile menu and buy bar exist on phones');
    const product = sampleCatalog().find((p) => !p.expired)!;
    await open(page, productUrl(product.id, locale));
    await page.getByRole('heading', { name: t.product.description }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-buy-bar]')).toBeVisible();
    expect(await violations(page), 'buy bar shown').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await openMobileMenu(page, locale);
    expect(await violations(page), 'mobile menu open').toEqual([]);
  });
}
