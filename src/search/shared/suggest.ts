/**
 * What the no-results state offers instead of results: the category the query names (or, failing
 * that, the one most of its closest deals are in). Pure: the page passes the categories it shows.
 */
import type { Locale } from '../../i18n/locales.ts';
import { fold, isStopWord, singular, words } from './query.ts';

/** The words a text is matched by: folded, singular, no joining words ("Celulares e Acessórios" → celular, acessorio). */
export function matchWords(text: string, locale: Locale): string[] {
  return words(text)
    .filter((w) => !isStopWord(w))
    .map((w) => fold(singular(w.toLowerCase(), locale)));
}

/** A category as the no-results state offers it. */
export interface SuggestedCategory {
  /** Display name in the page's language, as the search's category filter and results carry it. */
  name: string;
  /** matchWords of its name. */
  words: readonly string[];
}

/**
 * The category a query that found nothing is most likely after: the first whose name shares a word
 * with the query ("eletronicos baratos"), else the one most of the closest deals are in (given as
 * their categories' names), else none.
 */
export function suggestedCategory<C extends SuggestedCategory>(
  query: string,
  options: readonly C[],
  closest: readonly string[],
  locale: Locale,
): C | undefined {
  const asked = new Set(matchWords(query, locale));
  const named = options.find((c) => c.words.some((w) => asked.has(w)));
  if (named) return named;
  const counts = new Map<string, number>();
  for (const name of closest) counts.set(name, (counts.get(name) ?? 0) + 1);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return top ? options.find((c) => c.name === top[0]) : undefined;
}
