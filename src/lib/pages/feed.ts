/**
 * Data of the RSS feeds of each language: the latest live deals (/rss.xml), the latest of each category
 * (/rss/{category}.xml) and the deals whose price fell in the last days (/price-drops.xml).
 */
import type { RSSFeedItem, RSSOptions } from '@astrojs/rss';
import { categories, categoryName, type CategoryKey } from '../../data/categories.ts';
import { fill, useTranslations } from '../../i18n/index.ts';
import { localeTags, locales, type Locale } from '../../i18n/locales.ts';
import type { Product } from '../catalog.ts';
import { formatDate, formatPrice } from '../format.ts';
import { storeDay } from '../../content/expiry.ts';
import type { BuildModel } from '../model/build-model.ts';
import type { PriceSummary } from '../price-history.ts';
import { absoluteUrl } from '../absolute-url.ts';
import { categoryFeedUrl, categoryUrl, feedUrl, homeUrl, langParam, priceDropsFeedUrl, productUrl } from '../routes.ts';
import { sortProducts } from '../sorts.ts';

/** How many deals a feed lists. */
export const FEED_LIMIT = 30;

const ATOM = 'http://www.w3.org/2005/Atom';

/** The product fields a feed item needs. */
export type FeedProduct = Pick<Product, 'id' | 'title' | 'summary' | 'price' | 'currency' | 'category' | 'publishedAt' | 'popularity'> & {
  priceStale?: boolean;
};

/** The listings' "latest" order (src/lib/sorts.ts), so the feed and the site agree on what is newest. */
export function latestDeals<P extends FeedProduct>(products: readonly P[], limit = FEED_LIMIT): P[] {
  return sortProducts(products, 'latest').slice(0, limit);
}

/** One deal as a feed item: absolute link, publication date, and the card text followed by the price. */
export function feedItem(product: FeedProduct, locale: Locale): RSSFeedItem {
  const t = useTranslations(locale);
  // A price older than its store's program allows is not repeated here either (src/content/expiry.ts dealState).
  const price = product.priceStale ? t.product.seePriceAtStore : fill(t.product.price, { price: formatPrice(product.price, product.currency, locale) });
  return {
    title: product.title,
    link: absoluteUrl(productUrl(product.id, locale)),
    pubDate: product.publishedAt,
    description: `${product.summary} ${price}`,
    categories: [categoryName(product.category, locale)],
  };
}

/** The channel's language and its own address, as RSS readers expect. */
const channelData = (locale: Locale, self: string): Pick<RSSOptions, 'xmlns' | 'customData'> => ({
  xmlns: { atom: ATOM },
  customData: `<language>${localeTags[locale]}</language><atom:link href="${absoluteUrl(self)}" rel="self" type="application/rss+xml"/>`,
});

/** Options of `rss()` for one language's feed, in that language. */
export function feedOptions(locale: Locale, live: readonly FeedProduct[]): RSSOptions {
  const t = useTranslations(locale);
  return {
    title: t.feed.title,
    description: t.feed.description,
    site: absoluteUrl(homeUrl(locale)),
    ...channelData(locale, feedUrl(locale)),
    items: latestDeals(live).map((p) => feedItem(p, locale)),
  };
}

/** Options of one category's feed: its latest live deals. */
export function categoryFeedOptions(locale: Locale, key: CategoryKey, live: readonly FeedProduct[]): RSSOptions {
  const t = useTranslations(locale);
  const category = categoryName(key, locale);
  return {
    title: fill(t.feeds.category, { category }),
    description: fill(t.feeds.categoryDescription, { category }),
    site: absoluteUrl(categoryUrl(key, locale)),
    ...channelData(locale, categoryFeedUrl(key, locale)),
    items: latestDeals(live.filter((p) => p.category === key)).map((p) => feedItem(p, locale)),
  };
}

/** How many deals the price-drops feed lists at most. */
export const DROPS_FEED_LIMIT = 100;

/** A live deal whose price fell recently: from what, and when. */
export interface PriceDrop<P extends FeedProduct = FeedProduct> {
  product: P;
  from: number;
  date: Date;
}

/** Options of the price-drops feed: most recent drop first, each item dated by its drop. */
export function priceDropsOptions(locale: Locale, drops: readonly PriceDrop[]): RSSOptions {
  const t = useTranslations(locale);
  const sorted = [...drops].sort((a, b) => b.date.getTime() - a.date.getTime() || a.product.id.localeCompare(b.product.id)).slice(0, DROPS_FEED_LIMIT);
  return {
    title: t.feeds.dropsTitle,
    description: t.feeds.dropsDescription,
    site: absoluteUrl(homeUrl(locale)),
    ...channelData(locale, priceDropsFeedUrl(locale)),
    items: sorted.map(({ product, from, date }) => {
      const money = (n: number) => formatPrice(n, product.currency, locale);
      const fell = fill(t.feeds.dropItem, { from: money(from), to: money(product.price), date: formatDate(storeDay(date), locale) });
      return { ...feedItem(product, locale), pubDate: date, description: `${fell} ${product.summary}` };
    }),
  };
}

/** The live deals whose price fell within the drop window, given what the price history says of each. */
export function priceDrops<P extends FeedProduct>(live: readonly P[], prices: (product: P) => PriceSummary | undefined): PriceDrop<P>[] {
  return live.flatMap((product) => {
    const drop = prices(product)?.drop;
    return drop ? [{ product, ...drop }] : [];
  });
}

/** The routes of /rss.xml and /en/rss.xml. */
export function feedRoutes(model: BuildModel) {
  return locales.map((locale) => ({ params: { lang: langParam(locale) }, props: { options: feedOptions(locale, model.locale(locale).live) } }));
}

/** The routes of /rss/{category}.xml in both languages (the route file matches categoryFeedUrl). */
export function categoryFeedRoutes(model: BuildModel) {
  return locales.flatMap((locale) => {
    const { live } = model.locale(locale);
    return categories.map(({ key }) => ({ params: { lang: langParam(locale), category: key }, props: { options: categoryFeedOptions(locale, key, live) } }));
  });
}

/** The routes of /price-drops.xml and /en/price-drops.xml. */
export function priceDropsRoutes(model: BuildModel) {
  return locales.map((locale) => {
    const catalog = model.locale(locale);
    const drops = priceDrops(catalog.live, (p) => catalog.entry(p.id)?.prices);
    return { params: { lang: langParam(locale) }, props: { options: priceDropsOptions(locale, drops) } };
  });
}
