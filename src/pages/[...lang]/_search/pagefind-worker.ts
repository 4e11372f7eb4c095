/**
 * The search page's worker: Pagefind's library and WebAssembly run here, so the page's main thread neither
 * compiles Pagefind's library nor runs its searches, and Pagefind's own worker script (12 KB gzipped, most of
 * it a second copy of the library's code) is never fetched: `noWorker` says so (in a worker Pagefind would
 * not start one anyway, as it finds no document).
 */
import type { PagefindApi, PagefindResult } from '../../../lib/search/pagefind';
import type { SearchWorkerAnswers, SearchWorkerRequest, SearchWorkerReply } from './pagefind-protocol';

/** Searches whose results may still be asked for their data: the newest few (a page drops older runs). */
const KEPT_SEARCHES = 8;

let pagefind: Promise<PagefindApi> | undefined;
const searches = new Map<number, Map<string, PagefindResult>>();
let searchCount = 0;

async function answer(request: SearchWorkerRequest): Promise<SearchWorkerAnswers[SearchWorkerRequest['call']]> {
  if (request.call === 'load') {
    // The library's address is versioned by the build (pagefindLibraryUrl); a fixed tag lets its entry file be cached offline.
    pagefind ??= import(/* @vite-ignore */ request.library).then(async (pf: PagefindApi) => {
      await pf.options({ metaCacheTag: request.build, noWorker: true });
      return pf;
    });
    await pagefind;
    return null;
  }
  if (!pagefind) throw new Error(`${request.call} before load`);
  const pf = await pagefind;
  if (request.call === 'preload') return pf.preload(request.term).then(() => null);
  if (request.call === 'data') {
    const result = searches.get(request.search)?.get(request.page);
    if (!result) throw new Error(`no result ${request.page} in search ${request.search}`);
    return result.data();
  }
  const found = await pf.search(request.query, { filters: request.filters });
  if (!found) return null;
  const search = ++searchCount;
  searches.set(search, new Map(found.results.map((r) => [r.id, r])));
  searches.delete(search - KEPT_SEARCHES);
  return { search, pages: found.results.map((r) => r.id) };
}

self.onmessage = async ({ data: request }: MessageEvent<SearchWorkerRequest>) => {
  const reply: SearchWorkerReply = await answer(request).then(
    (value) => ({ id: request.id, value }),
    (error: unknown) => ({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
  self.postMessage(reply);
};
