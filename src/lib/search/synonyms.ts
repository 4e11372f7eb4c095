/**
 * Synonyms are applied when the index is built: a deal whose text has one term of a group is also
 * indexed under the group's other terms (as low-weight text), so a search with either word finds it
 * and shoppers download nothing extra for it.
 */
import type { SynonymGroup } from '../../content/synonyms.ts';
import type { Locale } from '../../i18n/locales.ts';
import { fold, singular, words } from './query.ts';

/** The form a term is compared in: folded words in the singular, separated by single spaces. */
function termKey(text: string, locale: Locale): string {
  return words(text)
    .map((w) => fold(singular(w.toLowerCase(), locale)))
    .join(' ');
}

/** A function giving, for a deal's texts, the synonym terms its index record should add. */
export function synonymExpander(groups: readonly SynonymGroup[], locale: Locale): (texts: readonly string[]) => string[] {
  const prepared = groups.map((group) => group.map((term) => ({ term, key: ` ${termKey(term, locale)} ` })));
  return (texts) => {
    // Padded with spaces so a term only matches whole words: "cama" is not inside "camada".
    const haystack = ` ${texts.map((t) => termKey(t, locale)).join(' ')} `;
    const added = new Set<string>();
    for (const group of prepared) {
      if (!group.some(({ key }) => haystack.includes(key))) continue;
      for (const { term, key } of group) if (!haystack.includes(key)) added.add(term);
    }
    return [...added];
  };
}
