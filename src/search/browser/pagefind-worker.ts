/**
 * The search page's worker: Pagefind's library and WebAssembly run here, so the page's main thread neither
 * compiles Pagefind's library nor runs its searches, and Pagefind's own worker script (12 KB gzipped, most of
 * it a second copy of the library's code) is never fetched: `noWorker` says so (in a worker Pagefind would
 * not start one anyway, as it finds no document).
 */
import type { PagefindApi, PagefindResult } from '../shared/pagefind';
import { KeptSearches } from './kept-searches';
import type { SearchWorkerAnswers, SearchWorkerRequest, SearchWorkerReply } from './pagefind-protocol';

/** Results kept for the page's `data` calls, over all searches (a few megabytes at most). */
const KEPT_RESULTS = 20_000;

let pagefind: Promise<PagefindApi> | undefined;

function library(call: string): Promise<PagefindApi> {
  if (!pagefind) throw new Error(`${call} before load`);
  return pagefind;
}

const searches = new KeptSearches<PagefindResult>(async ({ query, filters }) => (await library('search')).search(query, { filters }), KEPT_RESULTS);

async function answer(request: SearchWorkerRequest): Promise<SearchWorkerAnswers[SearchWorkerRequest['call']]> {
  switch (request.call) {
    case 'load':
      // The library's address is versioned by the build (pagefindLibraryUrl); a fixed tag lets its entry file be cached offline.
      pagefind ??= import(/* @vite-ignore */ request.library).then(async (pf: PagefindApi) => {
        await pf.options({ metaCacheTag: request.build, noWorker: true });
        return pf;
      });
      await pagefind;
      return null;
    case 'preload':
      await (await library(request.call)).preload(request.term);
      return null;
    case 'search':
      return searches.add({ query: request.query, filters: request.filters });
    case 'data':
      return (await searches.result(request.search, request.page)).data();
  }
}

self.onmessage = async ({ data: request }: MessageEvent<SearchWorkerRequest>) => {
  const reply: SearchWorkerReply = await answer(request).then(
    (value) => ({ id: request.id, value }),
    (error: unknown) => ({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
  self.postMessage(reply);
};
