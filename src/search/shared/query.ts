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

/** English possessives: "men's" is "men", not "men" and a word "s" no deal has. */
const POSSESSIVE = /(\p{L})['’]s(?![\p{L}\p{N}])/gu;

/** Words of a query or text, as Pagefind splits them (letters and digits), possessives without their "'s". */
export function words(text: string): string[] {
  return text
    .replace(POSSESSIVE, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
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

/**
 * Words that only join others ("fone de ouvido", "ração para cães", "the", "of"), in either language
 * (an English page can show a deal in Portuguese): neither indexed nor searched. In nearly every deal,
 * they made the index chunk holding each of them tens of kilobytes that a query had to fetch, and they
 * tell no deal from another. Words with meaning in product names stay: "com"/"sem" ("sem fio"), "with".
 */
const STOP_WORDS = new Set(
  'a o as os um uma uns umas de da do das dos e em no na nos nas para pra por pelo pela pelos pelas ao aos à às ou an the and or of for in on to by at from'.split(
    ' ',
  ),
);

/** True for a joining word that is neither indexed nor searched. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** A text without its joining words, as the index receives it. */
export function withoutStopWords(text: string): string {
  return text
    .split(/\s+/)
    .filter((token) => !isStopWord(words(token).join('')))
    .join(' ');
}

/** Singular of a word by the plural rules of the language ("câmeras" → "câmera", "bagagens" → "bagagem"). */
export function singular(word: string, locale: Locale): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const [ending, replacement] of locale === 'pt' ? PT_PLURALS : EN_PLURALS) {
    if (ending.test(word)) return word.replace(ending, replacement);
  }
  return word;
}

/**
 * The query sent to Pagefind: trimmed, without joining words (unless it has nothing else), and in
 * Portuguese with plurals folded (the index has no stemmer).
 */
export function pagefindQuery(query: string, locale: Locale): string {
  const typed = query.trim().replace(POSSESSIVE, '$1');
  const trimmed = withoutStopWords(typed) || typed;
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
    if (isStopWord(word)) return false;
    const wanted = fold(singular(word.toLowerCase(), locale));
    return !found.some((m) => m.startsWith(wanted) || (commonPrefix(m, wanted) >= 3 && !wanted.startsWith(m)));
  });
}

/** The words of a Pagefind result's content at its match locations. */
export function matchedWords(content: string, locations: number[]): string[] {
  const all = content.split(/\s+/);
  return locations.map((i) => words(all[i] ?? '')[0] ?? '').filter(Boolean);
}
