/** Data of the search page. Its static HTML is the "all deals" view, so it is complete without JavaScript. */
import { categories } from '../../data/categories.ts';
import { locales } from '../../i18n/locales.ts';
import { pageItems, SEARCH_PAGE_SIZE } from '../../lib/listing.ts';
import type { BuildModel } from '../../lib/model/build-model.ts';
import { sortProducts } from '../../lib/sorts.ts';
import { alternates, langParam, searchUrl } from '../../lib/routes.ts';
import { popularSearches, TRENDING_DEALS } from './popular.ts';

/** The routes of /search/ and /en/search/. */
export function searchRoutes(model: BuildModel) {
  return locales.map((locale) => {
    const { live } = model.locale(locale);
    const stocked = new Set(live.map((p) => p.category));
    const byPopularity = sortProducts(live, 'popularity');
    return {
      params: { lang: langParam(locale) },
      props: {
        locale,
        total: live.length,
        products: pageItems(byPopularity, 1, SEARCH_PAGE_SIZE),
        // What a search that finds nothing offers (popular.ts).
        trending: byPopularity.slice(0, TRENDING_DEALS),
        popular: popularSearches(live),
        // A category with no live deal gets no chip: filtering by it could only find nothing.
        filterCategories: categories.filter((c) => stocked.has(c.key)).map((c) => c[locale]),
        alternates: alternates((l) => searchUrl(l)),
      },
    };
  });
}
