/**
 * The build model: everything the site's outputs say about the catalog, computed once per build (see
 * build-lifetime.ts for the dev server). Per product and language it holds the page's address, its
 * alternates, whether search engines may index it, its price summary, its card, its saved-deal record and
 * its search document; the pages, feeds, deal shards, sitemap and search index are projections of it
 * (routes.ts). Made the first time anything asks, whichever route that is; in a build it then hands the
 * search documents to the Pagefind integration at once, so indexing starts before any page renders.
 */
import type { ImageMetadata } from 'astro';
import { contentRoot } from '../../content/paths.ts';
import { loadSynonyms } from '../../search/build/synonyms-file.ts';
import { locales, type Locale } from '../../i18n/locales.ts';
import { renderCard, type CardView, type ImageLoading } from '../card.ts';
import { cardView, endsSoon, socialImage, socialImagePreview, textLangAttr, type SocialImageView } from '../card-view.ts';
import { BUILD_TIME, loadCatalog, PRICES_AS_OF, type Product } from '../catalog.ts';
import type { DealRecord } from '../deal-data.ts';
import { formatPrice, isoDate } from '../format.ts';
import { storeDay } from '../../content/expiry.ts';
import { useTranslations } from '../../i18n/index.ts';
import { partnerLinkAttributes } from '../outbound.ts';
import { priceSummary, publishedPricePoints, type PriceHistory, type PriceSummary } from '../price-history.ts';
import { readPriceHistoryForBuild } from '../price-history-report.ts';
import { publishedPricesDir } from '../../content/published-prices.ts';
import { alternates, productUrl } from '../routes.ts';
import { indexChannelOpen, sendToIndex } from '../../search/build/index-channel.ts';
import { indexDocument, type IndexDocument } from '../../search/build/record.ts';
import { synonymExpander } from '../../search/build/synonyms.ts';
import { sortPositions } from '../sorts.ts';
import { keptBy, keptOnce } from './build-lifetime.ts';
import { digest, keyJson } from './cache-keys.ts';
import { searchRecord } from '../../search/build/search-record.ts';

/** One product in one language, as every output of the build sees it. */
export interface ProductEntry {
  product: Product;
  locale: Locale;
  /** Address of its page. */
  url: string;
  /** Its page's address in each language. */
  alternates: Record<Locale, string>;
  /** An ended deal's page stays up for shoppers with the link, but leaves search engines. */
  noindex: boolean;
  /** What the price history says about today's price, when it says anything. */
  prices: PriceSummary | undefined;
  /** What the profile page shows about it (deal shards; made once, with the card's picture). */
  dealRecord(): Promise<DealRecord>;
  /** Its card's data (made once). */
  card(): Promise<CardView>;
  /** Its card as HTML, its picture loaded as `loading` says (made once each). */
  cardHtml(loading: ImageLoading): Promise<string>;
  /** What of it any page renders, as one hash: a part of the cache key of every page showing it (cache-keys.ts). */
  key: string;
}

/** One language's products. */
export interface LocaleModel {
  /** Every product, ended deals included, ordered by id. */
  entries: readonly ProductEntry[];
  /** Every product. */
  products: Product[];
  /** Live products: what listings, feeds and search show. */
  live: Product[];
  entry(id: string): ProductEntry | undefined;
  /** The search index's documents: one per live deal. */
  searchDocuments(): Promise<IndexDocument[]>;
}

export interface BuildModel {
  locale(locale: Locale): LocaleModel;
  /** The `key` of a deal of the model (either language), or undefined for an object the model did not make. */
  dealKey(deal: object): string | undefined;
  /** The link-preview image of a product (a local picture is rasterised once for all products sharing it). */
  socialImage(product: Product): Promise<SocialImageView>;
}

/** The saved-deal record of a product: what the profile page shows, with its card's picture. */
export function dealRecord(p: Product, locale: Locale, card: Pick<CardView, 'image' | 'price'>): DealRecord {
  const link = partnerLinkAttributes(p, locale);
  const { list, listLabel, off } = card.price;
  return {
    title: p.title,
    lang: textLangAttr(p, locale),
    url: productUrl(p.id, locale),
    image: { src: card.image.src, alt: card.image.alt },
    merchant: p.merchant,
    // The page's script follows the forward when there is one (as partner buttons do elsewhere).
    storeUrl: link['data-go'] ?? link.href,
    price: p.price,
    currency: p.currency,
    // A price older than its store's program allows is not shown on the saved list either.
    priceText: p.priceStale ? useTranslations(locale).product.seePriceAtStore : formatPrice(p.price, p.currency, locale),
    expired: p.expired,
    // What the card shows: a price too old to show has no list price either (priceView leaves it out).
    ...(list && off && { list: { text: list, label: listLabel ?? list, off } }),
    ...(p.coupon && { coupon: p.coupon }),
    ...(p.priceStale && { stale: true as const }),
  };
}

/**
 * A deal's part of the pages' cache keys (cache-keys.ts): its fields in this language, the entry whose body
 * it renders, what its price history says, and its state on the build day. A product page draws the
 * history as a chart ending on the build day, so a deal with history names the day too.
 */
export function dealKey(product: Product, summary: PriceSummary | undefined, now = BUILD_TIME): string {
  const { bodyEntry, ...fields } = product;
  const body = { collection: bodyEntry.collection, id: bodyEntry.id, digest: bodyEntry.digest };
  const day = summary ? isoDate(storeDay(now)) : undefined;
  return digest(keyJson({ fields, body, summary, endsSoon: endsSoon(product, now), day }));
}

function localeModel(products: Product[], locale: Locale, prices: (id: string, price: number) => PriceSummary | undefined): LocaleModel {
  const entries = products.map((product): ProductEntry => {
    // A price older than its store allows is not shown, so nothing may be said about it either: no chart,
    // no lowest price, no drop in the feed (src/content/expiry.ts dealState).
    const summary = product.priceStale ? undefined : prices(product.id, product.price);
    const card = keptOnce(() => cardView(product, locale, summary));
    const html = keptBy<ImageLoading, Promise<string>>();
    return {
      product,
      locale,
      url: productUrl(product.id, locale),
      alternates: alternates((l) => productUrl(product.id, l)),
      noindex: product.expired,
      prices: summary,
      dealRecord: keptOnce(async () => dealRecord(product, locale, await card())),
      card,
      cardHtml: (loading) => html(loading, () => card().then((view) => renderCard(view, loading))),
      key: dealKey(product, summary),
    };
  });
  const byId = new Map(entries.map((e) => [e.product.id, e]));
  const live = products.filter((p) => !p.expired);
  const searchDocuments = keptOnce(() => {
    const positions = sortPositions(live);
    const synonyms = synonymExpander(loadSynonyms(contentRoot(), locale), locale);
    return Promise.all(live.map(async (p) => indexDocument(searchRecord(p, locale, positions.get(p.id)!, synonyms, await byId.get(p.id)!.card()))));
  });
  return { entries, products, live, entry: (id) => byId.get(id), searchDocuments };
}

/** The build's price history of its catalog, read (and reported in the build log) once per build. */
const buildPriceHistory: () => PriceHistory = keptOnce(() => readPriceHistoryForBuild(publishedPricesDir(contentRoot()), BUILD_TIME));

/**
 * The (date, price) points product `id`'s page renders from the published-prices record, as of this
 * build: a small plain value (price-history.ts publishedPricePoints), for keys that must change with it.
 */
export function productPricePoints(id: string): [string, number][] {
  return publishedPricePoints(buildPriceHistory(), id, PRICES_AS_OF);
}

async function makeModel(): Promise<BuildModel> {
  const catalog = await loadCatalog();
  const history = buildPriceHistory();
  const prices = (id: string, price: number) => priceSummary(history.get(id), price, PRICES_AS_OF);
  const byLocale = Object.fromEntries(locales.map((l) => [l, localeModel(catalog[l], l, prices)])) as Record<Locale, LocaleModel>;
  // Keyed by the picture object, not its `src`: reading `src` makes Astro publish the original.
  const previews = keptBy<ImageMetadata, Promise<SocialImageView>>();
  const keys = new WeakMap<object, string>(locales.flatMap((l) => byLocale[l].entries.map((e) => [e.product, e.key] as const)));
  const model: BuildModel = {
    locale: (locale) => byLocale[locale],
    dealKey: (deal) => keys.get(deal),
    socialImage: (p) => socialImage(p, (src: ImageMetadata) => previews(src, () => socialImagePreview(src))),
  };
  // Only a build listens (src/search/build/pagefind-index.ts); the dev server serves the last build's index.
  if (indexChannelOpen()) for (const locale of locales) sendToIndex(locale, await model.locale(locale).searchDocuments());
  return model;
}

/** The build model, made on first use and kept for the build. */
export const getBuildModel: () => Promise<BuildModel> = keptOnce(makeModel);

/** The card of a product as HTML; `product` comes from the model. */
export async function productCardHtml(product: Product, locale: Locale, loading: ImageLoading = 'lazy'): Promise<string> {
  const entry = (await getBuildModel()).locale(locale).entry(product.id);
  if (!entry) throw new Error(`${product.id}: not in the build model's ${locale} catalog`);
  return entry.cardHtml(loading);
}

/** What the price history says about a product's price today. */
export async function productPrices(product: Pick<Product, 'id'>, locale: Locale): Promise<PriceSummary | undefined> {
  return (await getBuildModel()).locale(locale).entry(product.id)?.prices;
}
