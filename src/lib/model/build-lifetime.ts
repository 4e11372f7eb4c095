/**
 * What is kept between pages, decided here and nowhere else. A build renders every page in one process
 * from one catalog, so whatever is computed from it (the build model, cards, the site frame) is computed
 * once and kept until the build ends. The dev server keeps modules between requests while files change:
 * there a kept value lives for one short moment (about one request), so the next request sees the files
 * as they are.
 */

/** How long the dev server keeps a value, in milliseconds: long enough for one page, short enough to see an edit. */
const DEV_KEEP_MS = 1000;

const dev = Boolean(import.meta.env?.DEV);

/** The value `make` returns, made once per build (in dev, once per moment). */
export function keptOnce<T>(make: () => T): () => T {
  const kept = keptBy<'value', T>();
  return () => kept('value', make);
}

/** Values by key, each made once per build (in dev, once per moment); `peek` tells whether one is kept now. */
export function keptBy<K, V>(): ((key: K, make: () => V) => V) & { peek: (key: K) => V | undefined } {
  const values = new Map<K, { value: V; at: number }>();
  const peek = (key: K) => {
    const found = values.get(key);
    return found && (!dev || Date.now() - found.at < DEV_KEEP_MS) ? found.value : undefined;
  };
  const kept = (key: K, make: () => V) => {
    const found = peek(key);
    if (found !== undefined) return found;
    const value = make();
    values.set(key, { value, at: dev ? Date.now() : 0 });
    return value;
  };
  return Object.assign(kept, { peek });
}
