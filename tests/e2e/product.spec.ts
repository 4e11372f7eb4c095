/** Product pages: what a shopper needs to act on a deal, coupons, related products, expired deals. */
import { merchantWords } from '../../src/lib/merchant-words.ts';
import { relativeDays } from '../../src/lib/relative-time.ts';
import { daysFrom } from '../../src/content/days.ts';
import { shoppersToday } from './support/days.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleCatalog, titleIn, type CatalogProduct } from './support/catalog.ts';
import { partnerLinkAttributes } from '../../src/lib/outbound.ts';
import { PRICE_BAND } from '../../src/lib/similar-deals.ts';
import { profileUrl } from '../../src/lib/routes.ts';
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
  const live = sampleCatalog().filter((p) => !p.expired && !p.priceStale);
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
    await expect(article).toContainText(fillText(t.product.soldBy, merchantWords(p.merchant, locale)));
    expect(parsePrice((await article.locator('.price__now').first().textContent()) ?? '', locale)).toBe(p.price);
    if (p.listPrice && p.listPrice > p.price) {
      const percent = Math.round((1 - p.price / p.listPrice) * 100);
      await expect(article).toContainText(money(p.listPrice, locale));
      await expect(article).toContainText(fillText(t.product.discount, { percent }));
      await expect(article.locator('.price__save')).toContainText(fillText(t.product.save, { amount: money(p.listPrice - p.price, locale) }));
    }
    await expect(article.getByRole('heading', { name: t.product.description })).toBeVisible();
    // How long ago the price was checked, in words as of the shopper's day (said in the browser from the printed date).
    const checked = article.locator('.buy-box__checked');
    await expect(checked.locator('time')).toHaveAttribute('datetime', p.priceCheckedAt.toISOString().slice(0, 10));
    await expect(checked).toHaveText(fillText(t.product.priceChecked, { ago: relativeDays(daysFrom(shoppersToday(), p.priceCheckedAt), t.days) }));
    await expect(page.getByTestId('expired-notice')).toBeHidden();

    // The partner button opens the affiliate link in a new tab, marked sponsored: the page's ?go forward or, for a
    // merchant that forbids masked links, the store itself (see outbound.spec.ts).
    const link = partnerLink(page);
    await expect(link).toHaveCount(1);
    // A coupon deal's button says that it copies the code; every other deal keeps the spec's label.
    await expect(link).toHaveText(p.coupon ? t.product.couponGo : t.product.viewDeal);
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

    test('the main button copies the code and opens the store; confirmed beside the code and by a toast that lasts 5 s', async ({ page, context }) => {
      const p = richProduct();
      await page.clock.install({ time: START });
      await page.goto(productUrl(p.id, locale));
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(new Date(START.getTime() + 60_000));
      await expect(page.getByTestId('coupon-code')).toHaveText(p.coupon!);
      const message = fillText(t.product.couponCopied, { code: p.coupon! });
      const toast = page.getByRole('status').getByText(message, { exact: true });
      await expect(toast).toBeHidden();
      const action = partnerLink(page);
      await expect(action).toHaveText(t.product.couponGo);
      await expect(action).toHaveAttribute('target', '_blank');
      const store = context.waitForEvent('page');
      await action.click();
      await store;
      await expect(toast).toBeVisible();
      await expect(page.locator('.coupon').getByText(t.product.couponCopiedShort)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(p.coupon);
      await page.clock.runFor(4_900);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast).toBeHidden();
    });

    test('where the browser refuses the clipboard, the first tap stays and says the code; the second goes to the store', async ({ page, context }) => {
      // As a browser whose shopper denied clipboard access answers.
      await page.addInitScript(() => {
        const query = navigator.permissions.query.bind(navigator.permissions);
        navigator.permissions.query = (descriptor) =>
          descriptor.name === ('clipboard-write' as PermissionName) ? Promise.resolve({ state: 'denied' } as PermissionStatus) : query(descriptor);
      });
      const p = richProduct();
      await page.goto(productUrl(p.id, locale));
      const opened: unknown[] = [];
      context.on('page', (tab) => opened.push(tab));
      await partnerLink(page).click();
      await expect(page.getByRole('status')).toContainText(fillText(t.product.couponCopyBlocked, { code: p.coupon! }));
      expect(opened).toHaveLength(0);
      const store = context.waitForEvent('page');
      await partnerLink(page).click();
      await store;
    });

    test('a plain link goes to the store without copying the coupon', async ({ page }) => {
      const p = richProduct();
      await page.goto(productUrl(p.id, locale));
      await page.evaluate(() => navigator.clipboard.writeText('unchanged'));
      const plain = page.getByRole('link', { name: t.product.goWithoutCoupon });
      await expect(plain).toHaveAttribute('href', (await partnerLink(page).getAttribute('href'))!);
      await expect(plain).toHaveAttribute('target', '_blank');
      await plain.click();
      await expect(page.getByRole('status').getByText(fillText(t.product.couponCopied, { code: p.coupon! }))).toBeHidden();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('unchanged');
    });

    test(
      'phones: the buy bar shows the coupon and copies it too; the toast covers neither the bar, the button nor the header',
      { tag: '@mobile' },
      async ({ page }) => {
        const p = richProduct();
        await page.goto(productUrl(p.id, locale));
        const bar = page.locator('[data-buy-bar]');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(bar).toBeVisible();
        await expect(bar).toContainText(fillText(t.product.couponInBar, { code: p.coupon! }));
        await bar.getByTestId('buy-bar-link').click();
        const toast = page.locator('[data-toast]');
        await expect(toast).toContainText(fillText(t.product.couponCopied, { code: p.coupon! }));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(p.coupon);
        const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlaps((await toast.boundingBox())!, (await bar.boundingBox())!), 'toast over the buy bar').toBe(false);
        // The header's buttons (search, menu, language) stay tappable while it shows.
        expect(overlaps((await toast.boundingBox())!, (await page.locator('.site-header').boundingBox())!), 'toast over the header').toBe(false);
        // Back at the top, with the toast still up: the main button is clear of it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await partnerLink(page).click();
        await expect(toast).toBeVisible();
        expect(overlaps((await toast.boundingBox())!, (await partnerLink(page).boundingBox())!), 'toast over the store button').toBe(false);
      },
    );

    test('a second toast replaces the first: one toast at a time, timed from the last', async ({ page }) => {
      const p = richProduct();
      await page.clock.install({ time: START });
      await page.goto(productUrl(p.id, locale));
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(new Date(START.getTime() + 60_000));
      const message = fillText(t.product.couponCopied, { code: p.coupon! });
      const region = page.getByRole('status');
      const button = partnerLink(page);
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

  test(`similar deals share the deal's category and price band, and an ended deal lists them once (${locale})`, async ({ page }) => {
    const catalog = sampleCatalog();
    const byId = new Map(catalog.map((x) => [x.id, x]));
    const inBand = (a: CatalogProduct, b: CatalogProduct) => b.price >= a.price / PRICE_BAND && b.price <= a.price * PRICE_BAND;
    const p = catalog.find((x) => !x.expired && catalog.some((y) => y.id !== x.id && !y.expired && y.category === x.category && inBand(x, y)))!;
    await page.goto(productUrl(p.id, locale));
    const section = page.getByRole('region', { name: t.product.related, exact: true });
    await expect(cards(section).first()).toBeVisible();
    for (const id of await cardIds(section)) {
      const similar = byId.get(id)!;
      expect(id).not.toBe(p.id);
      expect(similar.category, `${id} is in ${p.category}`).toBe(p.category);
      expect(inBand(p, similar), `${id} (${similar.price}) is in the price band of ${p.price}`).toBe(true);
      expect(similar.expired, `${id} is live`).toBe(false);
    }
    const ended = catalog.find((x) => x.expired && catalog.some((y) => !y.expired && y.category === x.category && inBand(x, y)))!;
    await page.goto(productUrl(ended.id, locale));
    await expect(page.getByRole('heading', { name: t.product.alternatives })).toBeVisible();
    await expect(page.getByRole('region', { name: t.product.related, exact: true })).toHaveCount(0);
  });

  test(`from 768 px the store button stays in view while the shopper reads down the deal (${locale})`, async ({ page }) => {
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(productUrl(richProduct().id, locale));
      await page.locator('.product__description, .product__details').last().scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY), `${width} px: the page scrolled`).toBeGreaterThan(200);
      await expect(partnerLink(page), `${width} px`).toBeInViewport({ ratio: 1 });
    }
  });

  test(`dark mode shows product pictures as they are, not dimmed (${locale})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const url of [homeUrl(locale), productUrl(richProduct().id, locale)]) {
      await page.goto(url);
      const looks = await page.locator('main img').evaluateAll((imgs) =>
        imgs.flatMap((img) => {
          const chain: string[] = [];
          for (let el: Element | null = img; el && el !== document.body; el = el.parentElement) {
            const style = getComputedStyle(el);
            if (style.filter !== 'none' || Number(style.opacity) < 1 || style.mixBlendMode !== 'normal')
              chain.push(`${el.className}: ${style.filter} ${style.opacity} ${style.mixBlendMode}`);
          }
          return chain;
        }),
      );
      expect(looks, url).toEqual([]);
    }
  });

  test(`saving and removing a deal say so, with a link to the list (${locale})`, async ({ page }) => {
    const p = richProduct();
    await page.goto(productUrl(p.id, locale));
    // Located by what it is, not by its name: it reads "Salva" / "Saved" while pressed.
    const save = page.locator('.product__buy button[data-save]');
    await expect(save).toHaveAccessibleName(dict[locale].saved.save);
    const toast = page.locator('[data-toast]');
    await save.click();
    await expect(toast).toContainText(t.saved.saved);
    await expect(toast.getByRole('link', { name: t.saved.openList })).toHaveAttribute('href', profileUrl(locale));
    await expect(save).toHaveAccessibleName(t.saved.pressed);
    await save.click();
    await expect(toast).toContainText(t.saved.removed);
    await expect(save).toHaveAccessibleName(t.saved.save);
    // A card's heart says the same.
    await page.goto(homeUrl(locale));
    await cards(page).filter({ visible: true }).first().getByRole('button', { name: t.saved.save }).click();
    await expect(toast).toContainText(t.saved.saved);
  });

  test(`the ?go forward paints its notice before the store loads (${locale})`, async ({ page }) => {
    const p = sampleCatalog().find((x) => !x.expired && partnerLinkAttributes(x, locale)['data-go'])!;
    // The page reports its first paint, and whether the notice was up then; the test notes when the store is asked for.
    const paints: { at: number; notice: boolean }[] = [];
    const firstReport = Promise.withResolvers<void>();
    await page.exposeBinding('reportPaint', (_source, paint: { at: number; notice: boolean }) => {
      paints.push(paint);
      firstReport.resolve();
    });
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const notice = document.querySelector('.forward-notice');
        for (const entry of list.getEntries()) {
          const shown = !!notice && getComputedStyle(notice).display !== 'none';
          (window as unknown as { reportPaint: (p: unknown) => void }).reportPaint({ at: performance.timeOrigin + entry.startTime, notice: shown });
        }
      }).observe({ type: 'paint', buffered: true });
    });
    const store = /^https?:\/\/(?!localhost|127\.0\.0\.1)/;
    const storeAskedAt = new Promise<number>((resolve) => {
      void page.route(store, async (route) => {
        resolve(Date.now());
        // The store answers once the forward page's report has come through (or after 5 s): a report
        // sent as the store's page replaced it could be lost. What is compared is when each happened.
        await Promise.race([firstReport.promise, new Promise((wait) => setTimeout(wait, 5_000))]);
        return route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' });
      });
    });
    await page.goto(`${productUrl(p.id, locale)}?go`, { waitUntil: 'commit' });
    const asked = await storeAskedAt;
    await expect.poll(() => paints.length, 'the forward page painted').toBeGreaterThan(0);
    expect(paints[0]!.at, 'painted before the store was asked for').toBeLessThan(asked);
    expect(paints[0]!.notice, 'the notice was up at the first paint').toBe(true);
    await expect(page, 'the store opens').toHaveURL(store);
  });

  test(`an expired deal keeps its page, says so, and has no partner button (${locale})`, async ({ page }) => {
    const expired = sampleCatalog().filter((p) => p.ended === 'expired');
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

test('a product without English text shows in Portuguese on the English site, marked lang="pt-BR" (title, summary, highlights, description), and says it is only described in Portuguese', async ({
  page,
}) => {
  const p = sampleCatalog().find((x) => !x.titleEn && !x.expired);
  expect(p, 'the sample catalog has a live product without an English file').toBeDefined();
  await page.goto(productUrl(p!.id, 'en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(p!.title);
  // The Portuguese text is marked (on the article or on each text), so it is read out in Portuguese.
  expect(await languageOf(title)).toBe('pt-BR');
  expect(await languageOf(page.locator('article.product .prose'))).toBe('pt-BR');
  expect(await languageOf(page.locator('.product__summary'))).toBe('pt-BR');
  const highlights = page.locator('.product__highlights li');
  if (await highlights.count()) expect(await languageOf(highlights.first())).toBe('pt-BR');
  // The page around it stays English, and tells the shopper why the deal is not.
  await expect(page.getByTestId('partner-link')).toHaveText(dict.en.product.viewDeal);
  const notice = page.getByTestId('untranslated-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(dict.en.product.untranslated);
  expect(await languageOf(notice)).toBe('en-US');
  // Its card on the English listing is marked too.
  await page.goto(categoryUrl(p!.category, 'en'));
  const card = page.locator(`article.card[data-product-id="${p!.id}"]`);
  await expect(card.locator('[lang="pt-BR"]').filter({ hasText: p!.title })).toHaveCount(1);
  // A translated product is not marked.
  const translated = sampleCatalog().find((x) => x.titleEn && !x.expired)!;
  await page.goto(productUrl(translated.id, 'en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.titleEn!);
  expect(await languageOf(page.getByRole('heading', { level: 1 }))).toBe('en-US');
  await expect(page.getByTestId('untranslated-notice')).toHaveCount(0);
});
