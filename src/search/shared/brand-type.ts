/**
 * A query of a brand and a product type ("samsung carregador", "apple charger") asks for that type:
 * the brand's deals of another type, found only because their text mentions the type ("tablet,
 * carregador vendido separadamente"), never come first while deals whose titles name the type exist.
 * A word is a brand word when it is the brand of the query's first result (the Pagefind filter
 * BRAND_FILTER, which record.ts writes from the catalog), so no list of brands is needed; the forgiving
 * search (partial.ts) uses the same words to prefer the type to the brand when no deal has both.
 */
import type { Locale } from '../../i18n/locales.ts';
import { kindWord } from './kinds.ts';
import type { PagefindResult, PagefindResultData } from './pagefind.ts';
import { fold, isStopWord, singular, words } from './query.ts';
import { isQualifier } from './specificity.ts';

/** The Pagefind filter holding a deal's brand, as the catalog spells it. */
export const BRAND_FILTER = 'brand';

/**
 * Results whose titles are read for the rule: the search page's first batch of cards (CARD_BATCH), whose
 * data it loads anyway. Past it, results keep Pagefind's order.
 */
export const BRAND_TYPE_WINDOW = 12;

const brandOf = (data: Pick<PagefindResultData, 'filters'>) => new Set(words(fold(data.filters?.[BRAND_FILTER]?.[0] ?? '')));

/** The words of `query` that are the brand of the deal whose data is given ("Samsung" for "samsung carregador"). */
export function brandWords(query: string, data: Pick<PagefindResultData, 'filters'>): string[] {
  const brand = brandOf(data);
  return words(query).filter((word) => brand.has(fold(word)));
}

/** The words of a query that name the product type: not joining words, qualifiers, kinds or the brand's words. */
function typeWords(query: string, brands: readonly string[], locale: Locale): string[] {
  return words(query).filter((word) => !isStopWord(word) && !isQualifier(word, locale) && !kindWord(word) && !brands.includes(word));
}

const stem = (word: string, locale: Locale) => fold(singular(word.toLowerCase(), locale));

/** True when the title has every type word, as Pagefind matches them (a title word starting with it). */
function namesType(title: string, types: readonly string[], locale: Locale): boolean {
  const titleWords = words(title).map((word) => stem(word, locale));
  return types.every((type) => titleWords.some((word) => word.startsWith(stem(type, locale))));
}

/**
 * `results` without the brand's deals of another type among the first BRAND_TYPE_WINDOW, when the query
 * has brand words (`brands`) and type words and some of those results' titles (`titleOf`) name the type.
 */
export async function withoutOtherTypes(
  results: PagefindResult[],
  query: string,
  brands: readonly string[],
  locale: Locale,
  titleOf: (data: PagefindResultData) => string,
): Promise<PagefindResult[]> {
  const types = typeWords(query, brands, locale);
  if (brands.length === 0 || types.length === 0) return results;
  const window = results.slice(0, BRAND_TYPE_WINDOW);
  const data = await Promise.all(window.map((r) => r.data()));
  const ofType = data.map((d) => namesType(titleOf(d), types, locale));
  if (!ofType.includes(true)) return results;
  const otherType = (i: number) => !ofType[i] && brands.some((brand) => brandOf(data[i]!).has(fold(brand)));
  return [...window.filter((_, i) => !otherType(i)), ...results.slice(BRAND_TYPE_WINDOW)];
}
