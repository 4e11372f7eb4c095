import { describe, expect, it } from 'vitest';
import { hostBelongsTo, merchantSettings } from '../../src/config/merchants.ts';
import { dealForward, isCloaked, outboundUrl, partnerLinkAttributes, type OutboundProduct } from '../../src/lib/outbound.ts';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts.ts';
import { goUrl, LEGACY_GO_PREFIX } from '../../src/lib/routes.ts';
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

/** Where the partner button takes a shopper with script: its forward when it has one, else its written href. */
const partnerHref = (...args: Parameters<typeof partnerLinkAttributes>) => {
  const attributes = partnerLinkAttributes(...args);
  return attributes['data-go'] ?? attributes.href;
};

describe('partner link', () => {
  it('goes through the product page’s ?go forward, in the page’s language, when the merchant allows it', () => {
    expect(partnerHref(product(), 'pt')).toBe('/product/fone-jbl/?go');
    expect(partnerHref(product(), 'en')).toBe('/en/product/fone-jbl/?go');
    expect(partnerHref(product({ merchant: 'Mercado Livre', affiliateUrl: 'https://produto.mercadolivre.com.br/MLB-1-_JM' }), 'pt')).toBe(
      '/product/fone-jbl/?go',
    );
  });

  it('links straight to the store, tracking parameter added, when the program forbids masked links (Amazon)', () => {
    expect(isCloaked({ merchant: 'Amazon' })).toBe(false);
    expect(partnerHref(amazon('https://www.amazon.com.br/dp/B0TEST1234'), 'en')).toBe('https://www.amazon.com.br/dp/B0TEST1234?tag=topofertas-20');
  });

  it('never masks an unknown merchant’s link: no host of it is allowed, nothing is added', () => {
    expect(merchantSettings('Loja do Zé')).toEqual({ name: 'Loja do Zé', hosts: [], imageHosts: [], cloak: false });
    expect(partnerHref(product({ merchant: 'Loja do Zé', affiliateUrl: 'https://lojadoze.example/p/1' }), 'pt')).toBe('https://lojadoze.example/p/1');
  });
});

describe('dealForward', () => {
  it('sends a live deal to its outbound URL, and stops at the deal’s end', () => {
    expect(dealForward(product())).toEqual({ to: 'https://www.magazineluiza.com.br/fone-jbl/p/abc123/?utm_source=topofertas', endsAt: undefined });
    // An end date is the last day of the deal: it ends at the next midnight UTC.
    // Through the last day in Brasília: its midnight there is 03:00 UTC.
    expect(dealForward(product({ expiresAt: new Date('2026-12-31') }))?.endsAt).toBe(Date.UTC(2027, 0, 1, 3));
  });

  it('has no forward for an ended deal or a store that forbids masking: the product page shows instead', () => {
    expect(dealForward(product({ expired: true, expiresAt: new Date('2026-01-31') }))).toBeUndefined();
    expect(dealForward(amazon('https://www.amazon.com.br/dp/B0TEST1234'))).toBeUndefined();
  });

  it('never forwards to a host its merchant does not list, even when the build skipped content:check', () => {
    expect(dealForward(product({ merchant: 'Loja do Zé', affiliateUrl: 'https://lojadoze.example/p/1' }))).toBeUndefined();
    expect(dealForward(product({ merchant: 'Kabum', affiliateUrl: 'https://www.kabum.com.br/produto/1' }))).toBeUndefined();
    for (const url of ['https://evil.example/p', 'https://magazineluiza.com.br.evil.example/p', 'https://evilmagazineluiza.com.br/p']) {
      expect(dealForward(product({ affiliateUrl: url })), url).toBeUndefined();
    }
    expect(dealForward(product({ affiliateUrl: 'https://m.magazineluiza.com.br/p' }))?.to).toBe('https://m.magazineluiza.com.br/p?utm_source=topofertas');
  });
});

describe('the forward script', () => {
  /**
   * Runs the constant script against a fake page; returns where it sent the browser, if anywhere. The
   * page must paint its notice first: nothing is sent before two animation frames (or the fallback
   * timer, when frames never come) have run.
   */
  function run(search: string, data: Record<string, string>, { now = 0, online = true, frames = true } = {}): string | undefined {
    let sent: string | undefined;
    const attributes: Record<string, string> = {};
    const queued: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const globals = {
      location: { search, replace: (to: string) => (sent = to) },
      navigator: { onLine: online },
      document: {
        currentScript: { dataset: data },
        readyState: 'interactive',
        addEventListener: () => {},
        documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) },
      },
      Date: { now: () => now },
      URLSearchParams,
      requestAnimationFrame: (f: () => void) => queued.push(f),
      setTimeout: (f: () => void) => timers.push(f),
    };
    new Function(...Object.keys(globals), INLINE_SCRIPTS.dealForward)(...Object.values(globals));
    expect(sent).toBeUndefined();
    if (frames) while (queued.length) queued.shift()!();
    else timers.forEach((f) => f());
    if (sent) expect(attributes).toHaveProperty('data-forwarding');
    return sent;
  }
  const data = { param: 'go', to: 'https://store.example/p?a=1' };

  it('forwards only with ?go, to its own target whatever else the address holds', () => {
    expect(run('?go', data)).toBe(data.to);
    expect(run('?to=https://evil.example&go=https://evil.example', data)).toBe(data.to);
    expect(run('', data)).toBeUndefined();
    expect(run('?gone', data)).toBeUndefined();
  });

  it('stays on the page once the deal has ended, and offline', () => {
    expect(run('?go', { ...data, endsAt: '1000' }, { now: 999 })).toBe(data.to);
    expect(run('?go', { ...data, endsAt: '1000' }, { now: 1000 })).toBeUndefined();
    expect(run('?go', data, { online: false })).toBeUndefined();
  });

  it('forwards after a second at the latest when the page never paints (a hidden tab)', () => {
    expect(run('?go', data, { frames: false })).toBe(data.to);
  });
});

describe('legacy /go/{id}/ addresses', () => {
  let marked: string[] = [];
  function run(pathname: string): string | undefined {
    let sent: string | undefined;
    marked = [];
    const data = { prefix: LEGACY_GO_PREFIX, target: goUrl('{id}', 'pt') };
    const documentElement = { setAttribute: (name: string) => marked.push(name) };
    new Function('location', 'document', INLINE_SCRIPTS.legacyGo)(
      { pathname, replace: (to: string) => (sent = to) },
      { currentScript: { dataset: data }, documentElement },
    );
    return sent;
  }

  it('the not-found page forwards them to the product page’s forward, and only for a slug', () => {
    expect(run('/go/fone-jbl/')).toBe('/product/fone-jbl/?go');
    // So the not-found script after it does not send the page elsewhere instead.
    expect(marked).toEqual(['data-leaving']);
    expect(run('/go/fone-jbl')).toBe('/product/fone-jbl/?go');
    for (const path of ['/go/', '/go//evil.example/', '/go/a/b/', '/go/%2F%2Fevil.example', '/product/x/', '/en/go/x/'])
      expect(run(path), path).toBeUndefined();
  });

  it('hosts with rules forward them with a placeholder rule', () => {
    expect(redirectRules()).toContain('/go/:id /product/:id/?go 301\n/go/:id/ /product/:id/?go 301\n');
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
