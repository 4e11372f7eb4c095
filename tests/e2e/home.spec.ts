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
