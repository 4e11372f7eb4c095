/**
 * What a search that finds nothing offers instead of a dead end (spec: the no-results message, then more):
 * popular searches and the deals most shoppers open, both from the catalog at build time. Popular searches
 * are the brands of live deals, ranked by how popular their deals are together: one source, the catalog's
 * `brand` field, so a brand is offered only while it has a live deal to find.
 */
import type { Product } from '../../lib/catalog.ts';

/** Searches offered: one row of chips on a phone. */
export const POPULAR_SEARCHES = 6;

/** Trending deals shown (the most popular live deals, as the listings' Popularity sort orders them): one row on a wide screen. */
export const TRENDING_DEALS = 4;

/** The brands of `live` deals, most popular first (ties: more deals, then by name); each once, however written. */
export function popularSearches(live: readonly Pick<Product, 'brand' | 'popularity'>[], count = POPULAR_SEARCHES): string[] {
  const brands = new Map<string, { name: string; popularity: number; deals: number }>();
  for (const { brand, popularity } of live) {
    const name = brand?.trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase('pt-BR');
    const entry = brands.get(key) ?? { name, popularity: 0, deals: 0 };
    entry.popularity += popularity;
    entry.deals += 1;
    brands.set(key, entry);
  }
  return [...brands.values()]
    .sort((a, b) => b.popularity - a.popularity || b.deals - a.deals || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, count)
    .map((entry) => entry.name);
}
