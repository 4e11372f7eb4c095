/**
 * What is kept between pages, decided here and nowhere else. A build renders every page in one process
 * from one catalog, so whatever is computed from it (the build model, cards, the site frame) is computed
 * once and kept until the build ends. The dev server keeps modules between requests while files change:
 * there a kept value is dropped when Astro reports new content data, and otherwise lives for one short
 * moment (about one request), so the next request sees the other files it reads (price history, images)
 * as they are.
 */

/** How long the dev server keeps a value, in milliseconds: long enough for one page, short enough to see an edit. */
const DEV_KEEP_MS = 1000;

const dev = Boolean(import.meta.env?.DEV);

/** Bumped each time the dev server's content data changes; a value kept from an earlier one is stale. */
let contentVersion = 0;

/**
 * Drops every kept value. The dev server calls it when an edit reaches Astro's content data, just before
 * it tells the browser to reload: a value kept a moment earlier, from the data before the edit, would
 * otherwise serve that reload, and the browser would show the old text until the next save.
 */
export function contentChanged(): void {
  contentVersion++;
}

// Astro's own dev app clears its route cache on the same event (astro/dist/core/app/entrypoints/virtual/dev.js).
import.meta.hot?.on('astro:content-changed', contentChanged);

/** The value `make` returns, made once per build (in dev, once per moment and content version). */
export function keptOnce<T>(make: () => T): () => T {
  const kept = keptBy<'value', T>();
  return () => kept('value', make);
}

/** Values by key, each made once per build (in dev, once per moment and content version); `peek` tells whether one is kept now. */
export function keptBy<K, V>(): ((key: K, make: () => V) => V) & { peek: (key: K) => V | undefined } {
  const values = new Map<K, { value: V; at: number; version: number }>();
  const peek = (key: K) => {
    const found = values.get(key);
    if (!found || found.version !== contentVersion) return undefined;
    return !dev || Date.now() - found.at < DEV_KEEP_MS ? found.value : undefined;
  };
  const kept = (key: K, make: () => V) => {
    const found = peek(key);
    if (found !== undefined) return found;
    const value = make();
    values.set(key, { value, at: dev ? Date.now() : 0, version: contentVersion });
    return value;
  };
  return Object.assign(kept, { peek });
}
