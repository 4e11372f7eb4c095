/** Data of the search page. Its static HTML is the "all deals" view, so it is complete without JavaScript. */
import { categories, type CategoryKey } from '../../data/categories.ts';
import { locales } from '../../i18n/locales.ts';
import { getLiveProducts } from '../catalog.ts';
import { pageItems } from '../listing.ts';
import { sortProducts } from '../sorts.ts';
import { langParam, searchUrl } from '../routes.ts';

/** `getStaticPaths` of /search/ and /en/search/. */
export async function getSearchPaths() {
  return Promise.all(
    locales.map(async (locale) => {
      const live = await getLiveProducts(locale);
      const counts = new Map<CategoryKey, number>(categories.map((c) => [c.key, live.filter((p) => p.category === c.key).length]));
      return {
        params: { lang: langParam(locale) },
        props: {
          locale,
          total: live.length,
          products: pageItems(sortProducts(live, 'popularity'), 1),
          categoryCounts: categories.map((c) => ({ name: c[locale], count: counts.get(c.key) ?? 0 })),
          alternates: { pt: searchUrl('pt'), en: searchUrl('en') },
        },
      };
    }),
  );
}
