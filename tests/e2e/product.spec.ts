/** Product pages: what a shopper needs to act on a deal, coupons, related products, expired deals. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { liveIn, sampleCatalog, titleIn, type CatalogProduct } from './support/catalog.ts';
import { partnerLinkAttributes } from '../../src/lib/outbound.ts';
import {
  LOCALES,
  NO_SERVICE_WORKER,
  cardIds,
  cards,
  categoryUrl,
  dict,
  fillText,
  homeUrl,
  localeTags,
  longDate,
  parsePrice,
  productUrl,
  type Locale,
} from './support/site.ts';

test.use(NO_SERVICE_WORKER);

const money = (amount: number, locale: Locale) => new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'BRL' }).format(amount);

/** A live sample product with the most to show: list price, coupon, rating and English text. */
function richProduct(): CatalogProduct {
  const live = sampleCatalog().filter((p) => !p.expired);
  const found = live.find((p) => p.coupon && p.listPrice && p.titleEn) ?? live.find((p) => p.coupon);
  expect(found, 'the sample catalog has a live product with a coupon').toBeDefined();
  return found!;
}

/** Start of the fake clock of the toast tests: now, so no deal looks expired. */
const START = new Date();

/** The language an element's text is in: its own or nearest ancestor's lang attribute. */
function languageOf(locator: Locator): Promise<string | null> {
  return locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang') ?? null);
}

function partnerLink(page: Page) {
  return page.getByTestId('partner-link');
}

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`product page shows everything needed to act on the deal; the partner button is a sponsored new-tab link (${locale})`, async ({ page }) => {
    const p = richProduct();
    await page.goto(productUrl(p.id, locale));
    const article = page.locator('article.product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(p, locale));
    const image = article.getByRole('img').first();
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(article).toContainText(fillText(t.product.soldBy, { merchant: p.merchant }));
    expect(parsePrice((await article.locator('.price__now').first().textContent()) ?? '', locale)).toBe(p.price);
    if (p.listPrice && p.listPrice > p.price) {
      const percent = Math.round((1 - p.price / p.listPrice) * 100);
      await expect(article).toContainText(money(p.listPrice, locale));
      await expect(article).toContainText(fillText(t.product.discount, { percent }));
      await expect(article.locator('.price__save')).toContainText(fillText(t.product.save, { amount: money(p.listPrice - p.price, locale) }));
    }
    await expect(article.getByRole('heading', { name: t.product.description })).toBeVisible();
    const checked = article.locator('time[datetime]');
    await expect(checked).toHaveAttribute('datetime', p.priceCheckedAt.toISOString().slice(0, 10));
    await expect(checked).toHaveText(fillText(t.product.priceChecked, { date: longDate(p.priceCheckedAt, locale) }));
    await expect(page.getByTestId('expired-notice')).toBeHidden();

    // The partner button opens the affiliate link in a new tab, marked sponsored: the page's ?go forward or, for a
    // merchant that forbids masked links, the store itself (see outbound.spec.ts).
    const link = partnerLink(page);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(t.product.viewDeal);
    const attributes = partnerLinkAttributes(p, locale);
    await expect(link).toHaveAttribute('href', attributes['data-go'] ?? attributes.href);
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['sponsored', 'noopener', 'noreferrer']));
  });

  test(`the rating is shown and read out (${locale})`, async ({ page }) => {
    const p = sampleCatalog().find((x) => !x.expired && x.rating !== undefined);
    expect(p, 'the sample catalog has a rated product').toBeDefined();
    await page.goto(productUrl(p!.id, locale));
    const rating = new Intl.NumberFormat(localeTags[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(p!.rating!);
    // "Avaliação 4,7 de 5" / "Rated 4.7 out of 5" for screen readers, the number on screen.
    await expect(page.locator('article.product')).toContainText(fillText(t.product.rating, { rating }));
    await expect(page.locator('article.product').getByText(rating, { exact: true }).first()).toBeVisible();
  });

  test.describe(`coupon (${locale})`, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
    // The coupon action also opens the store in a new tab, left to fail offline: closing it while it
    // forwarded to the store now and then took the test's own page down with it.
    test.beforeEach(({ page }) => page.context().route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort()));

    test('the coupon action copies the code and confirms beside it and with a toast that lasts 5 s', async ({ page }) => {
      const p = richProduct();
      await page.clock.install({ time: START });
      await page.goto(productUrl(p.id, locale));
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(new Date(START.getTime() + 60_000));
      await expect(page.getByTestId('coupon-code')).toHaveText(p.coupon!);
      const message = fillText(t.product.couponCopied, { code: p.coupon! });
      const toast = page.getByRole('status').getByText(message, { exact: true });
      await expect(toast).toBeHidden();
      const action = page.getByRole('link', { name: t.product.couponGo });
      await expect(action).toHaveAttribute('target', '_blank');
      await action.click();
      await expect(toast).toBeVisible();
      await expect(action.locator('xpath=..').getByText(t.product.couponCopiedShort)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(p.coupon);
      await page.clock.runFor(4_900);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast).toBeHidden();
    });

    test('a second toast replaces the first: one toast at a time, timed from the last', async ({ page }) => {
      const p = richProduct();
      await page.clock.install({ time: START });
      await page.goto(productUrl(p.id, locale));
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(new Date(START.getTime() + 60_000));
      const message = fillText(t.product.couponCopied, { code: p.coupon! });
      const region = page.getByRole('status');
      const button = page.getByRole('link', { name: t.product.couponGo });
      await button.click();
      await expect(region.getByText(message, { exact: true })).toBeVisible();
      await page.clock.runFor(3_000);
      await button.click();
      await expect(region.getByText(message, { exact: true })).toHaveCount(1);
      await expect(region.getByText(message, { exact: true })).toBeVisible();
      // 6 s after the first toast, 3 s after the second: still shown.
      await page.clock.runFor(3_000);
      await expect(region.getByText(message, { exact: true })).toBeVisible();
      await page.clock.runFor(2_100);
      await expect(region.getByText(message, { exact: true })).toBeHidden();
    });
  });

  test(`related products are other live deals of the same category (${locale})`, async ({ page }) => {
    const catalog = sampleCatalog();
    const p = catalog.find((x) => !x.expired && liveIn(catalog, x.category).length > 1)!;
    await page.goto(productUrl(p.id, locale));
    const section = page.getByRole('region', { name: t.product.related });
    await expect(cards(section).first()).toBeVisible();
    const byId = new Map(catalog.map((x) => [x.id, x]));
    for (const id of await cardIds(section)) {
      expect(id).not.toBe(p.id);
      expect(byId.get(id)?.category, `${id} is in ${p.category}`).toBe(p.category);
      expect(byId.get(id)?.expired, `${id} is live`).toBe(false);
    }
  });

  test(`an expired deal keeps its page, says so, and has no partner button (${locale})`, async ({ page }) => {
    const expired = sampleCatalog().filter((p) => p.expired);
    expect(expired.length, 'the sample catalog has expired deals').toBeGreaterThan(0);
    for (const p of expired) {
      await page.goto(productUrl(p.id, locale));
      await expect(page.getByRole('heading', { level: 1 }), p.id).toHaveText(titleIn(p, locale));
      const notice = page.getByTestId('expired-notice');
      await expect(notice, p.id).toBeVisible();
      await expect(notice).toContainText(t.product.expired);
      await expect(notice).toContainText(longDate(p.expiresAt!, locale));
      await expect(partnerLink(page), p.id).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.product.couponGo })).toHaveCount(0);
    }
  });

  test(`a live deal turns expired in the browser once its end day has passed (${locale})`, async ({ page }) => {
    const p = sampleCatalog().find((x) => !x.expired && x.expiresAt && x.coupon === undefined) ?? sampleCatalog().find((x) => !x.expired && x.expiresAt);
    expect(p, 'the sample catalog has a live deal with an end date').toBeDefined();
    await page.goto(productUrl(p!.id, locale));
    await expect(partnerLink(page)).toBeVisible();
    await expect(page.getByTestId('expired-notice')).toBeHidden();
    // The same page, served the day after the deal's last day.
    await page.clock.setFixedTime(new Date(p!.expiresAt!.getTime() + 36 * 60 * 60 * 1000));
    await page.reload();
    await expect(page.getByTestId('expired-notice')).toBeVisible();
    await expect(page.getByTestId('expired-notice')).toContainText(longDate(p!.expiresAt!, locale));
    await expect(partnerLink(page)).toBeHidden();
  });

  test(`expired deals are absent from category listings and the home page (${locale})`, async ({ page }) => {
    const expired = sampleCatalog().filter((p) => p.expired);
    expect(expired.length, 'the sample catalog has expired deals').toBeGreaterThan(0);
    await page.goto(homeUrl(locale));
    const home = await cardIds(page);
    for (const p of expired) {
      expect(home, `${p.id} on the home page`).not.toContain(p.id);
      await page.goto(categoryUrl(p.category, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await cardIds(page), `${p.id} in its category`).not.toContain(p.id);
    }
  });
}

test('a product without English text shows in Portuguese on the English site, marked lang="pt"', async ({ page }) => {
  const p = sampleCatalog().find((x) => !x.titleEn && !x.expired);
  expect(p, 'the sample catalog has a live product without an English file').toBeDefined();
  await page.goto(productUrl(p!.id, 'en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(p!.title);
  // The Portuguese text is marked (on the article or on each text), so it is read out in Portuguese.
  expect(await languageOf(title)).toBe('pt');
  expect(await languageOf(page.locator('article.product .prose'))).toBe('pt');
  // The page around it stays English.
  await expect(page.getByTestId('partner-link')).toHaveText(dict.en.product.viewDeal);
  // Its card on the English listing is marked too.
  await page.goto(categoryUrl(p!.category, 'en'));
  const card = page.locator(`article.card[data-product-id="${p!.id}"]`);
  await expect(card.locator('[lang="pt"]').filter({ hasText: p!.title })).toHaveCount(1);
  // A translated product is not marked.
  const translated = sampleCatalog().find((x) => x.titleEn && !x.expired)!;
  await page.goto(productUrl(translated.id, 'en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.titleEn!);
  expect(await languageOf(page.getByRole('heading', { level: 1 }))).toBe('en-US');
});
