/** Data of the product pages, in each language. Expired deals keep their page. */
import { locales } from '../../i18n/locales.ts';
import { getProducts, type Product } from '../catalog.ts';
import { sortProducts } from '../sorts.ts';
import { langParam, productUrl } from '../routes.ts';

/** How many related deals a product page shows. */
export const RELATED_LIMIT = 4;

/** Live deals of the same category, most popular first, never the product itself. */
export function relatedProducts(product: Product, all: Product[], limit = RELATED_LIMIT): Product[] {
  const candidates = all.filter((p) => p.category === product.category && p.id !== product.id && !p.expired);
  return sortProducts(candidates, 'popularity').slice(0, limit);
}

/** `getStaticPaths` of /product/{id}/ and /en/product/{id}/. */
export async function getProductPaths() {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const all = await getProducts(locale);
      return all.map((product) => ({
        params: { lang: langParam(locale), id: product.id },
        props: {
          locale,
          product,
          related: relatedProducts(product, all),
          alternates: { pt: productUrl(product.id, 'pt'), en: productUrl(product.id, 'en') },
          // An ended deal's page stays up for shoppers with the link, but leaves search engines.
          noindex: product.expired,
        },
      }));
    }),
  );
  return perLocale.flat();
}
