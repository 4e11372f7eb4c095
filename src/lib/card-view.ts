/** Builds the card data of a product for a page: formatted texts and the optimised image. */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { fill, plural, useTranslations } from '../i18n/index.ts';
import { localeTags, type Locale } from '../i18n/locales.ts';
import { PHOTO_WIDTHS, type CardView, type PriceView, type RatingView, type RelativeView } from './card.ts';
import { BUILD_TIME, dealEndsAt, type Product } from './catalog.ts';
import { merchantWords } from './merchant-words.ts';
import { formatPrice, formatRating, formatShortDate, isoDate } from './format.ts';
import type { PriceSummary } from './price-history.ts';
import { daysLeft } from '../content/expiry.ts';
import { productUrl } from './routes.ts';

/**
 * The `lang` of a deal's texts on a page in `locale`: its language's full tag ("pt-BR") when the deal has no
 * text in the page's language (an untranslated deal on the English site), none when they agree.
 */
export function textLangAttr(p: Pick<Product, 'textLang'>, locale: Locale): string | undefined {
  return p.textLang === locale ? undefined : localeTags[p.textLang];
}

/** Rendered size of card images in CSS pixels (square). */
export const CARD_IMAGE_SIZE = 320;
/**
 * How wide a card's picture is drawn, so the browser downloads the smallest copy that fills it: on
 * phones (card.css, below 480 px) the picture sits beside the text in a 96 px box; wider, the grid's
 * columns are 220 px and up, the picture ~205-300 px. tests/e2e/photos.spec.ts checks the copy a
 * phone and a desktop choose.
 */
const CARD_SIZES = '(max-width: 479.98px) 96px, 260px';

/**
 * The fields of a local picture, read without publishing its original: Astro's import of a picture
 * records every field read as a use of the original file (and then copies it into the output), except
 * `clone`, which hands back a plain copy. tests/e2e/photos.spec.ts checks that no original is published.
 */
export function pictureFields(src: ImageMetadata): ImageMetadata {
  return (src as ImageMetadata & { clone?: ImageMetadata }).clone ?? src;
}

/** The image attributes of a product picture at a given size: optimised when local and raster. */
export async function imageView(src: ImageMetadata | string, alt: string, size: number, sizes: string): Promise<CardView['image']> {
  if (typeof src === 'string' || pictureFields(src).format === 'svg') {
    // Remote URLs are used as given; SVGs are resolution-independent, so there is nothing to resize.
    return { src: typeof src === 'string' ? src : src.src, width: size, height: size, alt };
  }
  // Every use draws on the same files: the smallest width that fills `size` as the fallback, all widths in srcset.
  const fallback = PHOTO_WIDTHS.find((w) => w >= size) ?? PHOTO_WIDTHS.at(-1)!;
  const image = await getImage({ src, width: fallback, height: fallback, widths: [...PHOTO_WIDTHS], sizes, fit: 'contain' });
  return { src: image.src, srcset: image.srcSet.attribute, sizes, width: size, height: size, alt };
}

/** Price texts of a product in a language. */
export function priceView(p: Pick<Product, 'price' | 'listPrice' | 'discount' | 'currency' | 'priceStale'>, locale: Locale): PriceView {
  const t = useTranslations(locale);
  if (p.priceStale) return { now: '', atStore: t.product.seePriceAtStore };
  const now = formatPrice(p.price, p.currency, locale);
  if (p.discount === undefined || p.listPrice === undefined) return { now };
  const list = formatPrice(p.listPrice, p.currency, locale);
  const saved = formatPrice(Math.round((p.listPrice - p.price) * 100) / 100, p.currency, locale);
  return {
    now,
    list,
    listLabel: fill(t.product.listPrice, { price: list }),
    off: fill(t.product.discount, { percent: p.discount }),
    save: fill(t.product.save, { amount: saved }),
  };
}

/** A deal "ends soon" (and its cards say when) within this many days. */
export const ENDS_SOON_DAYS = 7;

/**
 * `day` after `label`'s words ("publicada {ago}" → "publicada", "12 de nov."): the page prints the date and
 * the browser says it in words as of the shopper's day (src/lib/relative-time.ts), so the page is the same
 * whichever day it was built.
 */
export function relativeView(template: string, day: Date, locale: Locale): RelativeView {
  return { label: template.replace(/\s*\{\w+\}\s*$/, ''), datetime: isoDate(day), text: formatShortDate(day, locale) };
}

/** "termina 3 de dez.", carrying the moment the deal ends, so the browser can mark its last hours. */
export function endsView(p: Pick<Product, 'expiresAt'> & { expiresAt: Date }, locale: Locale): RelativeView {
  return { ...relativeView(useTranslations(locale).product.endsIn, p.expiresAt, locale), endsAt: dealEndsAt(p.expiresAt).getTime() };
}

/** True when the deal ends within ENDS_SOON_DAYS of `now`'s day: a state of the deal on the build day (cache-keys.ts). */
export function endsSoon(p: Pick<Product, 'expiresAt'>, now = BUILD_TIME): boolean {
  const left = p.expiresAt && daysLeft(p.expiresAt, now);
  return left !== undefined && left >= 0 && left <= ENDS_SOON_DAYS;
}

/**
 * "preço conferido 28 de nov." and, when the deal ends within ENDS_SOON_DAYS, "termina 3 de dez.": the
 * browser says both in words ("há 2 dias", "amanhã") and marks a deal's last hours.
 */
export function freshnessView(p: Product, locale: Locale, now = BUILD_TIME): Pick<CardView, 'checked' | 'endsSoon'> {
  const t = useTranslations(locale);
  return {
    checked: relativeView(t.product.checked, p.priceCheckedAt, locale),
    endsSoon: endsSoon(p, now) ? endsView({ expiresAt: p.expiresAt! }, locale) : undefined,
  };
}

/** Rating texts of a product, when it has a rating. */
export function ratingView(p: Product, locale: Locale): RatingView | undefined {
  if (p.rating === undefined) return undefined;
  const t = useTranslations(locale);
  const value = formatRating(p.rating, locale);
  return {
    value,
    label: fill(t.product.rating, { rating: value }),
    source: fill(t.product.ratingSource, merchantWords(p.merchant, locale)),
    percent: Math.round((p.rating / 5) * 1000) / 10,
    reviews: p.reviewCount === undefined ? undefined : plural(t.product.reviews, p.reviewCount, locale),
  };
}

/** Everything the card of `p` shows on a page in `locale`, given what its price history says today. */
export async function cardView(p: Product, locale: Locale, prices: PriceSummary | undefined): Promise<CardView> {
  const t = useTranslations(locale);
  return {
    id: p.id,
    href: productUrl(p.id, locale),
    title: p.title,
    lang: textLangAttr(p, locale),
    merchant: p.merchant,
    brand: p.brand,
    image: await imageView(p.image, p.imageAlt, CARD_IMAGE_SIZE, CARD_SIZES),
    price: priceView(p, locale),
    rating: ratingView(p, locale),
    coupon: p.coupon ? { label: t.product.coupon, code: p.coupon } : undefined,
    lowest: prices?.lowestNow && !p.priceStale ? t.priceHistory.badge : undefined,
    amount: p.price,
    ...freshnessView(p, locale),
  };
}

/** Largest side of link-preview images (sites ask for 1200 px; smaller sources are not enlarged). */
const SOCIAL_IMAGE_SIZE = 1200;

/** A link-preview image: its address, size when known, and description. */
export interface SocialImageView {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/**
 * The link-preview image of a product: a square JPEG of a local photo (a PNG of a local SVG, which
 * previews cannot show), or the remote URL as given.
 * `rasterised` makes (or finds already made) the preview of a local picture: products share pictures.
 */
export async function socialImage(p: Product, rasterised: (src: ImageMetadata) => Promise<SocialImageView>): Promise<SocialImageView> {
  if (typeof p.image === 'string') return { url: p.image, alt: p.imageAlt };
  return { ...(await rasterised(p.image)), alt: p.imageAlt };
}

/**
 * The preview of a local picture, square and cropped to fill, with the size it really has: photos
 * become JPEG (a PNG of a photo weighs megabytes), SVG illustrations PNG (flat colours, transparency).
 * Its fields are read through pictureFields, so the original is not published.
 */
export async function socialImagePreview(src: ImageMetadata): Promise<SocialImageView> {
  const { format: original, width, height } = pictureFields(src);
  const svg = original === 'svg';
  const side = svg ? SOCIAL_IMAGE_SIZE : Math.min(SOCIAL_IMAGE_SIZE, width, height);
  const format = svg ? 'png' : 'jpg';
  const image = await getImage({ src, width: side, height: side, format, quality: 80, fit: 'cover' });
  return { url: image.src, width: side, height: side, alt: '' };
}
