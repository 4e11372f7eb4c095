import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SitemapItem } from '@astrojs/sitemap';
import { site } from '../../src/config/site.ts';
import { categories } from '../../src/data/categories.ts';
import { locales } from '../../src/i18n/locales.ts';
import { redirects } from '../../src/lib/redirects.ts';
import { categoryUrl, pageUrl, productUrl, searchUrl } from '../../src/lib/routes.ts';
import { DEFAULT_SORT, sortKeys } from '../../src/lib/sorts.ts';
import { canonicalUrl, categoryAlternates, expiredProductIds, robotsTxt, serializeEntry, sitemapExclusion, sitemapOptions } from '../../src/lib/sitemap.ts';

const ORIGIN = 'https://www.topofertas.example';
const abs = (p: string) => new URL(p, ORIGIN).href;
const FIXTURES = path.resolve('tests/fixtures/catalogs');
const expired = new Set(['old-deal']);
const excluded = (pathname: string) => sitemapExclusion(pathname, expired);

describe('sitemapExclusion: which built pages stay out of the sitemap', () => {
  it('keeps the indexable pages of both languages', () => {
    for (const locale of locales) {
      expect(excluded(locale === 'pt' ? '/' : '/en/')).toBeUndefined();
      expect(excluded(productUrl('live-deal', locale))).toBeUndefined();
      expect(excluded(pageUrl('faq', locale))).toBeUndefined();
      for (const { key } of categories) {
        expect(excluded(categoryUrl(key, locale)), key).toBeUndefined();
        expect(excluded(categoryUrl(key, locale, DEFAULT_SORT, 2)), key).toBeUndefined();
      }
    }
  });

  it('accepts paths as the integration hands them over, encoded or not', () => {
    expect(excluded('/category/Eletrônicos/')).toBeUndefined();
    expect(excluded('/en/category/Computers%20&%20IT/price-asc/')).toBe('sorted-listing');
    expect(excluded('/en/category/Computers & IT/latest/3/')).toBe('sorted-listing');
  });

  it('leaves out the listings in a non-default sort (noindex), on every page', () => {
    for (const locale of locales) {
      for (const sort of sortKeys.filter((s) => s !== DEFAULT_SORT)) {
        expect(excluded(categoryUrl('electronics', locale, sort)), `${locale} ${sort}`).toBe('sorted-listing');
        expect(excluded(categoryUrl('pet-shop', locale, sort, 2)), `${locale} ${sort} 2`).toBe('sorted-listing');
      }
    }
  });

  it('leaves out the not-found pages, however they are addressed', () => {
    for (const p of ['/404/', '/en/404/', '/404', '/404.html', '/en/404.html']) expect(excluded(p), p).toBeDefined();
    expect(excluded('/404/')).toBe('not-found');
    expect(excluded('/en/404/')).toBe('not-found');
  });

  it('leaves out every redirect stub, with or without the trailing slash', () => {
    for (const { from } of redirects()) {
      expect(excluded(from), from).toBe('redirect');
      expect(excluded(`${from}/`), from).toBe('redirect');
    }
  });

  it('leaves out search, outbound, offline pages and expired deals, in both languages', () => {
    for (const locale of locales) {
      expect(excluded(searchUrl(locale))).toBe('search');
      expect(excluded(productUrl('old-deal', locale))).toBe('expired-product');
    }
    expect(excluded('/go/some-deal/')).toBe('outbound');
    expect(excluded('/en/go/some-deal/')).toBe('outbound');
    expect(excluded('/offline/')).toBe('offline');
    expect(excluded('/en/offline/')).toBe('offline');
  });

  it('leaves out files that are not pages (feeds, robots.txt)', () => {
    for (const p of ['/rss.xml', '/en/rss.xml', '/robots.txt']) expect(excluded(p), p).toBe('not-a-page');
  });
});

describe('expiredProductIds reads expiry from the product files with the same rule as the pages', () => {
  const good = path.join(FIXTURES, 'good');

  it('counts a deal as live through its expiresAt day (UTC) and expired from the next day on', () => {
    expect(expiredProductIds(good, new Date('2026-12-31T23:59:59Z'))).toEqual(new Set());
    expect(expiredProductIds(good, new Date('2027-01-01T00:00:00Z'))).toEqual(new Set(['smart-tv-samsung-50']));
  });

  it('skips files it cannot read and impossible dates instead of failing (content:check reports them)', () => {
    const later = new Date('2030-01-01T00:00:00Z');
    expect(() => expiredProductIds(path.join(FIXTURES, 'malformed-yaml'), later)).not.toThrow();
    expect(expiredProductIds(path.join(FIXTURES, 'bad-dates'), later).has('impossible-time')).toBe(false);
    expect(expiredProductIds(path.join(FIXTURES, 'does-not-exist'), later)).toEqual(new Set());
  });
});

describe('canonicalUrl', () => {
  it('encodes path segments the way the site’s links do', () => {
    expect(canonicalUrl(abs('/en/category/Computers%20&%20IT/'))).toBe(abs(categoryUrl('computers', 'en')));
    expect(canonicalUrl(`${ORIGIN}/category/Eletrônicos/`)).toBe(abs(categoryUrl('electronics', 'pt')));
    const product = abs(productUrl('fone-jbl', 'en'));
    expect(canonicalUrl(product)).toBe(product);
  });
});

describe('categoryAlternates pairs listings whose names differ per language', () => {
  it('gives both languages’ addresses of every listing page, sort and page kept', () => {
    for (const { key } of categories) {
      for (const locale of locales) {
        const pair = { pt: abs(categoryUrl(key, 'pt')), en: abs(categoryUrl(key, 'en')) };
        expect(categoryAlternates(abs(categoryUrl(key, locale))), key).toEqual(pair);
      }
    }
    expect(categoryAlternates(abs(categoryUrl('books', 'en', DEFAULT_SORT, 3)))).toEqual({
      pt: abs(categoryUrl('books', 'pt', DEFAULT_SORT, 3)),
      en: abs(categoryUrl('books', 'en', DEFAULT_SORT, 3)),
    });
    expect(categoryAlternates(abs(categoryUrl('books', 'pt', 'latest', 2)))?.en).toBe(abs(categoryUrl('books', 'en', 'latest', 2)));
  });

  it('is undefined for other pages and unknown categories', () => {
    expect(categoryAlternates(abs(productUrl('x', 'pt')))).toBeUndefined();
    expect(categoryAlternates(abs('/category/Nada/'))).toBeUndefined();
    expect(categoryAlternates(abs('/en/category/Eletr%C3%B4nicos/'))).toBeUndefined();
    expect(categoryAlternates(abs('/category/Cursos/not-a-page/'))).toBeUndefined();
  });
});

describe('serializeEntry', () => {
  it('adds the twin of a category listing, Portuguese first', () => {
    const item = serializeEntry({ url: `${ORIGIN}/en/category/Computers%20&%20IT/` } as SitemapItem);
    expect(item.url).toBe(abs(categoryUrl('computers', 'en')));
    expect(item.links).toEqual([
      { lang: 'pt-BR', url: abs(categoryUrl('computers', 'pt')) },
      { lang: 'en', url: abs(categoryUrl('computers', 'en')) },
    ]);
  });

  it('keeps the alternates the integration found by path, in canonical form', () => {
    const links = [
      { lang: 'pt-BR', url: `${ORIGIN}/category/Pet%20Shop/` },
      { lang: 'en', url: `${ORIGIN}/en/category/Pet%20Shop/` },
    ];
    expect(serializeEntry({ url: `${ORIGIN}/category/Pet%20Shop/`, links } as SitemapItem).links).toEqual(links);
  });

  it('leaves a page without a twin as it is', () => {
    const url = abs(pageUrl('faq', 'pt'));
    expect(serializeEntry({ url } as SitemapItem)).toEqual({ url });
  });
});

describe('sitemapOptions', () => {
  it('declares both languages with their hreflang tags, Portuguese as default', () => {
    expect(sitemapOptions('content').i18n).toEqual({ defaultLocale: 'pt', locales: { pt: 'pt-BR', en: 'en' } });
  });

  it('filters absolute URLs with the expired deals of the given catalog', () => {
    const { filter } = sitemapOptions(path.join(FIXTURES, 'good'));
    expect(filter?.(abs(productUrl('livro-clean-code', 'en')))).toBe(true);
    expect(filter?.(abs(searchUrl('en')))).toBe(false);
    expect(filter?.(abs('/en/404/'))).toBe(false);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points at the sitemap index on the site origin', () => {
    const text = robotsTxt(site.origin);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${site.origin.replace(/\./g, '\\.')}/sitemap-index\\.xml$`, 'm'));
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
