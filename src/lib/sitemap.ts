/**
 * What the sitemap lists, as options for the official @astrojs/sitemap integration (astro.config.mjs):
 * every indexable page, each with its twin in the other language. Pages that tell search engines
 * "noindex" stay out: not-found pages, redirect stubs, re-sorted listings, search, outbound /go/ pages,
 * the offline page and expired deals.
 *
 * These options run inside the Astro config, where the content layer (`astro:content`) does not exist.
 * Expired deals are therefore read from the product files themselves, with the checker's parser and the
 * schema's date rule, and judged by the same expiry rule as the product pages (src/lib/expiry.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SitemapItem, SitemapOptions } from '@astrojs/sitemap';
import { categoryByName } from '../data/categories.ts';
import { parseMarkdown } from '../content/frontmatter.ts';
import { productsDir } from '../content/paths.ts';
import { dateField } from '../content/schema.ts';
import { defaultLocale, hreflangTags, locales, type Locale } from '../i18n/locales.ts';
import { isExpired } from './expiry.ts';
import { redirects } from './redirects.ts';
import { DEFAULT_SORT, categoryUrl, sortKeys, type SortKey } from './routes.ts';

/** Where the sitemap integration writes the index that robots.txt announces. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/** Why a built path is left out of the sitemap. */
export type Exclusion = 'not-a-page' | 'not-found' | 'redirect' | 'sorted-listing' | 'search' | 'outbound' | 'offline' | 'profile' | 'expired-product';

/** First path segments (after the language) whose every page is noindex. */
const NOINDEX_SECTIONS: Readonly<Record<string, Exclusion>> = { '404': 'not-found', search: 'search', go: 'outbound', offline: 'offline', profile: 'profile' };

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const withoutSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

// The build writes redirect stubs after Astro has listed its pages, so they never reach the filter;
// they are refused anyway, should they ever become Astro routes (e.g. config `redirects`).
const REDIRECT_PATHS = new Set(redirects().map((r) => withoutSlash(decode(r.from))));

/** A site path's language and the path inside it: "/en/x/" is English "/x/", "/x/" Portuguese "/x/". */
function splitLocale(decoded: string): { locale: Locale; rest: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (decoded === `/${locale}` || decoded.startsWith(`/${locale}/`)) return { locale, rest: decoded.slice(locale.length + 1) || '/' };
  }
  return { locale: defaultLocale, rest: decoded };
}

const isSort = (segment: string | undefined): segment is SortKey => (sortKeys as readonly string[]).includes(segment ?? '');

/**
 * Why the page at `pathname` (as built, encoded or not) stays out of the sitemap, or undefined when it
 * belongs in it. `expired` holds the ids of deals whose end has passed.
 */
export function sitemapExclusion(pathname: string, expired: ReadonlySet<string>): Exclusion | undefined {
  const decoded = decode(pathname);
  if (REDIRECT_PATHS.has(withoutSlash(decoded))) return 'redirect';
  // Every page is a folder (build.format 'directory'); files such as /rss.xml or /robots.txt are not pages.
  if (!decoded.endsWith('/')) return 'not-a-page';
  const [section, name, view] = splitLocale(decoded).rest.split('/').filter(Boolean);
  if (section === undefined) return undefined;
  const noindexSection = NOINDEX_SECTIONS[section];
  if (noindexSection) return noindexSection;
  if (section === 'category' && isSort(view) && view !== DEFAULT_SORT) return 'sorted-listing';
  if (section === 'product' && name !== undefined && expired.has(name)) return 'expired-product';
  return undefined;
}

/**
 * Ids of the deals whose end has passed at `now`, from the Portuguese product files under `root` (they
 * hold expiresAt). Unreadable files are skipped: `content:check` fails the build on them first.
 */
export function expiredProductIds(root: string, now: Date = new Date()): Set<string> {
  const dir = productsDir(root, 'pt');
  const ids = new Set<string>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return ids;
  }
  for (const name of names) {
    if (!name.endsWith('.md')) continue;
    const text = readFileSync(path.join(dir, name), 'utf8');
    // Most deals never end: only files that mention the field are worth parsing.
    if (!text.includes('expiresAt')) continue;
    let data: unknown;
    try {
      data = parseMarkdown(text).data;
    } catch {
      continue;
    }
    if (typeof data !== 'object' || data === null || !('expiresAt' in data)) continue;
    const expiresAt = dateField.safeParse(data.expiresAt);
    if (expiresAt.success && isExpired(expiresAt.data, now)) ids.add(name.slice(0, -'.md'.length));
  }
  return ids;
}

/** A URL with each path segment encoded the way the site's own links are (encodeURIComponent). */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname
    .split('/')
    .map((segment) => encodeURIComponent(decode(segment)))
    .join('/');
  return parsed.href;
}

/**
 * Both languages' addresses of a category listing (its name differs per language, so the integration's
 * same-path matching cannot pair them), or undefined for any other page. Both languages list the same
 * live deals, so every listing page exists in both.
 */
export function categoryAlternates(url: string): Record<Locale, string> | undefined {
  const parsed = new URL(url);
  const { locale, rest } = splitLocale(decode(parsed.pathname));
  const [section, name, ...view] = rest.split('/').filter(Boolean);
  const category = section === 'category' && name !== undefined ? categoryByName(name, locale) : undefined;
  if (!category) return undefined;
  const sort = isSort(view[0]) ? view[0] : DEFAULT_SORT;
  const [pageText, ...extra] = isSort(view[0]) ? view.slice(1) : view;
  const page = pageText === undefined ? 1 : /^\d+$/.test(pageText) ? Number(pageText) : undefined;
  if (page === undefined || extra.length > 0) return undefined;
  return Object.fromEntries(locales.map((l) => [l, new URL(categoryUrl(category.key, l, sort, page), parsed.origin).href])) as Record<Locale, string>;
}

/** One sitemap entry, made consistent with the pages' canonical links and given its category twin. */
export function serializeEntry(item: SitemapItem): SitemapItem {
  const url = canonicalUrl(item.url);
  const links = item.links?.map((link) => ({ ...link, url: canonicalUrl(link.url) }));
  if (links?.length) return { ...item, url, links };
  const twins = categoryAlternates(url);
  if (!twins) return { ...item, url };
  return { ...item, url, links: locales.map((l) => ({ lang: hreflangTags[l], url: twins[l] })) };
}

/**
 * The options of @astrojs/sitemap: language alternates, the noindex filter and the serializer. Expired
 * deals are read once, when the filter first runs at the end of the build: a deal ending during the
 * build is then left out although its page was rendered live, never listed while its page says noindex.
 */
export function sitemapOptions(contentRoot: string): NonNullable<SitemapOptions> {
  let expired: Set<string> | undefined;
  return {
    i18n: { defaultLocale, locales: { ...hreflangTags } },
    filter: (page) => sitemapExclusion(new URL(page).pathname, (expired ??= expiredProductIds(contentRoot))) === undefined,
    serialize: serializeEntry,
    // Only the xhtml namespace (language alternates) is used; no news, image or video entries.
    namespaces: { news: false, image: false, video: false },
  };
}

/** The robots.txt body: everything may be crawled, and the sitemap index is announced. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`;
}
