/**
 * The smaller points of the shopper's path (issue 43, item 9): full rows where a fixed number of things is
 * laid out (the home's 8 deals a tab, the 14 category tiles), the page behind the phone menu held still,
 * tap targets of at least 24 px in the footer and breadcrumb, the feed link after the deals, and a pager in
 * one row on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, categoryUrl, homeUrl, on, openMobileMenu, productUrl } from './support/site.ts';
import { sampleCatalog } from './support/catalog.ts';
import { FIXTURE_URL } from './support/urls.ts';

/** The number of items of each row (by their top edge) of the elements `selector` finds, shown ones only. */
async function rows(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((els) => {
    const tops = new Map<number, number>();
    for (const el of els) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      tops.set(Math.round(box.top), (tops.get(Math.round(box.top)) ?? 0) + 1);
    }
    return [...tops.values()];
  });
}

for (const locale of LOCALES) {
  test(`the home's deals and category tiles fill their rows, 320 to 1440 px (${locale})`, async ({ page }) => {
    for (const width of [320, 375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(homeUrl(locale));
      const tiles = await rows(page, '.tiles > li');
      expect(
        tiles.reduce((a, b) => a + b, 0),
        `${width} px`,
      ).toBe(14);
      expect(new Set(tiles).size, `${width} px: tiles per row ${tiles.join(' + ')}`).toBe(1);
      // Our own icons, never a store's photo.
      await expect(page.locator('.tiles img')).toHaveCount(0);
      await expect(page.locator('.tiles svg use').first()).toHaveAttribute('href', /category-icons.*#electronics$/);
      if (width >= 768) {
        const deals = await rows(page, '.feed__panel:first-of-type .product-grid > li');
        expect(new Set(deals).size, `${width} px: deals per row ${deals.join(' + ')}`).toBe(1);
      }
    }
  });

  test(`footer and breadcrumb links are tap targets at least 24 px tall (${locale})`, async ({ page }) => {
    await page.goto(productUrl(sampleCatalog().find((p) => !p.expired)!.id, locale));
    const heights = await page
      .locator('.site-footer li > a, .breadcrumb a')
      .evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getBoundingClientRect().height] as const));
    expect(heights.length).toBeGreaterThan(5);
    for (const [text, height] of heights) expect(height, text ?? '').toBeGreaterThanOrEqual(24);
  });

  test(`a category's feed link comes after its deals, not between the count and the sort row (${locale})`, async ({ page }) => {
    await page.goto(categoryUrl(sampleCatalog().find((p) => !p.expired)!.category, locale));
    const order = await page.evaluate(() => {
      const feed = document.querySelector('.listing-feed a');
      const grid = document.querySelector('.product-grid');
      return feed && grid ? grid.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
    });
    expect(order).toBeGreaterThan(0);
  });

  test(`the pager stays on one row on a phone (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(on(FIXTURE_URL, categoryUrl('mobiles', locale, undefined, 2)));
    const items = await rows(page, '.pagination li');
    expect(items.length, `pager rows: ${items.join(' + ')}`).toBe(1);
  });

  test(`the page behind the open phone menu does not scroll (${locale})`, { tag: '@mobile' }, async ({ page }) => {
    await page.goto(homeUrl(locale));
    await openMobileMenu(page, locale);
    const before = await page.evaluate(() => window.scrollY);
    // A wheel over the header (the menu panel scrolls itself) would scroll the page if it were not held.
    await page.mouse.move(100, 20);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  });
}
