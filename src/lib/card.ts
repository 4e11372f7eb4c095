/**
 * The product card's markup, as one pure function. The server renders listings with it and the
 * search page renders Pagefind results with it, so a card looks the same everywhere. Every text
 * arrives pre-formatted for the page's language: the browser needs no Intl or dictionaries.
 */

/** A price block ready to print. */
export interface PriceView {
  /** Deal price, formatted ("R$ 229,90"). */
  now: string;
  /** List price, formatted, when there is a real discount. */
  list?: string;
  /** Screen-reader wording of the list price ("De R$ 349,90"). */
  listLabel?: string;
  /** Discount wording ("34% de desconto"). */
  off?: string;
}

/** A star rating ready to print. */
export interface RatingView {
  /** Rating as shown ("4,7"). */
  value: string;
  /** Screen-reader wording ("Avaliação 4,7 de 5"). */
  label: string;
  /** Width of the filled stars, 0-100. */
  percent: number;
  /** Review count wording ("12.840 avaliações"). */
  reviews?: string;
}

import { saveButtonHtml, type SaveView } from './save-button.ts';

/** Everything a card shows. Serialisable: it travels to the browser as Pagefind metadata. */
export interface CardView {
  id: string;
  href: string;
  title: string;
  /** Language of the texts when it differs from the page's (untranslated product). */
  lang?: string;
  merchant: string;
  image: { src: string; srcset?: string; sizes?: string; width: number; height: number; alt: string };
  badge?: string;
  price: PriceView;
  rating?: RatingView;
  /** "Cupom: CODE" split in its two parts. */
  coupon?: { label: string; code: string };
  /** "Lowest in 90 days", when the price history says so. */
  lowest?: string;
  /** The save control. */
  save?: SaveView;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

const attr = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`);

/** The price block of cards and product pages. */
export function priceHtml(price: PriceView, size: 'md' | 'lg' = 'md'): string {
  const list =
    price.list && price.off
      ? `<p class="price__list"><span class="visually-hidden">${escapeHtml(price.listLabel ?? price.list)}</span><s aria-hidden="true">${escapeHtml(price.list)}</s> <span class="price__off">${escapeHtml(price.off)}</span></p>`
      : '';
  return `<div class="price price--${size}">${list}<p class="price__now">${escapeHtml(price.now)}</p></div>`;
}

/** Stars, value and review count; the stars are decorative, the label is read aloud. */
export function ratingHtml(rating: RatingView): string {
  const reviews = rating.reviews ? `<span class="rating__count">(${escapeHtml(rating.reviews)})</span>` : '';
  return `<p class="rating"><span class="rating__stars" aria-hidden="true" style="--rating: ${rating.percent}%">★★★★★</span><span class="visually-hidden">${escapeHtml(rating.label)}</span><span class="rating__value" aria-hidden="true">${escapeHtml(rating.value)}</span>${reviews}</p>`;
}

/** The product card. `eager` marks the image as above the fold (no lazy loading, high priority). */
export function renderCard(card: CardView, eager = false): string {
  const { image } = card;
  const img = `<img class="card__image"${attr('src', image.src)}${attr('srcset', image.srcset)}${attr('sizes', image.srcset ? image.sizes : undefined)}${attr('alt', image.alt)}${attr('width', image.width)}${attr('height', image.height)} loading="${eager ? 'eager' : 'lazy'}" decoding="async"${eager ? ' fetchpriority="high"' : ''}>`;
  const badge = card.badge ? `<span class="card__badge">${escapeHtml(card.badge)}</span>` : '';
  const lowest = card.lowest ? `<p class="card__lowest">${escapeHtml(card.lowest)}</p>` : '';
  const save = card.save ? saveButtonHtml(card.id, card.save) : '';
  const coupon = card.coupon ? `<p class="card__coupon">${escapeHtml(card.coupon.label)}: <strong>${escapeHtml(card.coupon.code)}</strong></p>` : '';
  return `<article class="card"${attr('data-product-id', card.id)}><div class="card__media">${img}${badge}${save}</div><div class="card__body"><p class="card__merchant">${escapeHtml(card.merchant)}</p><h3 class="card__title"${attr('lang', card.lang)}><a${attr('href', card.href)}>${escapeHtml(card.title)}</a></h3>${card.rating ? ratingHtml(card.rating) : ''}<div class="card__price">${priceHtml(card.price)}</div>${lowest}${coupon}</div></article>`;
}
