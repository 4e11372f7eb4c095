/**
 * The search page as a shopper first sees it: the category filter is one row at every width, so the first
 * result starts on the first screen of a tablet and a desktop; and a search that finds nothing is no dead
 * end: popular searches and trending deals under the no-results message, tips whose examples are never the query.
 */
import { expect, test } from '@playwright/test';
import { LOCALES, dict, searchHref, searchSettled } from './support/site.ts';

/**
 * Words the sample catalog has no deal for. The Portuguese one is also an example of the tips (the English
 * tips' "fridge" finds an air fryer's text).
 */
const NOTHING = { pt: 'geladeira', en: 'unicorn' } as const;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

for (const locale of LOCALES) {
  const t = dict[locale];

  for (const width of [768, 1440]) {
    test(`the category filter is one row and the first result starts on the first screen at ${width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(searchHref(locale, { query: 'fone' }));
      await searchSettled(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const rows = await page
        .locator('[data-search-filter] > li')
        .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
      expect(rows).toBe(1);
      const first = await page.locator('[data-search-results] article.card').first().boundingBox();
      expect(first).not.toBeNull();
      expect(first!.y).toBeLessThan(900 - 200);
      // The row scrolls inside itself; the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test(`a search that finds nothing offers popular searches and trending deals, and no tip suggests the query (${locale})`, async ({ page }) => {
    const query = NOTHING[locale];
    if (locale === 'pt') expect(t.search.tips.join(' ')).toContain(`“${query}”`);
    await page.goto(searchHref(locale, { query }));
    await searchSettled(page);
    await expect(page.locator('[data-search-empty]')).toBeVisible();
    await expect(page.getByRole('heading', { name: t.search.noResultsTitle })).toBeVisible();
    const trending = page.locator('[data-search-trending]');
    await expect(trending.getByRole('heading', { name: t.search.trendingDeals })).toBeVisible();
    await expect(trending.locator('article.card').first()).toBeVisible();
    expect(await trending.locator('article.card').count()).toBeGreaterThanOrEqual(2);
    const popular = page.locator('a[data-search-popular]:visible');
    expect(await popular.count()).toBeGreaterThan(0);
    const offered = [...(await popular.allTextContents()), ...(await page.locator('[data-search-empty] [data-example]:visible').allTextContents())];
    expect(offered.length).toBeGreaterThan(2);
    expect(offered.map(fold)).not.toContain(fold(query));

    // A popular search runs in place and finds deals.
    const name = (await popular.first().textContent())!.trim();
    await popular.first().click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === name);
    await searchSettled(page);
    await expect(page.locator('[data-search-results] article.card').first()).toBeVisible();
  });
}
