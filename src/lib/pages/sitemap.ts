/**
 * Data of the sitemap (/sitemap-index.xml, /sitemap-{n}.xml): the same route data every page is
 * built from, so the sitemap lists exactly the pages that exist and are indexable.
 */
import type { SitemapItemLoose } from 'sitemap';
import { sitemapFileCount } from '../sitemap.ts';

/** The routes of /sitemap-{n}.xml, given every sitemap entry of the site. */
export function sitemapFileRoutes(items: readonly SitemapItemLoose[]) {
  return Array.from({ length: sitemapFileCount(items.length) }, (_, n) => ({ params: { n: String(n) }, props: { n } }));
}
