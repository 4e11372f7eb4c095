import { describe, expect, it, vi } from 'vitest';
import { site } from '../../src/config/site.ts';
import type { CategoryKey } from '../../src/data/categories.ts';
import { formatPrice } from '../../src/lib/format.ts';

// The content layer only exists inside an Astro build: stub the two product collections.
const DAY = 24 * 60 * 60 * 1000;
const entry = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `deal-${String(n).padStart(2, '0')}`,
  collection: 'products',
  data: {
    title: `Oferta ${n}`,
    summary: `Resumo da oferta ${n}.`,
    highlights: [],
    category: 'electronics',
    price: 100 + n,
    currency: 'BRL',
    merchant: 'Loja',
    affiliateUrl: 'https://loja.example/x',
    image: 'https://loja.example/x.png',
    imageAlt: 'Foto',
    popularity: 0,
    publishedAt: new Date(Date.UTC(2026, 0, 1) + n * DAY),
    priceCheckedAt: new Date(Date.UTC(2026, 0, 1)),
    featured: false,
    tags: [],
    ...extra,
  },
});
vi.mock('astro:content', () => ({
  getCollection: async (name: string) => {
    if (name === 'productsEn') return [{ id: 'deal-40', collection: 'productsEn', data: { title: 'Deal 40', summary: 'Summary of deal 40.', highlights: [] } }];
    // 41 deals published one a day; the newest (41) has ended, so it is not in the feeds.
    return Array.from({ length: 41 }, (_, i) => entry(i + 1, i + 1 === 41 ? { expiresAt: new Date(Date.UTC(2026, 1, 1)) } : {}));
  },
}));

// Cards (and so their pictures) are made only when a page asks; the feeds never do.
vi.mock('astro:assets', () => ({ getImage: async () => ({}) }));

const { FEED_LIMIT, categoryFeedOptions, feedItem, feedOptions, latestDeals, priceDropsOptions } = await import('../../src/lib/pages/feed.ts');
const { getFeedPaths } = await import('../../src/lib/model/routes.ts');

const product = (id: string, day: number) => ({
  id,
  title: `T ${id}`,
  summary: 'S.',
  price: 1299.9,
  currency: 'BRL',
  category: 'electronics' as CategoryKey,
  publishedAt: new Date(Date.UTC(2026, 10, day)),
  popularity: 1,
});

describe('latestDeals', () => {
  it('orders as the listings’ “latest” sort (newest first, ties by id) and keeps at most the limit', () => {
    const list = [product('b', 1), product('a', 3), product('c', 3), product('d', 2)];
    expect(latestDeals(list).map((p) => p.id)).toEqual(['a', 'c', 'd', 'b']);
    expect(latestDeals(list, 2).map((p) => p.id)).toEqual(['a', 'c']);
  });
});

describe('feedItem', () => {
  it('links absolutely to the product page in the feed language and ends the text with the price', () => {
    const p = product('smart-tv', 5);
    expect(feedItem(p, 'pt')).toEqual({
      title: 'T smart-tv',
      link: `${site.origin}/product/smart-tv/`,
      pubDate: p.publishedAt,
      description: `S. Por ${formatPrice(1299.9, 'BRL', 'pt')}`,
      categories: ['Eletrônicos'],
    });
    expect(feedItem(p, 'en')).toMatchObject({
      link: `${site.origin}/en/product/smart-tv/`,
      description: `S. Now ${formatPrice(1299.9, 'BRL', 'en')}`,
      categories: ['Electronics'],
    });
  });
});

describe('feedOptions', () => {
  it('describes the channel in its language, with its home page and self link', () => {
    const pt = feedOptions('pt', [product('a', 1)]);
    expect(pt.title).toBe('Top Ofertas: últimas ofertas');
    expect(pt.site).toBe(`${site.origin}/`);
    expect(pt.customData).toContain('<language>pt-BR</language>');
    expect(pt.customData).toContain(`<atom:link href="${site.origin}/rss.xml" rel="self"`);
    const en = feedOptions('en', []);
    expect(en.title).toBe('Top Deals: latest deals');
    expect(en.site).toBe(`${site.origin}/en/`);
    expect(en.customData).toContain('<language>en-US</language>');
    expect(en.customData).toContain(`${site.origin}/en/rss.xml`);
  });
});

describe('getFeedPaths', () => {
  it('builds /rss.xml and /en/rss.xml from the 30 latest live deals, in each language’s text', async () => {
    const paths = await getFeedPaths();
    expect(paths.map((p) => p.params)).toEqual([{ lang: undefined }, { lang: 'en' }]);
    for (const { props } of paths) {
      const items = props.options.items as { title: string; link: string }[];
      expect(items).toHaveLength(FEED_LIMIT);
      // Deal 41 has ended, so the newest listed is 40 and the oldest 11.
      expect(items[0]!.link).toMatch(/\/product\/deal-40\/$/);
      expect(items.at(-1)!.link).toMatch(/\/product\/deal-11\/$/);
    }
    const [pt, en] = paths.map((p) => p.props.options.items as { title: string }[]);
    expect(pt![0]!.title).toBe('Oferta 40');
    expect(en![0]!.title).toBe('Deal 40');
    expect(en![1]!.title).toBe('Oferta 39');
  });
});

describe('categoryFeedOptions', () => {
  it('lists only the category’s deals, newest first, with the listing as site and its own self link', () => {
    const books = { ...product('livro', 9), category: 'books' as CategoryKey };
    const options = categoryFeedOptions('pt', 'electronics', [product('a', 1), books, product('b', 2)]);
    expect((options.items as { link: string }[]).map((i) => i.link)).toEqual([`${site.origin}/product/b/`, `${site.origin}/product/a/`]);
    expect(options.title).toBe('Top Ofertas: Eletrônicos');
    expect(options.site).toBe(`${site.origin}/category/Eletr%C3%B4nicos/`);
    expect(options.customData).toContain(`<atom:link href="${site.origin}/rss/electronics.xml" rel="self"`);
    expect(categoryFeedOptions('en', 'home-garden', []).customData).toContain(`${site.origin}/en/rss/home-garden.xml`);
  });
});

describe('priceDropsOptions', () => {
  it('lists drops most recent first, dated by the drop and saying from what price to what', () => {
    const older = { product: product('a', 1), from: 1500, date: new Date(Date.UTC(2026, 10, 10, 15)) };
    const newer = { product: product('b', 1), from: 1400, date: new Date(Date.UTC(2026, 10, 12, 15)) };
    const options = priceDropsOptions('en', [older, newer]);
    const items = options.items as { link: string; pubDate: Date; description: string }[];
    expect(items.map((i) => i.link)).toEqual([`${site.origin}/en/product/b/`, `${site.origin}/en/product/a/`]);
    expect(items[0]!.pubDate).toEqual(newer.date);
    expect(items[0]!.description).toBe(`Down from ${formatPrice(1400, 'BRL', 'en')} to ${formatPrice(1299.9, 'BRL', 'en')} on November 12, 2026. S.`);
    expect(options.customData).toContain(`${site.origin}/en/price-drops.xml`);
    expect(priceDropsOptions('pt', []).title).toBe('Top Ofertas: preços em queda');
  });

  it("says the stores' day of a drop: a price committed at 22:40 in Brasília fell that day, though UTC is past midnight", () => {
    const evening = { product: product('a', 1), from: 1500, date: new Date('2026-11-20T22:40:00-03:00') };
    const [item] = priceDropsOptions('pt', [evening]).items as { pubDate: Date; description: string }[];
    expect(item!.description).toContain('em 20 de novembro de 2026');
    expect(item!.pubDate).toEqual(evening.date);
  });
});
