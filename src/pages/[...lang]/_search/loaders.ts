/**
 * What the search page downloads, each only when needed: Pagefind (not for the static default view)
 * and the spelling corrector with its vocabulary (only when a query finds nothing as typed).
 */
import type { Locale } from '../../../i18n/locales';
import type { Corrector } from '../../../lib/search/forgiving';
import type { PagefindApi } from '../../../lib/search/pagefind';
import { pagefindQuery } from '../../../lib/search/query';
import type { SortOrderLoader } from '../../../lib/search/order';
import type { SearchState } from '../../../lib/search/state';

/**
 * Pagefind of a language, started once. While it starts, the index chunks of the first query (and the
 * order of a sorted address) load too, not after.
 */
export function pagefindLoader(
  library: string,
  build: string,
  locale: Locale,
  sortOrder: SortOrderLoader,
  first: () => SearchState,
): () => Promise<PagefindApi> {
  let pagefind: Promise<PagefindApi> | undefined;
  return () =>
    // `library` is versioned by the build (pagefindLibraryUrl), the address the page preloaded.
    (pagefind ??= import(/* @vite-ignore */ library).then(async (pf: PagefindApi) => {
      // A tag fixed per build (instead of Pagefind's per-request one) lets the entry file be cached for offline use.
      // Pagefind keeps its web worker (`noWorker` would spare its 12 KB script but block the main thread while
      // the WebAssembly starts and searches: BENCHMARKS.md, Lighthouse).
      await pf.options({ metaCacheTag: build });
      const state = first();
      const order = state.sort !== 'relevance' && sortOrder(state.sort).catch(() => undefined);
      await Promise.all([state.query && pf.preload(pagefindQuery(state.query, locale)), order]);
      return pf;
    }));
}

/** The spelling corrector over the vocabulary at `url`; after a failed fetch the next call tries again. */
export function correctorLoader(url: string, locale: Locale): () => Promise<Corrector> {
  let correcting: Promise<Corrector> | undefined;
  return () =>
    (correcting ??= Promise.all([import('../../../lib/search/correct'), import('../../../lib/search/lexicon'), fetch(url)])
      .then(async ([{ corrector }, { parseVocabulary }, response]) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return corrector(parseVocabulary(await response.text()), locale);
      })
      .catch((error: unknown) => {
        correcting = undefined;
        throw error;
      }));
}
