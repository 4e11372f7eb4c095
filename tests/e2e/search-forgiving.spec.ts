/**
 * The forgiving search as a shopper sees it: a misspelt query corrected (with the way back to the
 * query as typed), an extra word dropped and said so, a header search run in place on the search
 * page with working back and forward (the spec's `/search?q=` address offline: search.spec.ts).
 * Nothing here depends on the viewport, so it runs once (untagged: desktop project).
 */
import { expect, test } from '@playwright/test';
import { sampleCatalog, titleIn } from './support/catalog.ts';
import { LOCALES, cardIds, cards, dict, fillText, searchSettled, searchUrl, visibleSearchBox } from './support/site.ts';

const catalog = sampleCatalog();
const live = catalog.filter((p) => !p.expired);

/** Misspelt and extra-word queries of the sample catalog, per language. */
const queries = {
  pt: { misspelt: 'notbook', corrected: 'notebook', other: 'mochila', extra: 'fone bluetooth unicórnio', kept: 'fone bluetooth' },
  en: { misspelt: 'labtop', corrected: 'laptop', other: 'backpack', extra: 'bluetooth headphones unicorn', kept: 'bluetooth headphones' },
} as const;

for (const locale of LOCALES) {
  const t = dict[locale];
  const base = searchUrl(locale);
  const q = queries[locale];
  const withWord = (word: string) => live.filter((p) => new RegExp(`\\b${word}`, 'i').test(titleIn(p, locale))).map((p) => p.id);

  test.describe(`forgiving search (${locale})`, () => {
    test(`a misspelt query shows the corrected results, and "search instead" searches as typed`, async ({ page }) => {
      const vocabulary: string[] = [];
      page.on('request', (r) => r.url().endsWith('/vocabulary.txt') && vocabulary.push(r.url()));
      await page.goto(`${base}?q=${q.misspelt}`);
      await searchSettled(page);
      const note = page.locator('[data-search-correction]');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(`${fillText(t.search.correctedTo, { corrected: q.corrected })} ${fillText(t.search.searchInstead, { query: q.misspelt })}`);
      await expect(note.locator('em').first()).toHaveText(q.corrected);
      const expected = withWord(q.corrected);
      expect(expected.length).toBeGreaterThan(0);
      expect(await cardIds(page.locator('[data-search-results]'))).toEqual(expect.arrayContaining(expected));
      expect(vocabulary).toHaveLength(1);

      await note.getByRole('link').click();
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === q.misspelt && url.searchParams.get('literal') === '1');
      await searchSettled(page);
      await expect(page.locator('[data-search-empty]')).toBeVisible();
      await expect(note).toBeHidden();
      await expect(cards(page.locator('[data-search-results]'))).toHaveCount(0);
    });

    test(`a query that finds deals never downloads the vocabulary`, async ({ page }) => {
      const vocabulary: string[] = [];
      page.on('request', (r) => r.url().endsWith('/vocabulary.txt') && vocabulary.push(r.url()));
      await page.goto(`${base}?q=${q.corrected}`);
      await searchSettled(page);
      await expect(page.locator('[data-search-correction]')).toBeHidden();
      expect((await cardIds(page.locator('[data-search-results]'))).length).toBeGreaterThan(0);
      expect(vocabulary).toEqual([]);
    });

    test(`a word no deal has is dropped, and the page says so`, async ({ page }) => {
      await page.goto(`${base}?q=${encodeURIComponent(q.extra)}`);
      await searchSettled(page);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.noDealsFor, { query: q.extra }));
      await expect(page.locator('[data-search-count]')).toContainText(q.kept);
      // The JBL Tune 520BT is a pair of Bluetooth headphones in both languages.
      expect((await cardIds(page.locator('[data-search-results]'))).slice(0, 3)).toContain('fone-bluetooth-jbl-tune-520bt');
      await expect(page.locator('[data-search-correction]')).toBeHidden();
    });

    test(`a search from the header runs in place on the search page`, async ({ page }, testInfo) => {
      await page.goto(`${base}?q=${q.corrected}`);
      await searchSettled(page);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const box = await visibleSearchBox(page, locale, testInfo);
      await box.fill('   ');
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === q.corrected);

      await box.fill(` ${q.other} `);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === base && url.search === `?q=${q.other}`);
      await searchSettled(page);
      await expect(box).toHaveValue('');
      await expect(page.locator('h1')).toHaveText(fillText(t.search.resultsFor, { query: q.other }));
      expect(await cardIds(page.locator('[data-search-results]'))).toEqual(expect.arrayContaining(withWord(q.other)));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    });

    test(`back and forward move between searches made in place`, async ({ page }, testInfo) => {
      await page.goto(`${base}?q=${q.corrected}`);
      await searchSettled(page);
      const first = await cardIds(page.locator('[data-search-results]'));
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const box = await visibleSearchBox(page, locale, testInfo);
      await box.fill(q.other);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === q.other);
      await searchSettled(page);

      await page.goBack();
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === q.corrected);
      await searchSettled(page);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.resultsFor, { query: q.corrected }));
      expect(await cardIds(page.locator('[data-search-results]'))).toEqual(first);

      await page.goForward();
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === q.other);
      await searchSettled(page);
      await expect(page.locator('h1')).toHaveText(fillText(t.search.resultsFor, { query: q.other }));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    });
  });
}
