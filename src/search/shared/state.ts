/**
 * The search page's state lives in its URL (q, sort, category, page), so every result list can be
 * shared and survives reload. Pure functions: used by the page script and by tests.
 */
import { DEFAULT_SORT, sortKeys, type SortKey } from '../../lib/sorts.ts';
import { categories } from '../../data/categories.ts';
import type { Locale } from '../../i18n/locales.ts';

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
  const query = (params.get('q') ?? '').trim();
  const rawSort = params.get('sort') as SearchSort | null;
  const sort = rawSort && searchSorts.includes(rawSort) && (rawSort !== 'relevance' || query) ? rawSort : defaultSearchSort(query);
  const category = categoryIn(params.get('category')?.trim() || undefined, locale);
  const page = Math.min(MAX_PAGES, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  return { query, sort, category, page, ...(query && params.get('literal') === '1' ? { literal: true } : {}) };
}

/** The URL of a state on the search page at `base`; defaults are left out to keep URLs short. */
export function searchStateUrl(base: string, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.sort !== defaultSearchSort(state.query)) params.set('sort', state.sort);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.literal && state.query) params.set('literal', '1');
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** True when the state is what the page's static HTML already shows (everything, by popularity, page 1). */
export function isStaticState(state: SearchState): boolean {
  return !state.query && state.sort === DEFAULT_SORT && !state.category && state.page === 1;
}
