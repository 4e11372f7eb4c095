/** The home page: hero, featured deals, explore by category, why choose. */
import { expect, test } from '@playwright/test';
import { sampleCatalog, titleIn } from './support/catalog.ts';
import { LOCALES, NO_SERVICE_WORKER, cardIds, cards, categories, categoryUrl, dict, homeUrl, productUrl, searchUrl } from './support/site.ts';

test.use(NO_SERVICE_WORKER);

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`hero with the page's only h1 and a View All Deals link (${locale})`, async ({ page }) => {
    await page.goto(homeUrl(locale));
    await expect(page).toHaveTitle(t.home.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.home.heroTitle);
    const all = page.getByRole('main').getByRole('link', { name: t.home.viewAllDeals });
    await expect(all).toHaveAttribute('href', searchUrl(locale));
    await all.click();
    await expect(page).toHaveURL(searchUrl(locale));
  });

  test(`featured deals are live product cards linking to their pages (${locale})`, async ({ page }) => {
    const catalog = new Map(sampleCatalog().map((p) => [p.id, p]));
    await page.goto(homeUrl(locale));
    const section = page.getByRole('region', { name: t.home.featured });
    // The tab names the panel on screen; its heading is there for screen readers and the outline.
    await expect(section.getByRole('heading', { name: t.home.featured })).toHaveCount(1);
    await expect(cards(section).first()).toBeVisible();
    const ids = await cardIds(section);
    expect(new Set(ids).size, 'no product twice').toBe(ids.length);
    for (const id of ids) {
      const product = catalog.get(id);
      expect(product, `card ${id} is a catalog product`).toBeDefined();
      expect(product!.expired, `${id} is live`).toBe(false);
    }
    // Products the editors featured come first.
    const featured = ids.filter((id) => catalog.get(id)!.featured);
    expect(ids.slice(0, featured.length)).toEqual(featured);
    expect(featured.length).toBe(Math.min(ids.length, [...catalog.values()].filter((p) => p.featured && !p.expired).length));
    // A card opens its product.
    const first = catalog.get(ids[0]!)!;
    const card = cards(section).first();
    await expect(card.getByRole('heading')).toHaveText(titleIn(first, locale));
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(productUrl(first.id, locale));
  });

  test(`each feed tab shows its own deals, and a loaded #panel address shows that panel (${locale})`, { tag: '@both' }, async ({ page }) => {
    const live = sampleCatalog().filter((p) => !p.expired);
    const limit = (n: number) => Math.min(8, n);
    const expected = {
      hot: limit(live.length),
      latest: limit(live.length),
      coupons: limit(live.filter((p) => p.coupon).length),
      discounts: limit(live.filter((p) => p.listPrice !== undefined && p.listPrice > p.price).length),
    };
    const feed = page.locator('.feed');
    const visibleDeals = () => cards(feed).filter({ visible: true });
    await page.goto(homeUrl(locale));
    await expect(visibleDeals(), 'before any tap: the first panel').toHaveCount(expected.hot);
    for (const key of ['latest', 'coupons', 'discounts', 'hot'] as const) {
      await feed.getByRole('link', { name: t.home.tabs[key], exact: true }).click();
      await expect(page.locator(`#deals-${key}`)).toBeVisible();
      await expect(visibleDeals(), `after tapping "${t.home.tabs[key]}"`).toHaveCount(expected[key]);
      await expect(cards(page.locator(`#deals-${key}`)).first()).toBeInViewport();
    }
    await page.goto(`${homeUrl(locale)}#deals-coupons`);
    await expect(visibleDeals(), 'loaded with #deals-coupons').toHaveCount(expected.coupons);
    await expect(page.locator('#deals-coupons')).toBeVisible();
  });

  test(`on a 320 px phone, a feed opened at a later tab shows that tab whole (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(`${homeUrl(locale)}#deals-discounts`);
    const row = page.locator('.feed__tabs .chips');
    const tab = row.getByRole('link', { name: t.home.tabs.discounts, exact: true });
    await expect
      .poll(async () => {
        const [r, c] = [await tab.boundingBox(), await row.boundingBox()];
        // Within the row, to the pixel (the last tab ends at the row's edge).
        return r!.x >= c!.x - 1 && r!.x + r!.width <= c!.x + c!.width + 1 ? true : JSON.stringify([r, c]);
      })
      .toBe(true);
    await expect(tab).toBeInViewport({ ratio: 0.99 });
  });

  test(`feed panels that a listing orders the same way link to it (${locale})`, async ({ page }) => {
    await page.goto(homeUrl(locale));
    const seeAll = (key: string) => page.locator(`#deals-${key}`).getByRole('link', { name: t.home.seeAll, exact: true });
    await expect(seeAll('hot')).toHaveAttribute('href', searchUrl(locale));
    await page.locator('.feed').getByRole('link', { name: t.home.tabs.latest, exact: true }).click();
    await seeAll('latest').click();
    await expect(page).toHaveURL(`${searchUrl(locale)}?sort=latest`);
    await expect(page.locator('[data-search]')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
  });

  test(`why choose gives three reasons; explore by category links all 14 categories in order (${locale})`, async ({ page }) => {
    await page.goto(homeUrl(locale));
    const why = page.getByRole('region', { name: t.home.whyChoose });
    await expect(why.getByRole('heading', { level: 2 })).toHaveText(t.home.whyChoose);
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(t.home.why.map((w) => w.title));
    for (const point of t.home.why) await expect(why.getByText(point.text, { exact: true })).toBeVisible();

    const section = page.getByRole('region', { name: t.home.exploreByCategory });
    const links = section.getByRole('link');
    await expect(links).toHaveText(categories.map((c) => c[locale]));
    for (const [i, c] of categories.entries()) await expect(links.nth(i)).toHaveAttribute('href', categoryUrl(c.key, locale));
    await links.nth(1).click();
    await expect(page).toHaveURL(categoryUrl(categories[1].key, locale));
  });
}
