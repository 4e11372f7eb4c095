import { describe, expect, it } from 'vitest';
import { hostBelongsTo, merchantSettings } from '../../src/config/merchants.ts';
import { goPage, goTarget, isCloaked, outboundUrl, partnerHref, PARTNER_REL, type OutboundProduct } from '../../src/lib/outbound.ts';
import { redirectRules } from '../../src/lib/redirects.ts';

const product = (over: Partial<OutboundProduct> = {}): OutboundProduct => ({
  id: 'fone-jbl',
  merchant: 'Magalu',
  affiliateUrl: 'https://www.magazineluiza.com.br/fone-jbl/p/abc123/',
  expired: false,
  ...over,
});
const amazon = (url: string) => product({ merchant: 'Amazon', affiliateUrl: url });

describe('outboundUrl', () => {
  it('adds the merchant’s tracking parameter when the link has none', () => {
    expect(outboundUrl(amazon('https://www.amazon.com.br/dp/B0TEST1234'))).toBe('https://www.amazon.com.br/dp/B0TEST1234?tag=topofertas-20');
    expect(outboundUrl(product())).toBe('https://www.magazineluiza.com.br/fone-jbl/p/abc123/?utm_source=topofertas');
  });

  it('keeps an existing value of the parameter, whatever it is', () => {
    expect(outboundUrl(amazon('https://www.amazon.com.br/dp/B0TEST1234?tag=campanha-20'))).toBe('https://www.amazon.com.br/dp/B0TEST1234?tag=campanha-20');
    expect(outboundUrl(amazon('https://www.amazon.com.br/dp/B0TEST1234?th=1&tag=topofertas-20&psc=1'))).toBe(
      'https://www.amazon.com.br/dp/B0TEST1234?th=1&tag=topofertas-20&psc=1',
    );
  });

  it('keeps the other parameters, their order and encoding, and the hash', () => {
    const url = 'https://www.amazon.com.br/s?k=fone+de+ouvido&rh=n%3A16243803011&x=a%20b#reviews';
    expect(outboundUrl(amazon(url))).toBe('https://www.amazon.com.br/s?k=fone+de+ouvido&rh=n%3A16243803011&x=a%20b&tag=topofertas-20#reviews');
    expect(outboundUrl(amazon('https://www.amazon.com.br/dp/B0TEST1234?#top'))).toBe('https://www.amazon.com.br/dp/B0TEST1234?tag=topofertas-20#top');
  });

  it('never changes the host, and leaves merchants without a parameter untouched', () => {
    for (const url of ['https://amzn.to/3AbCdEf', 'https://www.amazon.com.br/dp/X', 'https://user@amazon.com.br.evil.example/dp/X']) {
      expect(new URL(outboundUrl(amazon(url))).host).toBe(new URL(url).host);
    }
    const kabum = { merchant: 'KaBuM!', affiliateUrl: 'https://www.kabum.com.br/produto/123/teclado?ref=x#a' };
    expect(outboundUrl(kabum)).toBe(kabum.affiliateUrl);
    const unknown = { merchant: 'Loja do Zé', affiliateUrl: 'https://lojadoze.example/p/1' };
    expect(outboundUrl(unknown)).toBe(unknown.affiliateUrl);
  });

  it('refuses anything but https, even if validation was skipped', () => {
    for (const url of ['http://www.amazon.com.br/dp/X', 'javascript:alert(1)', 'data:text/html,x', '//www.amazon.com.br/dp/X']) {
      expect(() => outboundUrl(amazon(url)), url).toThrow();
    }
  });
});

describe('partnerHref', () => {
  it('goes through /go/{id}/ when the merchant allows forwarding', () => {
    expect(partnerHref(product())).toBe('/go/fone-jbl/');
    expect(partnerHref(product({ merchant: 'Mercado Livre', affiliateUrl: 'https://produto.mercadolivre.com.br/MLB-1-_JM' }))).toBe('/go/fone-jbl/');
  });

  it('links straight to the store, tracking parameter added, when the program forbids masked links (Amazon)', () => {
    expect(isCloaked({ merchant: 'Amazon' })).toBe(false);
    expect(partnerHref(amazon('https://www.amazon.com.br/dp/B0TEST1234'))).toBe('https://www.amazon.com.br/dp/B0TEST1234?tag=topofertas-20');
  });

  it('treats an unknown merchant with the defaults: forwarded, nothing added', () => {
    expect(merchantSettings('Loja do Zé')).toEqual({ name: 'Loja do Zé', hosts: [], cloak: true });
    expect(partnerHref(product({ merchant: 'Loja do Zé', affiliateUrl: 'https://lojadoze.example/p/1' }))).toBe('/go/fone-jbl/');
  });
});

describe('goPage', () => {
  it('forwards a live deal to its outbound URL at once, without keeping the visitor’s query or hash', () => {
    const html = goPage(product());
    const to = 'https://www.magazineluiza.com.br/fone-jbl/p/abc123/?utm_source=topofertas';
    expect(html).toContain(`<script>location.replace(${JSON.stringify(to)})</script>`);
    expect(html).not.toMatch(/location\.(search|hash|href)|URLSearchParams|document\.referrer/);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('shows a bilingual notice and a sponsored fallback link', () => {
    const html = goPage(product());
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<p>Redirecionando para Magalu…</p><p lang="en-US">Redirecting to Magalu…</p>');
    expect(html).toMatch(
      /<a href="https:\/\/www\.magazineluiza\.com\.br\/[^"]*" rel="sponsored noopener noreferrer">Continuar para Magalu · Continue to Magalu<\/a>/,
    );
    expect(PARTNER_REL).toBe('sponsored noopener noreferrer');
  });

  it('turns to the product page in the browser once a deal with an end date has ended', () => {
    const html = goPage(product({ expiresAt: new Date('2026-12-31') }));
    const end = Date.UTC(2027, 0, 1);
    expect(html).toContain(
      `<script>location.replace(Date.now() < ${end} ? "https://www.magazineluiza.com.br/fone-jbl/p/abc123/?utm_source=topofertas" : "/product/fone-jbl/")</script>`,
    );
    // Without script the deal link stays; the refresh cannot race the script's choice.
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="0; url=https://www.magazineluiza.com.br/fone-jbl/p/abc123/?utm_source=topofertas"></noscript>',
    );
  });

  it('sends an expired deal, or one whose merchant forbids masking, to its product page', () => {
    for (const p of [product({ expired: true, expiresAt: new Date('2026-01-31') }), amazon('https://www.amazon.com.br/dp/B0TEST1234')]) {
      expect(goTarget(p)).toBe('/product/fone-jbl/');
      const html = goPage(p);
      expect(html).toContain('<script>location.replace("/product/fone-jbl/")</script>');
      expect(html).not.toContain('amazon.com.br');
      expect(html).not.toContain('magazineluiza');
      expect(html).toContain('Redirecionando para Top Ofertas…');
      expect(html).not.toContain('sponsored');
    }
  });

  it('escapes a hostile merchant name and URL', () => {
    const html = goPage(product({ merchant: '</p><script>alert(1)</script>', affiliateUrl: 'https://x.example/"><script>alert(2)</script>' }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('"><');
  });
});

describe('hostBelongsTo', () => {
  const amazonHosts = merchantSettings('Amazon');

  it('matches a listed host and its subdomains', () => {
    for (const host of ['amazon.com.br', 'www.amazon.com.br', 'm.amazon.com.br', 'amzn.to', 'WWW.AMAZON.COM.BR', 'www.amazon.com.br.']) {
      expect(hostBelongsTo(host, amazonHosts), host).toBe(true);
    }
  });

  it('never matches by substring: look-alikes, other stores and other TLDs fail', () => {
    for (const host of [
      'amazon.com.br.evil.com',
      'evilamazon.com.br',
      'amazon.com',
      'www.amazon.com',
      'amazon.com.br-promo.example',
      'xamzn.to',
      'amzn.to.example',
      '',
      '.',
    ]) {
      expect(hostBelongsTo(host, amazonHosts), host).toBe(false);
    }
  });

  it('matches nothing for a merchant without hosts', () => {
    expect(hostBelongsTo('anything.example', { hosts: [] })).toBe(false);
  });
});

describe('host rules', () => {
  it('leave /go/ to its static pages', () => {
    expect(redirectRules()).not.toMatch(/^\/go\//m);
  });
});
