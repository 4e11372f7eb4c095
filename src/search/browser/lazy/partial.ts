/**
 * Partial matches (forgiving.ts): when no deal has every word of a query, the deals that match its most
 * specific words, or, when only numbers, sizes or qualifiers match, those deals as the closest ones. A
 * module of its own so that the search page loads it only for a query that found nothing as typed; it is
 * handed the search to run rather than importing it, so that the search's modules stay in the search
 * page's own script instead of moving to the file every page loads (astro.config.mjs, codeSplitting).
 */
import type { ForgivingOutcome } from '../../shared/outcome.ts';
import type { SearchOutcome } from '../../shared/pagefind.ts';
import type { isStopWord, words } from '../../shared/query.ts';

/**
 * The search as forgiving.ts runs it: `search` finds the deals of some of the query's words, `preload` fetches a
 * word's index chunk, `isQualifier` tells a word that only narrows a search down (specificity.ts, loaded with
 * the first search in precision.ts); with the word functions of the search page's own script (an on-demand
 * module imports only types from the rest of the search: tests/unit/search-contract.test.ts).
 */
export interface PartialSearchRunner {
  search: (query: string) => Promise<SearchOutcome>;
  preload: (word: string) => Promise<void>;
  isQualifier: (word: string) => boolean;
  words: typeof words;
  isStopWord: typeof isStopWord;
}

/** Words of a query tried for partial matches; later ones are ignored. */
export const MAX_PARTIAL_WORDS = 6;

/** Every way to keep `size` of the items, in their order. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((s) => [first, ...s]), ...subsets(rest, size)];
}

interface Candidate {
  words: string[];
  outcome: SearchOutcome;
  /** How many of the words name a product (not a number, size or qualifier). */
  specific: number;
}

/** Words of a candidate that are its results' brand: "samsung" of "samsung fone" (brand-type.ts). */
const brandCount = (c: Candidate) => c.outcome.brands?.length ?? 0;

/**
 * Which of two word sets that both find deals says more about what the shopper asked for: more words,
 * then more words that name a product, then fewer brand words (the type the shopper asked for, not the
 * brand's other deals), then fewer deals (the rarer word is the more specific one).
 */
function better(a: Candidate, b: Candidate | undefined): boolean {
  if (!b) return true;
  if (a.words.length !== b.words.length) return a.words.length > b.words.length;
  if (a.specific !== b.specific) return a.specific > b.specific;
  if (brandCount(a) !== brandCount(b)) return brandCount(a) < brandCount(b);
  return a.outcome.results.length < b.outcome.results.length;
}

/**
 * The best set of the query's words that finds deals (see `better`), as results when it has a word
 * that names a product, otherwise as the closest deals. Words that find nothing alone are left out
 * before combining, which keeps the searches few.
 */
export async function partialSearch(
  { search, preload, isQualifier, words, isStopWord }: PartialSearchRunner,
  query: string,
): Promise<ForgivingOutcome | undefined> {
  const all = words(query)
    .filter((word) => !isStopWord(word))
    .slice(0, MAX_PARTIAL_WORDS);
  if (all.length === 0) return undefined;
  const alone: SearchOutcome[] = [];
  if (all.length > 1) {
    // The words' index chunks download together; the searches then run one at a time, because
    // concurrent searches of one Pagefind instance missed a word whose chunk another search was loading
    // (the relevance fixture's "ração 20 kg" found no "ração").
    await Promise.all(all.map(preload));
    for (const word of all) alone.push(await search(word));
  }
  const useful = all.filter((_, i) => (alone[i]?.results.length ?? 0) > 0);
  const specificIn = (subset: readonly string[]) => subset.filter((word) => !isQualifier(word)).length;
  let best: Candidate | undefined;
  let closest: Candidate | undefined;
  const consider = (candidate: Candidate) => {
    if (candidate.outcome.results.length === 0) return;
    if (candidate.specific > 0) {
      if (better(candidate, best)) best = candidate;
    } else if (better(candidate, closest)) closest = candidate;
  };
  // Every word together already found nothing, so the largest set worth trying has one word less.
  for (let size = Math.min(useful.length, all.length - 1); size >= 2 && !best; size--) {
    for (const subset of subsets(useful, size)) {
      consider({ words: subset, outcome: await search(subset.join(' ')), specific: specificIn(subset) });
    }
  }
  if (!best) alone.forEach((outcome, i) => consider({ words: [all[i]!], outcome, specific: specificIn([all[i]!]) }));
  if (best) return { ...best.outcome, partial: best.words.join(' ') };
  return closest ? { results: [], closest: { words: closest.words.join(' '), results: closest.outcome.results } } : undefined;
}
