/**
 * The spelling vocabulary of a language: every word of the indexed deals (accent-folded, singular)
 * with how many deals use it, and the real words near them that are never corrected (real-words.ts).
 * The build writes it beside the Pagefind bundle; the search page fetches it only when a query finds
 * nothing, to suggest the closest words (src/search/browser/lazy/correct.ts), and reads it with lexicon.ts.
 */
import type { Locale } from '../../i18n/locales.ts';
import { isSpellable, vocabularyLine } from '../browser/lazy/lexicon.ts';
import { fold, singular, words } from '../shared/query.ts';
import { realNeighbours } from './real-words.ts';

export { isSpellable, MIN_WORD_LENGTH, parseVocabulary, type Vocabulary, type VocabularyTerm } from '../browser/lazy/lexicon.ts';

/** Largest vocabulary file in bytes: past it the rarest words are left out. */
export const VOCABULARY_BUDGET = 50 * 1024;

/**
 * The vocabulary file of the documents (each the searchable texts of one deal): one "word count" line
 * per word, the most used spelling shown, at most `budget` bytes (the rarest words go first), then
 * one line per real word near the words kept. `realWords` stands in for the dictionary in tests.
 */
export function buildVocabulary(
  documents: Iterable<readonly string[]>,
  locale: Locale,
  budget = VOCABULARY_BUDGET,
  realWords: (keys: readonly string[]) => readonly string[] = (keys) => realNeighbours(keys, locale),
): string {
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
  const kept: string[] = [];
  let bytes = 0;
  for (const { key, word, count } of terms) {
    const line = vocabularyLine(word, count);
    bytes += encoder.encode(line).length;
    if (bytes > budget) break;
    lines.push(line);
    kept.push(key);
  }
  for (const real of realWords(kept)) lines.push(vocabularyLine(real));
  // Alphabetical order compresses better than by count.
  return lines.sort().join('');
}
