/** Data of the RSS feeds (/rss.xml, /en/rss.xml): the latest live deals of each language. */
import type { RSSFeedItem, RSSOptions } from '@astrojs/rss';
import { site } from '../../config/site.ts';
import { categoryName } from '../../data/categories.ts';
import { fill, useTranslations } from '../../i18n/index.ts';
import { localeTags, locales, type Locale } from '../../i18n/locales.ts';
import { getLiveProducts, type Product } from '../catalog.ts';
import { formatPrice } from '../format.ts';
import { feedUrl, homeUrl, langParam, productUrl } from '../routes.ts';

/** How many deals a feed lists. */
export const FEED_LIMIT = 30;

const ATOM = 'http://www.w3.org/2005/Atom';

/** The product fields a feed item needs. */
export type FeedProduct = Pick<Product, 'id' | 'title' | 'summary' | 'price' | 'currency' | 'category' | 'publishedAt'>;

const absolute = (path: string) => new URL(path, site.origin).href;

/** Newest first by publishedAt; ties by id, so the feed is the same on every build of the same catalog. */
export function latestDeals<P extends FeedProduct>(products: readonly P[], limit = FEED_LIMIT): P[] {
  return [...products].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id)).slice(0, limit);
}

/** One deal as a feed item: absolute link, publication date, and the card text followed by the price. */
export function feedItem(product: FeedProduct, locale: Locale): RSSFeedItem {
  const price = fill(useTranslations(locale).product.price, { price: formatPrice(product.price, product.currency, locale) });
  return {
    title: product.title,
    link: absolute(productUrl(product.id, locale)),
    pubDate: product.publishedAt,
    description: `${product.summary} ${price}`,
    categories: [categoryName(product.category, locale)],
  };
}

/** Options of `rss()` for one language's feed, in that language. */
export function feedOptions(locale: Locale, live: readonly FeedProduct[]): RSSOptions {
  const t = useTranslations(locale);
  return {
    title: t.feed.title,
    description: t.feed.description,
    site: absolute(homeUrl(locale)),
    xmlns: { atom: ATOM },
    customData: `<language>${localeTags[locale]}</language><atom:link href="${absolute(feedUrl(locale))}" rel="self" type="application/rss+xml"/>`,
    items: latestDeals(live).map((p) => feedItem(p, locale)),
  };
}

/** `getStaticPaths` of /rss.xml and /en/rss.xml. */
export async function getFeedPaths() {
  return Promise.all(
    locales.map(async (locale) => ({ params: { lang: langParam(locale) }, props: { options: feedOptions(locale, await getLiveProducts(locale)) } })),
  );
}
