/** Paging of product listings. Pure functions: the same for category pages and tests. */
import { DEFAULT_SORT, type SortKey } from './sorts.ts';

/** Most cards one listing page renders; keeps pages light however large the catalog. */
export const PAGE_SIZE = 48;

/**
 * Cards per step of the search page: its static "all deals" list and each "load more". Smaller than a
 * listing page because a search visit downloads that static list only to replace it (BENCHMARKS.md): 24
 * halve that cost and still fill several screens at every width before the shopper is offered more.
 */
export const SEARCH_PAGE_SIZE = 24;

/**
 * Pages a re-sorted view (any sort but the default) of a category goes to: the cheapest, dearest or
 * newest 240 deals. Past that shoppers browse the default order, which has every page. Keeps the
 * number of files a listing adds from growing with the catalog three times over (the static host
 * file limits), at a depth nobody pages to.
 */
export const RESORTED_PAGE_LIMIT = 5;

/** Number of pages a listing of `count` items needs (at least 1, so an empty listing still has its page). */
export function pageCount(count: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Pages of one sort of a listing of `count` items, and whether the view stops before its last item. */
export function viewPages(count: number, sort: SortKey): { pages: number; truncated: boolean } {
  const all = pageCount(count);
  const pages = sort === DEFAULT_SORT ? all : Math.min(all, RESORTED_PAGE_LIMIT);
  return { pages, truncated: pages < all };
}
