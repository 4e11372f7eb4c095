/**
 * What the search page's heading, count and note say, decided from the state and the outcome: each
 * describes what is on screen. Results for a corrected query are headed by the corrected query; deals
 * that match only some words say that none matched the query and which words they match; no results
 * say so without a count. At most one note: the correction, with its way back to the query as typed.
 */
import type { ForgivingOutcome } from './forgiving.ts';
import type { SearchState } from '../contract.ts';

export type Headline =
  /** No query: every deal. */
  | { kind: 'all'; count: number }
  /** Deals for `query` (as typed, or as corrected). */
  | { kind: 'results'; query: string; count: number; correction?: { from: string; to: string } }
  /** No deal for `query`; `count` deals for some of its words, `words`. */
  | { kind: 'partial'; query: string; words: string; count: number; correction?: { from: string; to: string } }
  /** Nothing for `query`. */
  | { kind: 'none'; query: string };

export function headline(state: SearchState, outcome: ForgivingOutcome): Headline {
  const count = outcome.results.length;
  if (!state.query) return { kind: 'all', count };
  const { correction, partial } = outcome;
  const query = correction?.to ?? state.query;
  const corrected = correction ? { correction } : {};
  if (count === 0) return { kind: 'none', query: state.query };
  if (partial) return { kind: 'partial', query, words: partial, count, ...corrected };
  return { kind: 'results', query, count, ...corrected };
}
