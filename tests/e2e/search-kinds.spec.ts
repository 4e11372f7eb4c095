/**
 * Search precision as a shopper sees it on the sample catalog, through the search page's worker: a query
 * naming a kind of animal shows no deal for another kind, and a brand with a product type shows deals of
 * that type, not the brand's others. The rules and their many cases are unit-tested
 * (tests/unit/search-relevance.test.ts); this holds that the page runs them. Runs once.
 */
import { expect, test } from '@playwright/test';
import { kindsNamed } from '../../src/search/shared/kinds.ts';
import { sampleCatalog, titleIn } from './support/catalog.ts';
import { cardIds, LOCALES, searchSettled, searchUrl } from './support/site.ts';

const live = sampleCatalog().filter((p) => !p.expired);

/** A kind and a word of a thing the catalog has only for another kind; a brand and a type it lacks together. */
const queries = {
  pt: { kind: 'comedouro gato', brandType: 'samsung fone', type: /\bfone\b/i },
  en: { kind: 'cat bowl', brandType: 'samsung headphones', type: /\bheadphones?\b/i },
} as const;

for (const locale of LOCALES) {
  const q = queries[locale];
  const titleOf = (id: string) =>
    titleIn(
      live.find((p) => p.id === id)!,
      locale,
    );

  test(`a query naming cats shows cat deals and no deal for dogs (${locale})`, async ({ page }) => {
    await page.goto(`${searchUrl(locale)}?q=${encodeURIComponent(q.kind)}`);
    await searchSettled(page);
    const kinds = (await cardIds(page.locator('[data-search-results]'))).map((id) => kindsNamed(titleOf(id)));
    expect(kinds.some((k) => k.includes('cat'))).toBe(true);
    for (const k of kinds) expect(k.includes('dog') && !k.includes('cat')).toBe(false);
    // The catalog has a dog deal the query's other word finds alone: the trap is real.
    expect(live.some((p) => kindsNamed(titleIn(p, locale)).includes('dog'))).toBe(true);
  });

  test(`a brand with a product type shows deals of the type, not the brand's others (${locale})`, async ({ page }) => {
    await page.goto(`${searchUrl(locale)}?q=${encodeURIComponent(q.brandType)}`);
    await searchSettled(page);
    const titles = (await cardIds(page.locator('[data-search-results]'))).map(titleOf);
    expect(titles[0]).toMatch(q.type);
    for (const title of titles) expect(/samsung/i.test(title) && !q.type.test(title), title).toBe(false);
    expect(live.some((p) => /samsung/i.test(titleIn(p, locale)) && !q.type.test(titleIn(p, locale)))).toBe(true);
  });
}
