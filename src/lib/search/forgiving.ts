/**
 * The search the page runs: the query as typed first, and only when that finds nothing, the same
 * query spelt the way the catalog spells it (vocabulary fetched then, never before), then the deals
 * that match its most specific words. A query with results is never touched, and a query whose only
 * matching words are numbers, sizes or qualifiers finds nothing: its closest deals are offered apart.
 */
import type { Locale } from '../../i18n/locales.ts';
import { runSearch, type PagefindResult, type SearchIndex, type SearchOutcome } from './pagefind.ts';
import { isStopWord, pagefindQuery, words } from './query.ts';
import { isQualifier } from './specificity.ts';
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

/** Words of a query tried for partial matches; later ones are ignored. */
export const MAX_PARTIAL_WORDS = 6;

/** Every way to keep `size` of the items, in their order. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((s) => [first, ...s]), ...subsets(rest, size)];
}

interface Candidate {
  words: string[];
  outcome: SearchOutcome;
  /** How many of the words name a product (not a number, size or qualifier). */
  specific: number;
}

/**
 * Which of two word sets that both find deals says more about what the shopper asked for: more words,
 * then more words that name a product, then fewer deals (the rarer word is the more specific one).
 */
function better(a: Candidate, b: Candidate | undefined): boolean {
  if (!b) return true;
  if (a.words.length !== b.words.length) return a.words.length > b.words.length;
  if (a.specific !== b.specific) return a.specific > b.specific;
  return a.outcome.results.length < b.outcome.results.length;
}

/**
 * The best set of the query's words that finds deals (see `better`), as results when it has a word
 * that names a product, otherwise as the closest deals. Words that find nothing alone are left out
 * before combining, which keeps the searches few.
 */
async function partialSearch(index: SearchIndex, state: SearchState, locale: Locale, query: string): Promise<ForgivingOutcome | undefined> {
  const all = words(query)
    .filter((word) => !isStopWord(word))
    .slice(0, MAX_PARTIAL_WORDS);
  if (all.length === 0) return undefined;
  const alone: SearchOutcome[] = [];
  if (all.length > 1) {
    // The words' index chunks download together; the searches then run one at a time, because
    // concurrent searches of one Pagefind instance missed a word whose chunk another search was loading
    // (the relevance fixture's "ração 20 kg" found no "ração").
    await Promise.all(all.map((word) => index.pagefind.preload(pagefindQuery(word, locale))));
    for (const word of all) alone.push(await runSearch(index, { ...state, query: word }, locale));
  }
  const useful = all.filter((_, i) => (alone[i]?.results.length ?? 0) > 0);
  const specificIn = (subset: readonly string[]) => subset.filter((word) => !isQualifier(word, locale)).length;
  let best: Candidate | undefined;
  let closest: Candidate | undefined;
  const consider = (candidate: Candidate) => {
    if (candidate.outcome.results.length === 0) return;
    if (candidate.specific > 0) {
      if (better(candidate, best)) best = candidate;
    } else if (better(candidate, closest)) closest = candidate;
  };
  // Every word together already found nothing, so the largest set worth trying has one word less.
  for (let size = Math.min(useful.length, all.length - 1); size >= 2 && !best; size--) {
    for (const subset of subsets(useful, size)) {
      consider({ words: subset, outcome: await runSearch(index, { ...state, query: subset.join(' ') }, locale), specific: specificIn(subset) });
    }
  }
  if (!best) alone.forEach((outcome, i) => consider({ words: [all[i]!], outcome, specific: specificIn([all[i]!]) }));
  if (best) return { ...best.outcome, partial: best.words.join(' ') };
  return closest ? { results: [], closest: { words: closest.words.join(' '), results: closest.outcome.results } } : undefined;
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
  // A correction is shown only with the deals it found: a corrected query that finds nothing is not news.
  if (!partial?.partial) return partial ?? literal;
  return { ...partial, ...(correction ? { correction } : {}) };
}
