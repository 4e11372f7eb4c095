/**
 * The deal data the profile page reads: every deal of a language in a few JSON shards keyed by a hash
 * of its id, so a shopper's saved list costs a handful of small requests and the site stays within its
 * file budget (one file per product would double the number of files).
 */

/** Number of shards per language. */
export const DEAL_SHARDS = 16;

/** What the profile page shows about a deal, as the latest build knows it. */
export interface DealRecord {
  title: string;
  /** Language of the title when it is not the page's (an English page showing a deal written in Portuguese). */
  lang?: string;
  /** Product page. */
  url: string;
  /** The card's picture (320 px): address and description. */
  image: { src: string; alt: string };
  /** The store, as the product file names it. */
  merchant: string;
  /** Where the store button goes: the product page's forward when the store allows masked links, else the store. */
  storeUrl: string;
  price: number;
  currency: string;
  /** Today's price, formatted in the shard's language. */
  priceText: string;
  /** The deal has ended (its page stays up). */
  expired: boolean;
  /** The list price and discount as the card prints them ("R$ 349,90", "De R$ 349,90", "-34%"), when it shows them. */
  list?: { text: string; label: string; off: string };
  /** The coupon code: the row's store button copies it on the way, as the deal page's does. */
  coupon?: string;
  /** The price is older than its store allows showing (`priceText` says "see the price at the store"): no drop is claimed from it. */
  stale?: true;
}

/** A shard file: the day of the build that wrote it (YYYY-MM-DD, the stores' day: BUILD_DAY) and its deals by id. */
export interface DealShard {
  /** The prices in it are that day's: a copy kept offline says so instead of "today". */
  builtOn: string;
  deals: Record<string, DealRecord>;
}

/**
 * A deal's record in a shard, or undefined when the shard has none for that id. Own properties only: a
 * saved id "constructor" or "toString" read Object.prototype's function from a plain object, and the
 * profile page threw on it at every reload. A record of the wrong shape (a damaged or older copy) is none.
 */
export function shardRecord(shard: DealShard, id: string): DealRecord | undefined {
  if (!Object.hasOwn(shard.deals, id)) return undefined;
  const record: unknown = shard.deals[id];
  return isDealRecord(record) ? record : undefined;
}

function isDealRecord(value: unknown): value is DealRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const image = r.image as Record<string, unknown> | null | undefined;
  const texts = [r.title, r.url, r.merchant, r.storeUrl, r.currency, r.priceText];
  return (
    texts.every((t) => typeof t === 'string') &&
    typeof image === 'object' &&
    image !== null &&
    typeof image.src === 'string' &&
    typeof image.alt === 'string' &&
    typeof r.price === 'number' &&
    Number.isFinite(r.price) &&
    typeof r.expired === 'boolean' &&
    (r.lang === undefined || typeof r.lang === 'string') &&
    (r.coupon === undefined || typeof r.coupon === 'string') &&
    (r.stale === undefined || r.stale === true) &&
    (r.list === undefined || isListPrice(r.list))
  );
}

function isListPrice(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { text, label, off } = value as Record<string, unknown>;
  return typeof text === 'string' && typeof label === 'string' && typeof off === 'string';
}

/** The shard of a deal id: FNV-1a, the same in the build and the browser. */
export function dealShard(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % DEAL_SHARDS;
}

/** Deals split into their shards (every shard present, empty ones too, so no request ever fails). */
export function shardDeals(deals: Iterable<[string, DealRecord]>, builtOn: string): DealShard[] {
  const shards: DealShard[] = Array.from({ length: DEAL_SHARDS }, () => ({ builtOn, deals: {} }));
  for (const [id, record] of deals) shards[dealShard(id)]!.deals[id] = record;
  return shards;
}
