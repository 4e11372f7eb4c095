/**
 * What makes a deal look alive and its page useful on a phone (issue 43): until when a deal is valid and
 * its last hours marked, how long ago its price was checked, whose rating it is, an ended deal's
 * alternatives as cards with no save button, the photo seen large, and store names as each language says them.
 */
import { expect, test } from '@playwright/test';
import { dealEndsAt } from '../../src/content/expiry.ts';
import { merchantWords } from '../../src/lib/merchant-words.ts';
import { sampleCatalog } from './support/catalog.ts';
import { LOCALES, categoryUrl, dict, fillText, longDate, productUrl } from './support/site.ts';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';

const catalog = sampleCatalog();
const HOUR = 3_600_000;

for (const locale of LOCALES) {
  const t = dict[locale];
  const ending = catalog.find((p) => p.expiresAt && !p.expired)!;

  test(`a deal with an end date says until when, and marks its last 48 hours (${locale})`, async ({ page }) => {
    expect(ending, 'the sample catalog has a live deal with an end date').toBeDefined();
    const end = dealEndsAt(ending.expiresAt!).getTime();
    await page.clock.setFixedTime(end - 72 * HOUR);
    await page.goto(productUrl(ending.id, locale));
    const until = page.getByTestId('valid-until');
    await expect(until).toBeVisible();
    await expect(until).toHaveText(fillText(t.product.validUntil, { date: longDate(ending.expiresAt!, locale) }));
    await expect(until.locator('[data-urgent]')).toHaveCount(0);
    // Its last hours: the same page, the shopper's clock later.
    await page.clock.setFixedTime(end - 12 * HOUR);
    await page.reload();
    await expect(until.locator('[data-urgent]')).toHaveCount(1);
    // A deal without an end date says nothing of one.
    const open = catalog.find((p) => !p.expiresAt && !p.expired)!;
    await page.goto(productUrl(open.id, locale));
    await expect(page.getByTestId('valid-until')).toHaveCount(0);
  });

  test(`cards say how long ago the price was checked, and the rating says whose it is (${locale})`, async ({ page }) => {
    const rated = catalog.find((p) => !p.expired && p.rating !== undefined)!;
    await page.goto(categoryUrl(rated.category, locale));
    const card = page.locator(`article.card[data-product-id="${rated.id}"]`);
    const checkedLabel = t.product.checked.replace(/\s*\{ago\}$/, '');
    await expect(card.locator('.card__fresh')).toContainText(checkedLabel);
    await expect(card.locator('.card__fresh time')).toHaveAttribute('datetime', rated.priceCheckedAt.toISOString().slice(0, 10));
    await page.goto(productUrl(rated.id, locale));
    await expect(page.locator('.product__head .rating__source')).toHaveText(fillText(t.product.ratingSource, merchantWords(rated.merchant, locale)));
  });

  test(`an ended deal offers similar live deals as cards with photo and price, and no save button (${locale})`, async ({ page }) => {
    const ended = catalog.find((p) => p.id === 'echo-dot-5-geracao-alexa') ?? catalog.find((p) => p.expired)!;
    await page.goto(productUrl(ended.id, locale));
    const alternatives = page.getByRole('region', { name: t.product.alternatives });
    const items = alternatives.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    for (const item of await items.all()) {
      await expect(item.locator('img')).toBeVisible();
      await expect(item.getByRole('link')).toHaveText(/\S/);
      await expect(item.locator('.alternative__price')).toHaveText(/\S/);
      const box = (await item.locator('img').boundingBox())!;
      expect(box.width, 'a small photo').toBeGreaterThan(40);
    }
    // The first alternative of the smart speaker is a speaker (tags in common), not the headphones of its price band.
    if (ended.id === 'echo-dot-5-geracao-alexa') await expect(items.first()).toContainText(/JBL Flip|caixa|speaker/i);
    await expect(page.locator('.product__buy button[data-save]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.saved.save })).toHaveCount(0);
  });

  test(`store names read as each language says them (${locale})`, async ({ page }) => {
    const amazon = catalog.find((p) => !p.expired && p.merchant === 'Amazon')!;
    await page.goto(productUrl(amazon.id, locale));
    const note =
      locale === 'pt' ? 'Você será levado ao site da Amazon para concluir a compra.' : 'You will be taken to the Amazon website to complete your purchase.';
    await expect(page.locator('.buy-box__note')).toContainText(note);
    await expect(page.locator('.product__merchant')).toContainText(locale === 'pt' ? 'Vendido pela Amazon' : 'Sold by Amazon');
    const magalu = catalog.find((p) => !p.expired && p.merchant === 'Magalu');
    if (magalu) {
      await page.goto(productUrl(magalu.id, locale));
      await expect(page.locator('.buy-box__note')).toContainText(locale === 'pt' ? 'ao site do Magalu' : 'the Magalu website');
    }
  });

  test(`the product photo opens large on a phone and closes, moving nothing (${locale})`, { tag: '@mobile' }, async ({ page }) => {
    const product = catalog.find((p) => !p.expired)!;
    await watchLayoutShifts(page);
    await page.goto(productUrl(product.id, locale));
    const thumb = page.locator('.product__media');
    const before = (await thumb.boundingBox())!;
    expect(before.width).toBeLessThan(120);
    const dialog = page.getByTestId('photo-dialog');
    await expect(dialog).toBeHidden();
    await page
      .getByRole('button', { name: fillText(t.product.enlargePhoto, { alt: (await page.locator('.product__media img').getAttribute('alt')) ?? '' }) })
      .tap();
    await expect(dialog).toBeVisible();
    const large = dialog.locator('img');
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await large.boundingBox())!.width, 'the photo shown large').toBeGreaterThan(before.width * 3);
    await dialog.getByRole('button', { name: t.product.closePhoto }).tap();
    await expect(dialog).toBeHidden();
    // Again, closed with Escape.
    await page.locator('[data-photo-zoom]').tap();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await thumb.boundingBox())!).toEqual(before);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });
}
