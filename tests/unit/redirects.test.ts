import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categories } from '../../src/data/categories.ts';
import { site } from '../../src/config/site.ts';
import { DEPLOY_HOSTS, deployHost } from '../../src/config/deploy-host.ts';
import { redirectPage, redirectRuleCounts, redirectRules, redirects } from '../../src/lib/redirects.ts';
import { categoryUrl } from '../../src/lib/routes.ts';

const list = redirects();
const target = (from: string) => list.filter((r) => r.from === from).map((r) => r.to);

describe('redirects', () => {
  it('sends the retired shop routes to the home page of each language (spec §2)', () => {
    for (const route of ['/products', '/cart', '/checkout', '/order-confirmation']) {
      expect(target(route), route).toEqual(['/']);
      expect(target(`/en${route}`), route).toEqual(['/en/']);
    }
  });

  it('sends the old English category URLs to their page under /en/', () => {
    const expected: Record<string, string> = {
      '/category/Electronics': '/en/category/Electronics/',
      '/category/Computers%20%26%20IT': '/en/category/Computers%20%26%20IT/',
      '/category/Mobiles%20%26%20Accessories': '/en/category/Mobiles%20%26%20Accessories/',
      '/category/Automotive%20%26%20Accessories': '/en/category/Automotive%20%26%20Accessories/',
      '/category/Home%20%26%20Garden': '/en/category/Home%20%26%20Garden/',
      '/category/Fashion%20%26%20Travel': '/en/category/Fashion%20%26%20Travel/',
      '/category/Sports%20%26%20Adventure': '/en/category/Sports%20%26%20Adventure/',
      '/category/Books%20%26%20E-books': '/en/category/Books%20%26%20E-books/',
      '/category/Courses': '/en/category/Courses/',
      '/category/Games%20%26%20Controllers': '/en/category/Games%20%26%20Controllers/',
      '/category/Beauty%20%26%20Care': '/en/category/Beauty%20%26%20Care/',
      '/category/Tools': '/en/category/Tools/',
      '/category/Toys%20%26%20Games': '/en/category/Toys%20%26%20Games/',
    };
    const legacy = list.filter((r) => r.from.startsWith('/category/'));
    expect(Object.fromEntries(legacy.map((r) => [r.from, r.to]))).toEqual(expected);
    expect(legacy).toHaveLength(13);
  });

  it('does not forward "Pet Shop", whose URL is the real Portuguese page', () => {
    expect(target('/category/Pet%20Shop')).toEqual([]);
    expect(list.some((r) => r.from.includes('Pet'))).toBe(false);
  });

  it('never shadows a real page: no forward starts at a Portuguese category or its own target', () => {
    const realPages = new Set(categories.flatMap((c) => [categoryUrl(c.key, 'pt'), categoryUrl(c.key, 'pt').slice(0, -1)]));
    for (const r of list) {
      expect(realPages.has(r.from), r.from).toBe(false);
      expect(r.from).not.toBe(r.to);
      expect(r.to.endsWith('/')).toBe(true);
      expect(r.from.endsWith('/')).toBe(false);
    }
  });

  it('has 21 forwards, each from a distinct path', () => {
    expect(list).toHaveLength(8 + 13);
    expect(new Set(list.map((r) => r.from)).size).toBe(list.length);
  });
});

describe('redirectPage', () => {
  const html = redirectPage('/en/category/Home%20%26%20Garden/');

  it('replaces the history entry with script, keeping query and hash', () => {
    expect(html).toContain('<script>location.replace("/en/category/Home%20%26%20Garden/" + location.search + location.hash)</script>');
    expect(html).not.toMatch(/location\.(href|assign)\b/);
  });

  it('falls back to a meta refresh and a link without script', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/en/category/Home%20%26%20Garden/">');
    expect(html).toContain('<a href="/en/category/Home%20%26%20Garden/">');
  });

  it('is not indexed and names the target as canonical', () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<link rel="canonical" href="${site.origin}/en/category/Home%20%26%20Garden/">`);
    expect(html.startsWith('<!doctype html>')).toBe(true);
  });

  it('carries a CSP that lets only its own script run', () => {
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toBe(`default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`);
    // The policy comes before the script, or it would not apply to it.
    expect(html.indexOf('content-security-policy')).toBeLessThan(html.indexOf('<script>'));
  });

  describe('with a malicious target', () => {
    const evil = `/x"><img src=x onerror=alert(1)>&y`;
    const out = redirectPage(evil);

    it('escapes it in the title, meta refresh, canonical and link', () => {
      // Inside <script> the text is raw JavaScript (checked below); everywhere else no tag may appear.
      const outsideScript = out.replace(/<script>[\s\S]*?<\/script>/, '');
      expect(outsideScript).not.toContain('<img');
      expect(out).toContain('<title>/x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;y</title>');
      expect(out).toContain('content="0; url=/x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;y"');
      expect(out).toContain('<a href="/x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;y">');
      expect(out).toContain(`<link rel="canonical" href="${site.origin}/x%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E&amp;y">`);
      expect(out.match(/<meta /g)).toHaveLength(4);
      expect(out.match(/<a /g)).toHaveLength(1);
    });

    it('keeps it a single JavaScript string', () => {
      const literal = /location\.replace\(("(?:[^"\\]|\\.)*")/.exec(out)?.[1];
      expect(literal).toBeDefined();
      expect(JSON.parse(literal!)).toBe(evil);
    });

    // The target is written into an inline <script>: redirectPage() escapes it whatever its input, although
    // today's targets (redirects()) are URL-encoded, so a "</script>" in one never ends the element early.
    it('cannot close the script element early', () => {
      const breakout = redirectPage('/x</script><script>alert(1)</script>');
      expect(breakout.match(/<script/gi)).toHaveLength(1);
      expect(breakout.match(/<\/script/gi)).toHaveLength(1);
    });
  });
});

describe('redirectRules', () => {
  const rules = redirectRules();
  const lines = rules.trimEnd().split('\n');

  it('writes one "<from> <to> 301" line per forward, with and without trailing slash', () => {
    for (const { from, to } of list) {
      expect(lines).toContain(`${from} ${to} 301`);
      expect(lines).toContain(`${from}/ ${to} 301`);
    }
    expect(lines).toContain('/products / 301');
    expect(lines).toContain('/en/cart/ /en/ 301');
    expect(lines).toContain('/category/Computers%20%26%20IT /en/category/Computers%20%26%20IT/ 301');
  });

  it('ends with the English 404 rule, after every forward and the two legacy /go/ rules', () => {
    expect(lines.at(-1)).toBe('/en/* /en/404.html 404');
    expect(lines).toHaveLength(list.length * 2 + 3);
    expect(rules.endsWith('\n')).toBe(true);
  });

  it('has three space-separated fields on every line', () => {
    for (const line of lines) expect(line).toMatch(/^\/\S* \/\S* (301|404)$/);
  });

  it('accepts a custom list', () => {
    const tail = '/go/:id /product/:id/?go 301\n/go/:id/ /product/:id/?go 301\n/en/* /en/404.html 404\n';
    expect(redirectRules([{ from: '/a', to: '/b/' }])).toBe(`/a /b/ 301\n/a/ /b/ 301\n${tail}`);
    expect(redirectRules([])).toBe(tail);
  });
});

describe('rules per host (DEPLOY_HOST)', () => {
  it('writes the English 404 rule only for hosts that accept it; never a forced rule', () => {
    expect(redirectRules(list, DEPLOY_HOSTS.cloudflare)).not.toContain(' 404');
    expect(redirectRules(list, DEPLOY_HOSTS.netlify).trimEnd().split('\n').at(-1)).toBe('/en/* /en/404.html 404');
    // Cloudflare refuses "301!"; hosts that apply rules get no forwarding page to shadow them instead.
    expect(redirectRules()).not.toContain('!');
    for (const [name, host] of Object.entries(DEPLOY_HOSTS)) expect(host.forwardingPages, name).toBe(name === 'static');
  });

  it('counts what it writes', () => {
    const counts = redirectRuleCounts(list);
    const lines = redirectRules(list, DEPLOY_HOSTS.cloudflare).trimEnd().split('\n');
    expect(lines.filter((l) => !l.includes(':id'))).toHaveLength(counts.static);
    expect(lines.filter((l) => l.includes(':id'))).toHaveLength(counts.placeholder);
  });

  it('refuses an unknown host, naming the known ones', () => {
    expect(deployHost({})).toBe('static');
    expect(deployHost({ DEPLOY_HOST: 'netlify' })).toBe('netlify');
    expect(() => deployHost({ DEPLOY_HOST: 'vercel' })).toThrow(/DEPLOY_HOST=vercel .*static, netlify, cloudflare, nginx/);
  });

  it('agrees with the counts docs/deploy.md gives', () => {
    const guide = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const counts = redirectRuleCounts(list);
    expect(guide).toContain(`${list.length} forwards`);
    expect(guide).toContain(`${counts.static} static rules`);
    expect(guide).toContain(`${counts.placeholder} with a placeholder`);
  });
});
