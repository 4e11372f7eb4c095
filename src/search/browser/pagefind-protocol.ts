/**
 * The messages between the search page and its search worker (pagefind-worker.ts), typed on both sides.
 * Pagefind runs in the worker, so neither its library nor its WebAssembly costs the page's main thread.
 */
import type { PagefindFilters, PagefindResultData } from '../shared/pagefind';

/** A call to the worker. */
export type SearchWorkerCall =
  | { call: 'load'; library: string; build: string }
  | { call: 'preload'; term: string }
  | { call: 'search'; query: string | null; filters: PagefindFilters }
  | { call: 'data'; search: number; page: string };

/** What each call answers. */
export interface SearchWorkerAnswers {
  load: null;
  preload: null;
  /** `search` numbers the search, for the `data` calls of its results; null when Pagefind had no answer. */
  search: { search: number; pages: string[] } | null;
  data: PagefindResultData;
}

/** A call as sent: `id` pairs it with its reply. */
export type SearchWorkerRequest = SearchWorkerCall & { id: number };

export type SearchWorkerReply = { id: number; value: SearchWorkerAnswers[SearchWorkerCall['call']] } | { id: number; error: string };
