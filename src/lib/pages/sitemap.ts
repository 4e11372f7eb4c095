/**
 * Data of the sitemap (/sitemap-index.xml, /sitemap-{n}.xml): the same route data every page is
 * built from, so the sitemap lists exactly the pages that exist and are indexable.
 */
import { site } from '../../config/site.ts';
import { sitemapFileCount, sitemapItems, type SitemapPage } from '../sitemap.ts';
import { getCategoryPaths } from './category.ts';
import { getHomePaths } from './home.ts';
import { getProductPaths } from './product.ts';
import { getStaticPagePaths } from './static-page.ts';

let items: ReturnType<typeof sitemapItems> | undefined;

/** Every sitemap entry of the site, computed once per build. */
export async function getSitemapItems() {
  if (items) return items;
  const routes = await Promise.all([getHomePaths(), getCategoryPaths(), getProductPaths(), getStaticPagePaths()]);
  const pages: SitemapPage[] = routes.flat().map((route) => route.props);
  items = sitemapItems(pages, site.origin);
  return items;
}

/** `getStaticPaths` of /sitemap-{n}.xml. */
export async function getSitemapFilePaths() {
  const count = sitemapFileCount((await getSitemapItems()).length);
  return Array.from({ length: count }, (_, n) => ({ params: { n: String(n) }, props: { n } }));
}
