/**
 * Pagefind's browser bundle fetches its own files by site path ("/en/pagefind/…"). To run it in Node, fetch
 * answers site paths from a built folder on disk; every other request goes to the real fetch with its
 * options untouched (a redirect: 'manual' dropped here once made the store fetcher follow redirects in the
 * tests that share a worker with a search test).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Serves site paths from `site` until the returned function is called, which puts the real fetch back. */
export function serveSitePathsFrom(site: string): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input).split('?')[0]!;
    if (!url.startsWith('/')) return realFetch(input, init);
    return new Response(await readFile(path.join(site, url)));
  }) as typeof fetch;
  return () => {
    globalThis.fetch = realFetch;
  };
}
