/**
 * Every page type's routes, as projections of the build model: the route files' `getStaticPaths`, and
 * the sitemap, which lists the indexable pages of the same routes. Each is made once per build.
 */
import { locales, type Locale } from '../../i18n/locales.ts';
import { categoryRoutes } from '../pages/category.ts';
import { dealDataRoutes } from '../pages/deal-data.ts';
import { categoryFeedRoutes, feedRoutes, priceDropsRoutes } from '../pages/feed.ts';
import { homeRoutes } from '../pages/home.ts';
import { productRoutes } from '../pages/product.ts';
import { searchRoutes } from '../pages/search.ts';
import { sitemapFileRoutes } from '../pages/sitemap.ts';
import { staticPageRoutes } from '../pages/static-page.ts';
import { alternates, langParam, offlineUrl, profileUrl } from '../routes.ts';
import { sitemapItems, type SitemapPage } from '../sitemap.ts';
import { keptOnce } from './build-lifetime.ts';
import { getBuildModel, type BuildModel } from './build-model.ts';

/** A projection of the model, made on first use and kept for the build. */
function projection<T>(project: (model: BuildModel) => T | Promise<T>): () => Promise<T> {
  return keptOnce(async () => project(await getBuildModel()));
}

/** The routes of a page that exists once per language and depends on no data. */
function perLanguage(url: (locale: Locale) => string) {
  return () => locales.map((locale) => ({ params: { lang: langParam(locale) }, props: { locale, alternates: alternates(url) } }));
}

export const getHomePaths = projection(homeRoutes);
export const getCategoryPaths = projection(categoryRoutes);
export const getProductPaths = projection(productRoutes);
export const getSearchPaths = projection(searchRoutes);
export const getStaticPagePaths = keptOnce(staticPageRoutes);
export const getProfilePaths = perLanguage(profileUrl);
export const getOfflinePaths = perLanguage(offlineUrl);
export const getFeedPaths = projection(feedRoutes);
export const getCategoryFeedPaths = projection(categoryFeedRoutes);
export const getPriceDropsPaths = projection(priceDropsRoutes);
export const getDealDataPaths = projection(dealDataRoutes);

/** Every sitemap entry of the site: the indexable pages among the routes above. */
export const getSitemapItems = keptOnce(async () => {
  const routes = await Promise.all([getHomePaths(), getCategoryPaths(), getProductPaths(), getStaticPagePaths()]);
  const pages: SitemapPage[] = routes.flat().map((route) => route.props);
  return sitemapItems(pages);
});

export const getSitemapFilePaths = async () => sitemapFileRoutes(await getSitemapItems());
