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

const comparators: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  popularity: (a, b) => b.popularity - a.popularity,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  latest: (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime(),
};

/** A sorted copy; ties fall back to id so every build lists products in the same order. */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortKey): T[] {
  const compare = comparators[sort];
  return [...products].sort((a, b) => compare(a, b) || a.id.localeCompare(b.id));
}

/** Number of pages a listing of `count` items needs (at least 1, so an empty listing still has its page). */
export function pageCount(count: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
