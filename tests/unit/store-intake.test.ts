/** The store intake's pure parts: prices as stores write them, structured data, categories, verdicts, file edits. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findMerchant, merchantForHost } from '../../src/config/merchants.ts';
import { dealState } from '../../src/content/expiry.ts';
import { proposeCategory } from '../../tools/store-intake/category.ts';
import { decide } from '../../tools/store-intake/decide.ts';
import { affiliateLink, updateDealText } from '../../tools/store-intake/deal-file.ts';
import { parseOriginOverride } from '../../tools/store-intake/origins.ts';
import { readPageData } from '../../tools/store-intake/page-data.ts';
import { PriceError, readPrice } from '../../tools/store-intake/price.ts';
import { NoOfferError, readOffer, type StoreOffer } from '../../tools/store-intake/read-offer.ts';

const fixture = (name: string) => readFileSync(`tests/fixtures/stores/${name}.html`, 'utf8');
const merchant = (name: string) => findMerchant(name)!;
const offerOf = (name: string, store: string) => readOffer(readPageData(fixture(name)), merchant(store));

describe('readPrice reads prices as stores write them, or refuses', () => {
  it.each([
    ['2.499,00', 2499],
    ['R$ 2.499', 2499],
    ['R$ 2.499,90', 2499.9],
    ['1,299.90', 1299.9],
    ['2499.9', 2499.9],
    ['2499', 2499],
    ['89,9', 89.9],
    [2499, 2499],
    [189.9, 189.9],
  ])('%s → %s', (raw, value) => expect(readPrice(raw)).toBe(value));

  it('reads integers as cents only when the source says so', () => {
    expect(readPrice(249900, { centsInteger: true })).toBe(2499);
  });

  it.each(['2.499', '2,4999', 'grátis', '', '12.34.5,6.7', '1.999.99', -5, 'R$ -10', '2499.999', { price: 1 }])('refuses %s', (raw) => {
    expect(() => readPrice(raw)).toThrow(PriceError);
  });
});

describe('the store page reader', () => {
  it('reads JSON-LD Product with Offer, its list price, breadcrumb, brand and GTIN', () => {
    expect(offerOf('jsonld-offer', 'Mercado Livre')).toMatchObject({
      title: 'Smartphone Samsung Galaxy A55 5G 256GB',
      image: 'https://http2.mlstatic.com/D_NQ_NP_2X_812345-MLA74651234567_022024-F.webp',
      price: 2499,
      listPrice: 2999,
      currency: 'BRL',
      available: true,
      brand: 'Samsung',
      gtin: '7892509129371',
      sku: 'MLB3456789012',
      source: 'json-ld',
    });
    expect(readPageData(fixture('jsonld-offer')).breadcrumb).toEqual(['Celulares e Telefones', 'Celulares e Smartphones']);
  });

  it('reads an AggregateOffer with one price, and refuses a range', () => {
    expect(offerOf('aggregate-offer', 'Época Cosméticos')).toMatchObject({ price: 189.9, currency: 'BRL', brand: 'Natura', gtin: '7891033441234' });
    expect(() => offerOf('aggregate-range', 'Leroy Merlin')).toThrow(/range \(AggregateOffer 199\.9 to 289/);
  });

  it('reads microdata only, with its breadcrumb', () => {
    expect(offerOf('microdata', 'KaBuM!')).toMatchObject({
      title: 'Monitor Gamer LG UltraGear 27" Full HD 180Hz',
      price: 899.99,
      brand: 'LG',
      source: 'microdata',
    });
    expect(readPageData(fixture('microdata')).breadcrumb).toEqual(['Computadores', 'Monitores']);
  });

  it('reads OpenGraph product tags only ("R$ 2.499")', () => {
    expect(offerOf('opengraph', 'Magalu')).toMatchObject({
      title: 'Fone de Ouvido Bluetooth JBL Tune 520BT Preto',
      price: 2499,
      brand: 'JBL',
      source: 'meta',
      image: expect.stringMatching(/^https:\/\/a-static\.mlcdn\.com\.br\//),
    });
  });

  it('says what is missing: no product data, a login or captcha page', () => {
    expect(() => offerOf('no-product', 'Magalu')).toThrow(
      new NoOfferError('the page has no product data (no schema.org Product in JSON-LD or microdata, no OpenGraph product price)'),
    );
    expect(() => offerOf('login', 'Amazon')).toThrow(/login or captcha page/);
  });

  it('refuses sources that disagree (cents written as an integer), and reads availability and currency as stated', () => {
    expect(() => offerOf('cents-disagree', 'Magalu')).toThrow(/disagree on the price \(json-ld 249900, meta 2499\)/);
    expect(offerOf('unavailable', 'Mercado Livre').available).toBe(false);
    expect(offerOf('other-currency', 'Mercado Livre').currency).toBe('USD');
  });

  it('keeps nothing hostile: markup characters, control characters, off-host or javascript: photos, enormous strings', () => {
    const offer = offerOf('hostile', 'Mercado Livre');
    expect(offer.title).not.toMatch(/[<>\p{Cc}\p{Cf}]/u);
    expect(offer.title!.length).toBeLessThanOrEqual(140);
    expect(offer.image).toBeUndefined();
    expect(offer.notes.join(' ')).toMatch(/photo "javascript:alert\(3\)" left out/);
    expect(offer.brand!.length).toBeLessThanOrEqual(60);
    expect(offer.sku).toBe('--- price: 1');
    expect(offer.price).toBe(149.9);
  });
});

describe('category proposal', () => {
  it('is sure when the breadcrumb names one category', () => {
    expect(proposeCategory(['Celulares e Telefones', 'Celulares e Smartphones'], 'Smartphone Samsung')).toMatchObject({ key: 'mobiles', sure: true });
    expect(proposeCategory(['Computadores', 'Monitores'], 'Monitor Gamer LG')).toMatchObject({ key: 'computers', sure: true });
  });

  it('is unsure from the title alone or when two categories compete', () => {
    expect(proposeCategory([], 'Fone de Ouvido Bluetooth JBL').sure).toBe(false);
    expect(proposeCategory(['Ofertas'], 'Produto').key).toBeUndefined();
    expect(proposeCategory(['Games', 'Celulares'], 'Controle').sure).toBe(false);
  });
});

const offer = (over: Partial<StoreOffer> = {}): StoreOffer => ({ price: 100, currency: 'BRL', available: true, source: 'json-ld', notes: [], ...over });
const today = new Date('2026-11-29T00:00:00Z');

describe('decide', () => {
  const deal = { id: 'd', price: 100, listPrice: 150, currency: 'BRL' };
  it('re-dates an unchanged price, writes a new one, and drops a list price the new price passed', () => {
    expect(decide(deal, offer(), today)).toEqual({ verdict: { kind: 'unchanged' }, changes: { priceCheckedAt: '2026-11-29' } });
    expect(decide(deal, offer({ price: 89.9 }), today)).toEqual({
      verdict: { kind: 'new-price', from: 100, to: 89.9 },
      changes: { priceCheckedAt: '2026-11-29', price: 89.9 },
    });
    expect(decide(deal, offer({ price: 155 }), today).changes).toEqual({ priceCheckedAt: '2026-11-29', price: 155, listPrice: null });
  });

  it('marks a deal unavailable and brings it back', () => {
    expect(decide(deal, offer({ available: false }), today).changes).toEqual({ unavailableSince: '2026-11-29', priceCheckedAt: '2026-11-29' });
    const gone = { ...deal, unavailableSince: new Date('2026-11-20') };
    expect(decide(gone, offer({ price: 95 }), today)).toEqual({
      verdict: { kind: 'back', price: 95 },
      changes: { priceCheckedAt: '2026-11-29', price: 95, unavailableSince: null },
    });
  });

  it('holds for an editor what looks wrong: a move over 60 %, a price of 0, another currency', () => {
    for (const wrong of [offer({ price: 39 }), offer({ price: 161 }), offer({ price: 0 }), offer({ currency: 'USD' })]) {
      expect(decide(deal, wrong, today)).toMatchObject({ verdict: { kind: 'suspicious' }, changes: {} });
    }
    expect(decide(deal, offer({ price: 41 }), today).verdict.kind).toBe('new-price');
  });
});

describe('updateDealText', () => {
  const file =
    '---\ntitle: "Fone: #1" # name\nprice: 229.90 # deal price\nlistPrice: 300.00\ncurrency: BRL\npriceCheckedAt: 2026-11-20 # checked\nfeatured: false\n---\nCorpo com price: 1\n';
  it('changes only the values, keeping comments, quoting and the body', () => {
    expect(updateDealText(file, { price: 199.9, priceCheckedAt: '2026-11-29' })).toBe(file.replace('229.90', '199.90').replace('2026-11-20', '2026-11-29'));
  });
  it('adds a field after priceCheckedAt and removes whole lines', () => {
    const out = updateDealText(file, { unavailableSince: '2026-11-29', listPrice: null });
    expect(out).toBe(file.replace('listPrice: 300.00\n', '').replace('# checked\n', '# checked\nunavailableSince: 2026-11-29\n'));
  });
});

describe('merchants, links and origins', () => {
  it('finds the store of a host, and builds the link by its rules', () => {
    expect(merchantForHost('produto.mercadolivre.com.br')?.name).toBe('Mercado Livre');
    expect(merchantForHost('amazon.com.br.evil.example')).toBeUndefined();
    expect(affiliateLink(new URL('https://www.amazon.com.br/dp/B0C1?utm_source=x&th=1#reviews'), merchant('Amazon'))).toBe(
      'https://www.amazon.com.br/dp/B0C1?th=1&tag=topofertas-20',
    );
  });

  it('maps STORE_ORIGIN_OVERRIDE origins both ways, and refuses a malformed pair', () => {
    const map = parseOriginOverride('https://www.mercadolivre.com.br=http://127.0.0.1:4599, https://www.amazon.com.br=http://127.0.0.1:4600');
    expect(map.toFetched(new URL('https://www.mercadolivre.com.br/p/1?x=2')).href).toBe('http://127.0.0.1:4599/p/1?x=2');
    expect(map.toStore(new URL('http://127.0.0.1:4600/dp/1')).href).toBe('https://www.amazon.com.br/dp/1');
    expect(map.toFetched(new URL('https://www.magazineluiza.com.br/x')).href).toBe('https://www.magazineluiza.com.br/x');
    expect(() => parseOriginOverride('www.mercadolivre.com.br')).toThrow(/STORE_ORIGIN_OVERRIDE: "www\.mercadolivre\.com\.br" is not a pair of origins/);
  });
});

describe('dealState: how a deal stands on a build day (src/content/expiry.ts)', () => {
  const base = { merchant: 'Mercado Livre', priceCheckedAt: new Date('2026-11-01') };
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  it('ends a deal by expiresAt or from its unavailableSince day', () => {
    expect(dealState(base, at('2026-11-29'))).toEqual({ ended: undefined, priceStale: false });
    expect(dealState({ ...base, expiresAt: new Date('2026-11-28') }, at('2026-11-29')).ended).toBe('expired');
    expect(dealState({ ...base, unavailableSince: new Date('2026-11-29') }, at('2026-11-29')).ended).toBe('unavailable');
    expect(dealState({ ...base, unavailableSince: new Date('2026-11-30') }, at('2026-11-29')).ended).toBeUndefined();
  });
  it('calls a price stale past its store maxPriceAgeDays only (Amazon: 1 day)', () => {
    const amazon = { merchant: 'Amazon', priceCheckedAt: new Date('2026-11-27') };
    expect(dealState(amazon, at('2026-11-28')).priceStale).toBe(false);
    expect(dealState(amazon, at('2026-11-29')).priceStale).toBe(true);
    // 00:30 UTC is still the day before in Brasília, the stores' clock.
    expect(dealState(amazon, new Date('2026-11-29T00:30:00Z')).priceStale).toBe(false);
    expect(dealState(base, at('2027-06-01')).priceStale).toBe(false);
  });
});
