/**
 * A store page's product as a deal can use it: the sources page-data.ts found, checked and agreed on.
 * Everything from the page is untrusted text: names lose markup characters and control characters and are
 * cut to the schema's lengths; a photo must be https on the merchant's own image hosts; prices are read by
 * price.ts or refused; sources that disagree on the price are refused rather than one picked.
 */
import type { MerchantConfig } from '../../src/config/merchants.ts';
import type { PageData, RawOffer, RawProduct } from './page-data.ts';
import { PriceError, readPrice } from './price.ts';

/** A product as read from its store page. */
export interface StoreOffer {
  title?: string;
  image?: string;
  price: number;
  listPrice?: number;
  currency: string;
  available: boolean;
  brand?: string;
  gtin?: string;
  sku?: string;
  /** Where the price came from (json-ld, microdata or meta). */
  source: RawProduct['source'];
  /** Things read but left out, each with why (an off-host photo, a list price below the price). */
  notes: string[];
}

/** The page has no usable product price; `reason` says what was missing or wrong. */
export class NoOfferError extends Error {}

/** A store's text cleaned for a file: no markup or control characters, one line, at most `max` characters. */
export function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value)
    .replace(/[<>]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const OUT = new Set(['outofstock', 'soldout', 'discontinued', 'instoreonly', 'out of stock', 'oos', 'sold out', 'discontinued']);

/** Whether an availability value (schema.org URL or name, or an OpenGraph word) means the store sells it online now. */
export function isAvailable(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const word = String(value)
    .trim()
    .replace(/^https?:\/\/schema\.org\//i, '')
    .toLowerCase();
  return !OUT.has(word);
}

const CURRENCY = /^[A-Z]{3}$/;

function offerPrice(offer: RawOffer): { price: number } | { problem: string } {
  try {
    if (offer.price !== undefined && offer.price !== '') return { price: readPrice(offer.price) };
    if (offer.aggregate && offer.lowPrice !== undefined) {
      const low = readPrice(offer.lowPrice);
      const high = offer.highPrice === undefined || offer.highPrice === '' ? low : readPrice(offer.highPrice);
      if (high !== low)
        return {
          problem: `the page offers a range (AggregateOffer ${low} to ${high} from several sellers), not one price: use the link of one seller's offer`,
        };
      return { price: low };
    }
    return { problem: 'no price in its offer' };
  } catch (error) {
    if (error instanceof PriceError) return { problem: `its price ${error.message}` };
    throw error;
  }
}

/** The offer a deal can use, or NoOfferError naming what the page lacks. */
export function readOffer(data: PageData, merchant: MerchantConfig): StoreOffer {
  if (data.products.length === 0)
    throw new NoOfferError(
      data.wall
        ? 'the page is a login or captcha page, not the product (the store refused the visit)'
        : 'the page has no product data (no schema.org Product in JSON-LD or microdata, no OpenGraph product price)',
    );
  const priced: { product: RawProduct; offer: RawOffer; price: number }[] = [];
  const problems: string[] = [];
  for (const product of data.products) {
    for (const offer of product.offers) {
      const read = offerPrice(offer);
      if ('price' in read) priced.push({ product, offer, price: read.price });
      else problems.push(`${product.source}: ${read.problem}`);
    }
  }
  if (priced.length === 0) throw new NoOfferError(problems.length ? problems.join('; ') : 'the page names a product but no offer with a price');
  const distinct = [...new Set(priced.map((p) => p.price))];
  // Variants of one page may differ; two sources stating the same offer differently (cents written as whole numbers) may not.
  const sources = new Set(priced.map((p) => p.product.source));
  if (distinct.length > 1 && sources.size > 1)
    throw new NoOfferError(
      `the page's sources disagree on the price (${priced.map((p) => `${p.product.source} ${p.price}`).join(', ')}); check the page and enter the price by hand`,
    );
  if (distinct.length > 1)
    throw new NoOfferError(
      `the page lists ${distinct.length} different prices (${distinct.slice(0, 5).join(', ')}), e.g. variants: use the link of one variant`,
    );
  const best = priced[0]!;
  const currency = String(best.offer.currency ?? priced.find((p) => p.offer.currency)?.offer.currency ?? '')
    .trim()
    .toUpperCase();
  if (!CURRENCY.test(currency))
    throw new NoOfferError(`the offer's currency is ${currency ? JSON.stringify(currency.slice(0, 20)) : 'missing'}; expected an ISO 4217 code such as BRL`);
  const notes: string[] = [];
  const pick = (key: 'name' | 'image' | 'brand' | 'gtin' | 'sku') => data.products.map((p) => p[key]).find((v) => v !== undefined && v !== '');
  const image = imageOf(pick('image'), merchant, notes);
  let listPrice: number | undefined;
  const listRaw = priced.map((p) => p.offer.listPrice).find((v) => v !== undefined && v !== '');
  if (listRaw !== undefined) {
    try {
      listPrice = readPrice(listRaw);
      if (listPrice <= best.price) {
        notes.push(`list price ${listPrice} is not above the price, left out`);
        listPrice = undefined;
      }
    } catch (error) {
      if (!(error instanceof PriceError)) throw error;
      notes.push(`list price left out: ${error.message}`);
    }
  }
  const gtin = cleanText(pick('gtin'), 20);
  return {
    title: cleanText(pick('name'), 140),
    image,
    price: best.price,
    listPrice,
    currency,
    available: priced.some((p) => isAvailable(p.offer.availability)),
    brand: cleanText(typeof pick('brand') === 'object' ? undefined : pick('brand'), 60),
    gtin: gtin && /^\d{8,14}$/.test(gtin) ? gtin : undefined,
    sku: cleanText(pick('sku'), 60),
    source: best.product.source,
    notes,
  };
}

function imageOf(value: unknown, merchant: MerchantConfig, notes: string[]): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const url = URL.parse(value.trim());
  if (!url || url.protocol !== 'https:' || url.port !== '' || !merchant.imageHosts.includes(url.hostname)) {
    const shown = value.trim().slice(0, 80);
    notes.push(
      `photo ${JSON.stringify(shown)} left out: ${merchant.name}'s photos must be https on ${merchant.imageHosts.join(', ') || '(no image host configured)'}`,
    );
    return undefined;
  }
  return url.href;
}
