import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { robotsTxt, SITEMAP_FILE_LIMIT, sitemapFileCount, sitemapIndexXml, sitemapItems, sitemapXml, type SitemapPage } from '../../src/lib/sitemap.ts';
import { categoryUrl, homeUrl, productUrl } from '../../src/lib/routes.ts';

const ORIGIN = site.origin;
const twin = (pt: string, en: string, locale: 'pt' | 'en', noindex = false): SitemapPage => ({ locale, alternates: { pt, en }, noindex });

describe('sitemapItems', () => {
  const pages = [
    twin(homeUrl('pt'), homeUrl('en'), 'pt'),
    twin(homeUrl('pt'), homeUrl('en'), 'en'),
    twin(categoryUrl('computers', 'pt'), categoryUrl('computers', 'en'), 'en'),
    twin(categoryUrl('computers', 'pt', 'price-asc'), categoryUrl('computers', 'en', 'price-asc'), 'pt', true),
    twin(productUrl('fone', 'pt'), productUrl('fone', 'en'), 'pt'),
    twin(productUrl('ended', 'pt'), productUrl('ended', 'en'), 'pt', true),
  ];
  const items = sitemapItems(pages);

  it('lists the indexable pages only, at the address of their own language', () => {
    expect(items.map((i) => i.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/en/`, `${ORIGIN}/en/category/Computers%20%26%20IT/`, `${ORIGIN}/product/fone/`]);
  });

  it('gives every entry both languages with their hreflang tags, even when the names differ', () => {
    expect(items[2]!.links).toEqual([
      { lang: 'pt-BR', url: `${ORIGIN}/category/Computadores%20e%20Inform%C3%A1tica/` },
      { lang: 'en', url: `${ORIGIN}/en/category/Computers%20%26%20IT/` },
    ]);
  });
});

describe('sitemap files', () => {
  it('splits the addresses into files under the protocol limit', () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(SITEMAP_FILE_LIMIT)).toBe(1);
    expect(sitemapFileCount(SITEMAP_FILE_LIMIT + 1)).toBe(2);
    expect(SITEMAP_FILE_LIMIT).toBeLessThanOrEqual(50_000);
  });

  it('writes a urlset with xhtml alternates, escaping what needs escaping, and an index of the files', async () => {
    const items = sitemapItems([twin('/product/a&b/', '/en/product/a&b/', 'pt')]);
    const xml = await sitemapXml(items, 0);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${ORIGIN}/product/a&amp;b/</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/product/a&amp;b/"/>`);
    const index = await sitemapIndexXml(2);
    expect(index).toContain(`<loc>${ORIGIN}/sitemap-0.xml</loc>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemap-1.xml</loc>`);
  });
});

describe('robotsTxt', () => {
  it('allows crawling but the store forwards, and points at the sitemap index on the site origin', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\nDisallow: /*?go\n\nSitemap: ${ORIGIN}/sitemap-index.xml\n`);
  });
});
