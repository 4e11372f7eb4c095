/**
 * The results of the searches the search worker has run, kept so the page can ask for a result's data
 * later: a shopper's query may run a dozen searches (the forgiving search tries its words alone and
 * together) whose results the page shows afterwards, a batch at a time as the shopper scrolls.
 */
import type { PagefindFilters } from '../shared/pagefind';

/** A search as the page asked for it. */
export interface SearchAsked {
  query: string | null;
  filters: PagefindFilters;
}

/** What the worker keeps of each search: what was asked (a few bytes, kept for good) and, while there is room, its results. */
interface Kept<R> extends SearchAsked {
  results?: Map<string, R>;
}

export class KeptSearches<R extends { id: string }> {
  readonly #searches: Kept<R>[] = [];
  #kept = 0;

  /**
   * `search` runs a search; `limit` is how many results are kept over all searches: past it the oldest
   * searches' results are dropped, and such a search runs again if its results are asked for.
   */
  constructor(
    private readonly search: (asked: SearchAsked) => Promise<{ results: R[] } | null>,
    private readonly limit: number,
  ) {}

  /** Runs a search: its number, for `result`, and its result ids in rank order; null when the search had no answer. */
  async add(asked: SearchAsked): Promise<{ search: number; pages: string[] } | null> {
    const search: Kept<R> = { query: asked.query, filters: asked.filters };
    const results = await this.#run(search);
    if (!results) return null;
    this.#searches.push(search);
    return { search: this.#searches.length - 1, pages: [...results.keys()] };
  }

  /** A result of search number `search`, running that search again if its results were dropped. */
  async result(search: number, page: string): Promise<R> {
    const kept = this.#searches[search];
    const result = (kept && (kept.results ?? (await this.#run(kept))))?.get(page);
    if (!result) throw new Error(`no result ${page} in search ${search}`);
    return result;
  }

  async #run(search: Kept<R>): Promise<Map<string, R> | undefined> {
    const found = await this.search(search);
    if (!found) return undefined;
    search.results = new Map(found.results.map((r) => [r.id, r]));
    this.#kept += search.results.size;
    for (const old of this.#searches) {
      if (this.#kept <= this.limit) break;
      if (old === search || !old.results) continue;
      this.#kept -= old.results.size;
      old.results = undefined;
    }
    return search.results;
  }
}
