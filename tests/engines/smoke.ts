/**
 * What a shopper does on every page type, in one engine's session: home, a listing and its sorts, a
 * product with and without a coupon, search with results and with none, both header menus at phone
 * and desktop width, the language choice, saving and /profile/, and not-found in both languages
 * (the English one on a host that serves one not-found page for every path, as `astro preview` does).
 */
import { expect, test } from 'vitest';
import { categories } from '../../src/data/categories.ts';
import { en } from '../../src/i18n/en.ts';
import { LANG_STORAGE_KEY, localeTags, type Locale } from '../../src/i18n/locales.ts';
import { pt } from '../../src/i18n/pt.ts';
import { categoryUrl, homeUrl, productUrl, searchUrl } from '../../src/lib/routes.ts';
import { sortKeys } from '../../src/lib/sorts.ts';
import { liveIn, sampleCatalog, titleIn } from '../e2e/support/catalog.ts';
import { waitFor, type EngineSession } from './support/engines.ts';

const dict = { pt, en } as const;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** Waits until the page's shown h1 says `text` (pages that fill it in by script included). */
export const heading = (session: EngineSession, text: string) =>
  waitFor(
    session,
    `the heading "${text}"`,
    (want) => [...document.querySelectorAll('h1')].find((h) => h.getClientRects().length > 0)?.textContent?.trim() === want,
    text,
  );

/** True when an element is laid out and not hidden. */
export const shown = (session: EngineSession, selector: string) =>
  session.evaluate((s) => {
    const el = document.querySelector(s);
    return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  }, selector);

const cardPrices = (session: EngineSession, locale: Locale) =>
  session.evaluate(
    (pt) =>
      [...document.querySelectorAll('article.card[data-product-id] .price__now')].map((el) => {
        const digits = (el.textContent ?? '').replace(/[^\d.,]/g, '');
        return Number(pt ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
      }),
    locale === 'pt',
  );

/** Opens a header menu with its trigger, checks its panel shows, closes it with Escape. */
async function openAndClose(session: EngineSession, trigger: string, panel: string) {
  await session.click(trigger);
  await waitFor(session, `${trigger} expanded`, (s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true', trigger);
  await waitFor(session, `${panel} shown`, (s) => (document.querySelector(s)?.getClientRects().length ?? 0) > 0, panel);
  await session.press('Escape');
  await waitFor(session, `${trigger} closed by Escape`, (s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'false', trigger);
}

export function smokeTests(session: () => EngineSession, base: () => string) {
  const at = (path: string) => new URL(path, base()).href;
  const catalog = sampleCatalog();
  const live = catalog.filter((p) => !p.expired);
  const withCoupon = live.find((p) => p.coupon)!;
  const withoutCoupon = live.find((p) => !p.coupon)!;

  test('home shows deals in Portuguese', async () => {
    const s = session();
    await s.goto(at(homeUrl('pt')));
    expect(await s.evaluate(() => document.documentElement.lang)).toBe(localeTags.pt);
    expect(await s.evaluate(() => document.title)).toBe(pt.home.title);
    expect(await s.evaluate(() => document.querySelectorAll('article.card[data-product-id]').length)).toBeGreaterThan(0);
  });

  test('a listing shows its deals and each sort, marked current, prices in order', async () => {
    const s = session();
    // A deal whose price is older than its store allows shows "See price at the store" instead of a price.
    const category = categories
      .map((c) => ({ c, n: liveIn(catalog, c.key).length, priced: liveIn(catalog, c.key).filter((p) => !p.priceStale).length }))
      .sort((a, b) => b.n - a.n)[0]!;
    await s.goto(at(categoryUrl(category.c.key, 'en')));
    await heading(s, category.c.en);
    expect(await s.evaluate(() => document.querySelectorAll('article.card[data-product-id]').length)).toBe(Math.min(category.n, 48));
    for (const sort of sortKeys) {
      await s.click(`nav.sort-bar a[data-sort="${sort}"]`);
      await waitFor(
        s,
        `sort ${sort} current`,
        (key) => document.querySelector('nav.sort-bar [aria-current="true"]')?.getAttribute('data-sort') === key && document.readyState === 'complete',
        sort,
      );
      const prices = await cardPrices(s, 'en');
      expect(prices).toHaveLength(Math.min(category.priced, 48));
      if (sort === 'price-asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price-desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  test('a product with a coupon shows the code and the coupon button; one without, the partner button', async () => {
    const s = session();
    await s.goto(at(productUrl(withCoupon.id, 'pt')));
    await heading(s, withCoupon.title);
    expect(await s.evaluate(() => document.querySelector('[data-testid="coupon-code"]')?.textContent?.trim())).toBe(withCoupon.coupon);
    expect(await s.evaluate(() => document.querySelector('[data-testid="partner-link"]')?.textContent?.trim())).toBe(pt.product.couponGo);
    await s.goto(at(productUrl(withoutCoupon.id, 'en')));
    await heading(s, titleIn(withoutCoupon, 'en'));
    expect(await s.evaluate(() => document.querySelector('[data-testid="coupon-code"]'))).toBeNull();
    expect(await s.evaluate(() => document.querySelector('[data-testid="partner-link"]')?.textContent?.trim())).toBe(en.product.viewDeal);
  });

  test('search finds a deal by a word of its title, and says when nothing matches', async () => {
    const s = session();
    const word = withoutCoupon.title.split(/\s+/).find((w) => w.length > 4)!;
    await s.goto(`${at(searchUrl('pt'))}?q=${encodeURIComponent(word)}`);
    await heading(s, fill(pt.search.resultsFor, { query: word }));
    await waitFor(
      s,
      `${withoutCoupon.id} among the results`,
      (id) => !!document.querySelector(`[data-search-results] article.card[data-product-id="${id}"]`),
      withoutCoupon.id,
    );
    await s.goto(`${at(searchUrl('en'))}?q=zzzqxw`);
    await heading(s, fill(en.search.noDealsFor, { query: 'zzzqxw' }));
  });

  test('both header menus open and close at desktop and phone width', async () => {
    const s = session();
    await s.goto(at(homeUrl('pt')));
    await openAndClose(s, 'a.menu__trigger[aria-controls="categories-menu"]', '#categories-menu');
    await openAndClose(s, 'a.menu__trigger[aria-controls="language-menu"]', '#language-menu');
    await s.setViewport(375, 812);
    try {
      await s.goto(at(homeUrl('en')));
      expect(await shown(s, 'a.menu__trigger[aria-controls="categories-menu"]')).toBe(false);
      await openAndClose(s, 'a.mobile-menu__toggle', '#categories-menu');
      await openAndClose(s, 'a.menu__trigger[aria-controls="language-menu"]', '#language-menu');
    } finally {
      await s.setViewport(1440, 900);
    }
  });

  test('choosing English opens the English home and is remembered', async () => {
    const s = session();
    await s.goto(at(homeUrl('pt')));
    await s.click('a.menu__trigger[aria-controls="language-menu"]');
    await waitFor(s, 'the language menu', () => (document.querySelector('#language-menu a[hreflang="en"]')?.getClientRects().length ?? 0) > 0);
    // The first touch also loads the menus' script; leaving before it arrives aborts it, which Firefox logs.
    await waitFor(s, 'the header menus hydrated', () => !document.querySelector('astro-island[ssr]'));
    await s.click('#language-menu a[hreflang="en"]');
    await waitFor(s, 'the English home', (path) => location.pathname === path && document.readyState === 'complete', homeUrl('en'));
    expect(await s.evaluate(() => document.documentElement.lang)).toBe(localeTags.en);
    expect(await s.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)).toBe('en');
    // The Portuguese address now opens its English twin.
    await s.goto(at(homeUrl('pt')));
    await waitFor(s, 'the redirect to the English home', (path) => location.pathname === path, homeUrl('en'));
    await s.evaluate((key) => localStorage.removeItem(key), LANG_STORAGE_KEY);
  });

  test('a deal saved on its page is on /profile/', async () => {
    const s = session();
    await s.goto(at(productUrl(withoutCoupon.id, 'pt')));
    const button = '.product button.save--text[data-save]';
    await waitFor(s, 'the save button', (b) => !document.querySelector(b)?.hasAttribute('hidden'), button);
    await s.click(button);
    await waitFor(s, 'the deal saved', (b) => document.querySelector(b)?.getAttribute('aria-pressed') === 'true', button);
    await s.goto(at('/profile/'));
    const item = `[data-profile-list] li[data-saved-id="${withoutCoupon.id}"]`;
    const text = await waitFor(s, 'the saved deal on /profile/', (i) => document.querySelector(i)?.textContent, item);
    expect(text).toContain(withoutCoupon.title);
    await s.evaluate(() => localStorage.clear());
  });

  for (const locale of ['pt', 'en'] as const) {
    test(`an unknown address shows the ${locale} not-found page, which finishes loading and keeps the address`, async () => {
      const s = session();
      const path = `${locale === 'en' ? '/en' : ''}/no-such-page/deeper/?x=1`;
      await s.goto(at(path));
      await heading(s, dict[locale].notFound.title);
      expect(await s.evaluate(() => [document.documentElement.lang, document.readyState, location.pathname + location.search])).toEqual([
        localeTags[locale],
        'complete',
        path,
      ]);
      // Its scripts ran: the language menu opens and closes.
      await openAndClose(s, 'a.menu__trigger[aria-controls="language-menu"]', '#language-menu');
      await s.goto(at(`${locale === 'en' ? '/en' : ''}/product/no-such-deal/`));
      await heading(s, dict[locale].product.notFoundTitle);
    });
  }
}
