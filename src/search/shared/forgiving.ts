/**
 * The search the page runs: the query as typed first, and only when that finds nothing, the same
 * query spelt the way the catalog spells it (vocabulary fetched then, never before), then the deals
 * that match its most specific words. A query with results is never touched, and a query whose only
 * matching words are numbers, sizes or qualifiers finds nothing: its closest deals are offered apart.
 */
import type { Locale } from '../../i18n/locales.ts';
import { runSearch, type PagefindResult, type SearchIndex, type SearchOutcome } from './pagefind.ts';
import { pagefindQuery } from './query.ts';
import type { SearchState } from './state.ts';

/** What the page shows, and how the query was changed to find it. */
export interface ForgivingOutcome extends SearchOutcome {
  /** The query was misspelt: results are for `to`, the shopper typed `from`. */
  correction?: { from: string; to: string };
  /** No deal has every word: results are for these words only. */
  partial?: string;
  /**
   * No results: deals that share only numbers, sizes or qualifiers with the query ("gamer" of
   * "cadeira gamer"), offered as the closest deals, never as results.
   */
  closest?: { words: string; results: PagefindResult[] };
}

/** Spells a query the catalog's way, or gives undefined when there is nothing to correct (see correct.ts). */
export type Corrector = (query: string) => string | undefined;

/**
 * Runs the search of a state the forgiving way. `loadCorrector` is called only when the query as typed
 * finds nothing and the state does not ask for it literally; if it fails, no correction is made.
 */
export async function forgivingSearch(
  index: SearchIndex,
  state: SearchState,
  locale: Locale,
  loadCorrector: () => Promise<Corrector>,
): Promise<ForgivingOutcome> {
  const literal = await runSearch(index, state, locale);
  if (!state.query || literal.results.length > 0) return literal;
  let query = state.query;
  let correction: ForgivingOutcome['correction'];
  if (!state.literal) {
    const correct = await loadCorrector().catch(() => undefined);
    const corrected = correct?.(query);
    if (corrected) {
      const outcome = await runSearch(index, { ...state, query: corrected }, locale);
      if (outcome.results.length > 0) return { ...outcome, correction: { from: query, to: corrected } };
      correction = { from: query, to: corrected };
      query = corrected;
    }
  }
  // Loaded only here: a query that finds deals as typed, most of them, never needs it. Offline, before any
  // such search was made online, it cannot load: the page then says nothing was found, as it did without it.
  const partialModule = await import('../browser/lazy/partial.ts').catch(() => undefined);
  const runner = {
    search: (words: string) => runSearch(index, { ...state, query: words }, locale),
    preload: (word: string) => index.pagefind.preload(pagefindQuery(word, locale)),
  };
  const partial = await partialModule?.partialSearch(runner, locale, query);
  // A correction is shown only with the deals it found: a corrected query that finds nothing is not news.
  if (!partial?.partial) return partial ?? literal;
  return { ...partial, ...(correction ? { correction } : {}) };
}
