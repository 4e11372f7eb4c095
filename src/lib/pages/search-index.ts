/**
 * The search index's input: one record per live deal and language, handed in memory to the search
 * integration (src/lib/search/index-channel.ts), which turns it into the Pagefind index.
 */
import { contentRoot } from '../../content/paths.ts';
import { loadSynonyms } from '../../content/synonyms.ts';
import { categoryName } from '../../data/categories.ts';
import { localeTags, locales, type Locale } from '../../i18n/locales.ts';
import { cardView } from '../card-view.ts';
import { getLiveProducts, type Product } from '../catalog.ts';
import { productUrl } from '../routes.ts';
import { indexChannelOpen, sendToIndex } from '../search/index-channel.ts';
import { indexDocument, type IndexDocument, type SearchRecord } from '../search/record.ts';
import { synonymExpander } from '../search/synonyms.ts';
import { sortPositions, type SortKey } from '../sorts.ts';

/**
 * The search record of a live deal. `positions` is its place in each sort order among the language's
 * live deals (sortPositions); `synonyms` gives the synonym terms of its texts (see synonymExpander).
 */
export async function searchRecord(
  p: Product,
  locale: Locale,
  positions: Record<SortKey, number>,
  synonyms: (texts: readonly string[]) => string[] = () => [],
): Promise<SearchRecord> {
  const category = categoryName(p.category, locale);
  // Words shoppers search by that the text may not contain: the category, brand, store and tags.
  const text = [p.summary, ...p.highlights, [category, p.brand, p.merchant, ...p.tags].filter(Boolean).join(', ')];
  return {
    url: productUrl(p.id, locale),
    lang: localeTags[p.textLang],
    title: p.title,
    text,
    synonyms: synonyms([p.title, ...text]),
    card: await cardView(p, locale),
    category,
    positions,
  };
}

/** Every live deal of a language as a document for the index. */
export async function indexDocuments(locale: Locale): Promise<IndexDocument[]> {
  const live = await getLiveProducts(locale);
  const positions = sortPositions(live);
  const synonyms = synonymExpander(loadSynonyms(contentRoot(), locale), locale);
  return Promise.all(live.map(async (p) => indexDocument(await searchRecord(p, locale, positions.get(p.id)!, synonyms))));
}

/**
 * Hands each language's documents to the build's search integration. Called from the search page's
 * `getStaticPaths`, which Astro runs before rendering any page, so Pagefind starts first.
 */
export async function handOverSearchIndex(): Promise<void> {
  if (!indexChannelOpen()) return;
  for (const locale of locales) sendToIndex(locale, await indexDocuments(locale));
}
