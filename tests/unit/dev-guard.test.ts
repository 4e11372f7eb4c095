/**
 * The dev server's guards: the editing form's API answers the form's own requests only
 * (tools/cms/api-guard.ts), and SVGs and catalog files get the production image headers
 * (tools/dev-headers/sandbox.ts, src/lib/host-headers.ts). tests/e2e-dev/dev-security.spec.ts runs both
 * against a real dev server.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRefusal } from '../../tools/cms/api-guard.ts';
import { needsSandbox } from '../../tools/dev-headers/sandbox.ts';
import { imageHeaders } from '../../src/lib/host-headers.ts';
import { IMAGE_CSP } from '../../src/config/security.ts';

const API = 'http://127.0.0.1:4324/api/keystatic/update';
const request = (headers: Record<string, string>, url = API) => new Request(url, { method: 'POST', headers });
const fromForm = { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4324', referer: 'http://127.0.0.1:4324/keystatic/collection/productsPt/create' };

describe('apiRefusal', () => {
  it('takes the form’s own requests', () => {
    expect(apiRefusal(request(fromForm))).toBeUndefined();
    expect(apiRefusal(request({ ...fromForm, referer: 'http://127.0.0.1:4324/keystatic' }))).toBeUndefined();
    const { origin: _origin, ...get } = fromForm;
    expect(
      apiRefusal(new Request('http://localhost:4324/api/keystatic/tree', { headers: { ...get, referer: 'http://localhost:4324/keystatic/' } })),
    ).toBeUndefined();
  });

  it.each([
    ['another site', { ...fromForm, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, /Sec-Fetch-Site: cross-site/],
    ['a sandboxed document (opaque origin)', { ...fromForm, 'sec-fetch-site': 'cross-site', origin: 'null' }, /Sec-Fetch-Site: cross-site/],
    ['a client that is no browser', { origin: 'http://127.0.0.1:4324' }, /Sec-Fetch-Site: missing/],
    [
      'another page of the dev server (an SVG, a product page)',
      { ...fromForm, referer: 'http://127.0.0.1:4324/@fs/x/content/products/images/a.svg' },
      /not from \/@fs\//,
    ],
    ['a page that sends no Referer', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4324' }, /sends no Referer/],
    ['a look-alike path', { ...fromForm, referer: 'http://127.0.0.1:4324/keystatic-evil' }, /not from \/keystatic-evil/],
    ['another Origin', { ...fromForm, origin: 'http://127.0.0.1:9999' }, /Origin: http:\/\/127.0.0.1:9999/],
  ])('refuses %s', (_what, headers, reason) => {
    expect(apiRefusal(request(headers))).toMatch(reason);
  });

  it('refuses a name that is not this machine (DNS rebinding)', () => {
    expect(
      apiRefusal(
        request(
          { ...fromForm, origin: 'http://evil.example:4324', referer: 'http://evil.example:4324/keystatic' },
          'http://evil.example:4324/api/keystatic/update',
        ),
      ),
    ).toMatch(/localhost only, not on evil.example/);
  });
});

describe('needsSandbox and the image headers', () => {
  const catalog = path.resolve('.cache/catalog-dev');
  it('sandboxes every SVG and every file served from the catalog, nothing else', () => {
    expect(needsSandbox('/_image?href=x', 'image/svg+xml; charset=utf-8', catalog)).toBe(true);
    expect(needsSandbox(`/@fs${catalog}/products/images/tv.svg`, undefined, catalog)).toBe(true);
    expect(needsSandbox(`/@fs${catalog}/products/images/page.html`, 'text/html', catalog)).toBe(true);
    expect(needsSandbox(`/@fs${catalog}/products/images/foto%20nova.png?v=1`, 'image/png', catalog)).toBe(true);
    expect(needsSandbox('/favicon.svg', 'image/svg+xml', catalog)).toBe(true);
    expect(needsSandbox('/product/tv/', 'text/html', catalog)).toBe(false);
    expect(needsSandbox(`/@fs${path.resolve('src')}/pages/index.astro`, 'text/javascript', catalog)).toBe(false);
    expect(needsSandbox(`/@fs${catalog}/../secret.html`, 'text/html', catalog)).toBe(false);
  });

  it('are the headers production sends with a built image: both CSPs, the image one with its sandbox', () => {
    const csp = imageHeaders()
      .filter(([name]) => name === 'Content-Security-Policy')
      .map(([, value]) => value);
    expect(csp).toContain(IMAGE_CSP);
    expect(IMAGE_CSP).toMatch(/sandbox/);
    expect(imageHeaders().map(([name]) => name)).toContain('X-Content-Type-Options');
    expect(imageHeaders().map(([name]) => name)).not.toContain('Cache-Control');
  });
});
