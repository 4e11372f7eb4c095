/**
 * The dictionary texts the search page's script prints, picked on the server (search.astro) and
 * handed over as JSON: typed once here for both sides.
 */
import type { UIDictionary } from '../../i18n/pt';

export function searchLabels(t: UIDictionary) {
  return {
    siteName: t.site.name,
    allDeals: t.search.allDeals,
    resultsFor: t.search.resultsFor,
    noDealsFor: t.search.noDealsFor,
    productsFound: t.listing.productsFound,
    showingPartial: t.search.showingPartial,
    indexMissing: t.search.indexMissing,
    correctedTo: t.search.correctedTo,
    searchInstead: t.search.searchInstead,
    seeCategory: t.search.seeCategory,
  };
}

export type SearchLabels = ReturnType<typeof searchLabels>;
