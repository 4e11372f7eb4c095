/**
 * Today's price of each saved deal, from the deal shards of the latest build (src/lib/deal-data.ts):
 * one request per shard the list needs, each made once. A shard the service worker answered from its
 * cache (offline) is marked, so its prices are labelled with their day instead of "today".
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import { dealShard, shardRecord, type DealRecord, type DealShard } from '../../../lib/deal-data';
import { CACHED_COPY_HEADER } from '../../../lib/offline';
import { dealDataUrl } from '../../../lib/routes';

/** What a shard says about one saved deal: its record (none when the deal left the catalog) and its day. */
export interface DealPrice {
  record: DealRecord | undefined;
  /** Day of the build that wrote the shard (YYYY-MM-DD). */
  builtOn: string;
  /** From the service worker's cache: the network could not be reached. */
  cached: boolean;
}

/** Prices by saved-deal id; an id missing here could not be fetched at all (offline, never visited). */
export type DealPrices = Map<string, DealPrice>;

interface LoadedShard {
  shard: DealShard;
  cached: boolean;
}

const shards = new Map<string, Promise<LoadedShard | undefined>>();

async function fetchShard(url: string): Promise<LoadedShard | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok) return undefined;
    const shard = (await response.json()) as Partial<DealShard> | null;
    if (typeof shard?.builtOn !== 'string' || typeof shard.deals !== 'object' || shard.deals === null) return undefined;
    return { shard: shard as DealShard, cached: response.headers.has(CACHED_COPY_HEADER) };
  } catch {
    return undefined;
  }
}

/** A shard, fetched once per page; a failed fetch is tried again next time it is asked for. */
function loadShard(url: string): Promise<LoadedShard | undefined> {
  let loaded = shards.get(url);
  if (!loaded) {
    loaded = fetchShard(url).then((shard) => {
      if (!shard) shards.delete(url);
      return shard;
    });
    shards.set(url, loaded);
  }
  return loaded;
}

/** The prices of the deals with these ids (undefined while they load, or before the list is read). */
export function useDealPrices(locale: Locale, ids: readonly string[] | undefined): DealPrices | undefined {
  const [loaded, setLoaded] = useState<{ key: string; prices: DealPrices }>();
  const key = ids?.join(' ');
  useEffect(() => {
    if (key === undefined) return;
    const wanted = key ? key.split(' ') : [];
    const urls = [...new Set(wanted.map((id) => dealDataUrl(locale, dealShard(id))))];
    let current = true;
    void Promise.all(urls.map(loadShard)).then((loaded) => {
      if (!current) return;
      const byUrl = new Map(urls.map((url, i) => [url, loaded[i]]));
      const next: DealPrices = new Map();
      for (const id of wanted) {
        const found = byUrl.get(dealDataUrl(locale, dealShard(id)));
        if (found) next.set(id, { record: shardRecord(found.shard, id), builtOn: found.shard.builtOn, cached: found.cached });
      }
      setLoaded({ key: key, prices: next });
      // The worker keeps the shards and photos this list needs, so the page opens offline next time.
      const photos = [...next.values()].flatMap((p) => (p.record ? [p.record.image.src] : []));
      void navigator.serviceWorker?.ready.then((r) => r.active?.postMessage({ type: 'cache-page', page: location.pathname, urls: [...urls, ...photos] }));
    });
    return () => {
      current = false;
    };
  }, [locale, key]);
  if (!loaded || key === undefined) return undefined;
  // A removal keeps showing the prices already there while the shorter list's are fetched.
  const known = new Set(loaded.key.split(' '));
  return loaded.key === key || ids!.every((id) => known.has(id)) ? loaded.prices : undefined;
}
