import { describe, expect, it } from 'vitest';
import { formatSortOrder, inSortOrder, parseSortOrder } from '../../src/search/shared/order.ts';
import { sortOrderFile } from '../../src/search/contract.ts';
import { sortKeys, sortPositions, sortProducts, type Sortable } from '../../src/lib/sorts.ts';

const p = (id: string, price: number, popularity: number, date: string): Sortable => ({ id, price, popularity, publishedAt: new Date(date) });

// Many ties on every field, so the tie-break decides most of the order.
const catalog: Sortable[] = Array.from({ length: 60 }, (_, i) =>
  p(`deal-${String((i * 37) % 61).padStart(2, '0')}`, [19.9, 229.9, 229.9, 1299][i % 4]!, i % 5, `2026-0${1 + (i % 3)}-1${i % 2}`),
);
const ids = (products: readonly Sortable[]) => products.map((x) => x.id);

describe('sorts table', () => {
  it('sorts by each field in its direction, ties by id', () => {
    expect(ids(sortProducts([p('a', 10, 1, '2026-01-01'), p('b', 5, 3, '2026-02-01'), p('c', 10, 2, '2026-01-15')], 'price-asc'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortProducts([p('a', 10, 1, '2026-01-01'), p('b', 5, 3, '2026-02-01'), p('c', 10, 2, '2026-01-15')], 'popularity'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortProducts([p('a', 10, 1, '2026-01-01'), p('b', 5, 3, '2026-02-01'), p('c', 10, 2, '2026-01-15')], 'latest'))).toEqual(['b', 'c', 'a']);
  });

  it('gives the same order whatever order the products come in, and mirrors exactly', () => {
    for (const sort of sortKeys) expect(ids(sortProducts([...catalog].reverse(), sort))).toEqual(ids(sortProducts(catalog, sort)));
    expect(ids(sortProducts(catalog, 'price-desc'))).toEqual(ids(sortProducts(catalog, 'price-asc')).reverse());
  });

  it("puts every product at its listing position in each order, which a search's results follow", () => {
    const positions = sortPositions(catalog);
    for (const sort of sortKeys) {
      const listing = ids(sortProducts(catalog, sort));
      expect(listing.map((id) => positions.get(id)![sort])).toEqual(listing.map((_, i) => i));
      // The build writes the order as page ids; here the product ids stand in for them.
      const order = parseSortOrder(formatSortOrder([...catalog].sort((a, b) => positions.get(a.id)![sort] - positions.get(b.id)![sort]).map((x) => x.id)));
      const someResults = catalog.filter((_, i) => i % 3 === 0).map((x) => ({ id: x.id }));
      expect(ids(inSortOrder(someResults, order) as Sortable[])).toEqual(listing.filter((id) => someResults.some((r) => r.id === id)));
    }
  });

  it('keeps a result the order does not know, last', () => {
    expect(inSortOrder([{ id: 'new' }, { id: 'b' }, { id: 'a' }], parseSortOrder('a\nb'))).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'new' }]);
  });

  it('names one order file per sort', () => {
    expect(new Set(sortKeys.map(sortOrderFile)).size).toBe(sortKeys.length);
  });
});
