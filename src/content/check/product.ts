/** The rules of one product file: its schema, the affiliate programs' rules and the English twin's fields. */
import path from 'node:path';
import { z } from 'zod';
import { englishFieldNames, englishProductSchema, productSchema } from '../schema.ts';
import { closestField, defaultMessage, describeIssues } from '../messages.ts';
import { invisibleCharacter } from '../frontmatter.ts';
import { ENDING_SOON_DAYS, daysLeft, daysToStart, dealState, storeDay } from '../expiry.ts';
import { IMAGE_HOSTS, findMerchant, hostBelongsTo, isImageHostUrl, merchants, priceWarnAfterDays } from '../../config/merchants.ts';
import { schemaFor, type ImageContext } from './images.ts';
import type { ProductFile } from './files.ts';
import type { ParsedFile } from './read.ts';
import { numberSlips, slipMessage } from '../number-slips.ts';
import { categories, categoryKeys } from '../../data/categories.ts';
import type { Sink } from './report.ts';
import type { DuplicateLinks } from './duplicate-links.ts';
import type { DealDates } from './clock.ts';
import { daysFrom, isoDate } from '../days.ts';

const PRODUCT_SHAPE = productSchema(z.string()).shape;
const PRODUCT_FIELDS = Object.keys(PRODUCT_SHAPE);

/** The schema's verdict on a Portuguese file, plus what only the text as typed shows (`price: 2.500`). */
export function checkPortuguese(
  file: ProductFile,
  parsed: ParsedFile,
  shown: string,
  sink: Sink,
  images: ImageContext,
): (DealDates & { price: number; confirmedPrice: number | undefined; priceSlip: boolean }) | undefined {
  const { data } = parsed;
  const slips = numberSlips(parsed.text);
  for (const slip of slips) sink.error(shown, slip.field, slipMessage(slip));
  const schema = schemaFor(path.dirname(file.absolute), images);
  const result = schema.safeParse(data, { error: defaultMessage });
  if (result.success) {
    checkDiscount(result.data, shown, sink);
    const { publishedAt, priceCheckedAt, expiresAt, price, confirmedPrice } = result.data;
    return { publishedAt, priceCheckedAt, expiresAt, price, confirmedPrice, priceSlip: slips.some((slip) => slip.field === 'price') };
  }
  for (const m of describeIssues(result.error.issues, data, PRODUCT_FIELDS)) {
    // The slip's message already says what the number is read as and how to write it.
    if (slips.some((slip) => slip.field === m.field)) continue;
    sink.error(shown, m.field, m.field === 'category' ? categoryMessage(fieldOf(data, 'category'), m.message) : m.message);
  }
  return undefined;
}

/** Above this share off the list price, a discount is far more likely a typo (a lost digit) than a deal. */
export const MAX_DISCOUNT = 0.9;

function checkDiscount(product: { price: number; listPrice?: number | undefined }, shown: string, sink: Sink): void {
  const { price, listPrice } = product;
  if (listPrice === undefined || price >= listPrice * (1 - MAX_DISCOUNT)) return;
  const off = Math.round((1 - price / listPrice) * 100);
  sink.error(
    shown,
    'listPrice',
    `is ${listPrice} and price is ${price}, a ${off} % discount: check both for a missing or extra digit (a discount over ${MAX_DISCOUNT * 100} % is almost always a typo); if the deal is real, leave listPrice out`,
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s*&\s*/g, ' e ')
    .replace(/\s+/g, ' ')
    .trim();

const categoryByName = new Map(categories.flatMap((c) => [fold(c.pt), fold(c.en), fold(c.en.replace('&', 'and'))].map((name) => [name, c] as const)));

/** An unknown category: the key its name stands for when the editor wrote a name, else every key with its name. */
export function categoryMessage(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const named = categoryByName.get(fold(value));
  if (named) return `is ${JSON.stringify(value)}, the name shoppers see; write the category's key: ${named.pt} → ${named.key}`;
  const guess = closestField(value, categoryKeys);
  const keys = categories.map((c) => `${c.key} (${c.pt})`).join(', ');
  const invisible = invisibleCharacter(value);
  const hidden = invisible ? `; it holds an invisible character, ${invisible}, usually pasted from a web page: retype it` : '';
  return `${JSON.stringify(value)} is not a category key; ${guess ? `did you mean ${guess}? ` : ''}write one of: ${keys}${hidden}`;
}

function fieldOf(data: unknown, key: string): unknown {
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
}

/**
 * What affiliate programs object to in a valid file (src/config/merchants.ts): a store the settings do
 * not know, a link outside the store's hosts, a live deal whose price was checked too long ago. Each
 * rule reads only fields that are themselves valid; invalid ones are reported as errors already.
 */
export function checkDeal(data: unknown, shown: string, sink: Sink, now: Date, links?: DuplicateLinks): void {
  const fields = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const merchantName = validValue(PRODUCT_SHAPE.merchant, fields.merchant);
  const url = validValue(PRODUCT_SHAPE.affiliateUrl, fields.affiliateUrl);
  const merchant = merchantName === undefined ? undefined : findMerchant(merchantName);
  const checkedAt = validValue(PRODUCT_SHAPE.priceCheckedAt, fields.priceCheckedAt);
  const expiresAt = validValue(PRODUCT_SHAPE.expiresAt, fields.expiresAt);
  const unavailableSince = validValue(PRODUCT_SHAPE.unavailableSince, fields.unavailableSince);
  const expiryUnknown = (fields.expiresAt !== undefined && expiresAt === undefined) || (fields.unavailableSince !== undefined && unavailableSince === undefined);
  // The pages' own decision (src/content/expiry.ts): expired, or no longer sold by the store, on this day.
  const state = checkedAt && merchantName !== undefined ? dealState({ merchant: merchantName, priceCheckedAt: checkedAt, expiresAt, unavailableSince }, now) : undefined;
  const ended = state ? state.ended !== undefined : dealState({ merchant: '', priceCheckedAt: now, expiresAt, unavailableSince }, now).ended !== undefined;
  if (!ended && url !== undefined && merchantName !== undefined) links?.add(shown, url, merchantName);
  if (merchantName !== undefined && !merchant) {
    // A live deal's button sends shoppers to its link: without the store's hosts nothing vouches for it.
    (ended ? sink.warn : sink.error)(shown, 'merchant', unknownMerchantMessage(merchantName, ended));
  }
  // A publishedAt after today schedules the deal: it is in no output until that day (expiry.ts isScheduled).
  const publishedAt = validValue(PRODUCT_SHAPE.publishedAt, fields.publishedAt);
  if (publishedAt && daysToStart(publishedAt, now) > 0) sink.scheduled(shown, publishedAt, daysToStart(publishedAt, now));
  // No price was checked tomorrow. A day of slack: an editor east of Brasília may already write tomorrow's date there.
  const today = storeDay(now);
  const ahead = (date: Date | undefined) => {
    const days = date && daysFrom(today, date);
    return days && days > 1 ? `is ${isoDate(date!)}, ${days} days after today (${isoDate(today)})` : undefined;
  };
  const checked = ahead(checkedAt);
  if (checked) sink.error(shown, 'priceCheckedAt', `${checked}; write the day you checked the price at the store (shoppers read it as "Preço conferido em")`);
  if (expiresAt) {
    const left = daysLeft(expiresAt, now);
    if (left <= ENDING_SOON_DAYS) sink.ending(shown, expiresAt, left);
  }
  if (merchant && url !== undefined) {
    const host = new URL(url).hostname;
    // The product page's ?go forward sends a live deal here: outside the store's hosts it would be an open forward.
    const report = ended ? sink.warn : sink.error;
    if (!hostBelongsTo(host, merchant)) {
      report(shown, 'affiliateUrl', `points at ${host}, which is not an address of ${merchant.name} (${merchant.hosts.join(', ')}); check the link, or add the host to ${merchant.name} in src/config/merchants.ts`);
    }
  }
  const photo = typeof fields.image === 'string' && URL.canParse(fields.image) ? new URL(fields.image) : undefined;
  if (photo?.protocol === 'https:' && !isImageHostUrl(photo.href)) {
    // Every page's CSP allows photos from the stores' image hosts only: any other host shows an empty box.
    const hosts = merchant?.imageHosts.length ? `${merchant.name}'s photos come from ${merchant.imageHosts.join(', ')}` : `the stores' image hosts are ${IMAGE_HOSTS.join(', ')}`;
    (ended ? sink.warn : sink.error)(
      shown,
      'image',
      `is on ${photo.host}, which is not a store's image host, so the site's security policy blocks it and shoppers see an empty picture; ${hosts}: use the photo's address there or a local file, or add the host to the store's imageHosts in src/config/merchants.ts`,
    );
  }

  if (!checkedAt || expiryUnknown || ended) return;
  // Whole calendar days from the check to today on the stores' clock, as expiry counts them.
  const age = daysFrom(checkedAt, today);
  const limit = priceWarnAfterDays(merchant);
  if (state?.priceStale) {
    sink.warn(
      shown,
      'priceCheckedAt',
      `was ${age} days ago, more than ${merchant?.name}'s program allows (${merchant?.maxPriceAgeDays} days, src/config/merchants.ts): shoppers see "Ver preço na loja" instead of the price until npm run prices:check (or you) re-checks it and updates price and priceCheckedAt`,
    );
  } else if (age > limit) {
    sink.warn(
      shown,
      'priceCheckedAt',
      `was ${age} days ago; affiliate programs require current prices, so re-check the price at the store (npm run prices:check does it) and update price and priceCheckedAt (a live deal's price may be at most ${limit} days old)`,
    );
  }
}

/** Terms longer than this are cut in messages: a pasted paragraph must not flood the report. */
const SHOWN_NAME_CHARS = 60;

function unknownMerchantMessage(name: string, ended: boolean): string {
  const shownName = name.length > SHOWN_NAME_CHARS ? `${name.slice(0, SHOWN_NAME_CHARS)}…` : name;
  const guess = closestField(name, merchants.map((m) => m.name));
  const known = merchants.map((m) => m.name).join(', ');
  const why = ended
    ? 'the deal has ended, so its button no longer sends shoppers there'
    : 'the site sends shoppers only to hosts of a store it knows, so this live deal cannot be published';
  const invisible = invisibleCharacter(name);
  const hidden = invisible ? `; it holds an invisible character, ${invisible}, usually pasted from a web page: retype the name` : '';
  return `${JSON.stringify(shownName)} is not a store in src/config/merchants.ts: ${why}; ${guess ? `did you mean "${guess}"? ` : ''}write one of ${known}, or add the store with its hosts there${hidden}`;
}

/** The parsed value when `value` passes `schema`, else undefined. */
function validValue<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

export function checkEnglish(data: unknown, shown: string, sink: Sink): void {
  const result = englishProductSchema.safeParse(data, { error: defaultMessage });
  if (result.success) return;
  for (const m of describeIssues(result.error.issues, data, englishFieldNames)) {
    // The schema sends every extra key to the Portuguese file; a misspelt key belongs in neither.
    const misspelt = /^[^.]+$/.test(m.field) && m.field !== '-' && !PRODUCT_FIELDS.includes(m.field);
    sink.error(shown, m.field, misspelt ? unknownEnglishField(m.field) : m.message);
  }
}

function unknownEnglishField(key: string): string {
  const guess = closestField(key, englishFieldNames);
  return `is not a known field${guess ? `; did you mean "${guess}"?` : ''} (English files carry only ${englishFieldNames.join(', ')} and the body)`;
}
