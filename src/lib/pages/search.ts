/** Data of the search page. Its static HTML is the "all deals" view, so it is complete without JavaScript. */
import { categories } from '../../data/categories.ts';
import { locales } from '../../i18n/locales.ts';
import { getLiveProducts } from '../catalog.ts';
import { pageItems, SEARCH_PAGE_SIZE } from '../listing.ts';
import { sortProducts } from '../sorts.ts';
import { langParam, searchUrl } from '../routes.ts';
import { handOverSearchIndex } from './search-index.ts';

/** `getStaticPaths` of /search/ and /en/search/; in a build it also starts the search index (handOverSearchIndex). */
export async function getSearchPaths() {
  await handOverSearchIndex();
  return Promise.all(
    locales.map(async (locale) => {
      const live = await getLiveProducts(locale);
      const stocked = new Set(live.map((p) => p.category));
      return {
        params: { lang: langParam(locale) },
        props: {
          locale,
          total: live.length,
          products: pageItems(sortProducts(live, 'popularity'), 1, SEARCH_PAGE_SIZE),
          // A category with no live deal gets no chip: filtering by it could only find nothing.
          filterCategories: categories.filter((c) => stocked.has(c.key)).map((c) => c[locale]),
          alternates: { pt: searchUrl('pt'), en: searchUrl('en') },
        },
      };
    }),
  );
}
