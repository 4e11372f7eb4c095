/// <reference lib="webworker" />
/**
 * The site's service worker (built to /sw.js with the manifest of this deploy). Pages are fetched
 * network-first so shoppers always get fresh prices online; when the network fails they get the
 * cached copy, or the offline page of their language.
 */
import { CACHE_PREFIX, CACHED_COPY_HEADER, FULL_BUNDLE_BUDGET, isDealData, isOfflinePage, offlinePageKey, type OfflineManifest } from '../lib/offline.ts';
import { locales } from '../i18n/locales.ts';
import { offlineUrl, pagefindUrl, pathKind, pathLocale } from '../lib/routes.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __OFFLINE_MANIFEST__: OfflineManifest;

const manifest = __OFFLINE_MANIFEST__;
const PAGES = `${CACHE_PREFIX}-pages-${manifest.version}`;
/** Files of this build; nothing else is ever cached, so a response cannot be planted under another name. */
const BUILD_FILES = new Set([...manifest.assets, ...Object.values(manifest.bundles).flatMap((b) => [...b.core, ...b.fragments])]);

/** Only a plain same-origin answer (no redirect, no opaque or cross-origin body) may enter a cache. */
function cacheable(response: Response): boolean {
  return response.ok && response.type === 'basic' && !response.redirected;
}
const ASSETS = `${CACHE_PREFIX}-assets-${manifest.version}`;

self.addEventListener('install', (event) => {
  const pages = manifest.shell.filter((f) => !f.startsWith('/_astro/'));
  const assets = manifest.shell.filter((f) => f.startsWith('/_astro/'));
  event.waitUntil(
    Promise.all([caches.open(PAGES).then((c) => c.addAll(pages)), caches.open(ASSETS).then((c) => c.addAll(assets))]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // A new deploy: everything cached by an older one goes.
  const current = new Set([PAGES, ASSETS]);
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
  await cache.addAll(missing);
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
    const response = await fetch(request);
    if (cacheable(response) && (isOfflinePage(url.pathname) || isDealData(url.pathname))) await cache.put(offlinePageKey(url.pathname), response.clone());
    return response;
  } catch {
    if (isDealData(url.pathname)) return markCachedCopy(await cache.match(url.pathname));
    // Search pages differ only by their query, which the page script reads: any cached copy serves.
    const cached = await cache.match(offlinePageKey(url.pathname), { ignoreVary: true });
    return cached ?? (await cache.match(offlineUrl(pathLocale(url.pathname)), { ignoreVary: true })) ?? Response.error();
  }
}

async function cacheFirst(request: Request, url: URL): Promise<Response> {
  if (!BUILD_FILES.has(url.pathname)) return fetch(request);
  const cache = await caches.open(ASSETS);
  // Pagefind asks for its entry file with a cache-busting tag; the version in the cache name already does that job.
  const cached = await cache.match(request, { ignoreSearch: request.url.includes('pagefind-entry.json'), ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
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
  if (url.pathname.startsWith('/_astro/') || locales.some((l) => url.pathname.startsWith(pagefindUrl(l)))) {
    event.respondWith(cacheFirst(request, url));
  }
});

// On the first visit the worker starts after the page loaded: the page hands over what it used.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: string[]; page?: string } | undefined;
  if (data?.type !== 'cache-page' || !data.page) return;
  const page = new URL(data.page, self.location.origin);
  const assets = (data.urls ?? []).map((u) => new URL(u, self.location.origin)).filter((u) => u.origin === self.location.origin && BUILD_FILES.has(u.pathname));
  const searchLocale = pathKind(page.pathname) === 'search' ? pathLocale(page.pathname) : undefined;
  const dealData = (data.urls ?? []).map((u) => new URL(u, self.location.origin)).filter((u) => u.origin === self.location.origin && isDealData(u.pathname));
  event.waitUntil(
    Promise.all([
      isOfflinePage(page.pathname) ? caches.open(PAGES).then((c) => c.add(offlinePageKey(page.pathname))) : undefined,
      caches.open(PAGES).then((c) => c.addAll(dealData.map((u) => u.pathname))),
      caches.open(ASSETS).then((c) => c.addAll(assets.map((u) => u.pathname))),
      searchLocale ? cacheSearchBundle(searchLocale) : undefined,
    ]).catch(() => undefined),
  );
});
