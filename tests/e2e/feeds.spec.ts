/** Per-category and price-drops RSS feeds: linked where shoppers look, valid RSS 2.0, the right deals. */
import { expect, test, type Page } from '@playwright/test';
import { liveIn, sampleCatalog } from './support/catalog.ts';
import { LOCALES, categoryUrl, dict, fillText, homeUrl, localeTags, productUrl } from './support/site.ts';
import { SAMPLE_URL } from './support/urls.ts';
import { categoryFeedUrl, priceDropsFeedUrl } from '../../src/lib/routes.ts';
import { categoryName } from '../../src/data/categories.ts';

interface Feed {
  version: string | null;
  title: string;
  language: string;
  self: string | null;
  links: string[];
}

/** Parses a feed with the browser's XML parser, as a feed reader would. */
async function readFeed(page: Page, url: string): Promise<Feed> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  expect(response.headers()['content-type']).toMatch(/xml/);
  return page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('feed is not well-formed XML');
      const channel = doc.querySelector('rss > channel')!;
      return {
        version: doc.documentElement.getAttribute('version'),
        title: channel.querySelector(':scope > title')!.textContent!,
        language: channel.querySelector(':scope > language')!.textContent!,
        self: channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
        links: [...channel.querySelectorAll(':scope > item > link')].map((l) => l.textContent!),
      };
    },
    await response.text(),
  );
}

for (const locale of LOCALES) {
  const t = dict[locale];

  test(`a category page links its feed, which lists the category's latest live deals (${locale})`, async ({ page }) => {
    const name = categoryName('electronics', locale);
    await page.goto(categoryUrl('electronics', locale));
    const feedUrl = categoryFeedUrl('electronics', locale);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"][href="' + feedUrl + '"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: fillText(t.feeds.categoryLink, { category: name }) })).toHaveAttribute('href', feedUrl);

    const feed = await readFeed(page, feedUrl);
    expect(feed.version).toBe('2.0');
    expect(feed.title).toBe(fillText(t.feeds.category, { category: name }));
    expect(feed.language).toBe(localeTags[locale]);
    expect(feed.self).toBe(new URL(feedUrl, feed.self!).href);
    const live = liveIn(sampleCatalog(), 'electronics');
    expect(feed.links).toHaveLength(Math.min(30, live.length));
    const expected = new Set(live.map((p) => productUrl(p.id, locale)));
    for (const link of feed.links) expect(expected.has(new URL(link).pathname), link).toBe(true);
  });

  test(`the footer links the latest-deals and price-drops feeds, both RSS 2.0 (${locale})`, async ({ page }) => {
    await page.goto(homeUrl(locale));
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: t.feeds.drops })).toHaveAttribute('href', priceDropsFeedUrl(locale));
    const drops = await readFeed(page, `${SAMPLE_URL}${priceDropsFeedUrl(locale)}`);
    expect(drops.version).toBe('2.0');
    expect(drops.title).toBe(t.feeds.dropsTitle);
    expect(drops.language).toBe(localeTags[locale]);
    // Every item is a live deal's page (the sample's git history decides which, if any).
    const live = new Set(
      sampleCatalog()
        .filter((p) => !p.expired)
        .map((p) => productUrl(p.id, locale)),
    );
    for (const link of drops.links) expect(live.has(new URL(link).pathname), link).toBe(true);
    await footer.getByRole('link', { name: t.feeds.latest }).click();
    await expect(page).toHaveURL(/\/rss\.xml$/);
  });
}
