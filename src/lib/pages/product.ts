/** Data of the product pages, in each language. Expired deals keep their page. */
import { locales } from '../../i18n/locales.ts';
import type { Product } from '../catalog.ts';
import type { BuildModel } from '../model/build-model.ts';
import { sortProducts } from '../sorts.ts';
import { langParam } from '../routes.ts';

/** How many related deals a product page shows. */
export const RELATED_LIMIT = 4;

/**
 * A function giving each product its related deals: live deals of the same category, most popular
 * first, never the product itself. Each category is sorted once, so a catalog costs a few sorts, not
 * one filter and sort of the whole catalog per page.
 */
export function relatedFinder(all: readonly Product[], limit = RELATED_LIMIT): (product: Product) => Product[] {
  const byCategory = new Map<Product['category'], Product[]>();
  for (const p of all) {
    if (p.expired) continue;
    const list = byCategory.get(p.category);
    if (list) list.push(p);
    else byCategory.set(p.category, [p]);
  }
  // Sorted once, and only the head kept: a page needs at most one more than it shows (itself).
  const heads = new Map([...byCategory].map(([key, list]) => [key, sortProducts(list, 'popularity').slice(0, limit + 1)]));
  return (product) => (heads.get(product.category) ?? []).filter((p) => p.id !== product.id).slice(0, limit);
}

/** The routes of /product/{id}/ and /en/product/{id}/. */
export function productRoutes(model: BuildModel) {
  return locales.flatMap((locale) => {
    const { entries, products } = model.locale(locale);
    const related = relatedFinder(products);
    return entries.map(({ product, alternates, noindex }) => ({
      params: { lang: langParam(locale), id: product.id },
      props: { locale, product, related: related(product), alternates, noindex },
    }));
  });
}
