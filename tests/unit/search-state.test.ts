import { describe, expect, it } from 'vitest';
import { categories } from '../../src/data/categories.ts';
import { defaultSearchSort, isStaticState, MAX_PAGES, parseSearchState, searchSorts, searchStateUrl, type SearchState } from '../../src/search/contract.ts';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

/** Reads the state back from a URL that searchStateUrl built. */
const reparse = (url: string) => parseSearchState(new URL(url, 'https://example.com').searchParams);

describe('searchSorts / defaultSearchSort', () => {
  it('defaults to relevance with a query and popularity without', () => {
    expect(defaultSearchSort('fone')).toBe('relevance');
    expect(defaultSearchSort('')).toBe('popularity');
  });
});

describe('parseSearchState', () => {
  it('defaults to everything by popularity, page 1', () => {
    expect(parse('')).toEqual({ query: '', sort: 'popularity', category: undefined, page: 1 });
  });

  it('defaults to relevance when there is a query', () => {
    expect(parse('q=fone')).toEqual({ query: 'fone', sort: 'relevance', category: undefined, page: 1 });
  });

  it('reads every field', () => {
    expect(parse('q=fone&sort=price-desc&category=Eletr%C3%B4nicos&page=3')).toEqual({
      query: 'fone',
      sort: 'price-desc',
      category: 'Eletrônicos',
      page: 3,
    });
  });

  it('trims the query and category; blank ones count as absent', () => {
    expect(parse('q=%20%20fone%20bt%20&category=%20Tools%20')).toMatchObject({ query: 'fone bt', category: 'Tools', sort: 'relevance' });
    expect(parse('q=%20%20&category=%20')).toEqual({ query: '', sort: 'popularity', category: undefined, page: 1 });
    expect(parse('q=+++')).toMatchObject({ query: '', sort: 'popularity' });
  });

  it.each(['bogus', 'PRICE-ASC', '', 'price asc', 'toString'])('falls back to the default sort for %j', (sort) => {
    expect(parse(`sort=${encodeURIComponent(sort)}`).sort).toBe('popularity');
    expect(parse(`q=x&sort=${encodeURIComponent(sort)}`).sort).toBe('relevance');
  });

  it('accepts every listing sort with or without a query', () => {
    for (const sort of ['popularity', 'price-asc', 'price-desc', 'latest']) {
      expect(parse(`sort=${sort}`).sort).toBe(sort);
      expect(parse(`q=x&sort=${sort}`).sort).toBe(sort);
    }
  });

  it('accepts relevance only with a query', () => {
    expect(parse('q=x&sort=relevance').sort).toBe('relevance');
    expect(parse('sort=relevance').sort).toBe('popularity');
    expect(parse('q=%20&sort=relevance').sort).toBe('popularity');
  });

  it.each([
    ['abc', 1],
    ['', 1],
    ['0', 1],
    ['-3', 1],
    ['NaN', 1],
    ['Infinity', 1],
    ['2', 2],
    ['2.9', 2],
    ['7abc', 7],
    [String(MAX_PAGES), MAX_PAGES],
    [String(MAX_PAGES + 1), MAX_PAGES],
    ['99999999999', MAX_PAGES],
  ])('clamps page %j to %i', (page, expected) => {
    expect(parse(`page=${page}`).page).toBe(expected);
  });
});

describe('searchStateUrl', () => {
  it('is the bare base for the default state', () => {
    expect(searchStateUrl('/search/', { query: '', sort: 'popularity', page: 1 })).toBe('/search/');
    expect(searchStateUrl('/en/search/', { query: '', sort: 'popularity', category: undefined, page: 1 })).toBe('/en/search/');
  });

  it('leaves out the default sort of the query and page 1', () => {
    expect(searchStateUrl('/search/', { query: 'fone', sort: 'relevance', page: 1 })).toBe('/search/?q=fone');
    expect(searchStateUrl('/search/', { query: 'fone', sort: 'popularity', page: 1 })).toBe('/search/?q=fone&sort=popularity');
    expect(searchStateUrl('/search/', { query: '', sort: 'latest', page: 2 })).toBe('/search/?sort=latest&page=2');
    expect(searchStateUrl('/search/', { query: '', sort: 'popularity', category: 'Tools', page: 1 })).toBe('/search/?category=Tools');
  });

  it('encodes special characters so they survive the trip', () => {
    const url = searchStateUrl('/search/', { query: 'a & b #1 50% c+d', sort: 'relevance', category: 'Home & Garden', page: 1 });
    expect(url).not.toMatch(/[ #]/);
    expect(url.split('?')[1]!.split('&')).toHaveLength(2);
  });

  const queries = ['', 'fone', 'a & b', 'c#d', '100%', 'x+y', 'café com leite', 'tv 4k "oled"', '?q=x&sort=latest', 'Eletrônicos'.normalize('NFD')];
  // Names with accents, spaces and "&" stand for the other 28: each multiplied the cases to no gain.
  const sampleCategories = [
    undefined,
    ...categories
      .filter((c) => /[À-ÿ]/.test(c.pt))
      .map((c) => c.pt)
      .slice(0, 2),
    ...categories
      .filter((c) => c.en.includes('&'))
      .map((c) => c.en)
      .slice(0, 1),
  ];
  const states: SearchState[] = [];
  for (const query of queries) {
    for (const sort of searchSorts) {
      if (sort === 'relevance' && !query) continue;
      for (const category of sampleCategories) {
        for (const page of [1, 2, MAX_PAGES]) states.push({ query, sort, category, page });
      }
    }
  }

  it(`round-trips through parseSearchState for ${states.length} valid states`, () => {
    expect(states.length).toBeGreaterThan(500);
    for (const state of states) {
      const url = searchStateUrl('/en/search/', state);
      expect(url.startsWith('/en/search/'), url).toBe(true);
      expect(reparse(url), url).toEqual(state);
      // Decoding then re-encoding is stable: one URL per state.
      expect(searchStateUrl('/en/search/', reparse(url))).toBe(url);
    }
  });
});

describe('isStaticState', () => {
  it('is true only for everything by popularity on page 1', () => {
    expect(isStaticState(parse(''))).toBe(true);
    expect(isStaticState({ query: '', sort: 'popularity', page: 1 })).toBe(true);
    expect(isStaticState({ query: 'x', sort: 'popularity', page: 1 })).toBe(false);
    expect(isStaticState({ query: '', sort: 'latest', page: 1 })).toBe(false);
    expect(isStaticState({ query: '', sort: 'popularity', category: 'Tools', page: 1 })).toBe(false);
    expect(isStaticState({ query: '', sort: 'popularity', page: 2 })).toBe(false);
  });
});

describe('a category named in the other language', () => {
  it('is named as the page names it, so a switch of language keeps the filter', () => {
    expect(parseSearchState(new URLSearchParams('q=jbl&category=Eletr%C3%B4nicos'), 'en').category).toBe('Electronics');
    expect(parseSearchState(new URLSearchParams('q=jbl&category=Computers+%26+IT'), 'pt').category).toBe('Computadores e Informática');
    expect(parseSearchState(new URLSearchParams('category=pet-shop'), 'en').category).toBe('Pet Shop');
    expect(parseSearchState(new URLSearchParams('category=Nada'), 'pt').category).toBe('Nada');
  });
});
