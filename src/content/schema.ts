/**
 * The one definition of a product file. Astro's content collections (src/content.config.ts) and the
 * stand-alone checker (scripts/content-check.ts) both build their validators from this module.
 */
import { z } from 'zod';
import { categoryKeys } from '../data/categories.ts';
import { MAX_HIGHLIGHT_CHARS, MAX_IMAGE_ALT_CHARS, MAX_NAME_CHARS, MAX_PRICE, MAX_TAG_CHARS, MAX_TAGS } from './limits.ts';

/** URL-safe slug: lowercase letters, digits and single hyphens. Product ids must match it. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** True when `text` is an ISO date whose day exists (2026-02-30 does not). */
export function isRealIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const dayExists = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  // The day can exist while the time cannot (T25:00, :61); such text would become an Invalid Date.
  return dayExists && !Number.isNaN(new Date(text.trim()).getTime());
}

/**
 * A calendar date. Astro's YAML parser hands over Date objects, the checker's parser hands over the
 * raw text so impossible days are caught there.
 */
export const dateField = z
  .union([z.date(), z.string()], { error: 'must be a date written as YYYY-MM-DD' })
  .superRefine((value, ctx) => {
    const bad = value instanceof Date ? Number.isNaN(value.getTime()) : !isRealIsoDate(value);
    if (bad) ctx.addIssue({ code: 'custom', message: `"${String(value)}" is not a real date; write it as YYYY-MM-DD` });
    // A time or zone moves the day (23:59 in Brasília is the next day in UTC): dates are whole days, and a
    // deal lasts until midnight in Brasília after its expiresAt day. The checker sees the text as typed.
    else if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value.trim()))
      ctx.addIssue({ code: 'custom', message: `"${value}" has a time of day; write the day only, as ${value.trim().slice(0, 10)} (dates are whole days, in Brasília)` });
  })
  .transform((value) => (value instanceof Date ? value : new Date(value)));

const SAFE_URL_MESSAGE = 'must be an absolute https:// URL (http:, javascript: and relative links are refused)';

/** An absolute https URL; anything else (http, javascript:, data:, relative) is refused. */
export const httpsUrl = z.string({ error: SAFE_URL_MESSAGE }).refine((value) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}, SAFE_URL_MESSAGE);

/** The message of a text over its cap: the limit, its name in src/content/limits.ts, and why. */
const tooLong = (max: number, name: string) => `must be at most ${max} characters (${name}, src/content/limits.ts): shorten it (every page and the search index carry it)`;

const PRICE_CAP = `must be at most ${MAX_PRICE.toLocaleString('en')} (MAX_PRICE, src/content/limits.ts): check for extra digits`;

const currencies = new Set(Intl.supportedValuesOf('currency'));

/** The text fields of a deal, in its language; an English file sets these (and may set imageAlt, englishFields). */
export const textFields = {
  /** Product name as shown on cards and the product page. */
  title: z.string({ error: 'is required: the product name' }).trim().min(3, 'needs at least 3 characters').max(140, 'must be at most 140 characters'),
  /** Card text: one or two sentences, at most 200 characters. */
  summary: z.string({ error: 'is required: one or two sentences for the product card' }).trim().min(10, 'needs at least 10 characters').max(200, 'must be at most 200 characters (it is the card text)'),
  /** Short selling points shown as a list on the product page. */
  highlights: z.array(z.string().trim().min(1).max(MAX_HIGHLIGHT_CHARS, tooLong(MAX_HIGHLIGHT_CHARS, 'MAX_HIGHLIGHT_CHARS'))).max(8, 'at most 8 highlights').default([]),
};

/** Names of the text fields. */
export const textFieldNames = Object.keys(textFields) as (keyof typeof textFields)[];

/**
 * The fields of a Portuguese product file around `image`, made once: Astro builds a product's schema per
 * file (its `image()` helper is bound to the file), and making every field again showed in large builds
 * (BENCHMARKS.md, "Measurements behind the code").
 */
const fieldsBeforeImage = {
  ...textFields,
  /** Stable key of one of the 14 categories (see src/data/categories.ts). */
  category: z.enum(categoryKeys, { error: `must be one of: ${categoryKeys.join(', ')}` }),
  /** Current deal price, in `currency` units (e.g. 1299.9). */
  price: z.number({ error: 'must be a number such as 1299.90' }).nonnegative('cannot be negative').max(MAX_PRICE, PRICE_CAP).multipleOf(0.01, 'has more than 2 decimals'),
  /** Price before the deal ("de"); optional. The discount % is derived from it, never typed. */
  listPrice: z.number({ error: 'must be a number such as 1599.90' }).positive('must be above 0').max(MAX_PRICE, PRICE_CAP).multipleOf(0.01, 'has more than 2 decimals').optional(),
  /** The price again, written to confirm it when it is far from the deal's published prices (content:check asks for it, check/published-prices.ts); optional. */
  confirmedPrice: z.number({ error: 'must be a number: the price again, to confirm it' }).positive('must be above 0').optional(),
  /** ISO 4217 currency code. */
  currency: z
    .string()
    .superRefine((c, ctx) => {
      if (currencies.has(c)) return;
      const upper = c.trim().toUpperCase();
      const fix = currencies.has(upper) ? `write ${upper} (capitals)` : 'write an ISO 4217 code such as BRL or USD';
      ctx.addIssue({ code: 'custom', message: `is ${JSON.stringify(c)}, not a currency code; ${fix}` });
    })
    .default('BRL'),
  /** Partner store name, e.g. "Amazon" or "Mercado Livre". */
  merchant: z.string({ error: 'is required: the partner store name' }).trim().min(2, 'needs at least 2 characters').max(MAX_NAME_CHARS, tooLong(MAX_NAME_CHARS, 'MAX_NAME_CHARS')),
  /** Affiliate link to the deal on the partner site. */
  affiliateUrl: httpsUrl,
};

const fieldsAfterImage = {
  /** Alternative text for the image, describing what it shows. */
  imageAlt: z
    .string({ error: 'is required: describe the image for screen readers' })
    .trim()
    .min(3, 'needs at least 3 characters')
    .max(MAX_IMAGE_ALT_CHARS, tooLong(MAX_IMAGE_ALT_CHARS, 'MAX_IMAGE_ALT_CHARS')),
  /** Average rating from 0 to 5; optional. */
  rating: z.number({ error: 'must be a number from 0 to 5' }).min(0, 'must be from 0 to 5').max(5, 'must be from 0 to 5').optional(),
  /** How many reviews the rating averages; optional. */
  reviewCount: z.number().int('must be a whole number').nonnegative('cannot be negative').optional(),
  /** Popularity score (higher first) behind the "Popularity" sort. */
  popularity: z.number({ error: 'must be a whole number' }).int('must be a whole number').nonnegative('cannot be negative').default(0),
  /** When the deal was published; drives the "Latest" sort. */
  publishedAt: dateField,
  /** When the price was last checked at the partner; shown to shoppers as "price as of". */
  priceCheckedAt: dateField,
  /** When the deal ends; optional. After it the deal shows as expired. */
  expiresAt: dateField.optional(),
  /** Day the store stopped selling it (set and removed by `npm run prices:check --write`); optional. From it the deal shows as ended, like an expired one. */
  unavailableSince: dateField.optional(),
  /** Show the deal in the home page's featured section. */
  featured: z.boolean({ error: 'must be true or false' }).default(false),
  /** Coupon code the shopper types at the partner; optional. */
  coupon: z.string().trim().regex(/^\S{2,40}$/, 'must be 2 to 40 characters without spaces').optional(),
  /** True when `price` is already the price with the coupon applied; shoppers are told either way. */
  couponInPrice: z.boolean({ error: 'must be true or false' }).default(false),
  /** Manufacturer or brand; optional. */
  brand: z.string().trim().min(1).max(MAX_NAME_CHARS, tooLong(MAX_NAME_CHARS, 'MAX_NAME_CHARS')).optional(),
  /** Free-form keywords that help search; optional. */
  tags: z
    .array(z.string().trim().min(1).max(MAX_TAG_CHARS, tooLong(MAX_TAG_CHARS, 'MAX_TAG_CHARS')))
    .max(MAX_TAGS, `at most ${MAX_TAGS} tags (MAX_TAGS, src/content/limits.ts): keep the words shoppers search with`)
    .default([]),
};

/**
 * Schema of a Portuguese product file (the source of truth). `image` validates the image field:
 * Astro passes its `image()` helper so local files are optimised; the checker passes a file-exists check.
 */
export function productSchema<Image extends z.ZodType>(image: Image) {
  return z
    .strictObject({
      ...fieldsBeforeImage,
      /** Product image: a file beside the content (e.g. ../images/tv.svg) or an absolute https URL. */
      image: z.union([httpsUrl, image], { error: 'must be a local image file beside the content or an https:// URL' }),
      ...fieldsAfterImage,
    })
    .superRefine((p, ctx) => {
      if (p.listPrice !== undefined && p.listPrice < p.price) {
        ctx.addIssue({ code: 'custom', path: ['listPrice'], message: `(${p.listPrice}) is below price (${p.price}); it is the price before the deal, so it must be higher or left out` });
      }
    }, { when: whenValid('price', 'listPrice') })
    .superRefine((p, ctx) => {
      if (p.expiresAt && p.expiresAt.getTime() < p.publishedAt.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'is before publishedAt; a deal cannot end before it starts' });
      }
    }, { when: whenValid('publishedAt', 'expiresAt') })
    .superRefine((p, ctx) => {
      if (p.reviewCount !== undefined && p.rating === undefined) {
        ctx.addIssue({ code: 'custom', path: ['rating'], message: 'is missing while reviewCount is set; give both or neither' });
      }
    }, { when: whenValid('rating', 'reviewCount') })
    .superRefine((p, ctx) => {
      if (p.couponInPrice && p.coupon === undefined) {
        ctx.addIssue({ code: 'custom', path: ['couponInPrice'], message: 'is true but there is no coupon: shoppers would see a price they cannot get without the code; add coupon: CODE or remove couponInPrice' });
      }
    }, { when: whenValid('coupon', 'couponInPrice') });
}

/**
 * Zod skips an object's refinements once any field has failed, so a file with a bad title would hide
 * its listPrice-below-price problem until the next run. Run each cross-field rule whenever the fields
 * it compares are themselves valid (and the input is an object at all).
 */
function whenValid(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

const englishFields = {
  ...textFields,
  /** English alternative text of the image; when absent the English title stands in (src/lib/catalog.ts), never the Portuguese alt. */
  imageAlt: z.string().trim().min(3, 'needs at least 3 characters').max(MAX_IMAGE_ALT_CHARS, tooLong(MAX_IMAGE_ALT_CHARS, 'MAX_IMAGE_ALT_CHARS')).optional(),
};
/** Names of the fields an English file may set; everything else is inherited from the Portuguese file. */
export const englishFieldNames = Object.keys(englishFields);

/** Schema of an English product file: text only; commercial fields come from the Portuguese twin. */
export const englishProductSchema = z.looseObject(englishFields).superRefine((data, ctx) => {
  for (const key of Object.keys(data)) {
    if (key in englishFields) continue;
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message: `English files carry only ${englishFieldNames.join(', ')} and the body; set "${key}" in the Portuguese file instead`,
    });
  }
}, { when: whenValid() });
