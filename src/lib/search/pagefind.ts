/**
 * The search itself, shared by the search page and the relevance tests: state in, Pagefind
 * results out, with the query normalised and Pagefind's prefix fallback turned into "no results".
 */
import type { Locale } from '../../i18n/locales.ts';
import { isPrefixFallback, matchedWords, pagefindQuery } from './query.ts';
import { inSortOrder, type SortOrderLoader } from './order.ts';
import type { SearchState } from './state.ts';

/**
 * Language each index is built with. Portuguese uses a code Pagefind has no stemmer for: its
 * Portuguese stemmer cuts "câmera", "cama" and "camping" to "cam", so "camera" found beds.
 * Plurals are folded by `pagefindQuery` instead. English keeps Pagefind's English stemmer.
 */
export const INDEX_LANGUAGE = { pt: 'xx', en: 'en' } as const satisfies Record<Locale, string>;

/** What the search uses of a Pagefind result's data. */
export interface PagefindResultData {
  url: string;
  content: string;
  locations: number[];
  meta: Record<string, string>;
}

/** A Pagefind result; its data (fragment) loads on demand. */
export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

/** The part of Pagefind's browser API the site uses. */
export interface PagefindApi {
  options: (options: { metaCacheTag?: string; basePath?: string }) => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  /** Loads the index chunks a search for `term` will need, without searching. */
  preload: (term: string) => Promise<void>;
  search: (
    query: string | null,
    options: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[]; totalFilters?: Record<string, Record<string, number>> } | null>;
}

/** A language's search index: Pagefind, and the sort orders the build writes beside it (order.ts). */
export interface SearchIndex {
  pagefind: PagefindApi;
  sortOrder: SortOrderLoader;
}

/** Results of one search and the number of results per category for the same query. */
export interface SearchOutcome {
  results: PagefindResult[];
  categoryCounts: Record<string, number>;
}

/** Runs the search a state describes. Call `pagefind.filters()` once first: Pagefind counts per filter only after that. */
export async function runSearch(index: SearchIndex, state: SearchState, locale: Locale): Promise<SearchOutcome> {
  const { pagefind } = index;
  const query = state.query ? pagefindQuery(state.query, locale) : null;
  const search = await pagefind.search(query, { filters: state.category ? { category: state.category } : {} });
  let results = search?.results ?? [];
  const top = state.query ? await results[0]?.data() : undefined;
  if (top && isPrefixFallback(state.query, matchedWords(top.content, top.locations), locale)) return { results: [], categoryCounts: {} };
  if (state.sort !== 'relevance' && results.length > 1) results = inSortOrder(results, await index.sortOrder(state.sort));
  // Without a query Pagefind reports no per-filter totals; the whole index's counts are the same thing.
  const counts = query ? search?.totalFilters : await pagefind.filters();
  return { results, categoryCounts: counts?.category ?? {} };
}
