/**
 * Synonyms are applied when the index is built: a deal whose text has one term of a group is also
 * indexed under the group's other terms (as low-weight text), so a search with either word finds it
 * and shoppers download nothing extra for it.
 */
import type { SynonymGroup } from './synonyms-file.ts';
import { MAX_SYNONYMS_PER_DEAL } from '../../content/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { fold, singular, words } from '../shared/query.ts';

/** The words a term or text is compared in: folded, in the singular. */
function termWords(text: string, locale: Locale): string[] {
  return words(text).map((w) => fold(singular(w.toLowerCase(), locale)));
}

/** One term of a group, by its compared words. */
type Term = { term: string; key: string; group: number };

/** The terms by their words, one word per level: the terms that end at a node, the words that go on. */
type Node = { next: Map<string, Node>; terms: Term[] };

/** What one deal's texts give: the synonym terms to add, and whether MAX_SYNONYMS_PER_DEAL cut them. */
export type Expansion = { terms: string[]; capped: boolean };

/**
 * A function giving, for a deal's texts, the synonym terms its index record should add. The terms are
 * kept in a tree of their words, so each word of a deal costs at most one lookup per word of the longest
 * term (MAX_TERM_WORDS), whatever the file's shape: indexing by first word only, 2,600 groups sharing
 * one first word were each tried at every occurrence of it (35x slower than varied groups).
 */
export function synonymExpansion(groups: readonly SynonymGroup[], locale: Locale): (texts: readonly string[]) => Expansion {
  const root: Node = { next: new Map(), terms: [] };
  const terms: Term[][] = groups.map((group, index) =>
    group.flatMap((term) => {
      const found = termWords(term, locale);
      if (!found.length) return [];
      const entry = { term, key: found.join(' '), group: index };
      let node = root;
      for (const word of found) {
        let child = node.next.get(word);
        if (!child) node.next.set(word, (child = { next: new Map(), terms: [] }));
        node = child;
      }
      node.terms.push(entry);
      return [entry];
    }),
  );
  return (texts) => {
    // Whole words only, across the deal's texts as one run: "cama" is not inside "camada".
    const text = texts.flatMap((t) => termWords(t, locale));
    const present = new Set<string>();
    const mentioned = new Set<number>();
    for (let at = 0; at < text.length; at++) {
      let node: Node | undefined = root;
      for (let i = at; i < text.length; i++) {
        node = node.next.get(text[i]!);
        if (!node) break;
        for (const term of node.terms) {
          present.add(term.key);
          mentioned.add(term.group);
        }
      }
    }
    const added = new Set<string>();
    let capped = false;
    for (const group of [...mentioned].sort((a, b) => a - b)) {
      for (const { term, key } of terms[group]!) {
        if (present.has(key) || added.has(term)) continue;
        if (added.size === MAX_SYNONYMS_PER_DEAL) capped = true;
        else added.add(term);
      }
    }
    return { terms: [...added], capped };
  };
}

/** The synonym terms a deal's search record adds (synonymExpansion, without the report). */
export function synonymExpander(groups: readonly SynonymGroup[], locale: Locale): (texts: readonly string[]) => string[] {
  const expand = synonymExpansion(groups, locale);
  return (texts) => expand(texts).terms;
}
