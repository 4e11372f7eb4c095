/**
 * What the search's two halves agree on, in one place: the build (src/search/build/, the search page's
 * server parts) writes pages and files by it, the browser (src/search/browser/) reads them by it. The
 * page's state lives in its URL (q, sort, category, page, literal), so every result list can be shared
 * and survives reload; every search address is made by `searchStateUrl` (tests/unit/search-contract.test.ts).
 */
import { DEFAULT_SORT, sortKeys, type SortKey } from '../lib/sorts.ts';
import { categories } from '../data/categories.ts';
import type { Locale } from '../i18n/locales.ts';
import { localePath, searchUrl } from '../lib/routes.ts';

/** The search page's URL parameters, by what they hold. */
export const SEARCH_PARAMS = { query: 'q', sort: 'sort', category: 'category', page: 'page', literal: 'literal' } as const;

/** Sorts of the search page: the listing sorts plus relevance, which needs a query. */
export type SearchSort = SortKey | 'relevance';

/** Every sort the search page offers, relevance first. */
export const searchSorts: readonly SearchSort[] = ['relevance', ...sortKeys];

/** What the search page shows. */
export interface SearchState {
  query: string;
  sort: SearchSort;
  /** Category display name in the page's language, as Pagefind filters by it. */
  category?: string;
  /** How many result pages (of SEARCH_PAGE_SIZE) are shown; "load more" raises it. */
  page: number;
  /** The query exactly as typed: no spelling correction ("search instead for" links set it). */
  literal?: boolean;
}

/** Relevance when there is a query, Popularity (the spec's default) when listing everything. */
export function defaultSearchSort(query: string): SearchSort {
  return query ? 'relevance' : DEFAULT_SORT;
}

/** The state of an address with no parameters: every deal, by popularity, page 1. */
export function searchState(change: Partial<SearchState> = {}): SearchState {
  const query = change.query ?? '';
  return { query, sort: defaultSearchSort(query), page: 1, ...change };
}

/** Upper bound for `page`, so a hand-edited URL cannot ask for thousands of fragments at once. */
export const MAX_PAGES = 50;

/**
 * A category named in either language or by its key, as `locale` names it: the language menu and the
 * stored-language forward keep a search's query string, so `/en/search/?category=Eletrônicos` arrives.
 */
function categoryIn(name: string | undefined, locale: Locale | undefined): string | undefined {
  const found = name && locale && categories.find((c) => c.key === name || c.pt === name || c.en === name);
  return found ? found[locale!] : name;
}

/** Reads the state from a query string; unknown or invalid values fall back to defaults. With `locale`, the category is named in that language. */
export function parseSearchState(params: URLSearchParams, locale?: Locale): SearchState {
  const query = (params.get(SEARCH_PARAMS.query) ?? '').trim();
  const rawSort = params.get(SEARCH_PARAMS.sort) as SearchSort | null;
  const sort = rawSort && searchSorts.includes(rawSort) && (rawSort !== 'relevance' || query) ? rawSort : defaultSearchSort(query);
  const category = categoryIn(params.get(SEARCH_PARAMS.category)?.trim() || undefined, locale);
  const page = Math.min(MAX_PAGES, Math.max(1, Number.parseInt(params.get(SEARCH_PARAMS.page) ?? '1', 10) || 1));
  return { query, sort, category, page, ...(query && params.get(SEARCH_PARAMS.literal) === '1' ? { literal: true } : {}) };
}

/** The URL of a state on the search page at `base`; defaults are left out to keep URLs short. */
export function searchStateUrl(base: string, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set(SEARCH_PARAMS.query, state.query);
  if (state.sort !== defaultSearchSort(state.query)) params.set(SEARCH_PARAMS.sort, state.sort);
  if (state.category) params.set(SEARCH_PARAMS.category, state.category);
  if (state.page > 1) params.set(SEARCH_PARAMS.page, String(state.page));
  if (state.literal && state.query) params.set(SEARCH_PARAMS.literal, '1');
  // Spaces as %20, as encodeURIComponent writes them (the spec's header search), not the form encoding's '+'
  // (a '+' typed is %2B either way).
  const search = params.toString().replaceAll('+', '%20');
  return search ? `${base}?${search}` : base;
}

/** A search address of a language: the defaults with `change` (every search link of the site is made here). */
export function searchHref(locale: Locale, change: Partial<SearchState> = {}): string {
  return searchStateUrl(searchUrl(locale), searchState(change));
}

/** True when the state is what the page's static HTML already shows (everything, by popularity, page 1). */
export function isStaticState(state: SearchState): boolean {
  return !state.query && state.sort === DEFAULT_SORT && !state.category && state.page === 1;
}

/** The folder of a language's Pagefind index. */
export function pagefindUrl(locale: Locale): string {
  return localePath(locale, '/pagefind/');
}

/** Pagefind's entry script, in each index folder. */
export const PAGEFIND_LIBRARY_FILE = 'pagefind.js';

/**
 * Pagefind's entry script of a language, tagged with the build (`buildId`) so that after a deploy no
 * cache (the browser's or the service worker's) hands back the old library. The search page's worker
 * imports it (src/search/browser/pagefind-worker.ts).
 */
export function pagefindLibraryUrl(locale: Locale, build: string): string {
  return `${pagefindUrl(locale)}${PAGEFIND_LIBRARY_FILE}?v=${encodeURIComponent(build)}`;
}

/** File name of the spelling vocabulary in a Pagefind folder (src/search/build/vocabulary.ts). */
export const VOCABULARY_FILE = 'vocabulary.txt';

/** File name of a sort's order of the index's pages, in a Pagefind folder (src/search/shared/order.ts). */
export function sortOrderFile(sort: SortKey): string {
  return `order-${sort}.txt`;
}

/** The spelling vocabulary of a language, beside its Pagefind index. */
export function vocabularyUrl(locale: Locale): string {
  return `${pagefindUrl(locale)}${VOCABULARY_FILE}`;
}

/**
 * The filter that carries each record's card, as JSON (record.ts writes it, resultCard reads it). Pagefind
 * indexes the words of every metadata field since 1.5, so a card kept as metadata put its prices, dates and
 * photo addresses into the word index: four fifths of it at 10,000 deals, downloaded by every search
 * (BENCHMARKS.md). A filter value comes back with a result's data as metadata does, is not indexed as words,
 * and its file loads only for a search filtered by it, which the search page never runs; never call
 * Pagefind's filters(), which loads every filter's file (this one holds every card).
 */
export const CARD_FILTER = 'card';

/** Characters of the build's fingerprint that name a build. */
const BUILD_ID_LENGTH = 12;

/**
 * The build's one id: the search page tags Pagefind's library with it and the service worker's caches are
 * named by it, so both change together whenever anything the output is made from does. It is the build
 * fingerprint `npm run build` passes in BUILD_FINGERPRINT (scripts/build/fingerprint.ts). A bare
 * `astro build` has none: the first call makes one for this build (time and chance, so it never repeats)
 * and leaves it in `env`, where the page renders and the worker's writer, in the same process, read it.
 */
export function buildId(env: Record<string, string | undefined>): string {
  env.BUILD_FINGERPRINT ||= `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(BUILD_ID_LENGTH, '0');
  return env.BUILD_FINGERPRINT.slice(0, BUILD_ID_LENGTH);
}
