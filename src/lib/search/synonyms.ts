/**
 * Synonyms are applied when the index is built: a deal whose text has one term of a group is also
 * indexed under the group's other terms (as low-weight text), so a search with either word finds it
 * and shoppers download nothing extra for it.
 */
import type { SynonymGroup } from '../../content/synonyms.ts';
import type { Locale } from '../../i18n/locales.ts';
import { fold, singular, words } from './query.ts';

/** The words a term or text is compared in: folded, in the singular. */
function termWords(text: string, locale: Locale): string[] {
  return words(text).map((w) => fold(singular(w.toLowerCase(), locale)));
}

/** One term of a group, by its compared words. */
type Term = { term: string; key: string; words: string[]; group: number };

/**
 * A function giving, for a deal's texts, the synonym terms its index record should add. The terms are
 * indexed once by their first word, so a deal costs a lookup per word of its text whatever the number
 * of groups (scanning every group for every deal made a big file slow the whole build).
 */
export function synonymExpander(groups: readonly SynonymGroup[], locale: Locale): (texts: readonly string[]) => string[] {
  const terms: Term[][] = groups.map((group, index) =>
    group.flatMap((term) => {
      const found = termWords(term, locale);
      return found.length ? [{ term, key: found.join(' '), words: found, group: index }] : [];
    }),
  );
  const byFirstWord = new Map<string, Term[]>();
  for (const term of terms.flat()) {
    const first = term.words[0]!;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), term]);
  }
  return (texts) => {
    // Whole words only, across the deal's texts as one run: "cama" is not inside "camada".
    const text = texts.flatMap((t) => termWords(t, locale));
    const present = new Set<string>();
    const mentioned = new Set<number>();
    text.forEach((word, at) => {
      for (const term of byFirstWord.get(word) ?? []) {
        if (term.words.every((w, i) => text[at + i] === w)) {
          present.add(term.key);
          mentioned.add(term.group);
        }
      }
    });
    const added = new Set<string>();
    for (const group of [...mentioned].sort((a, b) => a - b)) {
      for (const { term, key } of terms[group]!) if (!present.has(key)) added.add(term);
    }
    return [...added];
  };
}
