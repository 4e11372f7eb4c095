import { describe, expect, it } from 'vitest';
import { categories, categoryKeys, categoryName, getCategory, isCategoryKey, POPULAR_CATEGORY_COUNT, type CategoryKey } from '../../src/data/categories.ts';

/** Spec §3 "Category", copied verbatim: the external truth these tests check against. */
const SPEC_TABLE: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'Electronics', 'Eletrônicos'],
  [2, 'Computers & IT', 'Computadores e Informática'],
  [3, 'Mobiles & Accessories', 'Celulares e Acessórios'],
  [4, 'Automotive & Accessories', 'Automotivo e Acessórios'],
  [5, 'Home & Garden', 'Casa e Jardim'],
  [6, 'Fashion & Travel', 'Moda e Viagens'],
  [7, 'Sports & Adventure', 'Esporte e Aventura'],
  [8, 'Pet Shop', 'Pet Shop'],
  [9, 'Books & E-books', 'Livros e E-books'],
  [10, 'Courses', 'Cursos'],
  [11, 'Games & Controllers', 'Games e Controles'],
  [12, 'Beauty & Care', 'Beleza e Cuidados'],
  [13, 'Tools', 'Ferramentas'],
  [14, 'Toys & Games', 'Brinquedos e Jogos'],
];

describe('category list', () => {
  it('has the 14 categories of the spec, in spec order, with the exact names in both languages', () => {
    expect(categories).toHaveLength(14);
    expect(categories.map((c) => [c.en, c.pt])).toEqual(SPEC_TABLE.map(([, en, pt]) => [en, pt]));
  });

  it('stores names in NFC, so they compare equal to the spec text byte for byte', () => {
    for (const c of categories) {
      expect(c.pt).toBe(c.pt.normalize('NFC'));
      expect(c.en).toBe(c.en.normalize('NFC'));
    }
  });

  it('has unique, URL-safe keys, and categoryKeys lists them in the same order', () => {
    const keys = categories.map((c) => c.key);
    expect(new Set(keys).size).toBe(14);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(categoryKeys).toEqual(keys);
  });

  it('has unique display names within each language', () => {
    expect(new Set(categories.map((c) => c.pt)).size).toBe(14);
    expect(new Set(categories.map((c) => c.en)).size).toBe(14);
  });

  it('shows the first 4 categories as popular (spec §2, §9)', () => {
    expect(categories.slice(0, POPULAR_CATEGORY_COUNT).map((c) => c.en)).toEqual([
      'Electronics',
      'Computers & IT',
      'Mobiles & Accessories',
      'Automotive & Accessories',
    ]);
  });
});

describe('categoryName', () => {
  it.each(SPEC_TABLE)('#%i maps key to name in both languages (%s / %s)', (index, en, pt) => {
    const key = categories[index - 1]!.key as CategoryKey;
    expect(categoryName(key, 'en')).toBe(en);
    expect(categoryName(key, 'pt')).toBe(pt);
  });

  it('getCategory throws for a key that is not in the list', () => {
    expect(getCategory('tools').en).toBe('Tools');
    expect(() => getCategory('nope' as CategoryKey)).toThrow(/nope/);
  });
});

describe('isCategoryKey', () => {
  it('accepts every key', () => {
    for (const c of categories) expect(isCategoryKey(c.key)).toBe(true);
  });

  it('rejects names, other casing and non-strings', () => {
    for (const value of ['Electronics', 'Eletrônicos', 'ELECTRONICS', 'electronics ', '', 'toString', '__proto__', undefined, null, 1, {}, ['tools']]) {
      expect(isCategoryKey(value)).toBe(false);
    }
  });
});
