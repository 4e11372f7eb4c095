/**
 * Texts, URLs and page helpers shared by the browser tests. Texts and URLs come from the site's own
 * sources of truth (dictionaries, category list, URL builders), never re-typed here.
 */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { pt } from '../../../src/i18n/pt.ts';
import { en } from '../../../src/i18n/en.ts';
import { LANG_STORAGE_KEY, localeNames, localeTags, type Locale } from '../../../src/i18n/locales.ts';

export { categories, type CategoryKey } from '../../../src/data/categories.ts';
export { categoryUrl, homeUrl, productUrl, searchUrl } from '../../../src/lib/routes.ts';
export { searchHref } from '../../../src/search/contract.ts';
export { sortKeys, type SortKey } from '../../../src/lib/sorts.ts';
export { LANG_STORAGE_KEY, localeNames, localeTags, type Locale };

/** Both languages, Portuguese (the default, at the root) first. */
export const LOCALES = ['pt', 'en'] as const satisfies readonly Locale[];

/** The UI dictionaries by language. */
export const dict = { pt, en } as const;

/** The other language of the pair. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'pt' ? 'en' : 'pt';
}

/** Fills `{name}` placeholders of a dictionary text (kept independent of the site's own helper). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The "N products found" line a listing of `count` products must show. */
export function productsFoundText(locale: Locale, count: number): string {
  const texts = dict[locale].listing.productsFound;
  const template = count === 0 ? texts.zero : count === 1 ? texts.one : texts.other;
  return fillText(template, { count: new Intl.NumberFormat(localeTags[locale]).format(count) });
}

/** A price as a shopper reads it ("R$ 1.299,90", "R$1,299.90") turned back into a number. */
export function parsePrice(text: string, locale: Locale): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const normal = locale === 'pt' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  const value = Number(normal);
  if (!Number.isFinite(value) || normal === '') throw new Error(`Cannot read a price from "${text}"`);
  return value;
}

/** A calendar date as product pages write it ("20 de novembro de 2026", "November 20, 2026"). */
export function longDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** True for the phone-sized project (the header shows the menu toggle there). */
export function isMobileProject(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/** The path, search and hash of the page's address, as the browser shows them. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}

/** An absolute URL on a given build. */
export function on(base: string, path: string): string {
  return new URL(path, base).href;
}

/** Opens a page. Its menus work from the first tap: before their script runs they open with :target. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
}

/** Stores a language preference before any page script runs, on every page of the test. */
export async function storeLanguage(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [LANG_STORAGE_KEY, locale] as const);
}

/** The language stored by the site, or null. */
export async function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), LANG_STORAGE_KEY);
}

/** Number of entries in the tab's session history. */
export async function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length);
}

/** The site header (landmark "banner"). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** The mobile menu toggle (a button with the header's script, a link to the menu without JavaScript). */
export function mobileToggle(page: Page): Locator {
  return header(page).locator('.mobile-menu__toggle');
}

/** The mobile menu panel. */
export function mobilePanel(page: Page): Locator {
  return page.locator('#mobile-menu');
}

/** Opens the mobile menu and waits until it is shown. */
export async function openMobileMenu(page: Page, locale: Locale): Promise<Locator> {
  const toggle = header(page).getByRole('button', { name: dict[locale].header.openMenu });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobilePanel(page)).toBeVisible();
  return mobilePanel(page);
}

/**
 * The header search box a shopper can use at this width: the header's own form on desktop, the one in
 * the mobile menu (opened first) on phones.
 */
export async function visibleSearchBox(page: Page, locale: Locale, testInfo: TestInfo): Promise<Locator> {
  const label = dict[locale].header.searchLabel;
  if (isMobileProject(testInfo)) await openMobileMenu(page, locale);
  // Hidden elements (the other width's form) are never matched by role.
  return header(page).getByRole('searchbox', { name: label });
}

/** Product cards on the page (every grid uses the same card). */
export function cards(scope: Page | Locator): Locator {
  return scope.locator('article.card[data-product-id]');
}

/**
 * Waits until what the search page shows matches its URL (the page script marks that "ready"), then
 * scrolls until every card of the page is there: after the first dozen they load as the shopper
 * scrolls near them.
 */
export async function searchSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await expect(page.locator('[data-loading]')).toBeHidden();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.locator('[data-search][data-more-cards]').count()).toBe(0);
  }).toPass({ timeout: 10_000 });
}

/** The product ids of the cards in `scope`, in page order. */
export async function cardIds(scope: Page | Locator): Promise<string[]> {
  return cards(scope).evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id') ?? ''));
}

/**
 * The deal prices of the cards in `scope`, in page order: the price each card shows, or for a card whose price
 * is too old to show ("Ver preço na loja") the price it is sorted by.
 */
export async function cardPrices(scope: Page | Locator, locale: Locale): Promise<number[]> {
  const shown = await cards(scope).evaluateAll((els) =>
    els.map((el) => ({ text: el.querySelector('.price__now')?.textContent, sorted: el.getAttribute('data-price') ?? '' })),
  );
  return shown.map(({ text, sorted }) => (text ? parsePrice(text, locale) : Number(sorted)));
}

/** The price block's main line: the price, or "Ver preço na loja" when the price is too old to show. */
export const SHOWN_PRICE = '.price__now, .price__store';

/**
 * `test.use()` options of specs that do not test offline support: the site's service worker precaches
 * on every fresh context, which costs time and gets between `page.route` and the page's requests.
 */
export const NO_SERVICE_WORKER = { serviceWorkers: 'block' } as const;
