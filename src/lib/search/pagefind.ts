/**
 * The search itself, shared by the search page and the relevance tests: state in, Pagefind
 * results out, with the query normalised and Pagefind's prefix fallback turned into "no results".
 */
import type { Locale } from '../../i18n/locales.ts';
import { isPrefixFallback, matchedWords, pagefindQuery } from './query.ts';
import { pagefindSort, type SearchState } from './state.ts';

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
    options: { sort?: Record<string, 'asc' | 'desc'>; filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[]; totalFilters?: Record<string, Record<string, number>> } | null>;
}

/** Results of one search and the number of results per category for the same query. */
export interface SearchOutcome {
  results: PagefindResult[];
  categoryCounts: Record<string, number>;
}

/** Runs the search a state describes. Call `pf.filters()` once first: Pagefind counts per filter only after that. */
export async function runSearch(pf: PagefindApi, state: SearchState, locale: Locale): Promise<SearchOutcome> {
  const query = state.query ? pagefindQuery(state.query, locale) : null;
  const search = await pf.search(query, { sort: pagefindSort(state.sort), filters: state.category ? { category: state.category } : {} });
  const results = search?.results ?? [];
  const top = state.query ? await results[0]?.data() : undefined;
  if (top && isPrefixFallback(state.query, matchedWords(top.content, top.locations), locale)) return { results: [], categoryCounts: {} };
  // Without a query Pagefind reports no per-filter totals; the whole index's counts are the same thing.
  const counts = query ? search?.totalFilters : await pf.filters();
  return { results, categoryCounts: counts?.category ?? {} };
}
