/**
 * The catalog as pages use it: Portuguese entries merged with their English text, per language.
 * Read by the build model (src/lib/model/), which keeps it for the build.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import type { CategoryKey } from '../data/categories.ts';
import type { Locale } from '../i18n/locales.ts';
import { dealEndsAt, dealState, isExpired as isExpiredAt, isScheduled, storeDay, type DealState } from '../content/expiry.ts';
import { discountPercent } from './format.ts';
import { buildNow } from '../config/clock.ts';

/** A product as shown in one language. */
export interface Product {
  id: string;
  category: CategoryKey;
  title: string;
  summary: string;
  highlights: string[];
  /** Language the texts are actually in: "pt" on the English site when no English file exists. */
  textLang: Locale;
  price: number;
  listPrice?: number;
  /** Whole-percent discount derived from listPrice; never typed by editors. */
  discount?: number;
  currency: string;
  merchant: string;
  affiliateUrl: string;
  image: ImageMetadata | string;
  imageAlt: string;
  rating?: number;
  reviewCount?: number;
  popularity: number;
  publishedAt: Date;
  priceCheckedAt: Date;
  expiresAt?: Date;
  /** Day the store stopped selling it, when it has (src/content/schema.ts). */
  unavailableSince?: Date;
  /** Out of listings, search and the sitemap: expired or unavailable at the store on the build day (`ended` says which). */
  expired: boolean;
  /** Why it has ended on the build day, if it has (src/content/expiry.ts `dealState`). */
  ended: DealState['ended'];
  /** Its price is older than its store's program allows: shown as "see price at the store". */
  priceStale: boolean;
  featured: boolean;
  coupon?: string;
  /** The shown price already has the coupon applied. */
  couponInPrice: boolean;
  brand?: string;
  tags: string[];
  /** The entry whose markdown body is the description (English when it exists). */
  bodyEntry: CollectionEntry<'products'> | CollectionEntry<'productsEn'>;
}

/** The moment the build treats as "now" for expiry (the clock, or BUILD_NOW: config/clock.ts). */
export const BUILD_TIME = buildNow();

/** The build's "today" on the stores' clock (content/expiry.ts): the day its printed dates are said from. */
export const BUILD_DAY = storeDay(BUILD_TIME);

/**
 * The last moment of the build's day on the stores' clock: the moment price history is summed up and
 * charted as of, so every build of one day draws the same chart and says the same lowest price (an
 * incremental build reuses a page built earlier that day: src/lib/model/cache-keys.ts).
 */
export const PRICES_AS_OF = new Date(dealEndsAt(BUILD_DAY).getTime() - 1);

export { dealEndsAt };

/** True once the deal's end has passed (at build time unless told otherwise). */
export function isExpired(expiresAt: Date | undefined, now: Date = BUILD_TIME): boolean {
  return isExpiredAt(expiresAt, now);
}

/**
 * Every product of each language, expired ones included (their pages stay up), ordered by id. A deal
 * scheduled for a later day (src/content/expiry.ts `isScheduled`) is not in it at all: no page, listing,
 * feed, search record or sitemap entry says it exists before its day.
 */
export async function loadCatalog(): Promise<Record<Locale, Product[]>> {
  const [ptEntries, enEntries] = await Promise.all([getCollection('products'), getCollection('productsEn')]);
  const english = new Map(enEntries.map((e) => [e.id, e]));
  const toProduct = (entry: CollectionEntry<'products'>, locale: Locale): Product => {
    const en = locale === 'en' ? english.get(entry.id) : undefined;
    const text = en?.data ?? entry.data;
    const { data } = entry;
    const state = dealState(data, BUILD_TIME);
    return {
      ...data,
      id: entry.id,
      title: text.title,
      summary: text.summary,
      highlights: text.highlights,
      // An English page never describes its picture in Portuguese: without an English alt, the English title does.
      imageAlt: en ? (en.data.imageAlt ?? en.data.title) : data.imageAlt,
      textLang: locale === 'en' && !en ? 'pt' : locale,
      discount: discountPercent(data.price, data.listPrice),
      expired: state.ended !== undefined,
      ended: state.ended,
      priceStale: state.priceStale,
      bodyEntry: en ?? entry,
    };
  };
  const sorted = ptEntries.filter((e) => !isScheduled(e.data.publishedAt, BUILD_TIME)).sort((a, b) => a.id.localeCompare(b.id));
  return { pt: sorted.map((e) => toProduct(e, 'pt')), en: sorted.map((e) => toProduct(e, 'en')) };
}
