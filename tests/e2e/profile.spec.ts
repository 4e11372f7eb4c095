/**
 * Saved deals and the shopper's page (/profile/, a React island): saving, photos, stores and store buttons,
 * today's price, drops, ended deals, export/import with its cap, damaged storage, full storage, offline.
 */
import { merchantWords } from '../../src/lib/merchant-words.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';
import { liveIn, sampleCatalog, titleIn, type CatalogProduct } from './support/catalog.ts';
import { SAMPLE_URL } from './support/urls.ts';
import { LOCALES, cards, categoryUrl, dict, fillText, localeTags, productUrl, searchUrl, type Locale } from './support/site.ts';
import { dealDataUrl, profileUrl } from '../../src/lib/routes.ts';
import { dealShard } from '../../src/lib/deal-data.ts';
import {
  MAX_SAVED,
  parseSaved,
  SAVED_STORAGE_KEY,
  serializeSaved,
  SET_ASIDE_STORAGE_KEY,
  type SavedDeal,
} from '../../src/components/saved-deals/saved-list.ts';
import { formatDate } from '../../src/lib/format.ts';

const money = (amount: number, locale: Locale) => new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'BRL' }).format(amount);
// Deals whose price the site shows (a price too old to show reads "Ver preço na loja" here too).
const live = () => sampleCatalog().filter((p) => !p.expired && !p.priceStale);

/** Saves a list (or any text) in localStorage before any page script runs. */
async function presetSaved(page: Page, deals: SavedDeal[] | string) {
  await page.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
    SAVED_STORAGE_KEY,
    typeof deals === 'string' ? deals : serializeSaved(deals),
  ] as const);
}

/** Collects script errors and CSP violations: the island must run under the page's policy. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

const item = (page: Page, id: string) => page.locator(`[data-profile-list] li[data-saved-id="${id}"]`);
const profileReady = (page: Page) => expect(page.locator('[data-profile][data-ready]')).toBeAttached();

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`a deal saved on its page and one saved on a card are on the profile with today's price (${locale})`, async ({ page }) => {
    const [first, second] = liveIn(sampleCatalog(), 'electronics');
    await page.goto(productUrl(first!.id, locale));
    const pageButton = page.locator('.product button[data-save]');
    await expect(pageButton).toHaveAccessibleName(t.saved.save);
    await pageButton.click();
    await expect(pageButton).toHaveAttribute('aria-pressed', 'true');
    await expect(pageButton).toHaveAccessibleName(t.saved.pressed);

    await page.goto(categoryUrl('electronics', locale));
    const card = cards(page).and(page.locator(`[data-product-id="${second!.id}"]`));
    // Each card's heart says whose it is; the deal is saved with its title.
    const heart = card.getByRole('button', { name: `${t.saved.save}: ${titleIn(second!, locale)}`, exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(parseSaved(await stored(page, SAVED_STORAGE_KEY))!.deals.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: first!.id, title: titleIn(first!, locale) },
      { id: second!.id, title: titleIn(second!, locale) },
    ]);

    await page.goto(profileUrl(locale));
    await profileReady(page);
    for (const p of [first!, second!]) {
      await expect(item(page, p.id).getByRole('link', { name: titleIn(p, locale) })).toHaveAttribute('href', productUrl(p.id, locale));
      // A price older than its store allows is not shown here either.
      const today = p.priceStale ? t.product.seePriceAtStore : money(p.price, locale);
      await expect(item(page, p.id)).toContainText(fillText(t.profile.today, { price: today }));
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
    // Focus goes to the next row's remove button, then, with the list empty, to its heading.
    const next = page.getByRole('button', { name: fillText(t.profile.removeLabel, { title: titleIn(second!, locale) }) });
    await expect(next).toBeFocused();
    await page.reload();
    await profileReady(page);
    await expect(item(page, first!.id)).toHaveCount(0);
    await expect(item(page, second!.id)).toBeVisible();
    await next.press('Enter');
    await expect(page.locator('#saved-heading')).toBeFocused();
  });

  test(`a saved deal shows how much it dropped, and ended or removed deals show as ended (${locale})`, async ({ page }) => {
    const cheaper = live()[0]!;
    const expired = sampleCatalog().find((p: CatalogProduct) => p.expired);
    expect(expired, 'the sample catalog has an expired deal').toBeDefined();
    await presetSaved(page, [
      { id: cheaper.id, price: cheaper.price + 50, savedAt: '2026-01-10' },
      { id: expired!.id, price: expired!.price, savedAt: '2026-01-10' },
      { id: 'a-deal-no-longer-in-the-catalog', price: 10, savedAt: '2026-01-10', title: 'Cadeira que saiu do catálogo' },
      { id: 'an-old-entry-with-no-title', price: 10, savedAt: '2026-01-10' },
    ]);
    await page.goto(profileUrl(locale));
    await profileReady(page);
    await expect(item(page, cheaper.id)).toContainText(fillText(t.profile.drop, { amount: money(50, locale) }));
    await expect(item(page, cheaper.id)).not.toContainText(t.profile.ended);
    await expect(item(page, expired!.id)).toContainText(t.profile.ended);
    await expect(item(page, expired!.id)).not.toContainText(fillText(t.profile.today, { price: money(expired!.price, locale) }));
    await expect(item(page, 'a-deal-no-longer-in-the-catalog')).toContainText(t.profile.ended);
    // A deal the catalog no longer has is named by the title it was saved with (by its id when saved without one).
    await expect(item(page, 'a-deal-no-longer-in-the-catalog').getByRole('heading')).toHaveText('Cadeira que saiu do catálogo');
    await expect(item(page, 'an-old-entry-with-no-title').getByRole('heading')).toHaveText('an-old-entry-with-no-title');
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

  test(`each saved deal shows its photo, store, store button with its disclosure, and runs under the page's CSP (${locale})`, async ({ page }) => {
    const errors = watchErrors(page);
    const deals = live().slice(0, 3);
    await presetSaved(
      page,
      deals.map((p) => ({ id: p.id, price: p.price, savedAt: '2026-11-01' })),
    );
    await page.goto(profileUrl(locale));
    await profileReady(page);
    for (const p of deals) {
      const row = item(page, p.id);
      const photo = row.locator('img');
      await expect(photo).toHaveAttribute('alt', /.+/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(row).toContainText(p.merchant);
      // A coupon deal's store button copies the code on the way, as on its page (coupon-copy.spec.ts).
      const store = row.getByRole('link', { name: p.coupon ? t.product.couponGo : fillText(t.product.goTo, merchantWords(p.merchant, locale)) });
      await expect(store).toHaveAttribute('rel', /sponsored/);
      await expect(store).toHaveAttribute('href', /^(https:\/\/|\/(en\/)?product\/)/);
      await expect(store).toHaveAccessibleDescription(t.product.partnerDisclosure);
    }
    expect(errors).toEqual([]);
  });

  test(`the loading shell is server-rendered and the list takes its place without moving the page (${locale})`, async ({ page }) => {
    const [a] = live();
    await presetSaved(page, [{ id: a!.id, price: a!.price, savedAt: '2026-11-01' }]);
    const html = await (await page.request.get(profileUrl(locale))).text();
    expect(html).toContain(t.profile.loading);
    // Export and import come after the list, once it is read: in the shell they would be moved by it.
    expect(html).not.toContain('saved__toolbar');
    await watchLayoutShifts(page);
    await page.goto(profileUrl(locale));
    await profileReady(page);
    const shift = await layoutShiftSoFar(page);
    expect(shift).toBe(0);
  });

  test(`damaged entries are set aside: the rest of the list shows, and saving again keeps them (${locale})`, async ({ page }) => {
    const errors = watchErrors(page);
    const [a, b] = live();
    const impossible = { id: b!.id, price: b!.price, savedAt: '2026-02-30' };
    const wrong = { id: 'x', price: 'dez' };
    await presetSaved(
      page,
      JSON.stringify({ app: 'top-ofertas', version: 1, deals: [{ id: a!.id, price: a!.price, savedAt: '2026-11-01' }, impossible, wrong] }),
    );
    await page.goto(profileUrl(locale));
    await profileReady(page);
    await expect(item(page, a!.id)).toContainText(fillText(t.profile.today, { price: money(a!.price, locale) }));
    await expect(page.locator('[data-profile-set-aside]')).toContainText(fillText(t.profile.setAside.other, { count: 2 }));
    expect(JSON.parse((await stored(page, SET_ASIDE_STORAGE_KEY))!)).toEqual([impossible, wrong]);

    // Saving again (a removal) writes the list without touching what was set aside.
    await page.getByRole('button', { name: fillText(t.profile.removeLabel, { title: titleIn(a!, locale) }) }).click();
    await expect(page.getByText(t.profile.empty)).toBeVisible();
    expect(JSON.parse((await stored(page, SET_ASIDE_STORAGE_KEY))!)).toEqual([impossible, wrong]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.profile.setAsideDownload }).click();
    expect(JSON.parse(readFileSync(await (await download).path(), 'utf8'))).toEqual([impossible, wrong]);
    await page.getByRole('button', { name: t.profile.setAsideDiscard }).click();
    await expect(page.locator('[data-profile-set-aside]')).toHaveCount(0);
    expect(await stored(page, SET_ASIDE_STORAGE_KEY)).toBeNull();
    expect(errors).toEqual([]);
  });

  test(`ids named like Object's own properties and absurd prices never break the list, across reloads (${locale})`, async ({ page }) => {
    const errors = watchErrors(page);
    const [a] = live();
    // "constructor" is a valid id that read Object.prototype.constructor from a shard; the others are refused entries.
    const refused = [
      { id: '__proto__', price: 10, savedAt: '2026-11-01' },
      { id: 'toString', price: 10, savedAt: '2026-11-01' },
      { id: 'preco-absurdo', price: 1e308, savedAt: '2026-11-01' },
    ];
    const saved = [{ id: 'constructor', price: 10, savedAt: '2026-11-01' }, ...refused, { id: a!.id, price: a!.price, savedAt: '2026-11-01' }];
    await presetSaved(page, JSON.stringify({ app: 'top-ofertas', version: 1, deals: saved }));
    for (const visit of ['first visit', 'reload']) {
      if (visit === 'reload') await page.reload();
      else await page.goto(profileUrl(locale));
      await profileReady(page);
      await expect(item(page, a!.id), visit).toContainText(fillText(t.profile.today, { price: money(a!.price, locale) }));
      await expect(item(page, 'constructor'), visit).toContainText(t.profile.ended);
      await expect(page.locator('[data-profile-list] li'), visit).toHaveCount(2);
      await expect(page.locator('[data-profile-set-aside]'), visit).toContainText(fillText(t.profile.setAside.other, { count: 3 }));
    }
    expect(JSON.parse((await stored(page, SET_ASIDE_STORAGE_KEY))!)).toEqual(refused);
    await expect(page.getByText('∞')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`a row that cannot be drawn shows its name and remove button, and the other rows stay (${locale})`, async ({ page }) => {
    const [a, b] = live();
    // A damaged copy of b's shard: a currency code the browser's number formatting throws on.
    await page.route(`**${dealDataUrl(locale, dealShard(b!.id))}`, async (route) => {
      const shard = (await (await route.fetch()).json()) as { deals: Record<string, { currency: string }> };
      shard.deals[b!.id]!.currency = 'R$';
      await route.fulfill({ json: shard });
    });
    await presetSaved(page, [
      { id: a!.id, price: a!.price, savedAt: '2026-11-01' },
      { id: b!.id, price: b!.price + 10, savedAt: '2026-11-01', title: 'Oferta com dados danificados' },
    ]);
    await page.goto(profileUrl(locale));
    await profileReady(page);
    await expect(item(page, a!.id)).toContainText(fillText(t.profile.today, { price: money(a!.price, locale) }));
    const failed = item(page, b!.id);
    await expect(failed).toHaveAttribute('data-row-failed', '');
    await expect(failed.getByRole('heading')).toHaveText('Oferta com dados danificados');
    await failed.getByRole('button', { name: fillText(t.profile.removeLabel, { title: 'Oferta com dados danificados' }) }).click();
    await expect(item(page, b!.id)).toHaveCount(0);
    await expect(item(page, a!.id)).toBeVisible();
  });

  test(`a list that is not JSON at all is kept aside whole, and the page still works (${locale})`, async ({ page }) => {
    await presetSaved(page, '{"app":"top-ofertas","deals":[{"id":');
    await page.goto(profileUrl(locale));
    await profileReady(page);
    await expect(page.getByText(t.profile.empty)).toBeVisible();
    await expect(page.locator('[data-profile-set-aside]')).toContainText(fillText(t.profile.setAside.one, { count: 1 }));
    expect(JSON.parse((await stored(page, SET_ASIDE_STORAGE_KEY))!)).toEqual(['{"app":"top-ofertas","deals":[{"id":']);
  });

  test(`an import stores at most ${MAX_SAVED} deals and says what it stored, skipped and refused (${locale})`, async ({ page }, testInfo) => {
    const [a] = live();
    await presetSaved(page, [{ id: a!.id, price: a!.price, savedAt: '2026-11-01' }]);
    const many = Array.from({ length: MAX_SAVED + 2 }, (_, i) => ({ id: `imported-${i}`, price: 10, savedAt: '2026-11-01' }));
    const file = testInfo.outputPath('many.json');
    writeFileSync(file, JSON.stringify({ app: 'top-ofertas', version: 1, deals: [{ id: a!.id, price: 1, savedAt: '2026-11-01' }, ...many, { id: 'bad' }] }));
    await page.goto(profileUrl(locale));
    await profileReady(page);
    await page.getByLabel(t.profile.import).setInputFiles(file);
    const max = MAX_SAVED - 1;
    await expect(page.locator('[data-profile-status]')).toHaveText(
      [
        fillText(t.profile.imported.other, { count: max }),
        fillText(t.profile.importKnown.one, { count: 1 }),
        fillText(t.profile.importInvalid.one, { count: 1 }),
        fillText(t.profile.importOverCap.other, { count: 3, max: MAX_SAVED }),
      ].join(' '),
    );
    await expect(page.locator('[data-profile-list] li')).toHaveCount(MAX_SAVED);
    expect(JSON.parse((await stored(page, SAVED_STORAGE_KEY))!).deals).toHaveLength(MAX_SAVED);
  });

  test(`a full storage is reported, not announced as imported (${locale})`, async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'topofertas:saved') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const [a] = live();
    const file = testInfo.outputPath('one.json');
    writeFileSync(file, serializeSaved([{ id: a!.id, price: a!.price, savedAt: '2026-11-01' }]));
    await page.goto(profileUrl(locale));
    await profileReady(page);
    await page.getByLabel(t.profile.import).setInputFiles(file);
    await expect(page.locator('[data-profile-status]')).toHaveText(t.profile.importNotStored);
    await expect(page.getByText(t.profile.empty)).toBeVisible();
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
      await expect(item(page, deal.id)).toContainText(fillText(t.profile.today, { price: money(deal.price, locale) }));
      await context.setOffline(true);
      await page.reload();
      await profileReady(page);
      // A copy kept offline is not today's price: it says the day of the build it came from.
      const builtOn = formatDate(new Date(`${(JSON.parse(readFileSync('dist/deals/0.json', 'utf8')) as { builtOn: string }).builtOn}T00:00:00Z`), locale);
      await expect(item(page, deal.id)).toContainText(fillText(t.profile.priceOn, { date: builtOn, price: money(deal.price, locale) }));
      await expect(item(page, deal.id)).not.toContainText(fillText(t.profile.today, { price: money(deal.price, locale) }));
      await expect(page.getByText(t.profile.offline)).toBeVisible();
      await context.setOffline(false);
    });
  });
}

test.describe('saving in a Brazilian evening', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });
  test('a deal saved at 22:30 in São Paulo is saved on that day, as the profile says', async ({ page }) => {
    const p = live()[0]!;
    const t = dict.pt;
    // The build's day, as the deal shards say it.
    const built = (JSON.parse(readFileSync('dist/deals/0.json', 'utf8')) as { builtOn: string }).builtOn;
    // 22:30 in Brasília is already the next day in UTC.
    await page.clock.install({ time: new Date(`${built}T22:30:00-03:00`) });
    await page.goto(productUrl(p.id, 'pt'));
    await page.locator('.product').getByRole('button', { name: t.saved.save, exact: true }).click();
    expect(JSON.parse((await stored(page, SAVED_STORAGE_KEY))!).deals[0].savedAt).toBe(built);
    await page.goto(profileUrl('pt'));
    await profileReady(page);
    await expect(item(page, p.id)).toContainText(fillText(t.profile.savedOn, { date: formatDate(new Date(built), 'pt'), price: money(p.price, 'pt') }));
  });
});
