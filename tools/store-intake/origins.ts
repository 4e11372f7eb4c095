/**
 * STORE_ORIGIN_OVERRIDE: store origins served from elsewhere, for tests and offline demos
 * (`https://www.mercadolivre.com.br=http://127.0.0.1:4599`, comma-separated pairs). Only where a page is
 * fetched from changes: the merchant, the affiliate link and the redirect rules still see the store's own address.
 */

/** Store origin → origin it is fetched from, and back. */
export interface OriginMap {
  /** The address a store URL is fetched from. */
  toFetched(url: URL): URL;
  /** The store address a fetched URL (a redirect's target) stands for. */
  toStore(url: URL): URL;
}

/** Reads STORE_ORIGIN_OVERRIDE; a malformed pair is an error naming it and the expected form. */
export function parseOriginOverride(text: string | undefined): OriginMap {
  const forward = new Map<string, string>();
  for (const pair of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const store = at > 0 ? URL.parse(pair.slice(0, at)) : null;
    const local = at > 0 ? URL.parse(pair.slice(at + 1)) : null;
    if (!store || !local || store.origin === 'null' || local.origin === 'null')
      throw new Error(
        `STORE_ORIGIN_OVERRIDE: "${pair}" is not a pair of origins; write https://www.store.com.br=http://127.0.0.1:4599 (pairs separated by commas)`,
      );
    forward.set(store.origin, local.origin);
  }
  const backward = new Map([...forward].map(([store, local]) => [local, store]));
  const swap = (url: URL, map: Map<string, string>) => {
    const origin = map.get(url.origin);
    return origin ? new URL(url.pathname + url.search, origin) : url;
  };
  return { toFetched: (url) => swap(url, forward), toStore: (url) => swap(url, backward) };
}
