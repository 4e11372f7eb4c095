/**
 * Query handling around Pagefind, chosen by the relevance fixture (tests/unit/search-relevance.test.ts):
 * Portuguese is indexed without Pagefind's stemmer, whose "cam" stem made "camera" find "Cama Box",
 * and plurals are folded here instead; English keeps Pagefind's English stemmer.
 */
import type { Locale } from '../../i18n/locales.ts';

/** Lowercase without accents: "Eletrônicos" → "eletronicos". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words of a query or text, as Pagefind splits them (letters and digits). */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

// Longest endings first; each maps a plural ending to its singular.
const PT_PLURALS: [RegExp, string][] = [
  [/(õ|ã)es$/, 'ão'],
  [/ãos$/, 'ão'],
  [/ais$/, 'al'],
  [/éis$/, 'el'],
  [/óis$/, 'ol'],
  [/uis$/, 'ul'],
  [/ns$/, 'm'],
  [/([rz])es$/, '$1'],
  [/([^s])s$/, '$1'],
];
const EN_PLURALS: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/(ch|sh|x|ss)es$/, '$1'],
  [/([^s])s$/, '$1'],
];

/** Singular of a word by the plural rules of the language ("câmeras" → "câmera", "bagagens" → "bagagem"). */
export function singular(word: string, locale: Locale): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const [ending, replacement] of locale === 'pt' ? PT_PLURALS : EN_PLURALS) {
    if (ending.test(word)) return word.replace(ending, replacement);
  }
  return word;
}

/** The query sent to Pagefind: trimmed, and in Portuguese with plurals folded (the index has no stemmer). */
export function pagefindQuery(query: string, locale: Locale): string {
  const trimmed = query.trim();
  if (locale !== 'pt') return trimmed;
  return words(trimmed)
    .map((w) => singular(w.toLowerCase(), locale))
    .join(' ');
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * True when Pagefind answered with its prefix fallback: for some query word nothing matched, so it
 * matched the longest indexed prefix instead ("camerasx" → "câmera"). `matched` are the words the top
 * result matched. A query word counts as found when a matched word starts with its singular, or
 * shares a stem with it without merely being a shorter prefix of it.
 */
export function isPrefixFallback(query: string, matched: string[], locale: Locale): boolean {
  const found = matched.map(fold);
  return words(query).some((word) => {
    const wanted = fold(singular(word.toLowerCase(), locale));
    return !found.some((m) => m.startsWith(wanted) || (commonPrefix(m, wanted) >= 3 && !wanted.startsWith(m)));
  });
}

/** The words of a Pagefind result's content at its match locations. */
export function matchedWords(content: string, locations: number[]): string[] {
  const all = content.split(/\s+/);
  return locations.map((i) => words(all[i] ?? '')[0] ?? '').filter(Boolean);
}
