/**
 * What a forgiving search gives the page, apart from the search itself (forgiving.ts), so that the
 * on-demand partial matcher (browser/lazy/partial.ts) can name it without importing the module that loads it.
 */
import type { PagefindResult, SearchOutcome } from './pagefind.ts';

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

/** Spells a query the catalog's way, or gives undefined when there is nothing to correct (see browser/lazy/correct.ts). */
export type Corrector = (query: string) => string | undefined;
