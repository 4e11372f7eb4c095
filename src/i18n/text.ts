/**
 * Text helpers shared by the server and the browser: no dictionary is imported here, so a browser
 * script can use them without shipping every UI string.
 */
import { localeTags, type Locale } from './locales.ts';

/** Fills `{name}` placeholders in a dictionary text. Unknown placeholders are left visible on purpose. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A dictionary entry with one text per plural category. `zero` wins for 0 when present. */
export interface PluralTexts {
  zero?: string;
  one: string;
  other: string;
}

// Making an Intl object costs far more than using one (a 20,000-page build makes millions of calls).
const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** Picks the right plural form for `count` with `Intl.PluralRules` and fills `{count}` with the formatted number. */
export function plural(texts: PluralTexts, count: number, locale: Locale): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(localeTags[locale])));
  const form = count === 0 && texts.zero !== undefined ? 'zero' : rules.select(count);
  const template = form === 'zero' ? texts.zero! : form === 'one' ? texts.one : texts.other;
  let numbers = numberFormats.get(locale);
  if (!numbers) numberFormats.set(locale, (numbers = new Intl.NumberFormat(localeTags[locale])));
  return fill(template, { count: numbers.format(count) });
}
