/**
 * The search index's record of a live deal, built from the typed catalog: the text Pagefind searches
 * (the title weighted above the rest), the card the search page renders, the category filter and the
 * deal's place in every sort order. Pagefind reads it as a small HTML document made here in memory,
 * never from a built page, so the relevance tests index exactly what production indexes.
 */
import type { CardView } from '../../lib/card.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { SortKey } from '../../lib/sorts.ts';
import { CARD_FILTER } from '../contract.ts';
import { withoutStopWords } from '../shared/query.ts';
import { BRAND_FILTER } from '../shared/brand-type.ts';
import { dealKinds, KIND_FILTER } from '../shared/kinds.ts';

/** Everything the index keeps about one deal in one language. */
export interface SearchRecord {
  /** Address of the product page the result links to. */
  url: string;
  /** Language of the texts (BCP 47), which may differ from the index's for an untranslated deal. */
  lang: string;
  title: string;
  /** Searchable text after the title: summary, highlights, keywords. */
  text: string[];
  /** Synonyms of words in the texts (content/search/synonyms.*.yml), searched with a low weight. */
  synonyms?: string[];
  card: CardView;
  /** Category display name in the index's language: the search page filters by it. */
  category: string;
  /** The deal's brand, as the catalog spells it: a filter the search reads back (brand-type.ts). */
  brand?: string;
  /** Place in each sort order (sortPositions): written as the sort order files, not into Pagefind. */
  positions: Record<SortKey, number>;
}

/** How much more a word in the title counts than one in the rest of the text. */
const TITLE_WEIGHT = 10;
/** Synonyms count less than the deal's own words, so a deal that says "geladeira" leads a search for it. */
const SYNONYM_WEIGHT = 0.5;

/** The plain texts of a record that shoppers' words are matched against: the spelling vocabulary's source. */
export function searchRecordTexts(record: SearchRecord): string[] {
  return [record.title, ...record.text, ...(record.synonyms ?? [])];
}

/**
 * The record as the HTML document Pagefind indexes: the body is searched, the rest is data (the card,
 * the category, the brand and the deal's kinds, as filters). Joining
 * words are left out (see withoutStopWords). The description is not searched: title, summary,
 * highlights, category, brand, store, tags and synonyms name what a deal is, while the description's
 * prose tripled the index a query fetches.
 */
export function searchRecordHtml(record: SearchRecord): string {
  const searched = (text: string) => escapeHtml(withoutStopWords(text));
  const paragraphs = record.text.map((block) => `<p>${searched(block)}</p>`).join('');
  const synonyms = record.synonyms?.length ? `<p data-pagefind-weight="${SYNONYM_WEIGHT}">${searched(record.synonyms.join(', '))}</p>` : '';
  return [
    `<html lang="${escapeHtml(record.lang)}"><body>`,
    `<main data-pagefind-body><h1 data-pagefind-weight="${TITLE_WEIGHT}">${searched(record.title)}</h1>`,
    `${paragraphs}${synonyms}</main>`,
    // Not metadata, whose words Pagefind indexes: see CARD_FILTER.
    `<div data-pagefind-filter="${CARD_FILTER}">${escapeHtml(JSON.stringify(record.card))}</div>`,
    `<div data-pagefind-filter="category">${escapeHtml(record.category)}</div>`,
    ...(record.brand ? [`<div data-pagefind-filter="${BRAND_FILTER}">${escapeHtml(record.brand)}</div>`] : []),
    // The kinds of animal or person the deal is for: searches that name a kind filter by them (kinds.ts).
    ...dealKinds(record.title, record.text[0]).map((kind) => `<div data-pagefind-filter="${KIND_FILTER}">${kind}</div>`),
    '</body></html>',
  ].join('');
}

/**
 * One document for Pagefind: the page it stands for, the HTML it indexes, its plain texts (for the
 * vocabulary), its category (documents are indexed by category) and its place in each sort order.
 */
export interface IndexDocument {
  url: string;
  category: string;
  html: string;
  texts: string[];
  positions: Record<SortKey, number>;
}

/** The index document of a record. */
export function indexDocument(record: SearchRecord): IndexDocument {
  return { url: record.url, category: record.category, html: searchRecordHtml(record), texts: searchRecordTexts(record), positions: record.positions };
}
