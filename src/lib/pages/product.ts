/** Data of the product pages, in each language. Expired deals keep their page. */
import { locales } from '../../i18n/locales.ts';
import type { BuildModel } from '../model/build-model.ts';
import { similarDealsFinder } from '../similar-deals.ts';
import { langParam } from '../routes.ts';

/** The routes of /product/{id}/ and /en/product/{id}/. */
export function productRoutes(model: BuildModel) {
  return locales.flatMap((locale) => {
    const { entries, products } = model.locale(locale);
    const related = similarDealsFinder(products);
    return entries.map(({ product, alternates, noindex }) => ({
      params: { lang: langParam(locale), id: product.id },
      props: { locale, product, related: related(product), alternates, noindex },
    }));
  });
}
