/** Data of the category listing pages: every category x sort x page (re-sorted views capped), in each language. */
import { categories, categoryName, type CategoryKey } from '../../data/categories.ts';
import { locales, type Locale } from '../../i18n/locales.ts';
import type { Product } from '../catalog.ts';
import type { BuildModel } from '../model/build-model.ts';
import { pageItems, viewPages } from '../listing.ts';
import { alternates, categoryUrl, langParam, viewParam } from '../routes.ts';
import { DEFAULT_SORT, sortKeys, sortProducts, type SortKey } from '../sorts.ts';

/** Props of one listing page. */
export interface CategoryPageProps {
  locale: Locale;
  category: CategoryKey;
  sort: SortKey;
  page: number;
  pages: number;
  /** The view stops before the category's last deal (a re-sorted view, see RESORTED_PAGE_LIMIT). */
  truncated: boolean;
  total: number;
  products: Product[];
  alternates: Record<Locale, string>;
  /** Re-sorted views repeat the default view's deals: search engines index only the default. */
  noindex: boolean;
}

/** The routes of /category/{name}/[{sort}/][{page}/] in both languages. */
export function categoryRoutes(model: BuildModel) {
  const paths: { params: Record<string, string | undefined>; props: CategoryPageProps }[] = [];
  for (const locale of locales) {
    const { live } = model.locale(locale);
    for (const { key } of categories) {
      const items = live.filter((p: Product) => p.category === key);
      for (const sort of sortKeys) {
        const sorted = sortProducts(items, sort);
        const { pages, truncated } = viewPages(items.length, sort);
        for (let page = 1; page <= pages; page++) {
          paths.push({
            params: { lang: langParam(locale), category: categoryName(key, locale), view: viewParam(sort, page) },
            props: {
              locale,
              category: key,
              sort,
              page,
              pages,
              truncated,
              total: items.length,
              products: pageItems(sorted, page),
              alternates: alternates((l) => categoryUrl(key, l, sort, page)),
              noindex: sort !== DEFAULT_SORT,
            },
          });
        }
      }
    }
  }
  return paths;
}
