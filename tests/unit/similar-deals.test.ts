import { describe, expect, it } from 'vitest';
import { PRICE_BAND, similarDealsFinder, type SimilarCandidate } from '../../src/lib/similar-deals.ts';

const deal = (id: string, price: number, extra: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  category: 'electronics',
  price,
  currency: 'BRL',
  expired: false,
  popularity: 50,
  ...extra,
});

describe('similarDealsFinder', () => {
  it('keeps to the same category and price band, nearest price first, never the product itself', () => {
    const product = deal('self', 100);
    const all = [
      product,
      deal('cheap', 40),
      deal('near-below', 90),
      deal('near-above', 120),
      deal('edge', 100 * PRICE_BAND),
      deal('dear', 100 * PRICE_BAND + 1),
      deal('other-category', 100, { category: 'books' }),
    ];
    expect(similarDealsFinder(all)(product).map((p) => p.id)).toEqual(['near-below', 'near-above', 'edge']);
  });

  it('leaves out ended deals and other currencies, and stops at the limit', () => {
    const product = deal('self', 100);
    const all = [
      product,
      deal('ended', 100, { expired: true }),
      deal('usd', 100, { currency: 'USD' }),
      ...[101, 102, 103, 104, 105].map((p) => deal(`d${p}`, p)),
    ];
    expect(similarDealsFinder(all, 3)(product).map((p) => p.id)).toEqual(['d101', 'd102', 'd103']);
  });

  it('breaks ties of price by popularity, so pages are the same from build to build', () => {
    const product = deal('self', 100);
    const all = [product, deal('b', 110, { popularity: 10 }), deal('a', 110, { popularity: 90 })];
    expect(similarDealsFinder(all)(product).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('gives an ended product the live deals of its band, and nothing when the band is empty', () => {
    const ended = deal('ended', 100, { expired: true });
    const all = [ended, deal('live', 150), deal('far', 1000)];
    expect(similarDealsFinder(all)(ended).map((p) => p.id)).toEqual(['live']);
    expect(similarDealsFinder([deal('alone', 100), deal('far', 1000)])(deal('alone', 100))).toEqual([]);
  });
});

describe('similarDealsFinder ranks by likeness', () => {
  it('offers deals sharing tags first, then the same brand, then the nearest price (a speaker before headphones of the same price)', () => {
    const speaker = deal('echo', 400, { tags: ['caixa de som', 'Alexa', 'casa inteligente'], brand: 'Amazon', expired: true });
    const all = [
      speaker,
      deal('headphones-near', 405, { tags: ['fone', 'bluetooth'] }),
      deal('headphones-near-2', 395, { tags: ['fone'] }),
      deal('same-brand', 450, { tags: ['leitor'], brand: 'amazon' }),
      deal('speaker-far', 700, { tags: ['caixa de som', 'bluetooth'] }),
      deal('smart-home', 300, { tags: ['Casa Inteligente', 'alexa'] }),
      deal('outside-band', 1000, { tags: ['caixa de som', 'alexa'] }),
    ];
    expect(similarDealsFinder(all)(speaker).map((p) => p.id)).toEqual(['smart-home', 'speaker-far', 'same-brand', 'headphones-near']);
  });

  it('ranks only the nearest deals of the band (the pool), so a page costs a bounded sort', () => {
    const product = deal('self', 100, { tags: ['x'] });
    const all = [product, ...[101, 102, 103].map((p) => deal(`d${p}`, p)), deal('alike-but-far', 150, { tags: ['x'] })];
    expect(similarDealsFinder(all, 2, 3)(product).map((p) => p.id)).toEqual(['d101', 'd102']);
    expect(similarDealsFinder(all, 2, 4)(product).map((p) => p.id)).toEqual(['alike-but-far', 'd101']);
  });
});
