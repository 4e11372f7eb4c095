import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../src/lib/catalog.ts';

// home.ts loads the catalog through the content layer, which only exists inside an Astro build.
vi.mock('astro:content', () => ({ getCollection: async () => [] }));
const { dealFeed } = await import('../../src/lib/pages/home.ts');

const DAY = 24 * 60 * 60 * 1000;
const deal = (n: number, extra: Partial<Product> = {}): Product =>
  ({
    id: `deal-${n}`,
    price: 100,
    popularity: n,
    publishedAt: new Date(Date.UTC(2026, 0, 1) + (10 - n) * DAY),
    featured: false,
    expired: false,
    ...extra,
  }) as Product;

describe('dealFeed', () => {
  const live = [
    deal(1, { coupon: 'A1', discount: 10, listPrice: 120 }),
    deal(2, { discount: 50, listPrice: 200 }),
    deal(3, { featured: true }),
    deal(4, { coupon: 'B2' }),
  ];
  const feed = dealFeed(live, 3);

  it('trends with editors’ picks first, then popularity, cut at the limit', () => {
    expect(feed.hot.map((p) => p.id)).toEqual(['deal-3', 'deal-4', 'deal-2']);
  });

  it('lists the newest first', () => {
    expect(feed.latest.map((p) => p.id)).toEqual(['deal-1', 'deal-2', 'deal-3']);
  });

  it('lists only deals with a coupon, and only real discounts, biggest first', () => {
    expect(feed.coupons.map((p) => p.id)).toEqual(['deal-4', 'deal-1']);
    expect(feed.discounts.map((p) => p.id)).toEqual(['deal-2', 'deal-1']);
  });
});
