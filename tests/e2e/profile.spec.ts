/** Saved deals and the shopper's page (/profile/): saving, today's price, drops, ended deals, export/import, offline. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { liveIn, sampleCatalog, titleIn, type CatalogProduct } from './support/catalog.ts';
import { SAMPLE_URL } from './support/urls.ts';
import { LOCALES, cards, categoryUrl, dict, fillText, localeTags, productUrl, searchUrl, type Locale } from './support/site.ts';
import { profileUrl } from '../../src/lib/routes.ts';
import { SAVED_STORAGE_KEY, serializeSaved, type SavedDeal } from '../../src/components/saved-deals/saved-list.ts';

const money = (amount: number, locale: Locale) => new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'BRL' }).format(amount);
const live = () => sampleCatalog().filter((p) => !p.expired);

/** Saves a list in localStorage before any page script runs. */
async function presetSaved(page: Page, deals: SavedDeal[]) {
  await page.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
    SAVED_STORAGE_KEY,
    serializeSaved(deals),
  ] as const);
}

const item = (page: Page, id: string) => page.locator(`[data-profile-list] li[data-saved-id="${id}"]`);
const profileReady = (page: Page) => expect(page.locator('[data-profile][data-ready]')).toBeAttached();

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`a deal saved on its page and one saved on a card are on the profile with today's price (${locale})`, async ({ page }) => {
    const [first, second] = liveIn(sampleCatalog(), 'electronics');
    await page.goto(productUrl(first!.id, locale));
    const pageButton = page.locator('.product').getByRole('button', { name: t.saved.save, exact: true });
    await pageButton.click();
    await expect(pageButton).toHaveAttribute('aria-pressed', 'true');

    await page.goto(categoryUrl('electronics', locale));
    const card = cards(page).and(page.locator(`[data-product-id="${second!.id}"]`));
    await card.getByRole('button', { name: t.saved.save }).click();
    await expect(card.getByRole('button', { name: t.saved.save })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(profileUrl(locale));
    await profileReady(page);
    for (const p of [first!, second!]) {
      await expect(item(page, p.id).getByRole('link', { name: titleIn(p, locale) })).toHaveAttribute('href', productUrl(p.id, locale));
      await expect(item(page, p.id)).toContainText(fillText(t.profile.today, { price: money(p.price, locale) }));
    }
  });

  test(`search results show saved deals as saved, and a deal removed from the profile stays removed (${locale})`, async ({ page }) => {
    const [first, second] = [...live()].sort((a, b) => a.price - b.price);
    await presetSaved(page, [
      { id: first!.id, price: first!.price, savedAt: '2026-11-01' },
      { id: second!.id, price: second!.price, savedAt: '2026-11-01' },
    ]);
    // Search results are printed by a script; their hearts know what is saved too.
    // A sorted search is printed by the page's script: the cheapest deal comes first.
    await page.goto(`${searchUrl(locale)}?sort=price-asc`);
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    const result = page.locator(`[data-search-results] article.card[data-product-id="${first!.id}"]`);
    await expect(result.getByRole('button', { name: t.saved.save })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(profileUrl(locale));
    await profileReady(page);
    await page.getByRole('button', { name: fillText(t.profile.removeLabel, { title: titleIn(first!, locale) }) }).click();
    await expect(item(page, first!.id)).toHaveCount(0);
    await page.reload();
    await profileReady(page);
    await expect(item(page, first!.id)).toHaveCount(0);
    await expect(item(page, second!.id)).toBeVisible();
  });

  test(`a saved deal shows how much it dropped, and ended or removed deals show as ended (${locale})`, async ({ page }) => {
    const cheaper = live()[0]!;
    const expired = sampleCatalog().find((p: CatalogProduct) => p.expired);
    expect(expired, 'the sample catalog has an expired deal').toBeDefined();
    await presetSaved(page, [
      { id: cheaper.id, price: cheaper.price + 50, savedAt: '2026-01-10' },
      { id: expired!.id, price: expired!.price, savedAt: '2026-01-10' },
      { id: 'a-deal-no-longer-in-the-catalog', price: 10, savedAt: '2026-01-10' },
    ]);
    await page.goto(profileUrl(locale));
    await profileReady(page);
    await expect(item(page, cheaper.id)).toContainText(fillText(t.profile.drop, { amount: money(50, locale) }));
    await expect(item(page, cheaper.id)).not.toContainText(t.profile.ended);
    await expect(item(page, expired!.id)).toContainText(t.profile.ended);
    await expect(item(page, expired!.id)).not.toContainText(fillText(t.profile.today, { price: money(expired!.price, locale) }));
    await expect(item(page, 'a-deal-no-longer-in-the-catalog')).toContainText(t.profile.ended);
  });

  test(`an exported list imported on a fresh browser restores it (${locale})`, async ({ page, browser }, testInfo) => {
    const [a, b] = live();
    await presetSaved(page, [
      { id: a!.id, price: a!.price, savedAt: '2026-02-01' },
      { id: b!.id, price: b!.price, savedAt: '2026-02-02' },
    ]);
    await page.goto(profileUrl(locale));
    await profileReady(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.profile.export }).click();
    const file = testInfo.outputPath('saved.json');
    await (await download).saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).deals).toHaveLength(2);

    const fresh = await browser.newContext({ serviceWorkers: 'block', baseURL: SAMPLE_URL });
    const other = await fresh.newPage();
    await other.goto(profileUrl(locale));
    await profileReady(other);
    await expect(other.getByText(t.profile.empty)).toBeVisible();
    await other.getByLabel(t.profile.import).setInputFiles(file);
    await expect(other.locator('[data-profile-status]')).toHaveText(fillText(t.profile.imported.other, { count: 2 }));
    await expect(item(other, a!.id)).toContainText(fillText(t.profile.today, { price: money(a!.price, locale) }));
    await expect(item(other, b!.id)).toBeVisible();
    await expect(other.getByText(t.profile.empty)).toBeHidden();
    await fresh.close();
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test(`the profile opens offline after one visit, with its saved deals (${locale})`, async ({ page, context }) => {
      const deal = live()[1]!;
      await presetSaved(page, [{ id: deal.id, price: deal.price, savedAt: '2026-03-01' }]);
      await page.goto(profileUrl(locale));
      await profileReady(page);
      // The worker keeps the page, its assets and the shard holding the saved deal.
      await expect
        .poll(
          async () =>
            page.evaluate(async (path) => {
              const keys = await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()));
              const paths = keys.flat().map((r) => new URL(r.url).pathname);
              // Every asset this page loaded: the offline-page shell's, cached at install, are only some of them.
              const used = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
              const assets = used.filter((p) => p.startsWith('/_astro/')).every((p) => paths.includes(p));
              return assets && paths.includes(path) && paths.some((p) => /\/deals\/\d+\.json$/.test(p)) && !!navigator.serviceWorker.controller;
            }, profileUrl(locale)),
          { timeout: 8_000 },
        )
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await profileReady(page);
      await expect(item(page, deal.id)).toContainText(fillText(t.profile.today, { price: money(deal.price, locale) }));
      await context.setOffline(false);
    });
  });
}
