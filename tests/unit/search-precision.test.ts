/**
 * The pure parts of search precision and honest states: which words name a product, which real
 * words the corrector leaves alone, what the heading says, the no-results category, and the
 * pre-paint script agreeing with the typed state.
 */
import * as queryText from '../../src/search/shared/query.ts';
import { describe, expect, it } from 'vitest';
import { categories } from '../../src/data/categories.ts';
import { correctWord, speller } from '../../src/search/browser/lazy/correct.ts';
import { headline } from '../../src/search/shared/headline.ts';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts.ts';
import type { PagefindResult } from '../../src/search/shared/pagefind.ts';
import { commonRealWords, realNeighbours } from '../../src/search/build/real-words.ts';
import { isQualifier } from '../../src/search/shared/specificity.ts';
import { defaultSearchSort, isStaticState, parseSearchState, searchSorts } from '../../src/search/contract.ts';
import { matchWords, suggestedCategory } from '../../src/search/shared/suggest.ts';
import { buildVocabulary, parseVocabulary } from '../../src/search/build/vocabulary.ts';

const state = (q: string) => parseSearchState(new URLSearchParams({ q }));
const results = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }) as PagefindResult);

describe('words that name a product', () => {
  it.each(['15', '128gb', '4k', 'gb', 'kg', 'litros', 'polegadas', 'preta', 'pretos', 'barato', 'gamer', 'pro', 'max'])(
    '"%s" only narrows a search down (pt)',
    (word) => {
      expect(isQualifier(word, 'pt')).toBe(true);
    },
  );

  it.each(['cheap', 'black', 'gaming', 'liters', 'inch', 'XL'])('"%s" only narrows a search down (en)', (word) => {
    expect(isQualifier(word, 'en')).toBe(true);
  });

  it.each([
    ['iphone', 'pt'],
    ['cadeira', 'pt'],
    ['ração', 'pt'],
    ['geladeira', 'pt'],
    ['chair', 'en'],
    ['fridge', 'en'],
  ] as const)('"%s" names a product (%s)', (word, locale) => {
    expect(isQualifier(word, locale)).toBe(false);
  });
});

describe('real words near catalog words', () => {
  const neighbours = realNeighbours(['madeira', 'console', 'camera', 'fone'], 'pt');

  it('keeps common dictionary words and known brands within a correction of a catalog word', () => {
    expect(neighbours).toEqual(expect.arrayContaining(['cadeira', 'caneca', 'consul', 'bone']));
  });

  it('leaves out catalog words, starts of catalog words, rare dictionary words and far words', () => {
    for (const word of ['madeira', 'camera', 'cons', 'caama', 'geladeira']) expect(neighbours).not.toContain(word);
  });

  it('reads words from the dictionary only when the frequency list has them, names left out', () => {
    const pt = new Set(commonRealWords('pt'));
    expect(pt.has('cadeira')).toBe(true);
    expect(pt.has('preta')).toBe(true);
    expect(pt.has('caama')).toBe(false);
    expect(new Set(commonRealWords('en')).has('chair')).toBe(true);
  });

  it('ships in the vocabulary file, and the corrector leaves them as typed', () => {
    const text = buildVocabulary([['Martelo com cabo de madeira'], ['Madeira maciça']], 'pt', undefined, () => ['cadeira']);
    expect(text).toContain('cadeira\n');
    const vocabulary = parseVocabulary(text, queryText.fold);
    expect(vocabulary.real).toEqual(new Set(['cadeira']));
    expect(correctWord('cadeira', speller(vocabulary, queryText), 'pt')).toBeUndefined();
    expect(correctWord('cadeiras', speller(vocabulary, queryText), 'pt')).toBeUndefined();
    expect(correctWord('madiera', speller(vocabulary, queryText), 'pt')).toBe('madeira');
  });
});

describe('headline', () => {
  it('says every deal, or results for the query as typed', () => {
    expect(headline(state(''), { results: results(5) })).toEqual({ kind: 'all', count: 5 });
    expect(headline(state('fone'), { results: results(2) })).toEqual({ kind: 'results', query: 'fone', count: 2 });
  });

  it('heads corrected results with the corrected query and keeps the correction for the one note', () => {
    const correction = { from: 'notbook', to: 'notebook' };
    expect(headline(state('notbook'), { results: results(3), correction })).toEqual({ kind: 'results', query: 'notebook', count: 3, correction });
  });

  it('says that nothing matched the query, and which words the deals shown match', () => {
    expect(headline(state('iphone 15'), { results: results(1), partial: 'iphone' })).toEqual({
      kind: 'partial',
      query: 'iphone 15',
      words: 'iphone',
      count: 1,
    });
  });

  it('says nothing was found, without a count, even when closest deals are offered', () => {
    expect(headline(state('cadeira gamer'), { results: [], closest: { words: 'gamer', results: results(2) } })).toEqual({
      kind: 'none',
      query: 'cadeira gamer',
    });
  });
});

describe('the no-results category', () => {
  const options = (locale: 'pt' | 'en') => categories.map((c) => ({ name: c[locale], words: matchWords(c[locale], locale) }));

  it('is the category the query names', () => {
    expect(suggestedCategory('eletronicos baratos', options('pt'), [], 'pt')?.name).toBe('Eletrônicos');
    expect(suggestedCategory('celular dobrável', options('pt'), [], 'pt')?.name).toBe('Celulares e Acessórios');
    expect(suggestedCategory('cheap tools', options('en'), [], 'en')?.name).toBe('Tools');
  });

  it('else the one most closest deals are in, else none', () => {
    expect(suggestedCategory('cadeira gamer', options('pt'), ['Games e Controles', 'Computadores e Informática', 'Games e Controles'], 'pt')?.name).toBe(
      'Games e Controles',
    );
    expect(suggestedCategory('zzz', options('pt'), [], 'pt')).toBeUndefined();
  });

  it('ignores joining words of category names', () => {
    expect(matchWords('Casa e Jardim', 'pt')).toEqual(['casa', 'jardim']);
  });
});

describe('the pre-paint script', () => {
  /** Runs the script on a minimal search root for `search`; returns what it set. */
  function prePaint(search: string) {
    const attributes = new Map<string, string>();
    const current = new Map<string, boolean>();
    const links = searchSorts.map((sort) => ({
      getAttribute: () => sort,
      setAttribute: () => current.set(sort, true),
      removeAttribute: () => current.set(sort, false),
      parentElement: { hidden: sort === 'relevance' },
    }));
    const root = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      getAttribute: (name: string) =>
        ({
          'data-default-sorts': JSON.stringify({ query: defaultSearchSort('?'), none: defaultSearchSort('') }),
          'data-labels': JSON.stringify({ resultsFor: '“{query}”' }),
          'data-bundle': '/pagefind/',
        })[name] ?? null,
      querySelectorAll: () => links,
      querySelector: (selector: string) =>
        selector === '[data-search-heading]' ? { textContent: '' } : links.find((l) => selector.includes(`"${l.getAttribute()}"`)),
    };
    const document = { currentScript: { parentElement: root }, createElement: () => ({}), head: { appendChild: () => undefined } };
    new Function('document', 'location', INLINE_SCRIPTS.searchPrePaint)(document, { search });
    return { searching: attributes.has('data-first-search'), sort: [...current.entries()].find(([, on]) => on)?.[0] };
  }

  it.each([
    '',
    '?q=fone',
    '?q=%20',
    '?sort=latest',
    '?sort=relevance',
    '?q=x&sort=relevance',
    '?sort=bogus',
    '?q=x&sort=toString',
    '?category=%20',
    '?category=Tools',
    '?page=2',
    '?page=1',
    '?page=abc',
    '?q=+++&sort=price-asc',
  ])('decides like parseSearchState for %j', (search) => {
    const expected = parseSearchState(new URLSearchParams(search));
    const painted = prePaint(search);
    expect(painted.searching).toBe(!isStaticState(expected));
    if (painted.searching) expect(painted.sort).toBe(expected.sort);
  });
});
