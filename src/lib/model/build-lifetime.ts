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

/** Values by key, each made once per build (in dev, once per moment). */
export function keptBy<K, V>(): (key: K, make: () => V) => V {
  const values = new Map<K, { value: V; at: number }>();
  return (key, make) => {
    const now = dev ? Date.now() : 0;
    const found = values.get(key);
    if (found && (!dev || now - found.at < DEV_KEEP_MS)) return found.value;
    const value = make();
    values.set(key, { value, at: now });
    return value;
  };
}
