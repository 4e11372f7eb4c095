import { absoluteUrl } from '../../src/lib/absolute-url.ts';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  collectionJsonLd,
  jsonLdDocument,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
  type ProductFacts,
} from '../../src/lib/structured-data.ts';
import { site } from '../../src/config/site.ts';

const facts: ProductFacts = {
  id: 'fone-jbl',
  title: 'Fone de Ouvido JBL',
  summary: 'Fone sem fio.',
  brand: 'JBL',
  merchant: 'Amazon',
  price: 229.9,
  currency: 'BRL',
  rating: 4.7,
  reviewCount: 12840,
  expired: false,
};
const page = { url: '/product/fone-jbl/', image: '/_astro/fone.png', category: 'Eletrônicos' };
type Json = Record<string, unknown>;

describe('product JSON-LD (Google product snippet requirements)', () => {
  const ld = productJsonLd(facts, page) as unknown as Json;
  const offer = ld.offers as Json;

  it('is a schema.org Product with name, image and an Offer', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(facts.title);
    expect(ld.image).toEqual([`${site.origin}/_astro/fone.png`]);
    expect(offer['@type']).toBe('Offer');
  });

  it('gives the offer a numeric price text, an ISO currency, availability, url and seller', () => {
    expect(offer.price).toBe('229.90');
    expect(Number.isFinite(Number(offer.price))).toBe(true);
    expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(offer.url).toBe(`${site.origin}/product/fone-jbl/`);
    expect(offer.seller).toEqual({ '@type': 'Organization', name: 'Amazon' });
    expect(offer).not.toHaveProperty('priceValidUntil');
  });

  it('adds priceValidUntil from expiresAt and marks expired deals discontinued', () => {
    const expired = productJsonLd({ ...facts, expiresAt: new Date('2026-11-15'), expired: true }, page) as unknown as Json;
    expect((expired.offers as Json).priceValidUntil).toBe('2026-11-15');
    expect((expired.offers as Json).availability).toBe('https://schema.org/Discontinued');
  });

  it('has an AggregateRating only with both a rating and reviews', () => {
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12840, bestRating: 5, worstRating: 1 });
    expect(productJsonLd({ ...facts, reviewCount: undefined }, page)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...facts, rating: undefined, reviewCount: undefined }, page)).not.toHaveProperty('aggregateRating');
  });

  it('leaves brand out when unknown', () => {
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'JBL' });
    expect(productJsonLd({ ...facts, brand: undefined }, page)).not.toHaveProperty('brand');
  });
});

describe('other page types', () => {
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Início', url: '/' },
      { name: 'Eletrônicos', url: '/category/Eletr%C3%B4nicos/' },
    ]) as unknown as Json;
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: `${site.origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Eletrônicos', item: `${site.origin}/category/Eletr%C3%B4nicos/` },
    ]);
  });

  it('points the WebSite SearchAction at the search page of the language', () => {
    const pt = websiteJsonLd('pt', 'Top Ofertas') as unknown as Json;
    const en = websiteJsonLd('en', 'Top Deals') as unknown as Json;
    const target = (ld: Json) => ((ld.potentialAction as Json).target as Json).urlTemplate;
    expect(target(pt)).toBe(`${site.origin}/search/?q={search_term_string}`);
    expect(target(en)).toBe(`${site.origin}/en/search/?q={search_term_string}`);
    expect((pt.potentialAction as Json)['query-input']).toBe('required name=search_term_string');
    expect(en.inLanguage).toBe('en-US');
  });

  it('lists the operator and its social profiles', () => {
    const ld = organizationJsonLd('pt', 'Top Ofertas') as unknown as Json;
    expect(ld['@type']).toBe('Organization');
    expect(ld.sameAs).toEqual(site.social.map((s) => s.href));
  });

  it('numbers a listing page by its place in the whole category', () => {
    const ld = collectionJsonLd({ name: 'Cursos', url: '/category/Cursos/2/', locale: 'pt' }, [{ title: 'A', url: '/product/a/' }], 48) as unknown as Json;
    const list = ld.mainEntity as Json;
    expect(ld['@type']).toBe('CollectionPage');
    expect(list.itemListElement).toEqual([{ '@type': 'ListItem', position: 49, url: `${site.origin}/product/a/`, name: 'A' }]);
  });
});

describe('jsonLdDocument', () => {
  it('puts several items under one @context as a @graph, and leaves a lone item as it is', () => {
    const crumbs = breadcrumbJsonLd([{ name: 'Início', url: '/' }]);
    const product = productJsonLd(facts, page);
    expect(jsonLdDocument([crumbs])).toBe(crumbs);
    const doc = jsonLdDocument([product, crumbs]) as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(doc['@context']).toBe('https://schema.org');
    expect(doc['@graph'].map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(doc['@graph'].every((item) => !('@context' in item))).toBe(true);
    expect(doc['@graph'][0]).toMatchObject({ name: product.name, offers: product.offers });
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('builds absolute URLs on the configured origin', () => {
    expect(absoluteUrl('/x/')).toBe(`${site.origin}/x/`);
  });
});
