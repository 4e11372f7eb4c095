/** The search page on Pagefind: results, sorts, filter, paging, spinner, no results, escaping, offline. */
import { expect, test } from '@playwright/test';
import { SEARCH_PAGE_SIZE } from '../../src/lib/listing.ts';
import { liveIn, sampleCatalog, titleIn } from './support/catalog.ts';
import { PAGEFIND_ENTRY } from './support/urls.ts';
import {
  LOCALES,
  cardIds,
  cardPrices,
  cards,
  categories,
  dict,
  fillText,
  homeUrl,
  open,
  productsFoundText,
  searchSettled,
  searchUrl,
  visibleSearchBox,
} from './support/site.ts';

const catalog = sampleCatalog();
const live = catalog.filter((p) => !p.expired);
const cameraIds = live.filter((p) => /c[âa]mera/i.test(p.title)).map((p) => p.id);

for (const locale of LOCALES) {
  const t = dict[locale];
  const base = searchUrl(locale);

  test(`a query from the header lands on matching results (${locale})`, async ({ page }, testInfo) => {
    await open(page, homeUrl(locale));
    const box = await visibleSearchBox(page, locale, testInfo);
    await box.fill('câmera');
    await box.press('Enter');
    await searchSettled(page);
    await expect(page.locator('h1')).toHaveText(fillText(t.search.resultsFor, { query: 'câmera' }));
    const ids = await cardIds(page.locator('[data-search-results]'));
    expect(ids.slice(0, cameraIds.length).sort()).toEqual([...cameraIds].sort());
    await expect(page.locator('[data-search-count]')).toHaveText(productsFoundText(locale, ids.length));
    // The note for browsers without JavaScript stays out of sight.
    await expect(page.getByText(t.search.noScript)).toBeHidden();
  });

  test(`the spinner shows while Pagefind loads, then the results (${locale})`, async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PAGEFIND_ENTRY, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}?q=fone`);
    const spinner = page.locator('[data-loading]');
    await expect(spinner).toBeVisible();
    await expect(spinner).toContainText(t.loading.title);
    await expect(spinner).toContainText(t.loading.text);
    release();
    await searchSettled(page);
    await expect(spinner).toBeHidden();
  });

  test(`sorts and the category filter change the results and the URL, and survive reload (${locale})`, async ({ page }) => {
    // A first search fetches no sort order and no category filter file: each loads when first used.
    const fetched: string[] = [];
    const photos: string[] = [];
    page.on('request', (request) => {
      fetched.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'image' && !/\/icons\.[^/]+\.svg$/.test(request.url())) photos.push(request.url());
    });
    const orderFiles = () => fetched.filter((path) => /\/pagefind\/order-/.test(path));
    const filterFiles = () => fetched.filter((path) => path.includes('/pagefind/filter/'));
    await page.goto(`${base}?q=fone`);
    await searchSettled(page);
    expect([orderFiles(), filterFiles()]).toEqual([[], []]);
    // What only a query that finds nothing as typed needs (spelling, partial matches, the no-results view) stays unloaded.
    expect(fetched.filter((path) => /\/_astro\/(correct|lexicon|partial|no-results)\./.test(path))).toEqual([]);
    // The static list of all deals, which the results replace, costs no photo: every one fetched is a result's.
    const resultPhotos = await page.locator('[data-search-results] img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(resultPhotos, photo).toContain(photo);
    // The library comes once, into the page's search worker; Pagefind's own worker script never.
    expect(fetched.filter((path) => PAGEFIND_ENTRY.test(path))).toHaveLength(1);
    expect(fetched.filter((path) => path.endsWith('/pagefind-worker.js'))).toEqual([]);
    await page.locator('a[data-sort="price-asc"]').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'price-asc' && url.searchParams.get('q') === 'fone');
    await searchSettled(page);
    const prices = await cardPrices(page.locator('[data-search-results]'), locale);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.locator('a[data-sort="price-asc"]')).toHaveAttribute('aria-current', 'true');
    expect([orderFiles().map((path) => path.split('/').pop()), filterFiles()]).toEqual([['order-price-asc.txt'], []]);

    const electronics = categories.find((c) => c.key === 'electronics')![locale];
    const chip = page.locator(`a[data-category="${electronics}"]`);
    await chip.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === electronics && url.searchParams.get('sort') === 'price-asc');
    await searchSettled(page);
    const ids = await cardIds(page.locator('[data-search-results]'));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(catalog.find((p) => p.id === id)!.category).toBe('electronics');
    expect(filterFiles()).toHaveLength(1);

    await page.reload();
    await searchSettled(page);
    expect(await cardIds(page.locator('[data-search-results]'))).toEqual(ids);
    await expect(chip).toHaveAttribute('aria-current', 'true');
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.has('category'));
  });

  test(`without a query every live deal is listed by popularity, ${SEARCH_PAGE_SIZE} at a time (${locale})`, async ({ page }) => {
    await page.goto(base);
    await searchSettled(page);
    const results = page.locator('[data-search-results]');
    await expect(page.locator('[data-search-count]')).toHaveText(productsFoundText(locale, live.length));
    // Popularity descending; ties by id ascending (lib/listing.ts), the same order Pagefind returns.
    const expected = [...live].sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1)).map((p) => p.id);
    expect(await cardIds(results)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE));
    await page.locator('[data-search-more]').click();
    await searchSettled(page);
    await expect(cards(results)).toHaveCount(Math.min(2 * SEARCH_PAGE_SIZE, live.length));
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    expect(await cardIds(results)).toEqual(expected.slice(0, 2 * SEARCH_PAGE_SIZE));
    for (const p of catalog.filter((x) => x.expired)) expect(expected).not.toContain(p.id);
  });

  test(`when every result is on the page, the chips of categories without one are dimmed (${locale})`, async ({ page }) => {
    await page.goto(`${base}?q=fone`);
    await searchSettled(page);
    const found = new Set((await cardIds(page.locator('[data-search-results]'))).map((id) => catalog.find((p) => p.id === id)!.category));
    expect(found.size).toBeGreaterThan(0);
    for (const category of categories.filter((c) => live.some((p) => p.category === c.key))) {
      const chip = page.locator(`a[data-category="${category[locale]}"]`);
      if (found.has(category.key)) await expect(chip, category.key).not.toHaveAttribute('data-empty');
      else await expect(chip, category.key).toHaveAttribute('data-empty');
    }
    // More results than one page shows: nothing is known, nothing dimmed.
    await page.goto(`${base}?sort=latest`);
    await searchSettled(page);
    await expect(page.locator('a[data-category][data-empty]')).toHaveCount(0);
  });

  test(`a long result list shows a screenful of new cards, and the rest of the page as the shopper scrolls (${locale})`, async ({ page }) => {
    // Two pages' worth (an address shared after "load more"): the first page's cards and one batch of 12.
    const shown = 2 * SEARCH_PAGE_SIZE;
    // A phone: the long page a shopper jumps through.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${base}?sort=latest&page=2`);
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    const results = page.locator('[data-search-results]');
    await expect(cards(results).first()).toBeVisible();
    expect(await cards(results).count()).toBe(SEARCH_PAGE_SIZE + 12);
    await expect(page.locator('[data-search]')).toHaveAttribute('data-more-cards');
    await expect(page.locator('[data-search-more]')).toBeHidden();
    // One jump to the end (End key, a dragged scrollbar) passes where the rest loads: it loads all the same.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards(results)).toHaveCount(shown);
    await expect(page.locator('[data-search-more]')).toBeVisible();
    const latest = [...live].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? -1 : 1)).map((p) => p.id);
    expect(await cardIds(results)).toEqual(latest.slice(0, shown));
  });

  test(`no hits and prefix-only matches show "no results" (${locale})`, async ({ page }) => {
    // As typed ("search instead" for it), "camerasx" only matches as a prefix; corrected it would find cameras.
    for (const query of ['zzzqxw', 'camerasx&literal=1']) {
      await page.goto(`${base}?q=${query}`);
      await searchSettled(page);
      const empty = page.locator('[data-search-empty]');
      await expect(empty).toBeVisible();
      await expect(empty).toContainText(t.search.noResultsTitle);
      await expect(empty).toContainText(t.search.noResultsText);
      await expect(cards(page.locator('[data-search-results]'))).toHaveCount(0);
    }
  });

  test(`a query is shown as text and never runs as HTML (${locale})`, async ({ page }) => {
    const attack = '<img src=x onerror=alert(1)>';
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`${base}?q=${encodeURIComponent(attack)}`);
    await searchSettled(page);
    await expect(page.locator('h1')).toHaveText(fillText(t.search.noDealsFor, { query: attack }));
    await expect(page).toHaveTitle(new RegExp(attack.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await page.locator('h1 img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test(`a shopper who opened search can search again offline, at /search/?q= and the spec's /search?q= (${locale})`, async ({ page, context }) => {
      await page.goto(base);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The worker caches the search page and this language's Pagefind bundle in the background.
      await expect
        .poll(async () => page.evaluate(async () => (await caches.keys()).some((k) => k.includes('-assets-')) && !!navigator.serviceWorker.controller), {
          timeout: 15_000,
        })
        .toBe(true);
      await page.reload();
      await expect
        .poll(
          async () => page.evaluate(async (root) => (await caches.match(`${root}pagefind.js`)) !== undefined, locale === 'en' ? '/en/pagefind/' : '/pagefind/'),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      await context.setOffline(true);
      const product = liveIn(catalog, 'electronics')[0]!;
      const word = titleIn(product, locale)
        .split(/\s+/)
        .find((w) => w.length > 4)!;
      for (const address of [`${base}?q=${encodeURIComponent(word)}`, `${homeUrl(locale)}search?q=${encodeURIComponent(word)}`]) {
        await page.goto(address);
        await searchSettled(page);
        expect(await cardIds(page.locator('[data-search-results]')), address).toContain(product.id);
      }
      // A page never visited shows the offline page of the language instead of the browser's error.
      await page.goto(`${homeUrl(locale)}category/Cursos/`);
      await expect(page.locator('h1')).toHaveText(t.offline.title);
      await context.setOffline(false);
    });
  });
}

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a first search has the network and processor to itself: the service worker registers after its results', async ({ page }) => {
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
        document.documentElement.dataset.searchStatusAtRegister = document.querySelector('[data-search]')?.getAttribute('data-status') ?? '';
        return register(...args);
      };
    });
    await page.goto(`${searchUrl('pt')}?q=fone`);
    await searchSettled(page);
    await expect(page.locator('html')).toHaveAttribute('data-search-status-at-register', 'ready');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search page says search needs JavaScript rather than passing every deal off as results', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(`${searchUrl(locale)}?q=jbl`);
      await expect(page.getByText(dict[locale].search.noScript)).toBeVisible();
    }
  });
});
