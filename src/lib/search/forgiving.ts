/**
 * The search the page runs: the query as typed first, and only when that finds nothing, the same
 * query spelt the way the catalog spells it (vocabulary fetched then, never before), then the deals
 * that match the most of its words. A query with results is never touched.
 */
import type { Locale } from '../../i18n/locales.ts';
import { runSearch, type SearchIndex, type SearchOutcome } from './pagefind.ts';
import { isStopWord, words } from './query.ts';
import type { SearchState } from './state.ts';

/** What the page shows, and how the query was changed to find it. */
export interface ForgivingOutcome extends SearchOutcome {
  /** The query was misspelt: results are for `to`, the shopper typed `from`. */
  correction?: { from: string; to: string };
  /** No deal has every word: results are for these words only. */
  partial?: string;
}

/** Spells a query the catalog's way, or gives undefined when there is nothing to correct (see correct.ts). */
export type Corrector = (query: string) => string | undefined;

/** Words of a query tried for partial matches; later ones are ignored. */
export const MAX_PARTIAL_WORDS = 6;

/** Every way to keep `size` of the items, in their order. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((s) => [first, ...s]), ...subsets(rest, size)];
}

/**
 * The largest set of the query's words that finds deals, most results first among sets of one size.
 * Words that find nothing alone are left out before combining, which keeps the searches few.
 */
async function partialSearch(index: SearchIndex, state: SearchState, locale: Locale, query: string): Promise<ForgivingOutcome | undefined> {
  const all = words(query)
    .filter((word) => !isStopWord(word))
    .slice(0, MAX_PARTIAL_WORDS);
  if (all.length < 2) return undefined;
  const alone = await Promise.all(all.map((word) => runSearch(index, { ...state, query: word }, locale)));
  const useful = all.filter((_, i) => alone[i]!.results.length > 0);
  // Every word together already found nothing, so the largest set worth trying has one word less.
  for (let size = Math.min(useful.length, all.length - 1); size >= 2; size--) {
    let best: ForgivingOutcome | undefined;
    for (const subset of subsets(useful, size)) {
      const outcome = await runSearch(index, { ...state, query: subset.join(' ') }, locale);
      if (outcome.results.length > (best?.results.length ?? 0)) best = { ...outcome, partial: subset.join(' ') };
    }
    if (best) return best;
  }
  let most = -1;
  alone.forEach((outcome, i) => {
    if (outcome.results.length > (alone[most]?.results.length ?? 0)) most = i;
  });
  return most < 0 ? undefined : { ...alone[most]!, partial: all[most]! };
}

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
  const partial = await partialSearch(index, state, locale, query);
  return partial ? { ...partial, ...(correction ? { correction } : {}) } : literal;
}
