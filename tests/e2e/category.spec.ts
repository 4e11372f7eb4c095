/**
 * Category listings: title and count, sort links, the order each sort really gives across all pages,
 * pagination, and the empty state. The sample build covers single-page categories; the generated
 * generated build (FIXTURE_URL) covers paging and an empty category (Toys & Games).
 */
import { expect, test, type Page } from '@playwright/test';
import { fixtureCatalog, liveIn, sampleCatalog, titleIn, type CatalogProduct } from './support/catalog.ts';
import { FIXTURE_URL } from './support/urls.ts';
import { addDays } from '../../src/content/days.ts';
import {
  LOCALES,
  NO_SERVICE_WORKER,
  cardIds,
  cardPrices,
  cards,
  categories,
  categoryUrl,
  dict,
  fillText,
  localeTags,
  on,
  productUrl,
  productsFoundText,
  sortKeys,
  type CategoryKey,
  type Locale,
  type SortKey,
} from './support/site.ts';

test.use(NO_SERVICE_WORKER);

const PAGE_SIZE = 48;

function sortBar(page: Page) {
  return page.locator('nav.sort-bar');
}

function pagination(page: Page, locale: Locale) {
  return page.getByRole('navigation', { name: dict[locale].listing.pagination });
}

/** The fixture category with the most live products (it spans more than one page). */
function biggestFixtureCategory(): { key: CategoryKey; live: CatalogProduct[] } {
  const catalog = fixtureCatalog();
  const best = categories.map((c) => ({ key: c.key, live: liveIn(catalog, c.key) })).sort((a, b) => b.live.length - a.live.length)[0]!;
  expect(best.live.length, 'the fixture has a category of more than one page').toBeGreaterThan(PAGE_SIZE);
  return best;
}

/** Ids and prices of a whole listing in one sort, walking every page of the fixture build. */
async function walkListing(page: Page, key: CategoryKey, locale: Locale, sort: SortKey, pages: number) {
  const ids: string[] = [];
  const prices: number[] = [];
  for (let n = 1; n <= pages; n++) {
    await page.goto(on(FIXTURE_URL, categoryUrl(key, locale, sort, n)));
    await expect(cards(page).first()).toBeAttached();
    ids.push(...(await cardIds(page)));
    prices.push(...(await cardPrices(page, locale)));
  }
  return { ids, prices };
}

function isNonDecreasing(values: number[]) {
  return values.every((v, i) => i === 0 || values[i - 1]! <= v);
}

for (const locale of LOCALES) {
  const t = dict[locale];

  test.describe(`category listing, sample catalog (${locale})`, () => {
    // Fourteen categories in two tests of seven pages each, so each test stays short.
    for (const half of [categories.slice(0, 7), categories.slice(7)]) {
      test(`${half[0]!.key} to ${half.at(-1)!.key}: each shows its name, the right count and its live products only`, async ({ page }) => {
        const catalog = sampleCatalog();
        for (const category of half) {
          const live = liveIn(catalog, category.key);
          await page.goto(categoryUrl(category.key, locale));
          await expect(page.getByRole('heading', { level: 1 }), category.key).toHaveText(category[locale]);
          await expect(page.getByTestId('product-count'), category.key).toHaveText(productsFoundText(locale, live.length));
          await expect(cards(page), category.key).toHaveCount(Math.min(live.length, PAGE_SIZE));
          if (live.length === 0) {
            await expect(page.getByText(t.listing.noProductsText, { exact: true })).toBeVisible();
          } else if (live.length <= PAGE_SIZE) {
            expect((await cardIds(page)).sort(), category.key).toEqual(live.map((p) => p.id).sort());
          }
        }
      });
    }

    test('sort links: four orders, the active one marked, kept on reload', async ({ page }) => {
      const catalog = sampleCatalog();
      const category = categories.find((c) => liveIn(catalog, c.key).length > 1)!;
      await page.goto(categoryUrl(category.key, locale));
      const links = sortBar(page).getByRole('link');
      await expect(links).toHaveText(sortKeys.map((s) => t.listing.sort[s]));
      for (const [i, sort] of sortKeys.entries()) await expect(links.nth(i)).toHaveAttribute('href', categoryUrl(category.key, locale, sort));
      // Popularity is the default: the short URL is the popularity listing.
      await expect(sortBar(page).locator('[aria-current="true"]')).toHaveText(t.listing.sort.popularity);
      await expect(links.first()).toHaveAttribute('href', categoryUrl(category.key, locale));

      await sortBar(page).getByRole('link', { name: t.listing.sort['price-desc'] }).click();
      await expect(page).toHaveURL(categoryUrl(category.key, locale, 'price-desc'));
      await expect(sortBar(page).locator('[aria-current="true"]')).toHaveText(t.listing.sort['price-desc']);
      await expect(sortBar(page).locator('[aria-current]')).toHaveCount(1);
      const prices = await cardPrices(page, locale);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      await page.reload();
      await expect(page).toHaveURL(categoryUrl(category.key, locale, 'price-desc'));
      await expect(sortBar(page).locator('[aria-current="true"]')).toHaveText(t.listing.sort['price-desc']);
      expect(await cardPrices(page, locale)).toEqual(prices);
    });

    test('a card shows the title in the page language and opens the product', async ({ page }) => {
      const catalog = sampleCatalog();
      const product = catalog.find((p) => !p.expired)!;
      await page.goto(categoryUrl(product.category, locale));
      const card = page.locator(`article.card[data-product-id="${product.id}"]`);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading')).toHaveText(titleIn(product, locale));
      await card.getByRole('link', { name: titleIn(product, locale) }).click();
      await expect(page).toHaveURL(productUrl(product.id, locale));
    });
  });

  test.describe(`category listing, generated catalog (${locale})`, () => {
    test('the count is the category total and pages hold at most 48 cards', async ({ page }) => {
      const { key, live } = biggestFixtureCategory();
      const pages = Math.ceil(live.length / PAGE_SIZE);
      await page.goto(on(FIXTURE_URL, categoryUrl(key, locale)));
      await expect(page.getByTestId('product-count')).toHaveText(productsFoundText(locale, live.length));
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      const nav = pagination(page, locale);
      await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      // Next leads to page 2; the last page holds the remainder.
      await nav.getByRole('link', { name: t.listing.next }).click();
      await expect(page).toHaveURL(on(FIXTURE_URL, categoryUrl(key, locale, 'popularity', 2)));
      await expect(pagination(page, locale).locator('[aria-current="page"]')).toHaveText('2');
      await pagination(page, locale)
        .getByRole('link', { name: String(pages), exact: true })
        .click();
      await expect(page).toHaveURL(on(FIXTURE_URL, categoryUrl(key, locale, 'popularity', pages)));
      await expect(cards(page)).toHaveCount(live.length - PAGE_SIZE * (pages - 1));
      await expect(page.getByTestId('product-count')).toHaveText(productsFoundText(locale, live.length));
      await expect(pagination(page, locale).locator('[aria-current="page"]')).toHaveText(String(pages));
      await pagination(page, locale).getByRole('link', { name: t.listing.previous }).click();
      await expect(page).toHaveURL(on(FIXTURE_URL, categoryUrl(key, locale, 'popularity', pages - 1)));
    });

    test('price-asc and price-desc order the whole category, across pages', async ({ page }) => {
      const { key, live } = biggestFixtureCategory();
      const pages = Math.ceil(live.length / PAGE_SIZE);
      const byId = new Map(live.map((p) => [p.id, p]));
      const asc = await walkListing(page, key, locale, 'price-asc', pages);
      expect(asc.ids.length).toBe(live.length);
      expect(new Set(asc.ids)).toEqual(new Set(byId.keys()));
      expect(isNonDecreasing(asc.prices), `prices ascending: ${asc.prices.join(' ')}`).toBe(true);
      // What the cards show is the product's price.
      expect(asc.prices).toEqual(asc.ids.map((id) => byId.get(id)!.price));
      const desc = await walkListing(page, key, locale, 'price-desc', pages);
      expect(desc.ids.length).toBe(live.length);
      expect(new Set(desc.ids)).toEqual(new Set(byId.keys()));
      expect(isNonDecreasing([...desc.prices].reverse()), `prices descending: ${desc.prices.join(' ')}`).toBe(true);
    });

    test('latest and popularity order the whole category, across pages', async ({ page }) => {
      const { key, live } = biggestFixtureCategory();
      const pages = Math.ceil(live.length / PAGE_SIZE);
      const byId = new Map(live.map((p) => [p.id, p]));
      const latest = await walkListing(page, key, locale, 'latest', pages);
      expect(new Set(latest.ids)).toEqual(new Set(byId.keys()));
      expect(latest.ids.length).toBe(live.length);
      const published = latest.ids.map((id) => byId.get(id)!.publishedAt.getTime());
      expect(isNonDecreasing([...published].reverse()), 'newest first').toBe(true);
      const popular = await walkListing(page, key, locale, 'popularity', pages);
      expect(new Set(popular.ids)).toEqual(new Set(byId.keys()));
      expect(popular.ids.length).toBe(live.length);
      const scores = popular.ids.map((id) => byId.get(id)!.popularity);
      expect(isNonDecreasing([...scores].reverse()), 'most popular first').toBe(true);
    });

    test('sort and page survive a reload and are marked as current', async ({ page }) => {
      const { key } = biggestFixtureCategory();
      const url = on(FIXTURE_URL, categoryUrl(key, locale, 'price-asc', 2));
      await page.goto(url);
      const before = await cardIds(page);
      await page.reload();
      await expect(page).toHaveURL(url);
      expect(await cardIds(page)).toEqual(before);
      await expect(sortBar(page).locator('[aria-current="true"]')).toHaveText(t.listing.sort['price-asc']);
      await expect(pagination(page, locale).locator('[aria-current="page"]')).toHaveText('2');
      // Page links keep the sort.
      await expect(pagination(page, locale).getByRole('link', { name: '1', exact: true })).toHaveAttribute('href', categoryUrl(key, locale, 'price-asc'));
    });

    test('an empty category says no products were found', async ({ page }) => {
      await page.goto(on(FIXTURE_URL, categoryUrl('toys', locale)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(categories.find((c) => c.key === 'toys')![locale]);
      await expect(page.getByTestId('product-count')).toHaveText(productsFoundText(locale, 0));
      await expect(page.getByRole('main').getByText(t.listing.noProductsTitle, { exact: true }).last()).toBeVisible();
      await expect(page.getByText(t.listing.noProductsText, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(pagination(page, locale)).toHaveCount(0);
    });

    test('expired deals are left out of every listing page', async ({ page }) => {
      const catalog = fixtureCatalog();
      const expired = catalog.filter((p) => p.expired);
      expect(expired.length, 'the fixture has expired deals').toBeGreaterThan(0);
      const { key, live } = biggestFixtureCategory();
      const inCategory = expired.filter((p) => p.category === key).map((p) => p.id);
      const { ids } = await walkListing(page, key, locale, 'latest', Math.ceil(live.length / PAGE_SIZE));
      for (const id of inCategory) expect(ids).not.toContain(id);
    });
  });
}

test('on the English site, a product without English text keeps its Portuguese title marked lang="pt-BR"', async ({ page }) => {
  const catalog = fixtureCatalog();
  const ptOnly = catalog.find((p) => !p.expired && !p.titleEn);
  expect(ptOnly, 'the fixture has a live product without an English file').toBeDefined();
  const pages = Math.ceil(liveIn(catalog, ptOnly!.category).length / PAGE_SIZE);
  const card = page.locator(`article.card[data-product-id="${ptOnly!.id}"]`);
  for (let n = 1; n <= pages; n++) {
    await page.goto(on(FIXTURE_URL, categoryUrl(ptOnly!.category, 'en', 'popularity', n)));
    if ((await card.count()) > 0) break;
  }
  await expect(card).toHaveCount(1);
  await expect(card.locator('[lang="pt-BR"]').filter({ hasText: ptOnly!.title })).toHaveCount(1);
  // Cards of translated products carry no Portuguese marking.
  const translated = cards(page).filter({ hasNot: page.locator('[lang="pt-BR"]') });
  await expect(translated.first()).toBeVisible();
});

/**
 * Cards print the date a deal was posted, the same whichever day the page was built (an incremental build
 * may reuse it), and the browser says it in the dictionary's words as of the shopper's day, without making
 * a relative-time formatter (its first use blocks a phone's main thread). Days are the shopper's: in a
 * Brazilian evening, when UTC has already moved to the next day, it is still the same day.
 */
test.describe('relative dates in São Paulo', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });
  for (const locale of LOCALES) {
    test(`a card's "posted" date is printed as a date and said in words as of the shopper's day (${locale})`, async ({ page }) => {
      const url = categoryUrl('electronics', locale);
      const html = await (await page.request.get(url)).text();
      const [, datetime, printed] = /<article class="card"[\s\S]*?<time data-relative datetime="([\d-]+)">([^<]*)<\/time>/.exec(html)!;
      expect(printed).toBe(new Intl.DateTimeFormat(localeTags[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(datetime!)));
      const time = page.locator('article.card time[data-relative]').first();
      // Counts how often the page makes a relative-time formatter, before any of its scripts run.
      await page.addInitScript(() => {
        const Original = Intl.RelativeTimeFormat;
        const counted = { made: 0 };
        Object.assign(window, { relativeFormats: counted });
        (Intl as { RelativeTimeFormat: typeof Original }).RelativeTimeFormat = new Proxy(Original, {
          construct(target, args: ConstructorParameters<typeof Original>) {
            counted.made++;
            return new target(...args);
          },
        });
      });
      const madeFormats = () => page.evaluate(() => (window as unknown as { relativeFormats: { made: number } }).relativeFormats.made);
      const words = dict[locale].days;

      await page.clock.install({ time: new Date(`${datetime}T12:00:00-03:00`) });
      await page.goto(url);
      await expect(time).toHaveAttribute('datetime', datetime!);
      await expect(time).toHaveText(words.today);

      // 22:30 in São Paulo on the day after: already two days later in UTC.
      await page.clock.setSystemTime(addDays(new Date(`${datetime}T22:30:00-03:00`), 1));
      await page.reload();
      await expect(time).toHaveText(words.yesterday);

      await page.clock.setSystemTime(addDays(new Date(`${datetime}T12:00:00-03:00`), 3));
      await page.reload();
      await expect(time).toHaveText(fillText(words.ago, { n: 3 }));
      expect(await madeFormats()).toBe(0);
    });
  }
});

test("phones: a card's heart sits beside its 'posted' line, never over the rating above it", async ({ page }) => {
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(categoryUrl('electronics', 'pt'));
    const overlaps = await page.locator('article.card').evaluateAll((all) =>
      all.flatMap((card) => {
        const heart = card.querySelector('button.save svg')?.getBoundingClientRect();
        const rating = card.querySelector('.rating')?.getBoundingClientRect();
        return heart && rating && heart.top < rating.bottom && rating.top < heart.bottom && heart.left < rating.right
          ? [card.getAttribute('data-product-id')]
          : [];
      }),
    );
    expect(overlaps, `${width} px`).toEqual([]);
  }
});
