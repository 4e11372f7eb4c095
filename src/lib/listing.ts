/** Sorting and paging of product listings. Pure functions: the same for category pages and tests. */
import type { SortKey } from './routes.ts';

/** Most cards one listing page renders; keeps pages light even for a 10,000-product catalog. */
export const PAGE_SIZE = 48;

/** The fields sorting needs; a Product has them all. */
export interface Sortable {
  id: string;
  price: number;
  popularity: number;
  publishedAt: Date;
}

type Key = (p: Sortable) => number;
const byPopularity: Key = (p) => p.popularity;
const byPrice: Key = (p) => p.price;
const byDate: Key = (p) => p.publishedAt.getTime();

/**
 * Ascending sorts break ties by id descending and descending sorts by id ascending: each order is the
 * exact reverse of its mirror. Pagefind sorts the same way when pages are indexed in descending id
 * order (ties keep insertion order ascending, reversed descending), so search and listings agree.
 */
const sorts: Record<SortKey, { key: Key; direction: 1 | -1 }> = {
  popularity: { key: byPopularity, direction: -1 },
  'price-asc': { key: byPrice, direction: 1 },
  'price-desc': { key: byPrice, direction: -1 },
  latest: { key: byDate, direction: -1 },
};

/** A sorted copy, in the same order as Pagefind's sorted results. */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortKey): T[] {
  const { key, direction } = sorts[sort];
  return [...products].sort((a, b) => direction * (key(a) - key(b) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)));
}

/** Number of pages a listing of `count` items needs (at least 1, so an empty listing still has its page). */
export function pageCount(count: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
