/**
 * The files search engines and feed readers read, fetched from the built sample site: robots.txt, the
 * sitemap (written from the route data) and the RSS feed of each language.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { feedUrl, pageUrl } from '../../src/lib/routes.ts';
import { sampleCatalog, type CatalogProduct } from './support/catalog.ts';
import { LOCALES, categories, categoryUrl, dict, homeUrl, localeTags, productUrl, searchUrl } from './support/site.ts';

const ORIGIN = site.origin;
const STATIC_PAGES = ['contact', 'faq', 'privacy-policy', 'terms-of-service'] as const;
const FEED_LIMIT = 30;

interface SitemapUrl {
  loc: string;
  links: { hreflang: string; href: string }[];
}
interface Feed {
  language: string;
  link: string;
  items: { title: string; link: string; pubDate: string; description: string }[];
}

const absolute = (path: string) => new URL(path, ORIGIN).href;

/** Fetches a file of the site by its public URL (on site.origin) from the preview server. */
async function fetchText(request: APIRequestContext, publicUrl: string): Promise<string> {
  const url = new URL(publicUrl, ORIGIN);
  expect(url.origin, publicUrl).toBe(ORIGIN);
  const response = await request.get(url.pathname + url.search);
  expect(response.status(), publicUrl).toBe(200);
  return response.text();
}

/** Parses XML with the browser's DOMParser; a document that is not well-formed fails the test. */
async function parseXml<T>(page: Page, xml: string, read: 'sitemap-index' | 'urlset' | 'rss'): Promise<T> {
  const result = await page.evaluate(
    ([text, kind]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) return { error: error.textContent ?? 'parse error' };
      const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML_NS = 'http://www.w3.org/1999/xhtml';
      const childText = (el: Element, name: string, ns: string | null = null) =>
        (ns ? el.getElementsByTagNameNS(ns, name)[0] : el.getElementsByTagName(name)[0])?.textContent?.trim() ?? '';
      if (kind === 'sitemap-index') {
        return { value: [...doc.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')].map((s) => childText(s, 'loc', SITEMAP_NS)) };
      }
      if (kind === 'urlset') {
        return {
          value: [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((u) => ({
            loc: childText(u, 'loc', SITEMAP_NS),
            links: [...u.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => ({
              hreflang: l.getAttribute('hreflang') ?? '',
              href: l.getAttribute('href') ?? '',
            })),
          })),
        };
      }
      const channel = doc.querySelector('rss > channel');
      if (!channel) return { error: 'no rss > channel' };
      return {
        value: {
          language: childText(channel, 'language'),
          link: channel.querySelector(':scope > link')?.textContent ?? '',
          items: [...channel.getElementsByTagName('item')].map((item) => ({
            title: childText(item, 'title'),
            link: childText(item, 'link'),
            pubDate: childText(item, 'pubDate'),
            description: childText(item, 'description'),
          })),
        },
      };
    },
    [xml, read] as const,
  );
  if ('error' in result) throw new Error(`not well-formed XML (${read}): ${result.error}`);
  return result.value as T;
}

/** Every URL of the sitemap, following the index to each sitemap file. */
async function readSitemap(page: Page, request: APIRequestContext): Promise<SitemapUrl[]> {
  const files = await parseXml<string[]>(page, await fetchText(request, '/sitemap-index.xml'), 'sitemap-index');
  expect(files.length).toBeGreaterThan(0);
  const urls: SitemapUrl[] = [];
  for (const file of files) {
    expect(file.startsWith(`${ORIGIN}/`), file).toBe(true);
    urls.push(...(await parseXml<SitemapUrl[]>(page, await fetchText(request, file), 'urlset')));
  }
  return urls;
}

const liveProducts = () => sampleCatalog().filter((p) => !p.expired);

test('robots.txt announces the sitemap index', async ({ request }) => {
  const text = await fetchText(request, '/robots.txt');
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text.split(/\r?\n/)).toContain(`Sitemap: ${ORIGIN}/sitemap-index.xml`);
});

test('the sitemap lists every indexable page of both languages with its alternates', async ({ page, request }) => {
  const urls = await readSitemap(page, request);
  const locs = new Set(urls.map((u) => u.loc));
  expect(locs.size, 'no URL twice').toBe(urls.length);

  for (const { loc, links } of urls) {
    expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    // Every listed page has a twin here (the sample has every page in both languages), both listed too.
    expect(links.map((l) => l.hreflang).sort(), loc).toEqual(['en', 'pt-BR']);
    expect(
      links.map((l) => l.href),
      loc,
    ).toContain(loc);
    for (const { href } of links) expect(locs.has(href), `${loc} -> ${href}`).toBe(true);
  }

  const expectPair = (pt: string, en: string) => {
    const entry = urls.find((u) => u.loc === absolute(pt));
    expect(entry, pt).toBeDefined();
    expect(entry!.links).toEqual(
      expect.arrayContaining([
        { hreflang: 'pt-BR', href: absolute(pt) },
        { hreflang: 'en', href: absolute(en) },
      ]),
    );
    expect(locs.has(absolute(en)), en).toBe(true);
  };
  expectPair(homeUrl('pt'), homeUrl('en'));
  for (const { key } of categories) expectPair(categoryUrl(key, 'pt'), categoryUrl(key, 'en'));
  for (const slug of STATIC_PAGES) expectPair(pageUrl(slug, 'pt'), pageUrl(slug, 'en'));
  for (const p of liveProducts()) expectPair(productUrl(p.id, 'pt'), productUrl(p.id, 'en'));
});

test('the sitemap leaves out noindex pages: not-found, redirects, sorted listings, search, expired deals', async ({ page, request }) => {
  const locs = new Set((await readSitemap(page, request)).map((u) => u.loc));
  const expired = sampleCatalog().filter((p) => p.expired);
  expect(expired.length, 'the sample catalog has expired deals to check').toBeGreaterThan(0);
  const absent = [
    '/404/',
    '/en/404/',
    '/404.html',
    '/en/404.html',
    '/cart/',
    '/en/checkout/',
    `/category/${encodeURIComponent('Electronics')}/`,
    categoryUrl('electronics', 'pt', 'price-asc'),
    categoryUrl('computers', 'en', 'price-desc'),
    categoryUrl('books', 'pt', 'latest'),
    searchUrl('pt'),
    searchUrl('en'),
    ...expired.flatMap((p) => LOCALES.map((l) => productUrl(p.id, l))),
  ];
  for (const path of absent) expect(locs.has(absolute(path)), path).toBe(false);
  for (const loc of locs) {
    expect(new URL(loc).pathname, loc).not.toMatch(/^\/(en\/)?(go|search|offline|404)(\/|$)/);
  }
});

test('every page in the sitemap is served, indexable, and names the same address as canonical', async ({ page, request }) => {
  const urls = await readSitemap(page, request);
  for (const { loc } of urls) {
    const html = await fetchText(request, loc);
    expect(html, loc).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html, loc).toContain(`<link rel="canonical" href="${loc}"`);
  }
});

/** The deals a feed must list: live ones, newest first, ties by id, at most 30. */
function expectedFeed(products: CatalogProduct[]): CatalogProduct[] {
  return [...products].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id)).slice(0, FEED_LIMIT);
}

for (const locale of LOCALES) {
  test(`the RSS feed lists the latest live deals in ${locale}`, async ({ page, request }) => {
    const feed = await parseXml<Feed>(page, await fetchText(request, feedUrl(locale)), 'rss');
    expect(feed.language).toBe(localeTags[locale]);
    expect(feed.link).toBe(absolute(homeUrl(locale)));
    const expected = expectedFeed(liveProducts());
    expect(feed.items).toHaveLength(Math.min(FEED_LIMIT, liveProducts().length));
    expect(feed.items.map((i) => i.link)).toEqual(expected.map((p) => absolute(productUrl(p.id, locale))));
    const dates = feed.items.map((i) => Date.parse(i.pubDate));
    for (const [i, date] of dates.entries()) {
      expect(Number.isNaN(date), feed.items[i]!.pubDate).toBe(false);
      if (i > 0) expect(date, `item ${i} is not newer than item ${i - 1}`).toBeLessThanOrEqual(dates[i - 1]!);
    }
    for (const item of feed.items) {
      expect(item.title).not.toBe('');
      // Summary, then the price in the feed's language ("R$ 1.299,90" / "R$1,299.90").
      // A price older than its store allows is not repeated: the feed says where to see it instead.
      const stale = item.description.endsWith(dict[locale].product.seePriceAtStore);
      if (!stale) expect(item.description, item.link).toMatch(locale === 'pt' ? /R\$\s?[\d.]+,\d{2}$/ : /R\$[\d,]+\.\d{2}$/);
    }
  });

  test(`every page links its language's feed in the head (${locale})`, async ({ page }) => {
    for (const path of [homeUrl(locale), pageUrl('faq', locale), categoryUrl('electronics', locale)]) {
      await page.goto(path);
      // Category pages also link their own category's feed (tests/e2e/feeds.spec.ts).
      const feeds = page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${absolute(feedUrl(locale))}"]`);
      await expect(feeds, path).toHaveCount(1);
    }
  });
}

test('the not-found page also links the feed of its language', async ({ request }) => {
  const html = await fetchText(request, '/en/404.html');
  expect(html).toContain(`type="application/rss+xml"`);
  expect(html).toContain(`href="${absolute(feedUrl('en'))}"`);
});
