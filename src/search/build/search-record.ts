/** The search record of a live deal, built from the typed catalog (src/search/build/record.ts says how Pagefind reads it). */
import { categoryName } from '../../data/categories.ts';
import { localeTags, type Locale } from '../../i18n/locales.ts';
import type { CardView } from '../../lib/card.ts';
import type { Product } from '../../lib/catalog.ts';
import { productUrl } from '../../lib/routes.ts';
import type { SearchRecord } from './record.ts';
import type { SortKey } from '../../lib/sorts.ts';

/**
 * The search record of a live deal. `positions` is its place in each sort order among the language's
 * live deals (sortPositions); `synonyms` gives the synonym terms of its texts (see synonymExpander).
 */
export function searchRecord(
  p: Product,
  locale: Locale,
  positions: Record<SortKey, number>,
  synonyms: (texts: readonly string[]) => string[],
  card: CardView,
): SearchRecord {
  const category = categoryName(p.category, locale);
  // Words shoppers search by that the text may not contain: the category, brand, store and tags.
  const text = [p.summary, ...p.highlights, [category, p.brand, p.merchant, ...p.tags].filter(Boolean).join(', ')];
  return {
    url: productUrl(p.id, locale),
    lang: localeTags[p.textLang],
    title: p.title,
    text,
    synonyms: synonyms([p.title, ...text]),
    card,
    category,
    ...(p.brand ? { brand: p.brand } : {}),
    positions,
  };
}
