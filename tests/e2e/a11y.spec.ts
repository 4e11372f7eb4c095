/** Accessibility basics on every kind of page: one h1, images with alt, the skip link. */
import { expect, test } from '@playwright/test';
import { sampleCatalog } from './support/catalog.ts';
import { FIXTURE_URL } from './support/urls.ts';
import { LOCALES, NO_SERVICE_WORKER, categoryUrl, dict, homeUrl, on, productUrl, type Locale } from './support/site.ts';

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

  test(`the skip link jumps to the main content (${locale})`, async ({ page }) => {
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
