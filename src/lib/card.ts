/**
 * The product card's markup, as one pure function. The server renders listings with it and the
 * search page renders Pagefind results with it, so a card looks the same everywhere. Every text
 * arrives pre-formatted for the page's language: the browser needs no Intl or dictionaries.
 */

import { escapeHtml } from './html.ts';

/** Id of the page's one "tap to copy" hint (PageEnd.astro) a card's coupon chip is described by. */
export const COUPON_HINT_ID = 'coupon-copy-hint';

/**
 * The widths a local product photo is published at, shared by every place that shows it (home tiles at
 * 48 px, cards at 96 px on phones and up to ~300 px wider, the deal page at 86 px on phones and up to
 * 570 px wider, on screens of any density): each width is one more file per photo, and a catalog has
 * thousands of photos against a host's file limit (tests/e2e/photos.spec.ts).
 */
export const PHOTO_WIDTHS = [320, 640, 1120] as const;

/** A price block ready to print. */
export interface PriceView {
  /** Deal price, formatted ("R$ 229,90"). */
  now: string;
  /** List price, formatted, when there is a real discount. */
  list?: string;
  /** Screen-reader wording of the list price ("De R$ 349,90"). */
  listLabel?: string;
  /** Discount, shown once ("-34%"). */
  off?: string;
  /** What the shopper saves ("Economize R$ 120,00"). */
  save?: string;
  /**
   * "Ver preço na loja", shown instead of every amount when the price is older than its store's program
   * allows (src/content/expiry.ts `dealState`); `now` is then empty.
   */
  atStore?: string;
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
  /** Whose rating it is ("Nota de clientes da Amazon"): the store's shoppers, not ours. */
  source: string;
}

/** A date said relative to today ("preço conferido há 2 dias"); the browser re-writes `text` from `datetime`. */
export interface RelativeView {
  /** The words before the relative part ("preço conferido", "termina"). */
  label: string;
  /** Calendar day, YYYY-MM-DD. */
  datetime: string;
  /** The date as printed ("12 de nov."); the browser says it in words as of the shopper's day. */
  text: string;
  /**
   * For a deal's end: the moment it ends (ms since 1970). The browser marks the words urgent in its last
   * URGENT_HOURS (src/lib/relative-time.ts), as of the shopper's clock, so no page depends on the hour it was built.
   */
  endsAt?: number;
}

/** Everything a card shows. Serialisable: it travels to the browser in the search index (CARD_FILTER, src/search/contract.ts). */
export interface CardView {
  id: string;
  href: string;
  title: string;
  /** Language of the texts when it differs from the page's (untranslated product). */
  lang?: string;
  merchant: string;
  brand?: string;
  image: { src: string; srcset?: string; sizes?: string; width: number; height: number; alt: string };
  price: PriceView;
  rating?: RatingView;
  /** "Cupom: CODE" split in its two parts. */
  coupon?: { label: string; code: string };
  /** "Lowest in 90 days", when the price history says so. */
  lowest?: string;
  /** The deal price as a number, which saving remembers; a card without it has no save button. */
  amount?: number;
  /** When its price was last checked at the store. */
  checked: RelativeView;
  /** When the deal ends, only when that is soon. */
  endsSoon?: RelativeView;
}

const attr = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`);
const el = (tag: string, className: string, html: string) => `<${tag} class="${className}">${html}</${tag}>`;

/**
 * The price block of cards and product pages: list price and discount, deal price, saving. `place` is the
 * block's class where it stands: `card__price` in a card, `price--lg` on the product page.
 */
export function priceHtml(price: PriceView, place: 'card__price' | 'price--lg'): string {
  if (price.atStore !== undefined) return `<div class="price ${place}">${el('p', 'price__store', escapeHtml(price.atStore))}</div>`;
  const list =
    price.list && price.off
      ? el(
          'p',
          'price__list',
          `<span class="visually-hidden">${escapeHtml(price.listLabel ?? price.list)}</span>` +
            `<s aria-hidden="true">${escapeHtml(price.list)}</s> ${el('span', 'price__off', escapeHtml(price.off))}`,
        )
      : '';
  const save = price.list && price.save ? el('p', 'price__save', escapeHtml(price.save)) : '';
  return `<div class="price ${place}">${list}${el('p', 'price__now', escapeHtml(price.now))}${save}</div>`;
}

/**
 * Stars, value and review count; the stars (drawn by card.css from --rating) are decorative, the label is
 * read aloud. Whose rating it is is read on cards and shown in words where there is room (`showSource`, the deal page).
 */
export function ratingHtml(rating: RatingView, showSource = false): string {
  const reviews = rating.reviews ? el('span', 'rating__count', `(${escapeHtml(rating.reviews)})`) : '';
  const source = showSource ? el('span', 'rating__source', escapeHtml(rating.source)) : '';
  const label = showSource ? rating.label : `${rating.label}. ${rating.source}`;
  return (
    `<p class="rating" style="--rating: ${rating.percent}%">` +
    `${el('span', 'visually-hidden', escapeHtml(label))}` +
    `<span class="rating__value" aria-hidden="true">${escapeHtml(rating.value)}</span>${reviews}${source}</p>`
  );
}

/** "preço conferido <time>há 2 dias</time>": the time element is what the browser refreshes. */
export function relativeHtml(view: RelativeView, className?: string): string {
  const html = `${escapeHtml(view.label)} <time data-relative${attr('datetime', view.datetime)}${attr('data-ends-at', view.endsAt)}>${escapeHtml(view.text)}</time>`;
  return className ? el('span', className, html) : html;
}

/**
 * How a card's picture loads: `lazy` below the fold; `eager` above it; `lcp` for the one picture that is
 * the page's largest paint (eager and fetched before the others).
 */
export type ImageLoading = 'lazy' | 'eager' | 'lcp';

/** The loading of the card at `index` when the first `eagerCount` cards are above the fold: the first is the largest paint. */
export function cardLoading(index: number, eagerCount: number): ImageLoading {
  if (index >= eagerCount) return 'lazy';
  return index === 0 ? 'lcp' : 'eager';
}

/** The product card; `loading` says where its picture stands against the fold. */
export function renderCard(card: CardView, loading: ImageLoading = 'lazy'): string {
  const { image } = card;
  const img =
    `<img class="card__image"${attr('src', image.src)}${attr('srcset', image.srcset)}` +
    `${attr('sizes', image.srcset ? image.sizes : undefined)}${attr('alt', image.alt)}` +
    `${attr('width', image.width)}${attr('height', image.height)} loading="${loading === 'lazy' ? 'lazy' : 'eager'}" decoding="async"` +
    `${loading === 'lcp' ? ' fetchpriority="high"' : ''}>`;
  const brand = card.brand ? `${el('span', 'card__brand', escapeHtml(card.brand))} · ` : '';
  const lowest = card.lowest ? el('p', 'card__lowest', escapeHtml(card.lowest)) : '';
  // A button that copies the code (src/components/coupon-copy.ts), described by the page's one hint.
  const coupon = card.coupon
    ? `<button type="button" class="card__coupon"${attr('data-copy-coupon', card.coupon.code)} aria-describedby="${COUPON_HINT_ID}">` +
      `${escapeHtml(card.coupon.label)}: <strong>${escapeHtml(card.coupon.code)}</strong></button>`
    : '';
  const ends = card.endsSoon ? ` · ${relativeHtml(card.endsSoon, 'card__ends')}` : '';
  return (
    `<article class="card"${attr('data-product-id', card.id)}${attr('data-price', card.amount)}${attr('data-title', card.title)}>` +
    el('div', 'card__media', img) +
    '<div class="card__body">' +
    el('p', 'card__meta', `${brand}${escapeHtml(card.merchant)}`) +
    `<h3 class="card__title"${attr('lang', card.lang)}><a${attr('href', card.href)}>${escapeHtml(card.title)}</a></h3>` +
    (card.rating ? ratingHtml(card.rating) : '') +
    priceHtml(card.price, 'card__price') +
    lowest +
    coupon +
    el('p', 'card__fresh', `${relativeHtml(card.checked)}${ends}`) +
    '</div></article>'
  );
}
