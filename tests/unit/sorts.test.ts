import { describe, expect, it } from 'vitest';
import { pagefindSort, sortKeys, sortProducts, sorts, sortValues, tieRanks, type Sortable } from '../../src/lib/sorts.ts';

const p = (id: string, price: number, popularity: number, date: string): Sortable => ({ id, price, popularity, publishedAt: new Date(date) });

// Many ties on every field, so the tie-break decides most of the order.
const catalog: Sortable[] = Array.from({ length: 60 }, (_, i) =>
  p(`deal-${String((i * 37) % 61).padStart(2, '0')}`, [19.9, 229.9, 229.9, 1299][i % 4]!, i % 5, `2026-0${1 + (i % 3)}-1${i % 2}`),
);

/** The order Pagefind gives: values compared as text, ties never reached. */
function indexOrder(products: readonly Sortable[], field: keyof ReturnType<typeof sortValues>, direction: 'asc' | 'desc'): string[] {
  const ranks = tieRanks(products.map((x) => x.id));
  const keyed = products.map((x) => ({ id: x.id, value: sortValues(x, ranks.get(x.id)!)[field] }));
  keyed.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) * (direction === 'asc' ? 1 : -1));
  return keyed.map((x) => x.id);
}

describe('sorts table', () => {
  it('gives the search index the same order as listings, for every sort, in any insertion order', () => {
    for (const sort of sortKeys) {
      const { field, direction } = sorts[sort];
      const listing = sortProducts(catalog, sort).map((x) => x.id);
      expect(indexOrder(catalog, field, direction)).toEqual(listing);
      expect(indexOrder([...catalog].reverse(), field, direction)).toEqual(listing);
    }
  });

  it('writes fixed-width text that Pagefind cannot take for a number (it would sort it as a 32-bit float)', () => {
    const ranks = tieRanks(catalog.map((x) => x.id));
    const values = catalog.flatMap((x) => Object.values(sortValues(x, ranks.get(x.id)!)));
    expect(values.every((v) => Number.isNaN(Number.parseFloat(v)) && /^[a-z]\d+$/.test(v))).toBe(true);
    const prices = catalog.map((x) => sortValues(x, ranks.get(x.id)!).price);
    expect(new Set(prices.map((v) => v.length)).size).toBe(1);
  });

  it('refuses values the index could not sort', () => {
    expect(() => sortValues(p('huge', 99_999_999.99, 1, '2026-01-01'), 0)).toThrow(/huge: price .* does not fit/);
    expect(() => sortValues(p('neg', 10, -1, '2026-01-01'), 0)).toThrow(/neg: popularity -1 does not fit/);
    expect(() => sortValues(p('x', 10, 1, '2026-01-01'), 1_000_000)).toThrow(/tie rank/);
  });

  it('asks Pagefind for the field and direction of each sort', () => {
    expect(pagefindSort('popularity')).toEqual({ popularity: 'desc' });
    expect(pagefindSort('price-asc')).toEqual({ price: 'asc' });
    expect(pagefindSort('price-desc')).toEqual({ price: 'desc' });
    expect(pagefindSort('latest')).toEqual({ date: 'desc' });
  });
});
