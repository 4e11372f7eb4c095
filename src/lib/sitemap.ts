/**
 * The sitemap, from the route data the pages are built from: every page that does not tell search
 * engines "noindex", with its twin in the other language. Written with the `sitemap` library (the one
 * @astrojs/sitemap wraps) as an index and as many files of at most SITEMAP_FILE_LIMIT addresses as
 * the catalog needs.
 */
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { hreflangTags, locales, type Locale } from '../i18n/locales.ts';
import { absoluteUrl } from './absolute-url.ts';
import { GO_PARAM } from './routes.ts';

/** Where the sitemap index is served; robots.txt announces it. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/** Addresses per sitemap file: under the protocol's 50,000, so a file never comes close to its limits. */
export const SITEMAP_FILE_LIMIT = 45_000;

/** The address of sitemap file `n` (0-based). */
export function sitemapFilePath(n: number): string {
  return `/sitemap-${n}.xml`;
}

/** What the sitemap needs of a built page: its language, the address of each language's version, noindex. */
export interface SitemapPage {
  locale: Locale;
  alternates: Record<Locale, string>;
  noindex?: boolean;
}

/** The sitemap entries of these pages: indexable ones only, each with its language alternates. */
export function sitemapItems(pages: readonly SitemapPage[]): SitemapItemLoose[] {
  return pages
    .filter((page) => !page.noindex)
    .map((page) => ({
      url: absoluteUrl(page.alternates[page.locale]),
      links: locales.map((l) => ({ lang: hreflangTags[l], url: absoluteUrl(page.alternates[l]) })),
    }));
}

/** The number of sitemap files `count` addresses fill (at least one, so the index is never empty). */
export function sitemapFileCount(count: number): number {
  return Math.max(1, Math.ceil(count / SITEMAP_FILE_LIMIT));
}

async function xml(stream: SitemapStream | SitemapIndexStream, items: readonly unknown[]): Promise<string> {
  for (const item of items) stream.write(item);
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/** Sitemap file `n` of `items`. */
export function sitemapXml(items: readonly SitemapItemLoose[], n: number): Promise<string> {
  const stream = new SitemapStream({ xmlns: { news: false, xhtml: true, image: false, video: false } });
  return xml(stream, items.slice(n * SITEMAP_FILE_LIMIT, (n + 1) * SITEMAP_FILE_LIMIT));
}

/** The sitemap index pointing at `files` sitemap files. */
export function sitemapIndexXml(files: number): Promise<string> {
  const urls = Array.from({ length: files }, (_, n) => absoluteUrl(sitemapFilePath(n)));
  return xml(new SitemapIndexStream(), urls);
}

/**
 * The robots.txt body: everything may be crawled but product pages' store forwards (?go: a crawler would
 * only follow them to the partner), and the sitemap index is announced.
 */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /*?${GO_PARAM}\n\nSitemap: ${absoluteUrl(SITEMAP_INDEX_PATH)}\n`;
}
