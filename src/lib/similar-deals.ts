/**
 * Similar deals of a product: live deals of the same category whose price is in the same band (from
 * half to twice its price, same currency), the most alike first: most tags in common, then the same
 * brand, then the nearest price. A deal for R$ 99 is not "similar" to one for R$ 4.999 of the same
 * category, so a product whose band is empty shows none rather than filler; and among the deals of its
 * band a smart speaker is offered speakers before the headphones that happen to cost the same.
 */
import type { Product } from './catalog.ts';

/** How many similar deals a product page shows. */
export const SIMILAR_LIMIT = 4;

/** The band: a deal is similar when its price is within this factor of the product's, either way. */
export const PRICE_BAND = 2;

/**
 * How many deals of the band, nearest price first, are ranked by likeness: enough that a deal sharing
 * tags is found among neighbours that share none, few enough that a page costs a bounded sort.
 */
export const SIMILAR_POOL = 24;

/** What choosing similar deals reads of a product. */
export type SimilarCandidate = Pick<Product, 'id' | 'category' | 'price' | 'currency' | 'expired' | 'popularity'> & Partial<Pick<Product, 'tags' | 'brand'>>;

/** Tags are compared as shoppers would: case and accents aside. */
const tagKey = (tag: string) => tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** How alike `a` is to `product`: a shared tag counts 2, the same brand 1 (a brand alone spans unlike things). */
export function likeness(product: SimilarCandidate, tags: ReadonlySet<string>, a: SimilarCandidate): number {
  const shared = (a.tags ?? []).reduce((n, tag) => n + (tags.has(tagKey(tag)) ? 1 : 0), 0);
  const brand = product.brand && a.brand && tagKey(product.brand) === tagKey(a.brand) ? 1 : 0;
  return shared * 2 + brand;
}

/** Price distance as a ratio, so R$ 50 → 100 is as far as R$ 500 → 1.000. */
const distance = (a: number, b: number) => Math.abs(Math.log(a / b));

/** Index of the first deal of a price-sorted list costing at least `price` (the list's length if none). */
function firstAtLeast(list: readonly SimilarCandidate[], price: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]!.price < price) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A function giving each product its similar deals. Each category's live deals are sorted by price once;
 * a page then walks outwards from its own price, so a 10,000-product catalog costs a few sorts and
 * `limit` steps per page, not a scan of the category per page.
 */
export function similarDealsFinder<T extends SimilarCandidate>(all: readonly T[], limit = SIMILAR_LIMIT, pool = SIMILAR_POOL): (product: T) => T[] {
  const byCategory = new Map<T['category'], T[]>();
  for (const p of all) {
    if (p.expired || p.price <= 0) continue;
    const list = byCategory.get(p.category);
    if (list) list.push(p);
    else byCategory.set(p.category, [p]);
  }
  // Equal prices: the more popular first, then by id, so pages are the same from build to build.
  for (const list of byCategory.values()) list.sort((a, b) => a.price - b.price || b.popularity - a.popularity || (a.id < b.id ? -1 : 1));
  const band = Math.log(PRICE_BAND);
  return (product) => {
    const list = byCategory.get(product.category) ?? [];
    if (product.price <= 0) return [];
    let up = firstAtLeast(list, product.price);
    let down = up - 1;
    const found: T[] = [];
    while (found.length < Math.max(limit, pool)) {
      const above = list[up];
      const below = list[down];
      const upDistance = above ? distance(above.price, product.price) : Infinity;
      const downDistance = below ? distance(below.price, product.price) : Infinity;
      if (Math.min(upDistance, downDistance) > band) break;
      const next = upDistance <= downDistance ? list[up++]! : list[down--]!;
      if (next.id !== product.id && next.currency === product.currency) found.push(next);
    }
    // Most alike first; equally alike, nearest price first (the order they were found in: sort is stable).
    const tags = new Set((product.tags ?? []).map(tagKey));
    const score = new Map(found.map((p) => [p, likeness(product, tags, p)]));
    return found.sort((a, b) => score.get(b)! - score.get(a)!).slice(0, limit);
  };
}
