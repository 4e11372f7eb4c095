/**
 * Every page type's routes, as projections of the build model: the route files' `getStaticPaths`, and
 * the sitemap, which lists the indexable pages of the same routes. Each is made once per build, and each
 * path carries the `cacheKey` cache-keys.ts says it is made of (Astro's incremental builds reuse a page
 * whose key is unchanged).
 */
import { locales, type Locale } from '../../i18n/locales.ts';
import { categoryRoutes } from '../pages/category.ts';
import { dealDataRoutes } from '../pages/deal-data.ts';
import { categoryFeedRoutes, feedRoutes, priceDropsRoutes } from '../pages/feed.ts';
import { homeRoutes } from '../pages/home.ts';
import { productRoutes } from '../pages/product.ts';
import { profileRoutes } from '../pages/profile.ts';
import { searchRoutes } from '../../search/page/routes.ts';
import { sitemapFileRoutes } from '../pages/sitemap.ts';
import { staticPageRoutes } from '../pages/static-page.ts';
import { alternates, langParam, offlineUrl } from '../routes.ts';
import { sitemapItems, type SitemapPage } from '../sitemap.ts';
import { keptOnce } from './build-lifetime.ts';
import { getBuildModel, type BuildModel } from './build-model.ts';
import { pageKey } from './cache-keys.ts';

/** Each path with the key of its props (cache-keys.ts); `dealKey` names the deals among them. */
function keyed<P extends { props: unknown }>(paths: P[], dealKey: BuildModel['dealKey']): (P & { cacheKey: string })[] {
  return paths.map((path) => ({ ...path, cacheKey: pageKey(path.props, dealKey) }));
}

/** A projection of the model, made on first use and kept for the build. */
function projection<T>(project: (model: BuildModel) => T | Promise<T>): () => Promise<T> {
  return keptOnce(async () => project(await getBuildModel()));
}

/** A projection whose pages render nothing but their props: each is keyed by them. */
function keyedProjection<P extends { props: unknown }>(project: (model: BuildModel) => P[] | Promise<P[]>) {
  return projection(async (model) => keyed(await project(model), model.dealKey));
}

/** No deal is among these props. */
const noDeals = () => undefined;

/** The routes of a page that exists once per language and depends on no data. */
function perLanguage(url: (locale: Locale) => string) {
  return () =>
    keyed(
      locales.map((locale) => ({ params: { lang: langParam(locale) }, props: { locale, alternates: alternates(url) } })),
      noDeals,
    );
}

export const getHomePaths = keyedProjection(homeRoutes);
export const getCategoryPaths = keyedProjection(categoryRoutes);
export const getProductPaths = keyedProjection(productRoutes);
/** Not keyed: the page carries the build's id (search.astro), so it differs from build to build. */
export const getSearchPaths = projection(searchRoutes);
export const getStaticPagePaths = keptOnce(async () => keyed(await staticPageRoutes(), noDeals));
export const getProfilePaths = keyedProjection(profileRoutes);
export const getOfflinePaths = perLanguage(offlineUrl);
export const getFeedPaths = keyedProjection(feedRoutes);
export const getCategoryFeedPaths = keyedProjection(categoryFeedRoutes);
export const getPriceDropsPaths = keyedProjection(priceDropsRoutes);
export const getDealDataPaths = keyedProjection(dealDataRoutes);

/** Every sitemap entry of the site: the indexable pages among the routes above. */
export const getSitemapItems = keptOnce(async () => {
  const routes = await Promise.all([getHomePaths(), getCategoryPaths(), getProductPaths(), getStaticPagePaths()]);
  const pages: SitemapPage[] = routes.flat().map((route) => route.props);
  return sitemapItems(pages);
});

/** Not keyed: each file lists entries of every route, which its props do not name. */
export const getSitemapFilePaths = async () => sitemapFileRoutes(await getSitemapItems());
