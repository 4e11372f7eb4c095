/**
 * The site's languages, one row each: the only table a language is declared in. Every list, map and
 * path rule of languages is derived from it (addresses in src/lib/routes.ts, the not-found script,
 * `<html lang>`, hreflang, the social meta, the language menu); tests/unit/locales.test.ts holds the rules.
 * The first row is the default language, which lives at the root; every other lives under /{code}/.
 */
const LOCALE_TABLE = {
  pt: {
    /** BCP 47 tag for `<html lang>`, `Intl` formatting and the social meta's locale. */
    tag: 'pt-BR',
    /** `hreflang` of the language's pages: Portuguese pages are written for Brazil. */
    hreflang: 'pt-BR',
    /** Its name in its own language, for the language menu. */
    name: 'Português',
  },
  // English pages serve every English reader, so their hreflang is plain "en".
  en: { tag: 'en-US', hreflang: 'en', name: 'English' },
} as const;

type Table = typeof LOCALE_TABLE;

/** A language code of the site. */
export type Locale = keyof Table;

/** Every language code, the default first. */
export const locales = Object.keys(LOCALE_TABLE) as [Locale, ...Locale[]];

/** Language used when the visitor has stored no preference (spec §4), at the root of the site. */
export const defaultLocale: Locale = locales[0];

/** One column of the table, by language. */
function column<K extends keyof Table[Locale]>(key: K): { [L in Locale]: Table[L][K] } {
  return Object.fromEntries(locales.map((l) => [l, LOCALE_TABLE[l][key]])) as { [L in Locale]: Table[L][K] };
}

/** Languages that live under a folder of their own (/en/): every one but the default, which owns the root. */
export function folderLocales(): Locale[] {
  return locales.filter((l) => l !== defaultLocale);
}

/** BCP 47 tags used for `<html lang>` and `Intl` formatting (`hreflang` uses hreflangTags). */
export const localeTags = column('tag');

/** `hreflang` of each language's pages. */
export const hreflangTags = column('hreflang');

/** Name of each language in its own language, for the language menu. */
export const localeNames = column('name');

/** localStorage key holding the visitor's chosen language (a Locale). */
export const LANG_STORAGE_KEY = 'topofertas:lang';

/** True when `value` is one of the site's language codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Every language but `locale`: the twins a page links to and names as alternates. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((l) => l !== locale);
}
