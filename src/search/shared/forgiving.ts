/**
 * The search the page runs: the query as typed first, and only when that finds nothing, the same
 * query spelt the way the catalog spells it (vocabulary fetched then, never before), then the deals
 * that match its most specific words. A query with results is never touched, and a query whose only
 * matching words are numbers, sizes or qualifiers finds nothing: its closest deals are offered apart.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { Corrector, ForgivingOutcome } from './outcome.ts';
import { runSearch, type SearchIndex } from './pagefind.ts';
import { isStopWord, pagefindQuery, words } from './query.ts';
import type { SearchState } from '../contract.ts';

export type { Corrector, ForgivingOutcome } from './outcome.ts';

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
  const [partialModule, precision] = await Promise.all([import('../browser/lazy/partial.ts'), import('./precision.ts')]).catch(() => [undefined, undefined]);
  if (!partialModule || !precision) return literal;
  const runner = {
    // Some of the words, for the deals of the kinds the whole query names (kinds.ts).
    search: (words: string) => runSearch(index, { ...state, query: words }, locale, query),
    preload: (word: string) => index.pagefind.preload(pagefindQuery(word, locale)),
    isQualifier: (word: string) => precision.isQualifier(word, locale),
    words,
    isStopWord,
  };
  const partial = await partialModule.partialSearch(runner, query);
  // A correction is shown only with the deals it found: a corrected query that finds nothing is not news.
  if (!partial?.partial) return partial ?? literal;
  return { ...partial, ...(correction ? { correction } : {}) };
}
