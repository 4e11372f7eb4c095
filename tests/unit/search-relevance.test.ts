/**
 * Relevance of the real search stack: Pagefind indexes built with the site's settings
 * (INDEX_LANGUAGE) and the shipped synonym files, queried in Node through `runSearch` (the query as
 * typed) and `forgivingSearch` (what the search page runs) with the vocabulary the build writes.
 */
import * as queryText from '../../src/search/shared/query.ts';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, type CategoryKey } from '../../src/data/categories.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { loadSynonyms } from '../../src/search/build/synonyms-file.ts';
import { corrector } from '../../src/search/browser/lazy/correct.ts';
import { forgivingSearch, type Corrector } from '../../src/search/shared/forgiving.ts';
import { resultCard, runSearch, type PagefindApi, type PagefindResultData, type SearchIndex } from '../../src/search/shared/pagefind.ts';
import { sortOrderLoader } from '../../src/search/shared/order.ts';
import { synonymExpander } from '../../src/search/build/synonyms.ts';
import { parseVocabulary } from '../../src/search/build/vocabulary.ts';
import { parseSearchState, VOCABULARY_FILE } from '../../src/search/contract.ts';
import { serveSitePathsFrom } from '../../scripts/build/site-fetch.ts';
import { writeIndex } from '../../src/search/build/pagefind-index.ts';
import { indexDocument, type SearchRecord } from '../../src/search/build/record.ts';
import { sortPositions, type SortKey } from '../../src/lib/sorts.ts';
import {
  brandTypeCases,
  forgivingCases,
  kindCases,
  precisionCases,
  relevanceCases,
  relevanceCatalog,
  type FixtureProduct,
  type ForgivingCase,
} from '../fixtures/search/relevance-catalog.ts';

let dir: string;
let restoreFetch = () => {};
/** A word only the fixture's cards hold (in their photo's address). */
const CARD_ONLY_WORD = 'cardonlyphotoword';
const apis = {} as Record<Locale, SearchIndex>;
const correctors = {} as Record<Locale, Corrector>;
const categoryName = (key: string, locale: Locale) => categories.find((c) => c.key === key)![locale as 'pt' | 'en'];

/** A fixture product as the build's search record: its first sentence is the title. */
function fixtureRecord(p: FixtureProduct, locale: Locale, positions: Record<SortKey, number>, synonyms: (texts: readonly string[]) => string[]): SearchRecord {
  const [title = '', ...rest] = p.text[locale].split('. ');
  const url = `/${locale}/product/${p.id}/`;
  return {
    url,
    lang: locale,
    title,
    text: [rest.join('. ')],
    synonyms: synonyms([title, rest.join('. ')]),
    card: {
      id: p.id,
      href: url,
      title,
      merchant: 'Loja',
      image: { src: `/photos/${CARD_ONLY_WORD}.png`, width: 1, height: 1, alt: '' },
      price: { now: String(p.price) },
      checked: { label: '', datetime: p.date, text: '' },
    },
    category: categoryName(p.category as CategoryKey, locale),
    ...(p.brand ? { brand: p.brand } : {}),
    positions,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'search-relevance-'));
  const positions = sortPositions(relevanceCatalog.map((p) => ({ id: p.id, price: p.price, popularity: p.popularity, publishedAt: new Date(p.date) })));
  for (const locale of locales) {
    const synonyms = synonymExpander(loadSynonyms('content', locale), locale);
    const documents = relevanceCatalog.map((p) => indexDocument(fixtureRecord(p, locale, positions.get(p.id)!, synonyms)));
    await writeIndex(documents, locale, path.join(dir, locale, 'pagefind'));
    correctors[locale] = corrector(
      parseVocabulary(await readFile(path.join(dir, locale, 'pagefind', VOCABULARY_FILE), 'utf8'), queryText.fold),
      locale,
      queryText,
    );
  }
  await pagefind.close();
  // Pagefind's browser bundle fetches its files; in Node they come from the temp folder.
  restoreFetch = serveSitePathsFrom(dir);
  for (const locale of locales) {
    const pf = (await import(pathToFileURL(path.join(dir, locale, 'pagefind', 'pagefind.js')).href)) as PagefindApi;
    await pf.options({ basePath: `/${locale}/pagefind/` });
    apis[locale] = { pagefind: pf, sortOrder: sortOrderLoader(`/${locale}/pagefind/`) };
  }
}, 60_000);

afterAll(async () => {
  restoreFetch();
  await rm(dir, { recursive: true, force: true });
});

async function ids(locale: Locale, search: string): Promise<string[]> {
  const { results } = await runSearch(apis[locale], parseSearchState(new URLSearchParams(search)), locale);
  return Promise.all(results.map(async (r) => cardId(await r.data())));
}

const cardId = (data: PagefindResultData) => resultCard(data)!.id;

describe('the index', () => {
  it("holds the records' words but none of their cards' (a card is a filter, not metadata: CARD_FILTER)", async () => {
    for (const locale of locales) {
      const folder = path.join(dir, locale, 'pagefind', 'index');
      const words = (
        await Promise.all((await readdir(folder)).map(async (file) => gunzipSync(await readFile(path.join(folder, file))).toString('latin1')))
      ).join('');
      expect(words).toContain('samsung');
      expect(words).not.toContain(CARD_ONLY_WORD);
    }
    const [first] = (await runSearch(apis.pt, parseSearchState(new URLSearchParams('q=geladeira')), 'pt')).results;
    expect(resultCard(await first!.data())?.image.src).toBe(`/photos/${CARD_ONLY_WORD}.png`);
  });
});

describe('relevance', () => {
  it.each(relevanceCases)('$locale "$query" leads with $top', async ({ locale, query, top, never = [] }) => {
    const found = await ids(locale, `q=${encodeURIComponent(query)}`);
    if (top.length === 0) {
      expect(found).toEqual([]);
      return;
    }
    expect(new Set(found.slice(0, top.length))).toEqual(new Set(top));
    for (const id of never) expect(found).not.toContain(id);
  });
});

/** Runs a case through the search page's forgiving search and checks results, notes and closest deals. */
async function expectForgiving({ locale, query, top, never = [], how, closest = [] }: ForgivingCase) {
  const outcome = await forgivingSearch(apis[locale], parseSearchState(new URLSearchParams({ q: query })), locale, async () => correctors[locale]);
  const found = await Promise.all(outcome.results.map(async (r) => cardId(await r.data())));
  if (top.length === 0) expect(found).toEqual([]);
  for (const id of top) expect(found.slice(0, 3)).toContain(id);
  for (const id of never) expect(found).not.toContain(id);
  expect(Boolean(outcome.correction)).toBe(how === 'correction' || how === 'both');
  expect(Boolean(outcome.partial)).toBe(how === 'partial' || how === 'both');
  const offered = await Promise.all((outcome.closest?.results ?? []).map(async (r) => cardId(await r.data())));
  for (const id of closest) expect(offered).toContain(id);
  if (top.length > 0) expect(outcome.closest).toBeUndefined();
}

describe('precision', () => {
  it.each(precisionCases)('$locale "$query" finds $top ($how)', expectForgiving);

  it('has at least twenty cases in each language', () => {
    for (const locale of locales) expect(precisionCases.filter((c) => c.locale === locale).length).toBeGreaterThanOrEqual(20);
  });

  it('never answers with numbers, sizes or qualifiers alone', async () => {
    const outcome = await forgivingSearch(apis.pt, parseSearchState(new URLSearchParams({ q: 'iphone 15' })), 'pt', async () => correctors.pt);
    expect(outcome.partial).toBe('iphone');
  });
});

describe('kinds of animal or person, and a brand with a product type', () => {
  it.each(kindCases)('$locale "$query" finds $top, never $never', expectForgiving);
  it.each(brandTypeCases)('$locale "$query" finds $top, never $never', expectForgiving);

  it('has cases of both classes in both languages', () => {
    for (const cases of [kindCases, brandTypeCases]) {
      for (const locale of locales) expect(cases.filter((c) => c.locale === locale).length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('forgiving search', () => {
  it.each(forgivingCases)('$locale "$query" finds $top in the top 3', expectForgiving);

  it.each(relevanceCases.filter((c) => c.top.length > 0))(
    '$locale "$query" keeps its results: a query that finds deals is never changed',
    async ({ locale, query }) => {
      const state = parseSearchState(new URLSearchParams({ q: query }));
      let loaded = false;
      const outcome = await forgivingSearch(apis[locale], state, locale, async () => {
        loaded = true;
        return correctors[locale];
      });
      const literal = await runSearch(apis[locale], state, locale);
      expect(outcome.results.map((r) => r.id)).toEqual(literal.results.map((r) => r.id));
      expect(loaded).toBe(false);
    },
  );

  it('the "search instead" link searches for the query as typed', async () => {
    const typed = await forgivingSearch(apis.pt, parseSearchState(new URLSearchParams('q=geladiera&literal=1')), 'pt', async () => correctors.pt);
    expect(typed.results).toEqual([]);
    expect(typed.correction).toBeUndefined();
  });

  it('shows the correction and the words kept when both were needed', async () => {
    const outcome = await forgivingSearch(apis.pt, parseSearchState(new URLSearchParams({ q: 'geladiera inox' })), 'pt', async () => correctors.pt);
    expect(outcome.correction).toEqual({ from: 'geladiera inox', to: 'geladeira inox' });
    expect(outcome.partial).toBe('geladeira');
    expect(await Promise.all(outcome.results.map(async (r) => cardId(await r.data())))).toEqual(['geladeira']);
  });

  it('searches as typed when the vocabulary cannot be loaded', async () => {
    const outcome = await forgivingSearch(apis.pt, parseSearchState(new URLSearchParams({ q: 'geladiera' })), 'pt', () => Promise.reject(new Error('offline')));
    expect(outcome.results).toEqual([]);
  });
});

describe('listing everything (no query)', () => {
  const sorted = (key: 'price' | 'date' | 'popularity', dir: 1 | -1) =>
    [...relevanceCatalog].sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0)).map((p) => p.id);

  it.each([
    ['', sorted('popularity', -1)],
    ['sort=popularity', sorted('popularity', -1)],
    ['sort=price-asc', sorted('price', 1)],
    ['sort=price-desc', sorted('price', -1)],
    ['sort=latest', sorted('date', -1)],
  ])('"%s" lists every product in order', async (search, expected) => {
    for (const locale of locales) expect(await ids(locale, search)).toEqual(expected);
  });

  it("sorts a query's results by every key, each order the exact reverse of its mirror", async () => {
    for (const [locale, q] of [
      ['pt', 'fone'],
      ['en', 'camera'],
    ] as const) {
      const asc = await ids(locale, `q=${q}&sort=price-asc`);
      expect(asc.length).toBeGreaterThan(1);
      expect(await ids(locale, `q=${q}&sort=price-desc`)).toEqual([...asc].reverse());
      const prices = asc.map((id) => relevanceCatalog.find((p) => p.id === id)!.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('filters by category name in the page language', async () => {
    for (const locale of locales) {
      const home = categoryName('home-garden', locale);
      expect(new Set(await ids(locale, `category=${encodeURIComponent(home)}`))).toEqual(new Set(['camera-seguranca', 'cama-box', 'geladeira']));
      expect(await ids(locale, `q=geladeira&category=${encodeURIComponent(categoryName('electronics', locale))}`)).toEqual([]);
    }
  });

  it('combines a query, a filter and a sort', async () => {
    const found = await ids('pt', `q=camera&sort=price-asc&category=${encodeURIComponent('Casa e Jardim')}`);
    expect(found).toEqual(['camera-seguranca']);
    expect(await ids('pt', 'q=fone&sort=price-desc')).toEqual(['fone-jbl', 'fones-kit']);
  });
});

describe('languages', () => {
  it('keeps one index per language', async () => {
    expect(await ids('pt', 'q=headphones')).toEqual([]);
    expect(await ids('en', 'q=fone')).toEqual([]);
    expect(await ids('en', 'q=headphones')).toEqual(['fone-jbl']);
  });
});
