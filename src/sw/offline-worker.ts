/// <reference lib="webworker" />
/**
 * The site's service worker (built to /sw.js with the manifest of this deploy). Pages are fetched
 * network-first, past the HTTP cache, so shoppers always get fresh prices online; when the network
 * fails they get the cached copy, or the offline page of their language. Code is served from a cache
 * only while its bytes match this build's hash of it; pictures are kept in a bounded cache.
 */
import {
  cacheList,
  CACHE_PREFIX,
  CACHED_COPY_HEADER,
  FULL_BUNDLE_BUDGET,
  IMAGE_CACHE_ENTRIES,
  isBuiltImage,
  isCodeFile,
  isDealData,
  isOfflinePage,
  offlinePageKey,
  type OfflineManifest,
} from '../lib/offline.ts';
import { locales } from '../i18n/locales.ts';
import { offlineUrl, pathKind, pathLocale } from '../lib/routes.ts';
import { pagefindUrl } from '../search/contract.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __OFFLINE_MANIFEST__: OfflineManifest;

const manifest = __OFFLINE_MANIFEST__;
const PAGES = `${CACHE_PREFIX}-pages-${manifest.version}`;
const ASSETS = `${CACHE_PREFIX}-assets-${manifest.version}`;
const IMAGES = `${CACHE_PREFIX}-images-${manifest.version}`;
const BUNDLE_FILES = new Set(Object.values(manifest.bundles).flatMap((b) => [...b.core, ...b.fragments]));
const BUNDLES = locales.map(pagefindUrl);
/** Pagefind's entry files keep their names across deploys: fetched fresh like pages, kept for offline use. */
const ENTRY_FILES = /\/pagefind(\.js|-entry\.json)$/;

/** Only a plain same-origin answer (no redirect, no opaque or cross-origin body) may enter a cache. */
function cacheable(response: Response): boolean {
  return response.ok && response.type === 'basic' && !response.redirected;
}

/** Network answer past the HTTP cache: a host without Cache-Control must not hand back yesterday's prices. */
function fresh(request: Request): Promise<Response> {
  return fetch(new Request(request, { cache: 'no-cache' }));
}

/** True when the cached body still has the hash this build gave the file (anything on the origin can write to a cache). */
async function intact(pathname: string, cached: Response): Promise<boolean> {
  const expected = manifest.integrity[pathname];
  if (!expected) return false;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await cached.clone().arrayBuffer()));
  return btoa(String.fromCharCode(...digest)) === expected;
}

/** What this worker may serve from a cache at `pathname`: this build's files, code only with its hash. */
function servable(pathname: string): boolean {
  if (isCodeFile(pathname)) return pathname in manifest.integrity;
  if (isBuiltImage(pathname)) return true;
  return BUNDLE_FILES.has(pathname) || BUNDLES.some((b) => pathname.startsWith(`${b}fragment/`) || pathname.startsWith(`${b}index/`));
}

self.addEventListener('install', (event) => {
  const pages = manifest.shell.filter((f) => !f.startsWith('/_astro/'));
  const assets = manifest.shell.filter((f) => f.startsWith('/_astro/'));
  const fill = (name: string, urls: string[]) => caches.open(name).then((c) => c.addAll(urls.map((u) => new Request(u, { cache: 'no-cache' }))));
  event.waitUntil(Promise.all([fill(PAGES, pages), fill(ASSETS, assets)]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // A new deploy: everything cached by an older one goes.
  const current = new Set([PAGES, ASSETS, IMAGES]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(`${CACHE_PREFIX}-`) && !current.has(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Caches the Pagefind bundle of a language: all of it when small, otherwise what any search needs. */
async function cacheSearchBundle(locale: keyof OfflineManifest['bundles']): Promise<void> {
  const bundle = manifest.bundles[locale];
  const files = bundle.bytes <= FULL_BUNDLE_BUDGET ? [...bundle.core, ...bundle.fragments] : bundle.core;
  const cache = await caches.open(ASSETS);
  const missing = (await Promise.all(files.map(async (f) => ((await cache.match(f)) ? undefined : f)))).filter((f): f is string => Boolean(f));
  await cache.addAll(cacheList(missing));
}

/** A cached deal shard, marked as such (its prices are a past build's), or an error when there is none. */
function markCachedCopy(cached: Response | undefined): Response {
  if (!cached) return Response.error();
  const headers = new Headers(cached.headers);
  headers.set(CACHED_COPY_HEADER, '1');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

async function networkFirstPage(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(PAGES);
  try {
    const response = await fresh(request);
    if (cacheable(response) && (isOfflinePage(url.pathname) || isDealData(url.pathname))) await cache.put(offlinePageKey(url.pathname), response.clone());
    return response;
  } catch {
    if (isDealData(url.pathname)) return markCachedCopy(await cache.match(url.pathname));
    // Search pages differ only by their query, which the page script reads: any cached copy serves.
    const cached = await cache.match(offlinePageKey(url.pathname), { ignoreVary: true });
    return cached ?? (await cache.match(offlineUrl(pathLocale(url.pathname)), { ignoreVary: true })) ?? Response.error();
  }
}

/** Pagefind's entry: the network first (a deploy changes it under the same name), the cached copy offline. */
async function networkFirstEntry(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(ASSETS);
  try {
    const response = await fresh(request);
    if (cacheable(response)) await cache.put(url.pathname, response.clone());
    return response;
  } catch {
    const cached = await cache.match(url.pathname);
    return cached && (!isCodeFile(url.pathname) || (await intact(url.pathname, cached))) ? cached : Response.error();
  }
}

/** Keeps at most IMAGE_CACHE_ENTRIES pictures: keys come back oldest first. */
async function trimImages(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - IMAGE_CACHE_ENTRIES)).map((k) => cache.delete(k)));
}

async function cacheFirst(request: Request, url: URL): Promise<Response> {
  if (!servable(url.pathname)) return fetch(request);
  const image = isBuiltImage(url.pathname);
  const cache = await caches.open(image ? IMAGES : ASSETS);
  const cached = await cache.match(url.pathname, { ignoreVary: true });
  if (cached && (!isCodeFile(url.pathname) || (await intact(url.pathname, cached)))) return cached;
  const response = await fetch(request);
  if (cacheable(response)) {
    await cache.put(url.pathname, response.clone());
    if (image) await trimImages(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request, url));
    const searchLocale = pathKind(url.pathname) === 'search' ? pathLocale(url.pathname) : undefined;
    if (searchLocale) event.waitUntil(cacheSearchBundle(searchLocale).catch(() => undefined));
    return;
  }
  if (isDealData(url.pathname)) {
    event.respondWith(networkFirstPage(request, url));
    return;
  }
  const bundled = BUNDLES.some((b) => url.pathname.startsWith(b));
  if (bundled && ENTRY_FILES.test(url.pathname)) event.respondWith(networkFirstEntry(request, url));
  else if (url.pathname.startsWith('/_astro/') || bundled) event.respondWith(cacheFirst(request, url));
});

// On the first visit the worker starts after the page loaded: the page hands over what it used.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: string[]; page?: string } | undefined;
  if (data?.type !== 'cache-page' || !data.page) return;
  const page = new URL(data.page, self.location.origin);
  const used = (data.urls ?? []).map((u) => new URL(u, self.location.origin)).filter((u) => u.origin === self.location.origin);
  const code = used.filter((u) => !isBuiltImage(u.pathname) && servable(u.pathname) && !ENTRY_FILES.test(u.pathname));
  const images = used.filter((u) => isBuiltImage(u.pathname));
  const searchLocale = pathKind(page.pathname) === 'search' ? pathLocale(page.pathname) : undefined;
  const dealData = used.filter((u) => isDealData(u.pathname));
  event.waitUntil(
    Promise.all([
      isOfflinePage(page.pathname) ? caches.open(PAGES).then((c) => c.add(offlinePageKey(page.pathname))) : undefined,
      caches.open(PAGES).then((c) => c.addAll(cacheList(dealData))),
      caches.open(ASSETS).then((c) => c.addAll(cacheList(code))),
      caches.open(IMAGES).then(async (c) => {
        await c.addAll(cacheList(images));
        await trimImages(c);
      }),
      searchLocale ? cacheSearchBundle(searchLocale) : undefined,
    ]).catch(() => undefined),
  );
});
