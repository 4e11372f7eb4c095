import { describe, expect, it } from 'vitest';
import { KeptSearches, type SearchAsked } from '../../src/search/browser/kept-searches.ts';

/** A fake index: a query's results are its letters, as ids; every run is counted. */
function fakeIndex() {
  const runs: string[] = [];
  const search = async ({ query }: SearchAsked) => {
    runs.push(query ?? '');
    return query === 'none' ? null : { results: [...(query ?? '')].map((letter) => ({ id: letter, query })) };
  };
  return { runs, search };
}

describe('the search worker keeps results', () => {
  it('returns result ids in rank order and each result by its search and id', async () => {
    const { search } = fakeIndex();
    const kept = new KeptSearches(search, 100);
    expect(await kept.add({ query: 'abc', filters: {} })).toEqual({ search: 0, pages: ['a', 'b', 'c'] });
    expect(await kept.add({ query: 'none', filters: {} })).toBeNull();
    expect(await kept.add({ query: 'xb', filters: {} })).toEqual({ search: 1, pages: ['x', 'b'] });
    // The same page in two searches is each search's own result.
    expect(await kept.result(0, 'b')).toEqual({ id: 'b', query: 'abc' });
    expect(await kept.result(1, 'b')).toEqual({ id: 'b', query: 'xb' });
    await expect(kept.result(0, 'z')).rejects.toThrow('no result z in search 0');
    await expect(kept.result(7, 'a')).rejects.toThrow('no result a in search 7');
  });

  it('past its limit drops the oldest results, and runs a dropped search again when asked', async () => {
    const { runs, search } = fakeIndex();
    const kept = new KeptSearches(search, 5);
    await kept.add({ query: 'abc', filters: {} });
    await kept.add({ query: 'de', filters: {} });
    expect(runs).toEqual(['abc', 'de']);
    // 3 + 2 + 2 results: the oldest search's go.
    await kept.add({ query: 'fg', filters: {} });
    expect(await kept.result(1, 'e')).toEqual({ id: 'e', query: 'de' });
    expect(runs).toEqual(['abc', 'de', 'fg']);
    expect(await kept.result(0, 'c')).toEqual({ id: 'c', query: 'abc' });
    expect(runs).toEqual(['abc', 'de', 'fg', 'abc']);
  });
});
