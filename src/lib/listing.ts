/** Paging of product listings. Pure functions: the same for category pages and tests. */

/** Most cards one listing page renders; keeps pages light even for a 10,000-product catalog. */
export const PAGE_SIZE = 48;

/** Number of pages a listing of `count` items needs (at least 1, so an empty listing still has its page). */
export function pageCount(count: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
