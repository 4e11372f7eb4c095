/**
 * What the search page downloads, each only when needed: Pagefind (not for the static default view)
 * and the spelling corrector with its vocabulary (only when a query finds nothing as typed).
 */
import type { Locale } from '../../i18n/locales';
import type { Corrector } from '../shared/forgiving';
import type { PagefindSearch } from '../shared/pagefind';
import { fold, pagefindQuery, singular, words } from '../shared/query';
import type { SortOrderLoader } from '../shared/order';
import type { SearchState } from '../contract';
import type { SearchWorkerAnswers, SearchWorkerCall, SearchWorkerReply, SearchWorkerRequest } from './pagefind-protocol';

/**
 * Pagefind as it runs in the search worker (pagefind-worker.ts), behind the API the search uses. Running it
 * on the main thread instead (`noWorker`) blocked it while the WebAssembly started and searched
 * (BENCHMARKS.md, "Measurements behind the code").
 */
function pagefindInWorker(): PagefindSearch & { load: (library: string, build: string) => Promise<null> } {
  const worker = new Worker(new URL('./pagefind-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.onmessage = ({ data: reply }: MessageEvent<SearchWorkerReply>) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) call?.reject(new Error(reply.error));
    else call?.resolve(reply.value as never);
  };
  // A worker that cannot start (its script failed to load) fails every call waiting on it.
  worker.onerror = (event) => {
    for (const call of waiting.values()) call.reject(new Error(event.message || 'search worker failed'));
    waiting.clear();
  };
  const ask = <C extends SearchWorkerCall>(call: C) =>
    new Promise<SearchWorkerAnswers[C['call']]>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...call, id } satisfies SearchWorkerRequest);
    });
  return {
    load: (library, build) => ask({ call: 'load', library, build }),
    preload: (term) => ask({ call: 'preload', term }).then(() => undefined),
    search: async (query, { filters = {} }) => {
      const found = await ask({ call: 'search', query, filters });
      return found && { results: found.pages.map((page) => ({ id: page, data: () => ask({ call: 'data', search: found.search, page }) })) };
    },
  };
}

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
): () => Promise<PagefindSearch> {
  let pagefind: Promise<PagefindSearch> | undefined;
  return () =>
    (pagefind ??= (async () => {
      const pf = pagefindInWorker();
      // `library` is versioned by the build (pagefindLibraryUrl).
      await pf.load(library, build);
      const state = first();
      const order = state.sort !== 'relevance' && sortOrder(state.sort).catch(() => undefined);
      // The search's precision rules (shared/precision.ts) load beside them; a failure is the search's to handle.
      const precision = state.query && import('../shared/precision').catch(() => undefined);
      await Promise.all([state.query && pf.preload(pagefindQuery(state.query, locale)), order, precision]);
      return pf;
    })());
}

/** The spelling corrector over the vocabulary at `url`; after a failed fetch the next call tries again. */
export function correctorLoader(url: string, locale: Locale): () => Promise<Corrector> {
  let correcting: Promise<Corrector> | undefined;
  return () =>
    (correcting ??= Promise.all([import('./lazy/correct'), import('./lazy/lexicon'), fetch(url)])
      .then(async ([{ corrector }, { parseVocabulary }, response]) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return corrector(parseVocabulary(await response.text(), fold), locale, { fold, singular, words });
      })
      .catch((error: unknown) => {
        correcting = undefined;
        throw error;
      }));
}
