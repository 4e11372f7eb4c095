/** The site's languages. Portuguese is the default and lives at the root; English lives under /en/. */
export const locales = ['pt', 'en'] as const;

/** A language code of the site. */
export type Locale = (typeof locales)[number];

/** Language used when the visitor has stored no preference (spec §4). */
export const defaultLocale: Locale = 'pt';

/** Languages that live under a folder of their own (/en/): every one but the default, which owns the root. */
export function folderLocales(): Locale[] {
  return locales.filter((l) => l !== defaultLocale);
}

/** BCP 47 tags used for `<html lang>` and `Intl` formatting (`hreflang` uses hreflangTags). */
export const localeTags = { pt: 'pt-BR', en: 'en-US' } as const satisfies Record<Locale, string>;

/**
 * `hreflang` of each language's pages. English pages serve every English reader, so they are plain "en";
 * Portuguese pages are written for Brazil.
 */
export const hreflangTags = { pt: 'pt-BR', en: 'en' } as const satisfies Record<Locale, string>;

/** Name of each language in its own language, for the language menu. */
export const localeNames = { pt: 'Português', en: 'English' } as const satisfies Record<Locale, string>;

/** localStorage key holding the visitor's chosen language ("pt" | "en"). */
export const LANG_STORAGE_KEY = 'topofertas:lang';

/** True when `value` is one of the site's language codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The other language of the pair, for twin links. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'pt' ? 'en' : 'pt';
}
