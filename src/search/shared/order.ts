/**
 * Sorted search results without Pagefind's sort keys. Pagefind puts every sort order of every page in
 * the metadata file each first search downloads (about half of it, BENCHMARKS.md). Instead the
 * build writes, beside the index, one small file per sort: the index's page ids in that order
 * (src/search/build/pagefind-index.ts). The search page fetches the file of a sort only when the
 * shopper sorts, and orders Pagefind's results by it.
 */
import { sortOrderFile } from '../contract.ts';
import type { SortKey } from '../../lib/sorts.ts';

/** Position of each Pagefind page id in one sort order. */
export type SortOrder = ReadonlyMap<string, number>;

/** Gives the order of a sort, fetching it the first time. */
export type SortOrderLoader = (sort: SortKey) => Promise<SortOrder>;

/** The file's text: one page id per line, first in the order first. */
export function formatSortOrder(ids: readonly string[]): string {
  return ids.join('\n');
}

export function parseSortOrder(text: string): SortOrder {
  return new Map(text.split('\n').map((id, i) => [id, i]));
}

/** `results` in the order; an id the order lacks (never expected) goes last rather than being lost. */
export function inSortOrder<T extends { id: string }>(results: readonly T[], order: SortOrder): T[] {
  const at = (r: T) => order.get(r.id) ?? Number.MAX_SAFE_INTEGER;
  return [...results].sort((a, b) => at(a) - at(b));
}

/**
 * Loads orders from the Pagefind folder `bundle` (a URL ending in "/"), each once; a failed fetch is
 * tried again next time. The files keep their names across deploys while their ids change, so every
 * fetch revalidates (a 304 when nothing changed).
 */
export function sortOrderLoader(bundle: string): SortOrderLoader {
  const loaded = new Map<SortKey, Promise<SortOrder>>();
  return (sort) => {
    let order = loaded.get(sort);
    if (!order) {
      order = fetch(`${bundle}${sortOrderFile(sort)}`, { cache: 'no-cache' }).then(async (response) => {
        if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
        return parseSortOrder(await response.text());
      });
      order.catch(() => loaded.delete(sort));
      loaded.set(sort, order);
    }
    return order;
  };
}
