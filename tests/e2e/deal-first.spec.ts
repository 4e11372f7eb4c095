/**
 * Deal-first shopping: price and partner button on the first screen of phones and desktops, the
 * phone buy bar, header controls against the right edge, whole-word category tiles, product pages and
 * a search page that never shift (CLS 0), and a search that fails politely and suggests categories
 * when nothing matches.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleCatalog } from './support/catalog.ts';
import { PAGEFIND_ENTRY } from './support/urls.ts';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';
import { profileUrl } from '../../src/lib/routes.ts';
import {
  LOCALES,
  NO_SERVICE_WORKER,
  SHOWN_PRICE,
  cards,
  categoryUrl,
  dict,
  homeUrl,
  open,
  productUrl,
  searchHref,
  searchUrl,
  type Locale,
} from './support/site.ts';

test.use(NO_SERVICE_WORKER);

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1440, height: 900 };

/** Fails unless the element's box lies wholly inside the first screen (no scrolling). */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${what}: rendered`).not.toBeNull();
  const inside = box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= width && box!.y + box!.height <= height;
  expect(inside, `${what}: box ${JSON.stringify(box)} inside ${width}×${height}`).toBe(true);
}

/** Product pages of every kind in a language: live, with a coupon, ended, and (English) untranslated. */
function productPages(locale: Locale) {
  const catalog = sampleCatalog();
  const live = catalog.filter((p) => !p.expired);
  const pages = [
    { kind: 'live', product: live.find((p) => !p.coupon)! },
    { kind: 'coupon', product: live.find((p) => p.coupon)! },
    { kind: 'ended', product: catalog.find((p) => p.expired)! },
  ];
  if (locale === 'en') pages.push({ kind: 'no English text', product: live.find((p) => !p.titleEn)! });
  return pages;
}

for (const locale of LOCALES) {
  const t = dict[locale];

  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}×${viewport.height}`;

    test(`price and partner button are on the first screen of every product page (${locale}, ${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const { kind, product } of productPages(locale)) {
        await page.goto(productUrl(product.id, locale));
        const buyBox = page.locator('.buy-box');
        await expectOnFirstScreen(page, buyBox.locator(SHOWN_PRICE), `${kind} ${product.id}: price`);
        if (product.expired) {
          await expectOnFirstScreen(page, page.getByTestId('expired-notice'), `${kind}: "${t.product.expired}"`);
          await expect(buyBox.getByRole('heading', { name: t.product.alternatives })).toBeVisible();
        } else {
          await expectOnFirstScreen(page, page.getByTestId('partner-link'), `${kind} ${product.id}: partner button`);
        }
      }
    });

    test(`the first card's price is on the first screen of home, category and search (${locale}, ${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const url of [homeUrl(locale), categoryUrl('electronics', locale), searchUrl(locale)]) {
        await page.goto(url);
        // The first card shown: the search page also holds its no-results block's trending deals, hidden.
        await expectOnFirstScreen(page, cards(page).filter({ visible: true }).first().locator(SHOWN_PRICE), `${url}: first price`);
      }
    });
  }

  test(`nothing pushes the page sideways on a 320 px phone (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 667 });
    const urls = [homeUrl(locale), categoryUrl('electronics', locale), searchHref(locale, { query: 'fone' }), profileUrl(locale)];
    for (const url of [...urls, ...productPages(locale).map(({ product }) => productUrl(product.id, locale))]) {
      await page.goto(url);
      if (url.includes('?q=')) await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${url}: page width`).toBeLessThanOrEqual(320);
    }
  });

  test(`phones: the buy bar appears once the main button has scrolled away (${locale})`, { tag: '@mobile' }, async ({ page }) => {
    const product = sampleCatalog().find((p) => !p.expired)!;
    await page.goto(productUrl(product.id, locale));
    const bar = page.locator('[data-buy-bar]');
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('buy-bar-link')).toHaveAccessibleName(`${t.product.barGo} (${product.merchant})`);
    await expect(bar).toContainText(t.product.partnerDisclosure);
    // At the very end of the page the bar covers nothing: the footer's last line ends above it. The page
    // grows by the bar's height once the bar has been laid out (a ResizeObserver), so the end is sought again.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page.locator('.site-footer__legal > :last-child').evaluate((el) => el.getBoundingClientRect().bottom);
      expect(footerEnd, 'the copyright line, above the bar').toBeLessThanOrEqual((await bar.boundingBox())!.y);
    }).toPass({ timeout: 5_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test(`on a 320 px phone the buy bar's button is one whole line beside any price, coupon or store (${locale})`, { tag: '@mobile' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const live = sampleCatalog().filter((p) => !p.expired);
    const longest = <K extends 'merchant' | 'coupon'>(key: K) => live.reduce((a, b) => ((b[key]?.length ?? 0) > (a[key]?.length ?? 0) ? b : a));
    const dearest = live.reduce((a, b) => (b.price > a.price ? b : a));
    for (const product of new Set([longest('merchant'), longest('coupon'), dearest])) {
      await page.goto(productUrl(product.id, locale));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const link = page.locator('[data-buy-bar]').getByTestId('buy-bar-link');
      await expect(link).toBeVisible();
      await expectOnFirstScreen(page, link, `${product.id}: the bar's button`);
      const lineHeight = await link.evaluate((a) => parseFloat(getComputedStyle(a).lineHeight));
      const text = await link.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a.firstChild!);
        return range.getBoundingClientRect().height;
      });
      expect(text, `${product.id}: the label is one line`).toBeLessThan(lineHeight * 1.5);
      expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth), `${product.id}: label not cut`).toBe(true);
      const side = page.locator('[data-buy-bar] .buy-bar__price');
      expect(await side.evaluate((p) => p.scrollWidth <= p.clientWidth), `${product.id}: price and coupon stay clear of the button`).toBe(true);
    }
  });

  test(`the search page does not move while results arrive: CLS 0 (${locale})`, { tag: '@both' }, async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto(searchHref(locale, { query: 'fone' }));
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    await expect(cards(page.locator('[data-search-results]')).first()).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test(`product pages do not move while their scripts run: CLS 0 (${locale})`, { tag: '@both' }, async ({ page }) => {
    await watchLayoutShifts(page);
    for (const { kind, product } of productPages(locale)) {
      await open(page, productUrl(product.id, locale));
      // The save button is the last thing a script shows; its place must be kept from the start. An ended deal has none.
      if (product.expired) await expect(page.locator('.product__buy button[data-save]')).toHaveCount(0);
      else await expect(page.locator('.product__buy button[data-save]')).toBeVisible();
      expect(await layoutShiftSoFar(page), `${kind} ${product.id}`).toBe(0);
    }
  });

  test(`a search index that cannot load: a shopper's message and no results (${locale})`, async ({ page }) => {
    await page.route(PAGEFIND_ENTRY, (route) => route.abort());
    await page.goto(searchHref(locale, { query: 'fone' }));
    await expect(page.locator('[data-search-error]')).toHaveText(t.search.indexMissing);
    await expect(cards(page.locator('[data-search-results]')).first()).toBeHidden();
    await expect(page.getByTestId('product-count')).toBeHidden();
    await expect(page.getByText('npm run build')).toHaveCount(0);
  });

  test(`no results suggests categories instead of sort controls (${locale})`, async ({ page }) => {
    await page.goto(searchHref(locale, { query: 'zzzqxw' }));
    const empty = page.locator('[data-search-empty]');
    await expect(empty).toBeVisible({ timeout: 15_000 });
    await expect(empty.getByText(t.search.tryCategories)).toBeVisible();
    await expect(empty.locator('.search__categories').getByRole('link')).toHaveCount(14);
    await expect(page.locator('[data-search-controls]')).toBeHidden();
  });
}

test('header controls touch the right padding at every width', async ({ page }) => {
  await page.goto(homeUrl('pt'));
  for (const width of [320, 376, 768, 1023, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const gap = await page.locator('.site-header__inner').evaluate((inner) => {
      const content = inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight);
      const controls = [...inner.querySelectorAll<HTMLElement>('a, button')].filter((el) => el.offsetParent !== null);
      const right = Math.max(...controls.map((el) => el.getBoundingClientRect().right));
      return content - right;
    });
    expect(Math.abs(gap), `${width}px: distance from the last control to the right padding`).toBeLessThan(1);
  }
});

test('category tile names never break inside a word (both languages, 320-1440 px)', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(homeUrl(locale));
    for (const width of [320, 375, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const broken = await page.locator('.tile__name').evaluateAll((names) =>
        names.flatMap((el) => {
          const texts: Text[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) texts.push(walker.currentNode as Text);
          // A word whose letters sit on more than one line was broken inside.
          const split = texts.some((text) =>
            [...text.data.matchAll(/\S+/g)].some((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
            }),
          );
          const overflows = el.scrollWidth > el.clientWidth + 1;
          return split || overflows ? [el.textContent ?? ''] : [];
        }),
      );
      expect(broken, `${locale} ${width}px`).toEqual([]);
    }
  }
});
