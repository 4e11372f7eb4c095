/**
 * What a shopper sees on the first screens of a phone, per page type: where the first price and the
 * store button sit and how many deals start within two screens. Shared by the fold browser tests
 * (tests/e2e/fold.spec.ts) and `npm run bench:fold`, so the figures in BENCHMARKS.md are what the tests assert.
 */
import type { Page } from '@playwright/test';
import { categoryUrl, homeUrl, productUrl, profileUrl, searchUrl } from '../../../src/lib/routes.ts';
import { searchHref } from '../../../src/search/contract.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { SAVED_STORAGE_KEY, serializeSaved } from '../../../src/components/saved-deals/saved-list.ts';

/** The phone screens the figures are taken at: the smallest phone in use and the most common small one. */
export const FOLD_VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
] as const;

/** Kinds of page, by whether they list deals (six must start within two screens) or show one. */
export type FoldKind = 'home' | 'category' | 'search' | 'product' | 'profile';

export interface FoldPage {
  kind: FoldKind;
  /** What makes this page a hard case ("long category name", "spelling note"). */
  label: string;
  url: string;
}

/** Deal with a coupon and one with no English text (sample catalog): the two longest deal pages. */
export const COUPON_DEAL = 'conjunto-de-malas-de-viagem-travelux-veneza';
export const UNTRANSLATED_DEAL = 'kit-2-palhetas-bosch-aerofit';

/** The pages measured in a language, the hardest of each type: long headings, notes above the results. */
export function foldPages(locale: Locale): FoldPage[] {
  const en = locale === 'en';
  return [
    { kind: 'home', label: 'home', url: homeUrl(locale) },
    { kind: 'category', label: 'long category name', url: categoryUrl('fashion-travel', locale) },
    { kind: 'search', label: 'all deals', url: searchUrl(locale) },
    { kind: 'search', label: en ? 'English query' : 'query', url: searchHref(locale, { query: en ? 'wireless headphones' : 'fone de ouvido' }) },
    { kind: 'search', label: 'spelling note', url: searchHref(locale, { query: en ? 'headphnes' : 'fone de ouvdo' }) },
    { kind: 'product', label: 'coupon deal', url: productUrl(COUPON_DEAL, locale) },
    ...(en ? [{ kind: 'product' as const, label: 'deal in Portuguese', url: productUrl(UNTRANSLATED_DEAL, locale) }] : []),
    { kind: 'profile', label: 'saved deals', url: profileUrl(locale) },
  ];
}

/** Where things are on a page, in CSS pixels from the top of the page, measured unscrolled. */
export interface FoldFigures {
  /** Bottom edge of the first visible price: on the first screen when ≤ the screen's height. */
  priceBottom: number | null;
  /** Bottom edge of the store button (deal pages). */
  storeBottom: number | null;
  /** Bottom edge of the product picture (deal pages). */
  photoBottom: number | null;
  /** Deals (cards) whose top edge is within the first two screens. */
  dealsInTwoScreens: number;
}

/**
 * Opens `url` and measures it once it shows what it will show: search results settled, the saved list
 * filled (the caller stores saved deals first, see FOLD_SAVED).
 */
export async function measureFold(page: Page, url: string): Promise<FoldFigures> {
  await page.goto(url);
  if (url.includes('/search/')) await page.locator('[data-search][data-status="ready"]').waitFor({ timeout: 15_000 });
  if (url.includes('/profile/')) await page.locator('[data-profile-list] > li').first().waitFor({ timeout: 10_000 });
  return page.evaluate(() => {
    const screen = window.innerHeight;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const bottom = (selector: string) => {
      const el = [...document.querySelectorAll(`main ${selector}`)].find(visible);
      return el ? Math.round(el.getBoundingClientRect().bottom + window.scrollY) : null;
    };
    // The saved list prints prices in its own words ("Hoje: R$ 229,90"): the first text with an amount in it.
    const firstAmountBottom = () => {
      const amount = [...document.querySelectorAll('main [data-profile-list] *')].find(
        (el) => el.childElementCount === 0 && /\d/.test(el.textContent ?? '') && /R?\$/.test(el.textContent ?? '') && visible(el),
      );
      return amount ? Math.round(amount.getBoundingClientRect().bottom + window.scrollY) : null;
    };
    const cards = [...document.querySelectorAll('main article.card')].filter(visible);
    return {
      priceBottom: bottom('.price__now, .price__store') ?? firstAmountBottom(),
      storeBottom: bottom('[data-buy-button]'),
      photoBottom: bottom('.product__media img, .product__thumb img'),
      dealsInTwoScreens: cards.filter((card) => card.getBoundingClientRect().top + window.scrollY < 2 * screen).length,
    };
  });
}

/** Saved deals stored before the profile page is measured, so it lists deals rather than its empty state. */
export const FOLD_SAVED = serializeSaved([
  { id: COUPON_DEAL, price: 999, savedAt: '2026-01-10' },
  { id: UNTRANSLATED_DEAL, price: 99, savedAt: '2026-01-10' },
]);

/** Stores FOLD_SAVED on every page the tab opens from now on. */
export async function storeFoldSaved(page: Page): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SAVED_STORAGE_KEY, FOLD_SAVED] as const);
}
