/**
 * Spelling correction of a query that found nothing, against the vocabulary of the catalog
 * (src/search/build/vocabulary.ts). Conservative on purpose: a word the catalog knows is never changed
 * ("cama" stays "cama" even beside "câmera"), nor is a real word or brand it lacks ("cadeira" is not
 * "madeira"), short words get at most one edit, and among equally close words the one more deals use wins.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type * as Query from '../../shared/query.ts';
import { isSpellable, type Vocabulary, type VocabularyTerm } from './lexicon.ts';

/** Edits allowed for a word of this length: none under 4 letters, one up to 5, two from 6. */
export function maxEdits(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, "geladiera" →
 * "geladeira" is one edit), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The word functions of the search (query.ts), handed in: an on-demand module imports only types from the rest of the search. */
export type SpellingText = Pick<typeof Query, 'fold' | 'singular' | 'words'>;

/** A vocabulary ready for lookups. */
export interface Speller {
  terms: readonly VocabularyTerm[];
  /** Words left as typed: the catalog's own and the real words near them. */
  known: ReadonlySet<string>;
  text: SpellingText;
}

export function speller({ terms, real }: Vocabulary, text: SpellingText): Speller {
  return { terms, known: new Set([...terms.map((t) => t.key), ...real]), text };
}

/** The closest vocabulary word to a query word, or undefined when it needs (or finds) none. */
export function correctWord(word: string, { terms, known, text: { fold, singular } }: Speller, locale: Locale): string | undefined {
  // As typed and in the singular: "mirorles" is closest to "mirrorless", "geladieras" to "geladeira".
  const keys = [...new Set([fold(word), fold(singular(word.toLowerCase(), locale))])];
  if (keys.some((key) => maxEdits(key.length) === 0 || !isSpellable(key) || known.has(key))) return undefined;
  // Pagefind matches the start of a word, so "eletro" is a fine word for "eletrônicos".
  if (terms.some((t) => keys.some((key) => t.key.startsWith(key)))) return undefined;
  let best: { term: VocabularyTerm; distance: number; first: number } | undefined;
  for (const key of keys) {
    const limit = maxEdits(key.length);
    for (const term of terms) {
      const distance = editDistance(key, term.key, limit);
      if (distance > limit) continue;
      // Slips rarely hit the first letter: on a tie it is the better guess, then the more common word.
      const first = term.key[0] === key[0] ? 1 : 0;
      if (!best || distance < best.distance || (distance === best.distance && (first > best.first || (first === best.first && term.count > best.term.count)))) {
        best = { term, distance, first };
      }
    }
  }
  return best?.term.word;
}

/** The query with every misspelt word corrected, or undefined when no word changes. */
export function correctQuery(query: string, vocabulary: Speller, locale: Locale): string | undefined {
  let changed = false;
  const corrected = vocabulary.text.words(query).map((word) => {
    const fix = correctWord(word, vocabulary, locale);
    if (fix) changed = true;
    return fix ?? word;
  });
  return changed ? corrected.join(' ') : undefined;
}

/** A corrector for forgivingSearch over a parsed vocabulary. */
export function corrector(parsed: Vocabulary, locale: Locale, text: SpellingText): (query: string) => string | undefined {
  const vocabulary = speller(parsed, text);
  return (query) => correctQuery(query, vocabulary, locale);
}
