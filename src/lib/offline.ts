/**
 * What works offline, shared by the service worker and the pages: the search page and the product
 * pages a shopper visited, the Pagefind bundle of the language they searched in, and an offline page.
 */
import type { Locale } from '../i18n/locales.ts';
import { pathKind } from './routes.ts';

/** Where the service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Cache name prefix; the build version follows, so every deploy starts clean. */
export const CACHE_PREFIX = 'topofertas';

/**
 * Largest Pagefind bundle (bytes) cached in full when the search page is opened. Above it only the
 * index is cached up front and result fragments as they are seen, to spare shoppers' data plans.
 */
export const FULL_BUNDLE_BUDGET = 3 * 1024 * 1024;

/** True for pages kept for offline use once visited: search, profile and product pages. */
export function isOfflinePage(pathname: string): boolean {
  const kind = pathKind(pathname);
  return kind !== undefined && kind !== 'deal-data';
}

/**
 * The name a page kept offline is cached under: "/search" (the spec's address) and "/search/" are
 * the same page, so a search typed either way works offline.
 */
export function offlinePageKey(pathname: string): string {
  return isOfflinePage(pathname) && !pathname.endsWith('/') ? `${pathname}/` : pathname;
}

/**
 * Header the service worker adds to a deal shard it answers from its cache (the network failed): the
 * profile page then labels those prices with the day of the build that wrote them, not "today".
 */
export const CACHED_COPY_HEADER = 'X-Cached-Copy';

/** True for the deal data shards the profile page reads (fresh when online, kept for offline use). */
export function isDealData(pathname: string): boolean {
  return pathKind(pathname) === 'deal-data';
}

/** True for product pages, the ones the offline page lists. */
export function isProductPath(pathname: string): boolean {
  return pathKind(pathname) === 'product';
}

/**
 * Most files of a bundle listed for the full offline copy. A larger catalog's worker lists only what
 * any search needs, so /sw.js does not grow with the catalog; result fragments are then kept as seen.
 */
export const FULL_BUNDLE_FILES = 400;

/** Most product pictures (/_astro/ images) kept at once; the oldest go first, so the cache stays bounded. */
export const IMAGE_CACHE_ENTRIES = 200;

/** The files of one language's Pagefind bundle, as the build lists them for the service worker. */
export interface BundleManifest {
  /** Needed to run any search: library, wasm, metadata, index and filter chunks. */
  core: string[];
  /**
   * Result fragments (titles, cards), the spelling vocabulary and the sort orders, listed only when the
   * whole bundle fits FULL_BUNDLE_BUDGET and FULL_BUNDLE_FILES (then cached in full); empty otherwise.
   */
  fragments: string[];
  bytes: number;
}

/** What the build tells the service worker. Its size must not grow with the catalog. */
export interface OfflineManifest {
  version: string;
  /** The offline pages and every asset they load, cached when the worker installs. */
  shell: string[];
  /**
   * SHA-256 (base64) of every script, style and WebAssembly file of this build (/_astro/ code and
   * Pagefind's): a cached copy is served only when its bytes still have this hash, and such a file
   * not listed here is never served from a cache. Pictures are not listed (they cannot run).
   */
  integrity: Record<string, string>;
  bundles: Record<Locale, BundleManifest>;
}

/** Files that can run or style a page: the worker serves them from a cache only with a matching hash. */
export function isCodeFile(pathname: string): boolean {
  return /\.(m?js|css|wasm|pagefind)$/.test(pathname);
}

/** Pictures the build made (resized product photos, icons): kept at runtime in a bounded cache. */
export function isBuiltImage(pathname: string): boolean {
  return pathname.startsWith('/_astro/') && /\.(avif|webp|png|jpe?g|gif|svg)$/.test(pathname);
}

/**
 * A list for `Cache.addAll`: each address as the worker keys its caches (the path: no query, no
 * `#fragment`), each once, in order. Firefox and WebKit reject the whole `addAll` when two requests
 * are the same (the icon sprite referenced as `icons.svg#close`, `#menu`, … is one file), so the
 * worker failed to install there; every list the build or the worker hands to `addAll` goes through this.
 */
export function cacheList(urls: Iterable<string | URL>, origin = 'http://localhost'): string[] {
  const paths = new Set<string>();
  for (const url of urls) paths.add(new URL(url, origin).pathname);
  return [...paths].sort();
}
