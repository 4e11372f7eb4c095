/**
 * Every URL the site links to is built here, so every language and page agrees on one scheme: the default
 * language (Portuguese) at the spec's routes, each other under its folder (/en/), directory-style URLs ending in a slash.
 */
import { categoryName, type CategoryKey } from '../data/categories.ts';
import { defaultLocale, folderLocales, locales, type Locale } from '../i18n/locales.ts';
import { DEFAULT_SORT, type SortKey } from './sorts.ts';

/** Prefixes a root-relative path with the language's folder: "/x/" stays for the default (pt), becomes "/en/x/" for en. */
export function localePath(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/** A page's address in each language (its alternates), from how it is addressed in one. */
export function alternates(url: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, url(l)])) as Record<Locale, string>;
}

/** Home page of a language. */
export function homeUrl(locale: Locale): string {
  return localePath(locale, '/');
}

/** URL path segment of a category: its display name in the language, URL-encoded. */
export function categorySegment(key: CategoryKey, locale: Locale): string {
  return encodeURIComponent(categoryName(key, locale));
}

/** A category listing; the default sort and page 1 keep the short URL the spec names. */
export function categoryUrl(key: CategoryKey, locale: Locale, sort: SortKey = DEFAULT_SORT, page = 1): string {
  const parts = [categorySegment(key, locale)];
  if (sort !== DEFAULT_SORT) parts.push(sort);
  if (page > 1) parts.push(String(page));
  return localePath(locale, `/category/${parts.join('/')}/`);
}

/** The folder of product pages (and of the deal data shards), before the language prefix. */
const PRODUCT_FOLDER = '/product/';
const DEAL_DATA_FOLDER = '/deals/';

/** A product page. */
export function productUrl(id: string, locale: Locale): string {
  return localePath(locale, `${PRODUCT_FOLDER}${id}/`);
}

/** The query parameter that turns a product page into the forward to its deal on the partner site. */
export const GO_PARAM = 'go';

/**
 * The partner button's address for a store that allows masked links: the product page itself with
 * ?go. The page forwards to the deal's current outbound URL (src/lib/outbound.ts) once its "taking you to the
 * store" notice has painted (INLINE_SCRIPTS.dealForward), so
 * a shared or cached link follows a changed affiliateUrl, costs no file of its own, and shows the
 * deal page (with its button) to a browser without script.
 */
export function goUrl(id: string, locale: Locale): string {
  return `${productUrl(id, locale)}?${GO_PARAM}`;
}

/**
 * Where outbound links lived before they moved onto the product page: /go/{id}/. Host rules and the
 * not-found page forward such addresses to `goUrl(id, 'pt')`, so links already shared keep working.
 */
export const LEGACY_GO_PREFIX = '/go/';

/** The search page (its addresses with a search: searchStateUrl, src/search/contract.ts). */
export function searchUrl(locale: Locale): string {
  return localePath(locale, '/search/');
}

/** A static page such as /contact/ or /faq/. */
export function pageUrl(slug: string, locale: Locale): string {
  return localePath(locale, `/${slug}/`);
}

/** The RSS feed of a language's latest deals. */
export function feedUrl(locale: Locale): string {
  return localePath(locale, '/rss.xml');
}

/**
 * Folders that only hold one page per item (/category/, /product/, and the English twins): opened
 * bare, a static host would answer with its own 403 or 404, so the build puts the not-found page there.
 */
export function bareSectionFolders(): { path: string; locale: Locale }[] {
  return locales.flatMap((locale) => ['category', 'product'].map((s) => ({ path: localePath(locale, `/${s}/`), locale })));
}

/** Language of a site path: a language's folder (/en/) says it, the default language is everywhere else. */
export function pathLocale(path: string): Locale {
  return folderLocales().find((l) => path === `/${l}` || path.startsWith(`/${l}/`)) ?? defaultLocale;
}

/**
 * A path that can only point into this site: "//host" and "/\\host" would leave it (browsers read
 * both as another host), so any run of slashes and backslashes at the start becomes one slash.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[\\/\s]+/, '')}`;
}

/** Twin of a path in the other language: "/x/" <-> "/en/x/". For pages without a per-language slug. */
export function switchLocalePath(path: string, to: Locale): string {
  const safe = sameOriginPath(path);
  const from = pathLocale(safe);
  const bare = from === defaultLocale ? safe : safe.slice(from.length + 1) || '/';
  return localePath(to, sameOriginPath(bare));
}

/** The `[...lang]` route parameter of a language: none for Portuguese (root), "en" for English. */
export function langParam(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/** The `[...view]` parameter of a listing page: "price-asc/2", "2", or none for the default view. */
export function viewParam(sort: SortKey, page: number): string | undefined {
  const parts = [sort !== DEFAULT_SORT ? sort : '', page > 1 ? String(page) : ''].filter(Boolean);
  return parts.length ? parts.join('/') : undefined;
}

/** The shopper's page: saved deals, kept on their device ("Minha conta" / "My account"). */
export function profileUrl(locale: Locale): string {
  return localePath(locale, '/profile/');
}

/**
 * The RSS feed of one category's latest deals. Named by the category's key, not its display name: a file
 * name with "&" ("Home & Garden") is not served the same way by every static host.
 */
export function categoryFeedUrl(key: CategoryKey, locale: Locale): string {
  return localePath(locale, `/rss/${key}.xml`);
}

/** The RSS feed of deals whose price fell recently. */
export function priceDropsFeedUrl(locale: Locale): string {
  return localePath(locale, '/price-drops.xml');
}

/** One shard of the deal data the profile page reads (see src/lib/deal-data.ts). */
export function dealDataUrl(locale: Locale, shard: number): string {
  return localePath(locale, `${DEAL_DATA_FOLDER}${shard}.json`);
}

/** The offline page of a language. */
export function offlineUrl(locale: Locale): string {
  return pageUrl('offline', locale);
}

/** The not-found page of a language, where static hosts look for it (/404.html, /en/404.html). */
export function notFoundUrl(locale: Locale): string {
  return localePath(locale, '/404.html');
}

/**
 * Query parameter of a not-found file opened by the other language's not-found page (a host that serves
 * one not-found page for every path): the address the shopper asked for, put back in the address bar.
 */
export const NOT_FOUND_ASKED_PARAM = 'missing';

/** Every path under a language's folder in the host rules' wildcard syntax (/en/*); for folderLocales(). */
export function localeWildcard(locale: Locale): string {
  return `${localePath(locale, '/')}*`;
}

/** Kinds of address the service worker treats apart. */
export type PathKind = 'search' | 'profile' | 'product' | 'deal-data';

/**
 * What a site path is, read with the builders above (so it follows them): the search and profile
 * pages (with or without the final slash), a product page, a deal data shard; undefined otherwise.
 */
export function pathKind(pathname: string): PathKind | undefined {
  const locale = pathLocale(pathname);
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (slashed === searchUrl(locale)) return 'search';
  if (slashed === profileUrl(locale)) return 'profile';
  const inFolder = (folder: string, rest: RegExp) => {
    const prefix = localePath(locale, folder);
    return pathname.startsWith(prefix) && rest.test(pathname.slice(prefix.length));
  };
  if (inFolder(PRODUCT_FOLDER, /^[^/]+\/?$/)) return 'product';
  if (inFolder(DEAL_DATA_FOLDER, /^\d+\.json$/)) return 'deal-data';
  return undefined;
}
