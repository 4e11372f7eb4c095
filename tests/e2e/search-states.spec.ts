/**
 * The search page says what it shows: one note at most, a heading and count for the deals on screen
 * (all words, some words, or none), and a no-results state with the category the query points at,
 * the closest deals and search tips. Nothing here depends on the viewport, so it runs once.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleCatalog, titleIn } from './support/catalog.ts';
import { LOCALES, cardIds, cards, categories, categoryUrl, dict, fillText, productsFoundText, searchSettled, searchUrl } from './support/site.ts';

const live = sampleCatalog().filter((p) => !p.expired);

/** Queries of the sample catalog per language: brand + a model it lacks, a misspelling, a real word it lacks. */
const queries = {
  pt: {
    partial: 'iphone 15',
    kept: 'iphone',
    misspelt: 'notbook',
    corrected: 'notebook',
    extra: 'unicórnio',
    none: 'cadeira gamer',
    qualifier: /gamer|gaming/i,
  },
  en: { partial: 'iphone 15', kept: 'iphone', misspelt: 'labtop', corrected: 'laptop', extra: 'unicorn', none: 'gaming chair', qualifier: /gamer|gaming/i },
} as const;

/** Notes visible above the results. */
const visibleNotes = (page: Page) => page.locator('.search__notes > :visible');

for (const locale of LOCALES) {
  const t = dict[locale];
  const q = queries[locale];
  const base = searchUrl(locale);
  const showing = (count: number, words: string) => fillText(count === 1 ? t.search.showingPartial.one : t.search.showingPartial.other, { count, words });

  test.describe(`honest search states (${locale})`, () => {
    test(`a brand with a model the catalog lacks: heading says none, count says what is shown instead`, async ({ page }) => {
      await page.goto(`${base}?q=${encodeURIComponent(q.partial)}`);
      await searchSettled(page);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.noDealsFor, { query: q.partial }));
      const ids = await cardIds(page.locator('[data-search-results]'));
      // Every deal titled with the brand, and none that only shares the model number.
      const withWord = live.filter((p) => titleIn(p, locale).toLowerCase().includes(q.kept)).map((p) => p.id);
      const numberOnly = live.filter((p) => /\b15\b/.test(titleIn(p, locale)) && !withWord.includes(p.id)).map((p) => p.id);
      expect(withWord.length).toBeGreaterThan(0);
      expect(ids).toEqual(expect.arrayContaining(withWord));
      for (const id of numberOnly) expect(ids).not.toContain(id);
      await expect(page.locator('[data-search-count]')).toHaveText(showing(ids.length, q.kept));
      await expect(visibleNotes(page)).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${fillText(t.search.noDealsFor, { query: q.partial })}`));
    });

    test(`a misspelling: heading and count of the corrected query, one note`, async ({ page }) => {
      await page.goto(`${base}?q=${q.misspelt}`);
      await searchSettled(page);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.resultsFor, { query: q.corrected }));
      const ids = await cardIds(page.locator('[data-search-results]'));
      await expect(page.locator('[data-search-count]')).toHaveText(productsFoundText(locale, ids.length));
      await expect(visibleNotes(page)).toHaveCount(1);
      await expect(page.locator('[data-search-correction]')).toBeVisible();
    });

    test(`a misspelling with a word no deal has: still one note`, async ({ page }) => {
      await page.goto(`${base}?q=${encodeURIComponent(`${q.misspelt} ${q.extra}`)}`);
      await searchSettled(page);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.noDealsFor, { query: `${q.corrected} ${q.extra}` }));
      const ids = await cardIds(page.locator('[data-search-results]'));
      expect(ids.length).toBeGreaterThan(0);
      await expect(page.locator('[data-search-count]')).toHaveText(showing(ids.length, q.corrected));
      await expect(visibleNotes(page)).toHaveCount(1);
    });

    test(`a real word the catalog lacks: no results, its category, the closest deals and tips`, async ({ page }) => {
      const vocabulary: string[] = [];
      page.on('request', (r) => r.url().endsWith('/vocabulary.txt') && vocabulary.push(r.url()));
      await page.goto(`${base}?q=${encodeURIComponent(q.none)}`);
      await searchSettled(page);
      expect(vocabulary).toHaveLength(1);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.noDealsFor, { query: q.none }));
      await expect(page.locator('[data-search-count]')).toBeHidden();
      await expect(visibleNotes(page)).toHaveCount(0);
      const empty = page.locator('[data-search-empty]');
      await expect(empty).toContainText(t.search.noResultsTitle);
      for (const tip of t.search.tips) await expect(empty.getByText(tip)).toBeVisible();
      await expect(cards(page.locator('[data-search-results]'))).toHaveCount(0);

      const closest = page.locator('[data-search-closest]');
      await expect(closest.getByRole('heading', { level: 2 })).toHaveText(t.search.closestDeals);
      const closestIds = await cardIds(closest);
      expect(closestIds.length).toBeGreaterThan(0);
      expect(closestIds.length).toBeLessThanOrEqual(4);
      for (const id of closestIds)
        expect(
          titleIn(
            live.find((p) => p.id === id)!,
            locale,
          ),
        ).toMatch(q.qualifier);

      // The category most of the closest deals are in.
      const counts = new Map<string, number>();
      for (const id of closestIds) {
        const key = live.find((p) => p.id === id)!.category;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const top = Math.max(...counts.values());
      const likely = categories.filter((c) => counts.get(c.key) === top);
      const link = page.locator('[data-search-suggested-category] a');
      await expect(link).toBeVisible();
      const name = await link.textContent();
      const shown = likely.find((c) => name === fillText(t.search.seeCategory, { category: c[locale] }));
      expect(shown, `${name} names one of ${likely.map((c) => c[locale]).join(', ')}`).toBeDefined();
      const href = await link.evaluate((a: HTMLAnchorElement) => a.href);
      expect(decodeURIComponent(new URL(href).pathname)).toBe(decodeURIComponent(categoryUrl(shown!.key, locale)));
    });

    test(`nothing close at all: no category, no closest deals, the tips`, async ({ page }) => {
      await page.goto(`${base}?q=zzzqxw`);
      await searchSettled(page);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.noDealsFor, { query: 'zzzqxw' }));
      await expect(page.locator('[data-search-suggested-category]')).toBeHidden();
      await expect(page.locator('[data-search-closest]')).toBeHidden();
      await expect(page.locator('[data-search-empty]').getByText(t.search.tipsTitle)).toBeVisible();
    });
  });
}
