/**
 * Every sort order of the site, in one table and one comparator: listings sort with it, and the build
 * writes each order of the search index's pages with it (src/search/shared/order.ts), so search results
 * and listings agree, ties included, whatever order products are indexed in.
 */

/** Sort orders of listings, in the order the spec lists them. */
export const sortKeys = ['popularity', 'price-asc', 'price-desc', 'latest'] as const;

/** A listing sort order. */
export type SortKey = (typeof sortKeys)[number];

/** The sort a listing uses when the URL names none (spec: Popularity). */
export const DEFAULT_SORT: SortKey = 'popularity';

/** The fields sorting needs; a Product has them all. */
export interface Sortable {
  id: string;
  price: number;
  popularity: number;
  publishedAt: Date;
}

const fields = {
  popularity: (p: Sortable) => p.popularity,
  price: (p: Sortable) => p.price,
  date: (p: Sortable) => p.publishedAt.getTime(),
} as const;

/** The field and direction of each sort. */
export const sorts: Readonly<Record<SortKey, { field: keyof typeof fields; direction: 'asc' | 'desc' }>> = {
  popularity: { field: 'popularity', direction: 'desc' },
  'price-asc': { field: 'price', direction: 'asc' },
  'price-desc': { field: 'price', direction: 'desc' },
  latest: { field: 'date', direction: 'desc' },
};

/**
 * Ties break by id, the other way round from the sort (ascending sorts put the larger id first), so
 * every order is the exact reverse of its mirror.
 */
function compareIds(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** A sorted copy of `products`. */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortKey): T[] {
  const { field, direction } = sorts[sort];
  const sign = direction === 'asc' ? 1 : -1;
  const value = fields[field];
  return [...products].sort((a, b) => sign * (value(a) - value(b) || compareIds(a.id, b.id)));
}

/**
 * Where each product stands in every sort order (0 first): the search page orders results by these,
 * so search and listings share this one comparator.
 */
export function sortPositions(products: readonly Sortable[]): Map<string, Record<SortKey, number>> {
  const positions = new Map(products.map((p) => [p.id, {} as Record<SortKey, number>]));
  for (const sort of sortKeys) sortProducts(products, sort).forEach((p, i) => (positions.get(p.id)![sort] = i));
  return positions;
}
