import { describe, expect, it } from 'vitest';
import { popularSearches, POPULAR_SEARCHES } from '../../src/search/page/popular.ts';

describe('popularSearches', () => {
  it("ranks the live deals' brands by their deals' popularity together, each once however written", () => {
    const live = [
      { brand: 'JBL', popularity: 50 },
      { brand: 'Sony', popularity: 90 },
      { brand: 'jbl', popularity: 60 },
      { brand: undefined, popularity: 999 },
      { brand: '  ', popularity: 999 },
      { brand: 'Bosch', popularity: 10 },
    ];
    expect(popularSearches(live)).toEqual(['JBL', 'Sony', 'Bosch']);
  });

  it('offers at most a row of them, ties broken by more deals, then by name', () => {
    const live = ['b', 'a', 'c', 'd', 'e', 'f', 'g', 'h'].map((brand) => ({ brand, popularity: 1 }));
    live.push({ brand: 'h', popularity: 0 });
    expect(popularSearches(live)).toEqual(['h', 'a', 'b', 'c', 'd', 'e'].slice(0, POPULAR_SEARCHES));
  });
});
