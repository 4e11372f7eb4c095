/**
 * schema.org JSON-LD of the pages. Typed with `schema-dts` (Google's schema.org types), so a
 * property or type that does not exist in the vocabulary fails the type check.
 */
import type { BreadcrumbList, CollectionPage, Offer, Organization, Product as ProductLd, WebSite, WithContext } from 'schema-dts';
import { site } from '../config/site.ts';
import { localeTags, type Locale } from '../i18n/locales.ts';
import { isoDate } from './format.ts';
import { absoluteUrl } from './absolute-url.ts';
import { homeUrl, searchUrl } from './routes.ts';
import { SEARCH_PARAMS } from '../search/contract.ts';

/** The fields of a product the structured data describes. */
export interface ProductFacts {
  id: string;
  title: string;
  summary: string;
  brand?: string;
  merchant: string;
  price: number;
  currency: string;
  rating?: number;
  reviewCount?: number;
  expiresAt?: Date;
  expired: boolean;
  /** Why it ended, when it has: an unavailable deal is out of stock, an expired one discontinued. */
  ended?: 'expired' | 'unavailable' | undefined;
  /** Its price is older than its store's program allows: no Offer is published with it. */
  priceStale?: boolean;
}

/** Product with its Offer (and AggregateRating when there are reviews), as Google's product snippets expect. */
export function productJsonLd(p: ProductFacts, page: { url: string; image: string; category: string }): WithContext<ProductLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.summary,
    sku: p.id,
    image: [absoluteUrl(page.image)],
    category: page.category,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    ...(p.priceStale ? {} : { offers: offer(p, page.url) }),
    ...(p.rating !== undefined && p.reviewCount
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** The deal's Offer: its price, and whether it can still be bought. */
function offer(p: ProductFacts, url: string): Offer {
  return {
    '@type': 'Offer',
    url: absoluteUrl(url),
    price: p.price.toFixed(2),
    priceCurrency: p.currency,
    availability: p.ended === 'unavailable' ? 'https://schema.org/OutOfStock' : p.expired ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
    ...(p.expiresAt ? { priceValidUntil: isoDate(p.expiresAt) } : {}),
    seller: { '@type': 'Organization', name: p.merchant },
  };
}

/** Breadcrumb trail; every crumb carries its absolute URL. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.url) })),
  };
}

/** The site and its search, so search engines can offer a search box for it. */
export function websiteJsonLd(locale: Locale, name: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(homeUrl(locale)),
    inLanguage: localeTags[locale],
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(searchUrl(locale))}?${SEARCH_PARAMS.query}={search_term_string}` },
      // schema-dts has no type for Google's `query-input` annotation, which its docs still ask for.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}

/** The operator, with its social profiles. */
export function organizationJsonLd(locale: Locale, name: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(homeUrl(locale)),
    logo: absoluteUrl('/favicon.svg'),
    sameAs: site.social.map((s) => s.href),
  };
}

/** A category listing: the page and the products it lists, in order. */
export function collectionJsonLd(
  page: { name: string; url: string; locale: Locale },
  products: { title: string; url: string }[],
  offset = 0,
): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    url: absoluteUrl(page.url),
    inLanguage: localeTags[page.locale],
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: products.length,
      itemListElement: products.map((p, i) => ({ '@type': 'ListItem', position: offset + i + 1, url: absoluteUrl(p.url), name: p.title })),
    },
  };
}

/**
 * One JSON-LD document for all of a page's items: a lone item as it is, several as one `@graph` under
 * one `@context` (one script element and one context per page instead of one per item).
 */
export function jsonLdDocument(items: readonly object[]): object {
  if (items.length === 1) return items[0]!;
  return { '@context': 'https://schema.org', '@graph': items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== '@context'))) };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
