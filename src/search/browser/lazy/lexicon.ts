/**
 * The spelling vocabulary as the search page reads it (the build writes it, vocabulary.ts): the
 * catalog's words with how many deals use each, and the real words near them that are never
 * corrected (a brand or a dictionary word the catalog lacks: "cadeira" is not a typo of "madeira").
 * Kept apart from the build side so the page downloads none of the dictionary code.
 */
import type * as Query from '../../shared/query.ts';

/** A word of the vocabulary: `key` is how it is compared, `word` how it is shown. */
export interface VocabularyTerm {
  key: string;
  word: string;
  count: number;
}

/** The parsed vocabulary file. */
export interface Vocabulary {
  terms: VocabularyTerm[];
  /** Keys of real words the catalog lacks that are close to its words: left as typed. */
  real: ReadonlySet<string>;
}

/** Words shorter than this are never corrected, so they are not worth shipping. */
export const MIN_WORD_LENGTH = 3;

/** True for words the vocabulary keeps: long enough and without digits (model numbers are not typos). */
export function isSpellable(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && !/\d/.test(word);
}

/** One line of the file: a catalog word and its deal count ("geladeira 3"), or a real word alone ("cadeira"). */
export function vocabularyLine(word: string, count?: number): string {
  return count === undefined ? `${word}\n` : `${word} ${count}\n`;
}

/** Reads a vocabulary file with the search's `fold` (query.ts); malformed lines are skipped. */
export function parseVocabulary(text: string, fold: typeof Query.fold): Vocabulary {
  const terms: VocabularyTerm[] = [];
  const real = new Set<string>();
  for (const line of text.split('\n')) {
    const [word, count, extra] = line.split(' ');
    if (!word || extra !== undefined) continue;
    if (count === undefined) real.add(fold(word));
    else terms.push({ key: fold(word), word, count: Number(count) || 1 });
  }
  return { terms, real };
}
