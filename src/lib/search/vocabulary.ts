/**
 * The spelling vocabulary of a language: every word of the indexed deals (accent-folded, singular)
 * with how many deals use it. The build writes it beside the Pagefind bundle; the search page fetches
 * it only when a query finds nothing, to suggest the closest words (src/lib/search/correct.ts).
 */
import type { Locale } from '../../i18n/locales.ts';
import { fold, singular, words } from './query.ts';

/** Largest vocabulary file in bytes: past it the rarest words are left out. */
export const VOCABULARY_BUDGET = 50 * 1024;

/** A word of the vocabulary: `key` is how it is compared, `word` how it is shown. */
export interface VocabularyTerm {
  key: string;
  word: string;
  count: number;
}

/** Words shorter than this are never corrected, so they are not worth shipping. */
export const MIN_WORD_LENGTH = 3;

/** True for words the vocabulary keeps: long enough and without digits (model numbers are not typos). */
export function isSpellable(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && !/\d/.test(word);
}

/**
 * The vocabulary file of the documents (each the searchable texts of one deal): one "word count" line
 * per word, the most used spelling shown, at most `budget` bytes (the rarest words go first).
 */
export function buildVocabulary(documents: Iterable<readonly string[]>, locale: Locale, budget = VOCABULARY_BUDGET): string {
  const counts = new Map<string, { count: number; spellings: Map<string, number> }>();
  // Catalogs repeat their words a lot: each distinct word is normalised once.
  const normalised = new Map<string, [word: string, key: string] | null>();
  const normalise = (raw: string) => {
    let known = normalised.get(raw);
    if (known === undefined) {
      const word = singular(raw.toLowerCase(), locale);
      known = isSpellable(word) ? [word, fold(word)] : null;
      normalised.set(raw, known);
    }
    return known;
  };
  for (const texts of documents) {
    const seen = new Set<string>();
    for (const raw of texts.flatMap(words)) {
      const known = normalise(raw);
      if (!known) continue;
      const [word, key] = known;
      const entry = counts.get(key) ?? { count: 0, spellings: new Map<string, number>() };
      counts.set(key, entry);
      entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
      if (!seen.has(key)) entry.count++;
      seen.add(key);
    }
  }
  const terms = [...counts.entries()]
    .map(([key, { count, spellings }]) => ({ key, count, word: [...spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0] }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let bytes = 0;
  for (const { word, count } of terms) {
    const line = `${word} ${count}\n`;
    bytes += encoder.encode(line).length;
    if (bytes > budget) break;
    lines.push(line);
  }
  // Alphabetical order compresses better than by count.
  return lines.sort().join('');
}

/** Reads a vocabulary file; malformed lines are skipped. */
export function parseVocabulary(text: string): VocabularyTerm[] {
  return text.split('\n').flatMap((line) => {
    const [word, count] = line.split(' ');
    return word && count ? [{ key: fold(word), word, count: Number(count) || 1 }] : [];
  });
}
