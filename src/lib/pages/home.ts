/** Data of the home page in each language. */
import { categories, type CategoryKey } from '../../data/categories.ts';
import { locales, type Locale } from '../../i18n/locales.ts';
import type { Product } from '../catalog.ts';
import type { BuildModel } from '../model/build-model.ts';
import { sortProducts } from '../sorts.ts';
import { alternates, homeUrl, langParam } from '../routes.ts';

/** How many featured deals the home page shows. */
export const FEATURED_LIMIT = 8;

/** A category tile of "Explore by category" (its icon is the category's own: src/data/categories.ts). */
export interface CategoryTile {
  key: CategoryKey;
  count: number;
}

/** Featured deals first by popularity; if editors featured fewer than the limit, the most popular fill in. */
export function pickFeatured(live: Product[], limit = FEATURED_LIMIT): Product[] {
  const byPopularity = sortProducts(live, 'popularity');
  const featured = byPopularity.filter((p) => p.featured);
  const rest = byPopularity.filter((p) => !p.featured);
  return [...featured, ...rest].slice(0, limit);
}

/** The home page's deal feed: one pre-rendered panel per tab, each FEATURED_LIMIT deals long. */
export type DealFeed = Record<'hot' | 'latest' | 'coupons' | 'discounts', Product[]>;

/** Trending (featured first), newest, with a coupon, and biggest discounts first. */
export function dealFeed(live: Product[], limit = FEATURED_LIMIT): DealFeed {
  const byPopularity = sortProducts(live, 'popularity');
  const byDiscount = byPopularity.filter((p) => p.discount !== undefined).sort((a, b) => (b.discount ?? 0) - (a.discount ?? 0));
  return {
    hot: pickFeatured(live, limit),
    latest: sortProducts(live, 'latest').slice(0, limit),
    coupons: byPopularity.filter((p) => p.coupon).slice(0, limit),
    discounts: byDiscount.slice(0, limit),
  };
}

/** One tile per category, in spec order, with how many live deals it has. */
export function categoryTiles(live: Product[]): CategoryTile[] {
  return categories.map(({ key }) => ({ key, count: live.filter((p) => p.category === key).length }));
}

/** The routes of the home page: "/" and "/en/". */
export function homeRoutes(model: BuildModel) {
  return locales.map((locale: Locale) => {
    const { live } = model.locale(locale);
    return { params: { lang: langParam(locale) }, props: { locale, feed: dealFeed(live), tiles: categoryTiles(live), alternates: alternates(homeUrl) } };
  });
}
