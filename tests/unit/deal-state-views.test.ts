/** What shoppers are told about a deal whose price is too old to show or that the store no longer sells. */
import { describe, expect, it } from 'vitest';
import { priceHtml } from '../../src/lib/card.ts';
import { feedItem } from '../../src/lib/pages/feed.ts';
import { productJsonLd, type ProductFacts } from '../../src/lib/structured-data.ts';
import { pt } from '../../src/i18n/pt.ts';
import { en } from '../../src/i18n/en.ts';

describe('a price past its store’s maximum age', () => {
  it('is replaced in the price block by "Ver preço na loja", with no amount, list price or saving', () => {
    const html = priceHtml({ now: '', atStore: pt.product.seePriceAtStore, list: 'R$ 9', off: '-10%', save: 'x' }, 'card__price');
    expect(html).toBe('<div class="price card__price"><p class="price__store">Ver preço na loja</p></div>');
    expect(en.product.seePriceAtStore).toBe('See price at the store');
  });

  const facts: ProductFacts = { id: 'a', title: 'Fone', summary: 'Fone sem fio.', merchant: 'Amazon', price: 229.9, currency: 'BRL', expired: false };
  const page = { url: '/product/a/', image: '/a.png', category: 'Eletrônicos' };

  it('publishes no Offer in the structured data, so search engines show no stale price either', () => {
    expect(productJsonLd({ ...facts, priceStale: true }, page)).not.toHaveProperty('offers');
    expect(productJsonLd(facts, page)).toHaveProperty('offers.price', '229.90');
  });

  it('is left out of the feed item', () => {
    const product = { ...facts, category: 'electronics' as const, publishedAt: new Date('2026-11-01'), popularity: 0 };
    expect(feedItem({ ...product, priceStale: true }, 'pt').description).toBe('Fone sem fio. Ver preço na loja');
    expect(feedItem(product, 'pt').description).toMatch(/R\$\s229,90$/);
  });
});

describe('a deal the store stopped selling', () => {
  it('is out of stock in the structured data (an expired one is discontinued)', () => {
    const facts: ProductFacts = { id: 'a', title: 'Fone', summary: 'Fone sem fio.', merchant: 'Magalu', price: 10, currency: 'BRL', expired: true };
    const page = { url: '/product/a/', image: '/a.png', category: 'Eletrônicos' };
    expect(productJsonLd({ ...facts, ended: 'unavailable' }, page)).toHaveProperty('offers.availability', 'https://schema.org/OutOfStock');
    expect(productJsonLd({ ...facts, ended: 'expired' }, page)).toHaveProperty('offers.availability', 'https://schema.org/Discontinued');
  });
});
