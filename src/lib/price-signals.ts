/** Price history of the build's catalog (read once from git), summarised per product against today's price. */
import { contentRoot, productsDir } from '../content/paths.ts';
import { BUILD_TIME, type Product } from './catalog.ts';
import { priceSummary, readPriceHistory, type PriceHistory, type PriceSummary } from './price-history.ts';

let loaded: Promise<PriceHistory> | undefined;

/** The catalog's price history; empty when the content folder has no full git history. */
export function getPriceHistory(): Promise<PriceHistory> {
  loaded ??= readPriceHistory(productsDir(contentRoot(), 'pt'));
  return loaded;
}

/** What the history says about a product's price today, when it says anything. */
export async function productPriceSummary(p: Pick<Product, 'id' | 'price'>): Promise<PriceSummary | undefined> {
  return priceSummary((await getPriceHistory()).get(p.id), p.price, BUILD_TIME);
}
