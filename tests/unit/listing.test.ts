import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageItems, RESORTED_PAGE_LIMIT, viewPages } from '../../src/lib/listing.ts';
import { sortProducts, type Sortable } from '../../src/lib/sorts.ts';

const p = (id: string, price: number, popularity: number, date: string): Sortable => ({ id, price, popularity, publishedAt: new Date(date) });

const products: readonly Sortable[] = Object.freeze([
  p('c', 50, 10, '2026-01-03'),
  p('a', 10, 30, '2026-01-01'),
  p('e', 30, 20, '2026-01-05'),
  p('b', 30, 10, '2026-01-03'),
  p('d', 90, 30, '2026-01-02'),
]);

const ids = (list: Sortable[]) => list.map((x) => x.id).join('');

describe('sortProducts', () => {
  it('popularity: most popular first, ties by id', () => {
    expect(ids(sortProducts(products, 'popularity'))).toBe('adebc');
  });

  it('price-asc: cheapest first, ties by id descending (the exact reverse of price-desc)', () => {
    expect(ids(sortProducts(products, 'price-asc'))).toBe('aebcd');
    expect(ids(sortProducts(products, 'price-asc'))).toBe([...ids(sortProducts(products, 'price-desc'))].reverse().join(''));
  });

  it('price-desc: dearest first, ties by id ascending', () => {
    expect(ids(sortProducts(products, 'price-desc'))).toBe('dcbea');
  });

  it('latest: newest first, ties by id', () => {
    expect(ids(sortProducts(products, 'latest'))).toBe('ebcda');
  });

  it('does not depend on the input order', () => {
    const reversed = [...products].reverse();
    for (const sort of ['popularity', 'price-asc', 'price-desc', 'latest'] as const) {
      expect(ids(sortProducts(reversed, sort))).toBe(ids(sortProducts(products, sort)));
    }
  });

  it('returns a new array and leaves the input untouched', () => {
    const input = [...products];
    const before = ids(input);
    const sorted = sortProducts(input, 'price-asc');
    expect(sorted).not.toBe(input);
    expect(ids(input)).toBe(before);
    expect(sorted[0]).toBe(products[1]); // same objects, not copies
  });

  it('keeps extra fields of the items', () => {
    const rich = [
      { ...p('x', 2, 0, '2026-01-01'), title: 'X' },
      { ...p('y', 1, 0, '2026-01-01'), title: 'Y' },
    ];
    expect(sortProducts(rich, 'price-asc').map((r) => r.title)).toEqual(['Y', 'X']);
  });

  it('handles an empty list', () => {
    expect(sortProducts([], 'latest')).toEqual([]);
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [47, 1],
    [48, 1],
    [49, 2],
    [96, 2],
    [97, 3],
    [10_000, 209],
  ])('pageCount(%i) is %i', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });

  it('pageCount honours a custom size', () => {
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(0, 3)).toBe(1);
  });

  const items = Array.from({ length: 100 }, (_, i) => i);

  it('pageItems returns the slice of a page, the last one partial', () => {
    expect(pageItems(items, 1)).toEqual(items.slice(0, 48));
    expect(pageItems(items, 2)).toEqual(items.slice(48, 96));
    expect(pageItems(items, 3)).toEqual([96, 97, 98, 99]);
    expect(pageItems(items, 4)).toEqual([]);
  });

  it('pageItems pages cover every item exactly once', () => {
    const all = Array.from({ length: pageCount(items.length) }, (_, i) => pageItems(items, i + 1)).flat();
    expect(all).toEqual(items);
  });

  it('pageItems honours a custom size and an empty list', () => {
    expect(pageItems(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual(['c', 'd']);
    expect(pageItems([], 1)).toEqual([]);
  });
});

describe('viewPages', () => {
  it('gives the default order every page and re-sorted views at most RESORTED_PAGE_LIMIT', () => {
    const many = PAGE_SIZE * 12 + 1;
    expect(viewPages(many, 'popularity')).toEqual({ pages: 13, truncated: false });
    for (const sort of ['price-asc', 'price-desc', 'latest'] as const) {
      expect(viewPages(many, sort)).toEqual({ pages: RESORTED_PAGE_LIMIT, truncated: true });
      expect(viewPages(PAGE_SIZE * RESORTED_PAGE_LIMIT, sort)).toEqual({ pages: RESORTED_PAGE_LIMIT, truncated: false });
      expect(viewPages(0, sort)).toEqual({ pages: 1, truncated: false });
    }
  });
});
