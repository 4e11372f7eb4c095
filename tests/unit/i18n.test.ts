import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { fill, plural, useTranslations, type PluralTexts } from '../../src/i18n/index.ts';
import { LANG_STORAGE_KEY } from '../../src/i18n/locales.ts';
import { pt } from '../../src/i18n/pt.ts';

type Leaf = { path: string; value: unknown };

/** Every leaf (string, number, ...) of a dictionary with its dotted path; arrays use their index. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}

/** Every node path with its kind ("object", "array", "string", ...), so shapes can be compared. */
function shape(node: unknown, path = ''): string[] {
  const kind = Array.isArray(node) ? 'array' : node === null ? 'null' : typeof node;
  const here = `${path || '<root>'}: ${kind}`;
  if (node !== null && typeof node === 'object') {
    return [here, ...Object.entries(node).flatMap(([key, value]) => shape(value, path ? `${path}.${key}` : key))];
  }
  return [here];
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

const ptLeaves = leaves(pt);
const enLeaves = leaves(en);
const enByPath = new Map(enLeaves.map((l) => [l.path, l.value]));

describe('dictionaries', () => {
  it('have the same keys and value types, recursively (including array lengths)', () => {
    expect(shape(en).sort()).toEqual(shape(pt).sort());
    expect(ptLeaves.length).toBeGreaterThan(50);
  });

  it('contain only non-empty strings', () => {
    for (const { path, value } of [...ptLeaves, ...enLeaves]) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('use the same placeholders in both languages for every key', () => {
    for (const { path, value } of ptLeaves) {
      expect(placeholders(enByPath.get(path) as string), path).toEqual(placeholders(value as string));
    }
  });

  it('use only well-formed placeholders (no stray braces)', () => {
    for (const { path, value } of [...ptLeaves, ...enLeaves]) {
      const withoutPlaceholders = (value as string).replace(/\{\w+\}/g, '');
      expect(withoutPlaceholders, path).not.toMatch(/[{}]/);
    }
  });

  it('are actually translated: English differs from Portuguese for most texts', () => {
    const same = ptLeaves.filter(({ path, value }) => enByPath.get(path) === value).map((l) => l.path);
    // Texts that are legitimately identical (e.g. "Menu", "-{percent}%").
    expect(same.length).toBeLessThan(5);
  });

  it('are returned by useTranslations for each locale', () => {
    expect(useTranslations('pt')).toBe(pt);
    expect(useTranslations('en')).toBe(en);
    expect(useTranslations('pt').site.name).toBe('Top Ofertas');
    expect(useTranslations('en').site.name).toBe('Top Deals');
  });
});

describe('English texts quoted by the spec', () => {
  const enValues = new Set(enLeaves.map((l) => l.value));
  const quoted = [
    'View All Deals',
    'View Deal on Partner Site',
    'Page Not Found',
    'The page you are looking for does not exist.',
    'Product Not Found',
    'The product you are looking for does not exist or has been removed.',
    'No results found',
    'Try refining your search or browse other terms.',
    'No Products Found',
    "We couldn't find any products in this category at the moment.",
    'Loading...',
    "Just a moment, we're preparing everything for you!",
    'Popularity',
    'Price Low to High',
    'Price High to Low',
    'Latest',
    'My Account',
    'Categories',
    'Sort by',
    'Top Deals',
  ];

  it.each(quoted)('"%s" is an English value, verbatim', (text) => {
    expect(enValues.has(text)).toBe(true);
  });

  it('sit at the keys the pages use', () => {
    expect(en.notFound).toMatchObject({ title: 'Page Not Found', text: 'The page you are looking for does not exist.' });
    expect(en.product).toMatchObject({ notFoundTitle: 'Product Not Found', viewDeal: 'View Deal on Partner Site' });
    expect(en.search).toMatchObject({ noResultsTitle: 'No results found', noResultsText: 'Try refining your search or browse other terms.' });
    expect(en.listing).toMatchObject({ noProductsTitle: 'No Products Found', sortBy: 'Sort by' });
    expect(en.listing.sort).toEqual({ popularity: 'Popularity', 'price-asc': 'Price Low to High', 'price-desc': 'Price High to Low', latest: 'Latest' });
    expect(en.loading).toEqual({ title: 'Loading...', text: "Just a moment, we're preparing everything for you!" });
    expect(pt.site.name).toBe('Top Ofertas');
  });

  it('has a "Why Choose" section with three points in both languages (spec §2)', () => {
    expect(en.home.whyChoose).toMatch(/^Why Choose/);
    expect(en.home.why).toHaveLength(3);
    expect(pt.home.why).toHaveLength(3);
  });
});

describe('fill', () => {
  it('replaces known placeholders, every occurrence', () => {
    expect(fill('Página {page} de {pages}', { page: 2, pages: 10 })).toBe('Página 2 de 10');
    expect(fill('{a}-{a}-{b}', { a: 'x', b: 'y' })).toBe('x-x-y');
  });

  it('writes numbers with String(), not locale formatting', () => {
    expect(fill('{n}', { n: 1234.5 })).toBe('1234.5');
    expect(fill('{n}', { n: 0 })).toBe('0');
  });

  it('leaves unknown placeholders visible and other text untouched', () => {
    expect(fill('Sold by {merchant}', {})).toBe('Sold by {merchant}');
    expect(fill('{known} {unknown}', { known: 'ok' })).toBe('ok {unknown}');
    expect(fill('no placeholders {} { x }', { x: 1 })).toBe('no placeholders {} { x }');
  });

  it('does not re-expand placeholders found in inserted values', () => {
    expect(fill('{a} {b}', { a: '{b}', b: 'B' })).toBe('{b} B');
    expect(fill('{q}', { q: '$& $1 $$' })).toBe('$& $1 $$');
  });

  // Only the values' own keys count: `name in values` would also see Object.prototype's members.
  it('leaves a placeholder named like an Object.prototype member visible', () => {
    expect(fill('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});

describe('plural', () => {
  const found: PluralTexts = pt.listing.productsFound;

  it('uses the zero form for 0 when there is one', () => {
    expect(plural(pt.listing.productsFound, 0, 'pt')).toBe('Nenhum produto encontrado');
    expect(plural(en.listing.productsFound, 0, 'en')).toBe('No products found');
    expect(plural(pt.product.reviews, 0, 'pt')).toBe('sem avaliações');
  });

  it('falls back to the CLDR form for 0 without a zero form (pt: one, en: other)', () => {
    const texts = { one: '{count} item', other: '{count} itens' };
    expect(plural(texts, 0, 'pt')).toBe('0 item');
    expect(plural(texts, 0, 'en')).toBe('0 itens');
  });

  it('picks one for 1 and other for 2', () => {
    expect(plural(found, 1, 'pt')).toBe('1 produto encontrado');
    expect(plural(found, 2, 'pt')).toBe('2 produtos encontrados');
    expect(plural(en.listing.productsFound, 1, 'en')).toBe('1 product found');
    expect(plural(en.listing.productsFound, 2, 'en')).toBe('2 products found');
  });

  it('formats the count with the locale grouping', () => {
    expect(plural(found, 1000, 'pt')).toBe('1.000 produtos encontrados');
    expect(plural(en.listing.productsFound, 1000, 'en')).toBe('1,000 products found');
    expect(plural(pt.product.reviews, 12840, 'pt')).toBe('12.840 avaliações');
  });

  it('uses other for CLDR forms the texts do not have (pt "many" for 1,000,000)', () => {
    expect(new Intl.PluralRules('pt-BR').select(1_000_000)).not.toBe('one');
    expect(plural(found, 1_000_000, 'pt')).toBe('1.000.000 produtos encontrados');
  });
});

describe('locales', () => {
  it('stores the choice under a non-empty key of the product', () => {
    expect(typeof LANG_STORAGE_KEY).toBe('string');
    expect(LANG_STORAGE_KEY.trim()).not.toBe('');
    expect(LANG_STORAGE_KEY).not.toMatch(/^(lang|language|locale)$/);
  });
});
