import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_HOSTS, PRICE_STALE_AFTER_DAYS, findMerchant, imageHostsOf, isImageHostUrl, merchants } from '../../src/config/merchants.ts';
import { HEADER_CSP } from '../../src/config/security.ts';
import { pageCsp } from '../../src/lib/csp.ts';
import { parseMarkdown } from '../../src/content/validate.ts';
import { SPECIALIST_CATEGORIES } from '../../scripts/catalog/words.ts';
import { merchantWords } from '../../src/lib/merchant-words.ts';
import { fill } from '../../src/i18n/text.ts';
import { pt } from '../../src/i18n/pt.ts';
import { en } from '../../src/i18n/en.ts';

const SAMPLE = path.resolve('content/products/pt');

/** The `merchant` of every sample product file. */
function sampleMerchants(): Set<string> {
  const names = readdirSync(SAMPLE)
    .filter((f) => f.endsWith('.md'))
    .map((f) => String((parseMarkdown(readFileSync(path.join(SAMPLE, f), 'utf8')).data as { merchant?: unknown }).merchant).trim());
  return new Set(names);
}

describe('merchant settings', () => {
  it('configure every merchant the sample catalog and the catalog generator use', () => {
    const used = sampleMerchants();
    expect(used.size).toBeGreaterThan(10);
    for (const name of [...used, ...Object.keys(SPECIALIST_CATEGORIES)]) expect(findMerchant(name), name).toBeDefined();
  });

  it('list each merchant once, with at least one host', () => {
    expect(new Set(merchants.map((m) => m.name)).size).toBe(merchants.length);
    for (const m of merchants) expect(m.hosts.length, m.name).toBeGreaterThan(0);
  });

  it('list bare host names only: lowercase, no scheme, port, path, wildcard or trailing dot', () => {
    const label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
    const bareHost = new RegExp(`^${label}(?:\\.${label})+$`);
    for (const m of merchants) {
      for (const host of m.hosts) {
        expect(host, `${m.name}: ${host}`).toMatch(bareHost);
        expect(new URL(`https://${host}/`).hostname, `${m.name}: ${host}`).toBe(host);
      }
    }
  });

  it('never let two merchants claim the same host', () => {
    const hosts = merchants.flatMap((m) => m.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('keep Amazon’s links unmasked and tagged, as its Operating Agreement requires', () => {
    expect(findMerchant('Amazon')).toMatchObject({ cloak: false, tracking: { name: 'tag', value: 'topofertas-20' } });
    expect(merchants.filter((m) => !m.cloak).map((m) => m.name)).toEqual(['Amazon']);
  });

  it('use tracking parameters that are valid query names and values', () => {
    for (const m of merchants) {
      if (!m.tracking) continue;
      expect(m.tracking.name, m.name).toMatch(/^[a-z_]+$/i);
      expect(encodeURIComponent(m.tracking.value), m.name).toBe(m.tracking.value);
    }
  });

  it('find merchants by the exact name product files use, and no other', () => {
    expect(findMerchant(' KaBuM! ')?.name).toBe('KaBuM!');
    expect(findMerchant('Época Cosméticos')?.hosts).toEqual(['epocacosmeticos.com.br']);
    expect(findMerchant('amazon')).toBeUndefined();
    expect(findMerchant('__proto__')).toBeUndefined();
  });

  it('set a positive whole number of days for stale prices', () => {
    expect(Number.isInteger(PRICE_STALE_AFTER_DAYS) && PRICE_STALE_AFTER_DAYS > 0).toBe(true);
  });
});

describe('image hosts', () => {
  it('give every store an image CDN of exact host names, listed once', () => {
    for (const m of merchants) {
      expect(m.imageHosts.length, m.name).toBeGreaterThan(0);
      for (const host of m.imageHosts) expect(host, m.name).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
    expect(IMAGE_HOSTS).toEqual([...new Set(merchants.flatMap((m) => m.imageHosts))].sort());
  });

  it('accept an https photo on a listed host only (no subdomain, other scheme or port)', () => {
    expect(isImageHostUrl('https://m.media-amazon.com/images/I/x.jpg')).toBe(true);
    expect(isImageHostUrl('http://m.media-amazon.com/images/I/x.jpg')).toBe(false);
    expect(isImageHostUrl('https://evil.m.media-amazon.com/x.jpg')).toBe(false);
    expect(isImageHostUrl('https://m.media-amazon.com:8443/x.jpg')).toBe(false);
    expect(isImageHostUrl('https://images.example/x.jpg')).toBe(false);
    expect(isImageHostUrl('../images/x.png')).toBe(false);
  });

  const imgSrc = (policy: string) =>
    policy
      .split(/;\s*/)
      .find((d) => d.startsWith('img-src '))!
      .split(' ')
      .slice(1);

  it('are exactly what the CSP lets images load from, beside the site itself', () => {
    const expected = ["'self'", ...IMAGE_HOSTS.map((h) => `https://${h}`)];
    expect(imgSrc(pageCsp({ inlineScripts: [] }))).toEqual(expected);
    expect(imgSrc(HEADER_CSP)).toEqual(expected);
    expect(HEADER_CSP).not.toMatch(/img-src[^;]*(https:(?!\/\/)|data:|\*)/);
  });

  it("narrow a deal page's policy to the hosts of the photos it shows", () => {
    const photos = [
      'https://m.media-amazon.com/images/I/a.jpg',
      { src: '/_astro/local.png', width: 10, height: 10, format: 'png' },
      'https://http2.mlstatic.com/b.webp',
      'https://m.media-amazon.com/images/I/c.jpg',
      'https://images.example/not-a-store.png',
    ];
    expect(imageHostsOf(photos)).toEqual(['http2.mlstatic.com', 'm.media-amazon.com']);
    expect(imgSrc(pageCsp({ inlineScripts: [], photos }))).toEqual(["'self'", 'https://http2.mlstatic.com', 'https://m.media-amazon.com']);
    // Local photos only: the site's own files.
    expect(imgSrc(pageCsp({ inlineScripts: [], photos: [photos[1]] }))).toEqual(["'self'"]);
  });
});

describe('store names in sentences', () => {
  it('every store has its Portuguese article, and its forms read as Portuguese says them', () => {
    for (const m of merchants) {
      expect(['a', 'o'], m.name).toContain(m.ptArticle);
      const words = merchantWords(m.name, 'pt');
      expect(words.merchantOf, m.name).toBe(`d${m.ptArticle} ${m.name}`);
      expect(words.merchantTo, m.name).toBe(`para ${m.ptArticle} ${m.name}`);
      expect(words.merchantBy, m.name).toBe(`pel${m.ptArticle} ${m.name}`);
    }
    expect(merchantWords('Amazon', 'pt').merchantOf).toBe('da Amazon');
    expect(merchantWords('Magalu', 'pt').merchantOf).toBe('do Magalu');
    expect(merchantWords('Mercado Livre', 'pt').merchantOf).toBe('do Mercado Livre');
    expect(merchantWords('KaBuM!', 'pt').merchantOf).toBe('da KaBuM!');
  });

  it('fills the store sentences of both languages, and never guesses the article of an unknown store', () => {
    expect(fill(pt.product.partnerNote, merchantWords('Amazon', 'pt'))).toBe('Você será levado ao site da Amazon para concluir a compra.');
    expect(fill(pt.product.goTo, merchantWords('Magalu', 'pt'))).toBe('Ir para o Magalu');
    expect(fill(pt.product.goTo, merchantWords('Amazon', 'pt'))).toBe('Ir para a Amazon');
    expect(fill(pt.product.soldBy, merchantWords('Mercado Livre', 'pt'))).toBe('Vendido pelo Mercado Livre');
    expect(fill(pt.product.goTo, merchantWords('Loja Nova', 'pt'))).toBe('Ir para Loja Nova');
    expect(fill(en.product.goTo, merchantWords('Magalu', 'en'))).toBe('Go to Magalu');
    expect(fill(en.product.partnerNote, merchantWords('Amazon', 'en'))).toBe('You will be taken to the Amazon website to complete your purchase.');
    // No sentence naming a store is left with an unfilled placeholder.
    for (const t of [pt, en]) {
      for (const text of [t.product.partnerNote, t.product.goTo, t.product.soldBy, t.outbound.redirecting, t.outbound.continue]) {
        expect(fill(text, merchantWords('Amazon', t === pt ? 'pt' : 'en'))).not.toMatch(/[{}]/);
      }
    }
  });
});
