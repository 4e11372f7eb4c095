import { en } from './en.ts';
import { pt, type UIDictionary } from './pt.ts';
import type { Locale } from './locales.ts';

export type { UIDictionary };

const dictionaries: Record<Locale, UIDictionary> = { pt, en };

/** The UI dictionary of a language. */
export function useTranslations(locale: Locale): UIDictionary {
  return dictionaries[locale];
}

export { fill, plural, type PluralTexts } from './text.ts';
