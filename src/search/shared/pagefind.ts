/**
 * The search itself, shared by the search page and the relevance tests: state in, Pagefind
 * results out, with the query normalised and Pagefind's prefix fallback turned into "no results".
 */
import type { Locale } from '../../i18n/locales.ts';
import type { CardView } from '../../lib/card.ts';
import { isPrefixFallback, matchedWords, pagefindQuery } from './query.ts';
import { inSortOrder, type SortOrderLoader } from './order.ts';
import { CARD_FILTER, type SearchState } from '../contract.ts';

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
  /** The record's filter values: its category, and its card (CARD_FILTER). */
  filters?: Record<string, string[]>;
}

/** The card of a result's data; undefined when the record has none. */
export function resultCard(data: Pick<PagefindResultData, 'filters'>): CardView | undefined {
  const json = data.filters?.[CARD_FILTER]?.[0];
  return json ? (JSON.parse(json) as CardView) : undefined;
}

/** Pagefind's filter expression: a filter's value or values, or `any`, `all`, `none` or `not` of expressions. */
export type PagefindFilters = { readonly [key: string]: string | readonly string[] | PagefindFilters | readonly PagefindFilters[] };

/** A Pagefind result; its data (fragment) loads on demand. */
export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

/** The part of Pagefind's library (its module, `pagefind.js`) the site uses. */
export interface PagefindApi {
  options: (options: { metaCacheTag?: string; basePath?: string; baseUrl?: string; noWorker?: boolean }) => Promise<void>;
  /** Loads the index chunks a search for `term` will need, without searching. */
  preload: (term: string) => Promise<void>;
  search: (query: string | null, options: { filters?: PagefindFilters }) => Promise<{ results: PagefindResult[] } | null>;
}

/** What a search asks of Pagefind, once started: the library itself, or the search page's worker running it. */
export type PagefindSearch = Pick<PagefindApi, 'preload' | 'search'>;

/** A language's search index: Pagefind, and the sort orders the build writes beside it (order.ts). */
export interface SearchIndex {
  pagefind: PagefindSearch;
  sortOrder: SortOrderLoader;
}

/**
 * Results of one search. No count per category: Pagefind counts only after loading its category
 * filter file, which would add to every first search (BENCHMARKS.md), so the file loads only when a
 * shopper filters.
 */
export interface SearchOutcome {
  results: PagefindResult[];
  /** Words of the query that are the brand of its first result (brand-type.ts). */
  brands?: string[];
}

/**
 * Runs the search a state describes. `asked` is the query the shopper asked, whose kinds of animal or
 * person (kinds.ts) every search for some of its words keeps to (the forgiving search's partial ones).
 */
export async function runSearch(index: SearchIndex, state: SearchState, locale: Locale, asked = state.query): Promise<SearchOutcome> {
  const query = state.query ? pagefindQuery(state.query, locale) : null;
  // Without its module (offline before any search was made online) the search runs without these rules.
  const precision = state.query ? await import('./precision.ts').catch(() => undefined) : undefined;
  const filters = { ...(state.category ? { category: state.category } : {}), ...precision?.kindFilter(asked) };
  const search = await index.pagefind.search(query, { filters });
  let results = search?.results ?? [];
  const top = state.query ? await results[0]?.data() : undefined;
  if (top && isPrefixFallback(state.query, matchedWords(top.content, top.locations), locale)) return { results: [] };
  const brands = top && precision ? precision.brandWords(state.query, top) : [];
  if (precision && brands.length > 0)
    results = await precision.withoutOtherTypes(results, state.query, brands, locale, (data) => resultCard(data)?.title ?? '');
  const found = brands.length > 0 ? { brands } : {};
  if (state.sort === 'relevance' || results.length < 2) return { results, ...found };
  return { results: inSortOrder(results, await index.sortOrder(state.sort)), ...found };
}
