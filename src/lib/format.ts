import { localeTags, type Locale } from '../i18n/locales.ts';

// Making an Intl formatter costs far more than using one: each is made once per language and reused.

const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const shortDateFormats = new Map<Locale, Intl.DateTimeFormat>();
const ratingFormats = new Map<Locale, Intl.NumberFormat>();

/** A price in the page's locale, e.g. "R$ 1.299,90" (pt) or "R$1,299.90" (en). */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let format = priceFormats.get(key);
  if (!format) priceFormats.set(key, (format = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency })));
  return format.format(amount);
}

/**
 * A calendar date in the page's locale ("20 de novembro de 2026" / "November 20, 2026").
 * Content dates are UTC midnights, so they are formatted in UTC to never shift a day.
 */
export function formatDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(date);
}

/** A calendar date without its year, in the page's locale ("12 de nov." / "Nov 12"), in UTC as formatDate. */
export function formatShortDate(date: Date, locale: Locale): string {
  let format = shortDateFormats.get(locale);
  if (!format) shortDateFormats.set(locale, (format = new Intl.DateTimeFormat(localeTags[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' })));
  return format.format(date);
}

/** Whole-percent discount from list price to price, or undefined when there is no real discount. */
export function discountPercent(price: number, listPrice: number | undefined): number | undefined {
  if (listPrice === undefined || listPrice <= 0 || price >= listPrice) return undefined;
  const percent = Math.round((1 - price / listPrice) * 100);
  return percent >= 1 ? percent : undefined;
}

/** A rating such as 4.5 in the page's locale ("4,5" / "4.5"). */
export function formatRating(rating: number, locale: Locale): string {
  let format = ratingFormats.get(locale);
  if (!format) ratingFormats.set(locale, (format = new Intl.NumberFormat(localeTags[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(rating);
}

export { isoDate } from '../content/days.ts';

/** The start (UTC) of an ISO calendar date (YYYY-MM-DD), isoDate's inverse; an invalid Date for anything else. */
export function dayOfIso(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
