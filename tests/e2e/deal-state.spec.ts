/**
 * What a shopper sees of a deal's state on the build day (src/content/expiry.ts dealState): a deal the
 * store stopped selling (unavailableSince) leaves listings and search like an expired one and says so on
 * its page; a price older than its store's program allows shows as "Ver preço na loja".
 */
import { expect, test } from '@playwright/test';
import { sampleCatalog, titleIn } from './support/catalog.ts';
import { LOCALES, NO_SERVICE_WORKER, categoryUrl, dict, productUrl, searchUrl } from './support/site.ts';

test.use(NO_SERVICE_WORKER);

const unavailable = sampleCatalog().find((p) => p.id === 'bola-de-futebol-society-penalty-s11-r2')!;

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`a deal the store stopped selling leaves its listing and search, and its page says so (${locale})`, async ({ page }) => {
    expect(unavailable.expired, 'the sample deal with unavailableSince counts as ended').toBe(true);
    await page.goto(productUrl(unavailable.id, locale));
    await expect(page.getByTestId('expired-notice')).toContainText(t.product.unavailable);
    await expect(page.getByTestId('partner-link')).toHaveCount(0);
    await page.goto(categoryUrl(unavailable.category, locale));
    await expect(page.locator('article.card').first()).toBeVisible();
    await expect(page.locator(`article.card[data-product-id="${unavailable.id}"]`)).toHaveCount(0);
    await page.goto(`${searchUrl(locale)}?q=${encodeURIComponent('bola futebol society')}`);
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    await expect(page.locator(`[data-search-results] article.card[data-product-id="${unavailable.id}"]`)).toHaveCount(0);
  });

  test(`a price older than its store allows shows "${dict[locale].product.seePriceAtStore}" instead (${locale})`, async ({ page }) => {
    const stale = sampleCatalog().find((p) => !p.expired && p.priceStale);
    test.skip(!stale, 'no price in the sample catalog is past its store’s maximum age today');
    await page.goto(productUrl(stale!.id, locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(stale!, locale));
    await expect(page.locator('.buy-box .price__store')).toHaveText(t.product.seePriceAtStore);
    await expect(page.locator('.buy-box .price__now')).toHaveCount(0);
    await expect(page.getByTestId('partner-link')).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).not.toContain('"offers"');
  });
}
