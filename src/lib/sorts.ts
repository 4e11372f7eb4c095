/**
 * Every sort order of the site, in one table: listings sort with it, the search index is built with its
 * values, and the search page asks Pagefind for its fields. The tie-break lives inside the value written
 * to the index, so search results and listings agree whatever order products are indexed in.
 */

/** Sort orders of listings, in the order the spec lists them. */
export const sortKeys = ['popularity', 'price-asc', 'price-desc', 'latest'] as const;

/** A listing sort order. */
export type SortKey = (typeof sortKeys)[number];

/** The sort a listing uses when the URL names none (spec: Popularity). */
export const DEFAULT_SORT: SortKey = 'popularity';

/** The fields sorting needs; a Product has them all. */
export interface Sortable {
  id: string;
  price: number;
  popularity: number;
  publishedAt: Date;
}

const DAY = 86_400_000;

/** The index's sort fields: each a whole number of at most `digits` digits. */
const fields = {
  popularity: { digits: 9, value: (p: Sortable) => p.popularity },
  price: { digits: 9, value: (p: Sortable) => Math.round(p.price * 100) },
  date: { digits: 6, value: (p: Sortable) => Math.floor(p.publishedAt.getTime() / DAY) },
} as const;

/** A field the search index sorts by. */
export type SortField = keyof typeof fields;

/** The field and direction of each sort. */
export const sorts: Readonly<Record<SortKey, { field: SortField; direction: 'asc' | 'desc' }>> = {
  popularity: { field: 'popularity', direction: 'desc' },
  'price-asc': { field: 'price', direction: 'asc' },
  'price-desc': { field: 'price', direction: 'desc' },
  latest: { field: 'date', direction: 'desc' },
};

/** Digits of the tie-break appended to every index value: room for a million products. */
const TIE_DIGITS = 6;

/**
 * Starts every index value. Pagefind sorts values that all parse as numbers as 32-bit floats, which
 * cannot tell apart numbers of more than 7 digits, so the tie-break in the low digits would vanish;
 * with a letter in front it compares the fixed-width text instead, exactly.
 */
const TEXT_MARK = 's';

/**
 * Ties break by id, the other way round from the sort (ascending sorts put the larger id first), so
 * every order is the exact reverse of its mirror.
 */
function compareIds(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** A sorted copy of `products`. */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortKey): T[] {
  const { field, direction } = sorts[sort];
  const sign = direction === 'asc' ? 1 : -1;
  const value = fields[field].value;
  return [...products].sort((a, b) => sign * (value(a) - value(b) || compareIds(a.id, b.id)));
}

/**
 * The tie-break rank of every id: 0 for the id that comes first among equals in ascending order.
 * Computed once over the whole catalog, so every language's index gets the same values.
 */
export function tieRanks(ids: readonly string[]): Map<string, number> {
  return new Map([...ids].sort(compareIds).map((id, rank) => [id, rank]));
}

/**
 * The index values of a product: the field's value padded to its width, then its tie rank, as text.
 * Throws when a value does not fit, since Pagefind would then sort it wrongly without a word.
 */
export function sortValues(p: Sortable, tieRank: number): Record<SortField, string> {
  const tie = String(tieRank).padStart(TIE_DIGITS, '0');
  if (!Number.isInteger(tieRank) || tieRank < 0 || tie.length > TIE_DIGITS) throw new RangeError(`${p.id}: tie rank ${tieRank} does not fit`);
  const entries = Object.entries(fields).map(([name, { digits, value }]) => {
    const n = value(p);
    const text = String(n).padStart(digits, '0');
    if (!Number.isInteger(n) || n < 0 || text.length > digits) throw new RangeError(`${p.id}: ${name} ${n} does not fit the search index's sort`);
    return [name, `${TEXT_MARK}${text}${tie}`];
  });
  return Object.fromEntries(entries) as Record<SortField, string>;
}

/** Pagefind's sort option for a sort. */
export function pagefindSort(sort: SortKey): Record<string, 'asc' | 'desc'> {
  const { field, direction } = sorts[sort];
  return { [field]: direction };
}
