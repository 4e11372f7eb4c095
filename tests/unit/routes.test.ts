import { describe, expect, it } from 'vitest';
import { categories, type CategoryKey } from '../../src/data/categories.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import {
  categorySegment,
  categoryUrl,
  dealDataUrl,
  homeUrl,
  langParam,
  localePath,
  pageUrl,
  pathKind,
  productUrl,
  profileUrl,
  searchUrl,
  switchLocalePath,
  pathLocale,
  viewParam,
} from '../../src/lib/routes.ts';
import { sortKeys } from '../../src/lib/sorts.ts';

describe('localePath / homeUrl', () => {
  it('keeps Portuguese at the root and puts English under /en/', () => {
    expect(localePath('pt', '/x/')).toBe('/x/');
    expect(localePath('en', '/x/')).toBe('/en/x/');
    expect(localePath('en', '/')).toBe('/en/');
    expect(homeUrl('pt')).toBe('/');
    expect(homeUrl('en')).toBe('/en/');
  });
});

describe('categorySegment / categoryUrl', () => {
  it('encodes the display name of the language', () => {
    expect(categorySegment('electronics', 'pt')).toBe('Eletr%C3%B4nicos');
    expect(categorySegment('electronics', 'en')).toBe('Electronics');
    expect(categorySegment('computers', 'en')).toBe('Computers%20%26%20IT');
    expect(categorySegment('computers', 'pt')).toBe('Computadores%20e%20Inform%C3%A1tica');
    expect(categorySegment('pet-shop', 'pt')).toBe('Pet%20Shop');
  });

  it('gives every category a segment that decodes back to its name', () => {
    for (const c of categories) {
      for (const locale of ['pt', 'en'] as const) {
        const segment = categorySegment(c.key, locale);
        expect(segment).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
        expect(segment).not.toMatch(/[ &/?#]/);
        expect(decodeURIComponent(segment)).toBe(c[locale]);
      }
    }
  });

  it('keeps the short URL for the default sort and page 1', () => {
    expect(categoryUrl('electronics', 'pt')).toBe('/category/Eletr%C3%B4nicos/');
    expect(categoryUrl('electronics', 'pt', 'popularity', 1)).toBe('/category/Eletr%C3%B4nicos/');
    expect(categoryUrl('home-garden', 'en')).toBe('/en/category/Home%20%26%20Garden/');
  });

  it('adds sort and page segments when they differ from the default', () => {
    expect(categoryUrl('tools', 'pt', 'price-asc')).toBe('/category/Ferramentas/price-asc/');
    expect(categoryUrl('tools', 'pt', 'popularity', 2)).toBe('/category/Ferramentas/2/');
    expect(categoryUrl('tools', 'en', 'latest', 3)).toBe('/en/category/Tools/latest/3/');
    expect(categoryUrl('tools', 'en', 'price-desc', 1)).toBe('/en/category/Tools/price-desc/');
  });

  it('agrees with viewParam on the part after the category', () => {
    for (const sort of sortKeys) {
      for (const page of [1, 2, 10]) {
        const view = viewParam(sort, page);
        const base = categoryUrl('books', 'en');
        expect(categoryUrl('books', 'en', sort, page)).toBe(view ? `${base}${view}/` : base);
      }
    }
  });
});

describe('productUrl / pageUrl', () => {
  it('builds directory-style URLs per language', () => {
    expect(productUrl('fone-bluetooth-xyz', 'pt')).toBe('/product/fone-bluetooth-xyz/');
    expect(productUrl('fone-bluetooth-xyz', 'en')).toBe('/en/product/fone-bluetooth-xyz/');
    expect(pageUrl('contact', 'pt')).toBe('/contact/');
    expect(pageUrl('privacy-policy', 'en')).toBe('/en/privacy-policy/');
  });
});

describe('searchUrl', () => {
  it('is the bare search page (searches: searchHref, tests/unit/search-contract.test.ts)', () => {
    expect(searchUrl('pt')).toBe('/search/');
    expect(searchUrl('en')).toBe('/en/search/');
  });
});

describe('pathLocale', () => {
  it('reads English only from an /en path segment', () => {
    expect(pathLocale('/en')).toBe('en');
    expect(pathLocale('/en/product/x/')).toBe('en');
    expect(pathLocale('/')).toBe('pt');
    expect(pathLocale('/enviar/')).toBe('pt');
    expect(pathLocale('/product/en/')).toBe('pt');
  });
});

describe('switchLocalePath never leaves the site', () => {
  it.each<[string, Locale]>([
    ['/en//evil.example/', 'pt'],
    ['//evil.example/', 'en'],
    ['/en/\\evil.example/', 'pt'],
    ['/\\/evil.example', 'en'],
    ['/en/ //evil.example', 'pt'],
    ['/en///\\evil.example/x', 'pt'],
  ])('%s -> %s stays a same-origin path', (path, to) => {
    const target = switchLocalePath(path, to);
    expect(target).toMatch(/^\/[^/\\]/);
    expect(new URL(target, 'https://www.topofertas.example/en/x/').origin).toBe('https://www.topofertas.example');
  });
});

describe('switchLocalePath', () => {
  it.each<[string, Locale, string]>([
    ['/', 'en', '/en/'],
    ['/en/', 'pt', '/'],
    ['/en', 'pt', '/'],
    ['/search/', 'en', '/en/search/'],
    ['/en/search/', 'pt', '/search/'],
    ['/product/abc/', 'en', '/en/product/abc/'],
    ['/en/product/abc/', 'pt', '/product/abc/'],
    // Already in the target language: unchanged.
    ['/en/faq/', 'en', '/en/faq/'],
    ['/faq/', 'pt', '/faq/'],
    // A Portuguese path that merely starts with "en" is not English.
    ['/enviar/', 'en', '/en/enviar/'],
    ['/enviar/', 'pt', '/enviar/'],
  ])('%s -> %s gives %s', (path, to, expected) => {
    expect(switchLocalePath(path, to)).toBe(expected);
  });
});

describe('langParam / viewParam', () => {
  it('langParam is empty for Portuguese and "en" for English', () => {
    expect(langParam('pt')).toBeUndefined();
    expect(langParam('en')).toBe('en');
  });

  it('viewParam leaves out the default sort and page 1', () => {
    expect(viewParam('popularity', 1)).toBeUndefined();
    expect(viewParam('popularity', 2)).toBe('2');
    expect(viewParam('price-asc', 1)).toBe('price-asc');
    expect(viewParam('price-asc', 2)).toBe('price-asc/2');
    expect(viewParam('latest', 12)).toBe('latest/12');
  });

  it('gives a distinct value for every sort and page', () => {
    const seen = new Set<string | undefined>();
    for (const sort of sortKeys) for (const page of [1, 2, 3]) seen.add(viewParam(sort, page));
    expect(seen.size).toBe(sortKeys.length * 3);
  });
});

// Keep the key type honest: every category key works in every builder.
it('builds a URL for every category and language', () => {
  const keys: CategoryKey[] = categories.map((c) => c.key);
  const urls = keys.flatMap((key) => [categoryUrl(key, 'pt'), categoryUrl(key, 'en')]);
  expect(new Set(urls).size).toBe(28);
  for (const url of urls) expect(url).toMatch(/^(\/en)?\/category\/[^/]+\/$/);
});

describe('pathKind', () => {
  it('reads the pages the service worker keeps from the same scheme the links use', () => {
    for (const locale of ['pt', 'en'] as const) {
      expect(pathKind(searchUrl(locale))).toBe('search');
      expect(pathKind(searchUrl(locale).slice(0, -1))).toBe('search');
      expect(pathKind(profileUrl(locale))).toBe('profile');
      expect(pathKind(productUrl('fone-jbl', locale))).toBe('product');
      expect(pathKind(productUrl('fone-jbl', locale).slice(0, -1))).toBe('product');
      expect(pathKind(dealDataUrl(locale, 7))).toBe('deal-data');
      expect(pathKind(homeUrl(locale))).toBeUndefined();
      expect(pathKind(categoryUrl('electronics', locale))).toBeUndefined();
      expect(pathKind(`${productUrl('fone-jbl', locale)}extra/`)).toBeUndefined();
    }
  });
});
