/**
 * Real words the spelling correction must leave alone: words shoppers commonly write that a
 * dictionary confirms (Hunspell's, from the `dictionary-pt` and `dictionary-en` packages; commonness
 * from the frequency lists of `@zxcvbn-ts/language-pt-br` and `@zxcvbn-ts/language-en`), plus known
 * brands (known-brands.ts), when they sit within a correction's reach of a catalog word. Only those
 * ship to shoppers, in the vocabulary file: a word far from every catalog word is never corrected
 * anyway. A rare dictionary word ("caama") is not kept, so "caama" still finds beds. Build-side only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '../../i18n/locales.ts';
import { editDistance, maxEdits } from '../browser/lazy/correct.ts';
import { KNOWN_BRANDS } from './known-brands.ts';
import { isSpellable } from '../browser/lazy/lexicon.ts';
import { fold, singular, words } from '../shared/query.ts';

/** Each language's Hunspell dictionary (wooorm's packages of the LibreOffice ones) and frequency list. */
const SOURCES = {
  pt: { dictionary: 'dictionary-pt', frequency: '@zxcvbn-ts/language-pt-br' },
  en: { dictionary: 'dictionary-en', frequency: '@zxcvbn-ts/language-en' },
} as const satisfies Record<Locale, { dictionary: string; frequency: string }>;

const cache = new Map<Locale, readonly string[]>();

/**
 * The language's common real words, folded: the frequency list's words (most used first, as
 * written in subtitles) whose singular, or the word itself, is a lowercase stem of the dictionary (`.dic` lines
 * are "word/FLAGS"), which drops names, slang and typos. Portuguese adjectives (Hunspell flag D,
 * gender and number) count in the feminine too ("preta" from "preto").
 */
export function commonRealWords(locale: Locale): readonly string[] {
  let known = cache.get(locale);
  if (known) return known;
  const require = createRequire(import.meta.url);
  const folder = (name: string) => path.dirname(require.resolve(name));
  // The package's main file is in dist/; the list ships beside it, in src/.
  const list = JSON.parse(readFileSync(path.join(folder(SOURCES[locale].frequency), '..', 'src', 'commonWords.json'), 'utf8')) as string[];
  // Each listed word's forms worth looking up: the singular first (as correct.ts compares), then as written.
  const forms = list.flatMap((word) => {
    const lower = word.toLowerCase();
    return /^\p{L}{4,}$/u.test(lower) ? [[singular(lower, locale), lower] as const] : [];
  });
  const wanted = new Set(forms.flat());
  const stems = new Set<string>();
  for (const line of readFileSync(path.join(folder(SOURCES[locale].dictionary), 'index.dic'), 'utf8').split('\n')) {
    const slash = line.indexOf('/');
    const stem = slash < 0 ? line.trim() : line.slice(0, slash);
    // Capitalised stems are names ("Louise"), never in `wanted`: a name the catalog lacks may be a typo.
    if (wanted.has(stem)) stems.add(stem);
    if (
      locale === 'pt' &&
      slash >= 0 &&
      line
        .slice(slash + 1)
        .split(/\s/)[0]!
        .includes('D')
    ) {
      const feminine = stem.endsWith('o') ? `${stem.slice(0, -1)}a` : `${stem}a`;
      if (wanted.has(feminine)) stems.add(feminine);
    }
  }
  const found = new Set<string>();
  for (const [one, lower] of forms) {
    if (stems.has(one)) found.add(fold(one));
    else if (stems.has(lower)) found.add(fold(lower));
  }
  known = [...found];
  cache.set(locale, known);
  return known;
}

/** Calls `visit` with every string made by deleting up to `depth` (1 or 2) letters of `word`, itself included. */
function eachDeletion(word: string, depth: number, visit: (deleted: string) => boolean | void): boolean {
  if (visit(word)) return true;
  for (let i = 0; i < word.length; i++) {
    const once = word.slice(0, i) + word.slice(i + 1);
    if (visit(once)) return true;
    if (depth < 2) continue;
    for (let j = i; j < once.length; j++) if (visit(once.slice(0, j) + once.slice(j + 1))) return true;
  }
  return false;
}

/**
 * The real words (dictionary and brands, folded) that the correction could turn into one of the
 * catalog's `keys`: not catalog words themselves, not the start of one (a prefix is searched as
 * typed), and within the edits correct.ts allows for their length. Found by shared deletions (two
 * words within n edits share a string made by deleting at most n letters of each), so the dictionary
 * is read once instead of compared with every catalog word.
 */
export function realNeighbours(keys: readonly string[], locale: Locale, extra: readonly string[] = []): string[] {
  const catalog = new Set(keys);
  const prefixes = new Set(keys.flatMap((key) => Array.from({ length: key.length }, (_, i) => key.slice(0, i + 1))));
  const byDeletion = new Map<string, string[]>();
  for (const key of keys) {
    eachDeletion(key, maxEdits(key.length + 2), (deleted) => {
      const list = byDeletion.get(deleted);
      if (list) list.push(key);
      else byDeletion.set(deleted, [key]);
    });
  }
  const candidates = [...commonRealWords(locale), ...KNOWN_BRANDS.flatMap((brand) => words(fold(brand))), ...extra.map(fold)];
  const found = new Set<string>();
  for (const word of candidates) {
    const limit = maxEdits(word.length);
    if (limit === 0 || !isSpellable(word) || catalog.has(word) || prefixes.has(word) || found.has(word)) continue;
    const near = eachDeletion(word, limit, (deleted) => byDeletion.get(deleted)?.some((key) => editDistance(word, key, limit) <= limit));
    if (near) found.add(word);
  }
  return [...found];
}
