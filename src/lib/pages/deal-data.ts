/** Data of the deal shards (/deals/{n}.json, /en/deals/{n}.json) the profile page reads. */
import { locales, type Locale } from '../../i18n/locales.ts';
import { getProducts, type Product } from '../catalog.ts';
import { shardDeals, type DealRecord, type DealShard } from '../deal-data.ts';
import { formatPrice } from '../format.ts';
import { langParam, productUrl } from '../routes.ts';

/** A product as the profile page shows it. */
export function dealRecord(p: Product, locale: Locale): DealRecord {
  return {
    title: p.title,
    url: productUrl(p.id, locale),
    price: p.price,
    currency: p.currency,
    priceText: formatPrice(p.price, p.currency, locale),
    expired: p.expired,
  };
}

/** `getStaticPaths` of the shards: every product of each language, ended deals included. */
export async function getDealDataPaths() {
  const paths: { params: { lang: string | undefined; shard: string }; props: { shard: DealShard } }[] = [];
  for (const locale of locales) {
    const shards = shardDeals((await getProducts(locale)).map((p) => [p.id, dealRecord(p, locale)]));
    // The route file is deals/[shard].json, matching dealDataUrl() in routes.ts.
    shards.forEach((shard, n) => paths.push({ params: { lang: langParam(locale), shard: String(n) }, props: { shard } }));
  }
  return paths;
}
