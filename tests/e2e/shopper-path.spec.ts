/**
 * The shopper's path back to what they chose: the active sort in view at every width, "Minha conta" with
 * the saved count in header and footer, coupons copied wherever they are shown (card chip, /profile row)
 * with the deal page's toast, and /profile rows that carry what the card carries. Both languages; the
 * tests that depend on the width set it themselves (run once, in the desktop project).
 */
import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';
import { liveIn, sampleCatalog } from './support/catalog.ts';
import { LOCALES, categoryUrl, dict, fillText, searchUrl, sortKeys } from './support/site.ts';
import { profileUrl } from '../../src/lib/routes.ts';
import { SAVED_STORAGE_KEY, serializeSaved, type SavedDeal } from '../../src/components/saved-deals/saved-list.ts';
import { plural } from '../../src/i18n/text.ts';

const WIDTHS = [320, 375, 768, 1440] as const;
// Deals whose price the site shows.
const live = () => sampleCatalog().filter((p) => !p.expired && !p.priceStale);

async function presetSaved(page: Page, deals: SavedDeal[]) {
  await page.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
    SAVED_STORAGE_KEY,
    serializeSaved(deals),
  ] as const);
}

/** The active sort's chip lies wholly inside the viewport, and the page does not scroll sideways. */
async function expectActiveChipInView(page: Page, sort: string, width: number) {
  const chip = page.locator(`.sort-bar [data-sort="${sort}"]`);
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await expect(chip).toBeVisible();
  const box = (await chip.boundingBox())!;
  expect(box.x, `${sort} at ${width} px starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${sort} at ${width} px ends on screen`).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const locale of LOCALES) {
  const t = dict[locale];

  for (const kind of ['category', 'search'] as const) {
    test(`the active sort chip is on screen for every sort at 320, 375, 768 and 1440 px: ${kind} (${locale})`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const sort of sortKeys) {
          const url = kind === 'category' ? categoryUrl('electronics', locale, sort) : `${searchUrl(locale)}?sort=${sort}`;
          await page.goto(url);
          await expectActiveChipInView(page, sort, width);
        }
      }
    });
  }

  test(`"${t.header.myAccount}" links to the saved list with its count at 1440 and 375 px, in header and footer, following saves and removals (${locale})`, async ({
    page,
  }) => {
    const [a, b] = liveIn(sampleCatalog(), 'electronics');
    const spoken = (n: number) => plural(t.saved.count, n, locale);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(categoryUrl('electronics', locale));
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const link = page.getByTestId('account-link-header');
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', profileUrl(locale));
      // The name is said at every width; phones show the heart and the number only.
      await expect(link).toHaveAccessibleName(new RegExp(`^${t.header.myAccount}`));
      const footer = page.getByTestId('account-link-footer');
      await expect(footer).toHaveAttribute('href', profileUrl(locale));
      const count = link.locator('[data-saved-count]');
      await expect(count).toBeHidden();

      const heart = (id: string) => page.locator(`article.card[data-product-id="${id}"] button[data-save]`);
      await heart(a!.id).click();
      await expect(count).toBeVisible();
      await expect(count).toHaveText(`1(${spoken(1)})`);
      await expect(link).toHaveAccessibleName(`${t.header.myAccount} (${spoken(1)})`);
      await heart(b!.id).click();
      await expect(count).toContainText('2');
      await expect(footer.locator('[data-saved-count]')).toContainText('2');
      await heart(a!.id).click();
      await expect(link).toHaveAccessibleName(`${t.header.myAccount} (${spoken(1)})`);
      // Another page shows the stored count as soon as its script runs, and nothing moves for it.
      await watchLayoutShifts(page);
      await page.goto(searchUrl(locale));
      await expect(count).toContainText('1');
      const box = (await count.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const shift = await layoutShiftSoFar(page);
      expect(shift).toBe(0);
    }
  });

  test.describe(`coupons copy wherever they are shown (${locale})`, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
    // The store opens in a new tab, left to fail offline.
    test.beforeEach(({ page }) => page.context().route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort()));

    test('a card’s coupon chip copies its code, with the deal page’s toast', async ({ page }) => {
      const deal = sampleCatalog().find((p) => !p.expired && p.coupon)!;
      await page.goto(categoryUrl(deal.category, locale));
      const chip = page.locator(`article.card[data-product-id="${deal.id}"] .card__coupon`);
      await expect(chip).toHaveAccessibleDescription(t.product.couponCopyHint);
      await chip.click();
      await expect(page.getByRole('status').getByText(fillText(t.product.couponCopied, { code: deal.coupon! }), { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deal.coupon);
      // A copy only: the listing stays.
      expect(new URL(page.url()).pathname).toBe(new URL(categoryUrl(deal.category, locale), 'http://x').pathname);
    });

    test('a coupon deal’s /profile button copies the code and opens the store; its chip copies too', async ({ page, context }) => {
      const deal = live().find((p) => p.coupon)!;
      await presetSaved(page, [{ id: deal.id, price: deal.price, savedAt: '2026-11-01' }]);
      await page.goto(profileUrl(locale));
      await expect(page.locator('[data-profile][data-ready]')).toBeAttached();
      const row = page.locator(`[data-profile-list] li[data-saved-id="${deal.id}"]`);
      const store = row.getByTestId('saved-store-link');
      await expect(store).toHaveText(t.product.couponGo);
      await expect(store).toHaveAccessibleDescription(t.product.partnerDisclosure);
      await expect(row.locator('.card__coupon')).toHaveText(`${t.product.coupon}: ${deal.coupon}`);
      const opened = context.waitForEvent('page');
      await store.click();
      await opened;
      const toast = page.getByRole('status').getByText(fillText(t.product.couponCopied, { code: deal.coupon! }), { exact: true });
      await expect(toast).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deal.coupon);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await row.locator('.card__coupon').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deal.coupon);
    });
  });

  test(`/profile: drops first with a summary, list price and discount on the row, export and import after the list (${locale})`, async ({ page }) => {
    const discounted = live().filter((p) => p.listPrice !== undefined && p.listPrice > p.price);
    const [same, dropped] = discounted;
    // Saved in this order: the one whose price dropped since comes first on the page.
    await presetSaved(page, [
      { id: same!.id, price: same!.price, savedAt: '2026-11-01' },
      { id: dropped!.id, price: dropped!.price + 50, savedAt: '2026-11-02' },
    ]);
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(profileUrl(locale));
    await expect(page.locator('[data-profile][data-ready]')).toBeAttached();
    const rows = page.locator('[data-profile-list] > li');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toHaveAttribute('data-saved-id', dropped!.id);
    await expect(page.locator('[data-profile-drops]')).toHaveText(plural(t.profile.dropsSummary, 1, locale));
    await expect(rows.first().locator('.saved__list-price .price__off')).toHaveText(/^-\d+%$/);
    await expect(rows.first().locator('.saved__list-price s')).toBeVisible();
    const lastRow = (await rows.last().boundingBox())!;
    const exportButton = (await page.getByRole('button', { name: t.profile.export }).boundingBox())!;
    expect(exportButton.y).toBeGreaterThan(lastRow.y + lastRow.height);
  });

  test(`an empty /profile suggests deals (${locale})`, async ({ page }) => {
    await page.goto(profileUrl(locale));
    await expect(page.locator('[data-profile][data-ready]')).toBeAttached();
    const suggestions = page.locator('[data-profile-suggestions]');
    await expect(suggestions.getByRole('heading', { name: t.profile.suggestions })).toBeVisible();
    const links = suggestions.locator('article.card h3 a');
    expect(await links.count()).toBeGreaterThan(0);
    await expect(links.first()).toHaveAttribute('href', /\/product\//);
    // Its cards save as any card does.
    await expect(suggestions.locator('article.card button[data-save]').first()).toBeVisible();
  });
}
