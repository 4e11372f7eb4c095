/**
 * The not-found page's script: on a host that serves one not-found page for every path, the page of
 * the wrong language opens the other language's file with the address asked for, and that page puts
 * the address back, never swapping again.
 */
import { describe, expect, it } from 'vitest';
import { LANG_STORAGE_KEY, type Locale } from '../../src/i18n/locales.ts';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts.ts';
import { NOT_FOUND_ASKED_PARAM } from '../../src/lib/routes.ts';

interface Outcome {
  replacedWith?: string;
  addressBar: string;
  missing?: string;
  title: string;
}

/** Runs the script of the `locale` page opened at `address` (path, query and hash), with `stored` as the stored language. */
function open(locale: Locale, address: string, { stored = null as string | null, leaving = false } = {}): Outcome {
  const url = new URL(address, 'https://shop.example');
  const attributes = new Map<string, string>(leaving ? [['data-leaving', '']] : []);
  const outcome: Outcome = { addressBar: address, title: 'page title' };
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    replace: (to: string) => (outcome.replacedWith = to),
  };
  const history = {
    state: null,
    replaceState: (_: unknown, __: string, to: string) => {
      const next = new URL(to, url);
      if (next.origin !== url.origin) throw new Error('SecurityError');
      url.href = next.href;
      outcome.addressBar = next.pathname + next.search + next.hash;
    },
  };
  const document = {
    currentScript: {
      dataset: {
        key: LANG_STORAGE_KEY,
        locale,
        param: NOT_FOUND_ASKED_PARAM,
        titleProduct: 'product title',
      },
    },
    documentElement: {
      style: { visibility: '' },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      hasAttribute: (name: string) => attributes.has(name),
    },
    set title(value: string) {
      outcome.title = value;
    },
  };
  const localStorage = { getItem: (key: string) => (key === LANG_STORAGE_KEY ? stored : null) };
  new Function('location', 'history', 'document', 'localStorage', INLINE_SCRIPTS.notFound)(location, history, document, localStorage);
  outcome.missing = attributes.get('data-missing');
  return outcome;
}

describe('the not-found script', () => {
  it('on the Portuguese page at an English address, opens the English file with the address, before anything else', () => {
    const outcome = open('pt', '/en/no-such/?a=1#b');
    expect(outcome.replacedWith).toBe(`/en/404.html?${NOT_FOUND_ASKED_PARAM}=${encodeURIComponent('/en/no-such/?a=1#b')}`);
  });

  it('on the English file opened that way, puts the address back and stays', () => {
    const outcome = open('en', `/en/404.html?${NOT_FOUND_ASKED_PARAM}=${encodeURIComponent('/en/product/gone/?a=1#b')}`);
    expect(outcome.replacedWith).toBeUndefined();
    expect(outcome.addressBar).toBe('/en/product/gone/?a=1#b');
    // The address asked for decides the message.
    expect(outcome.missing).toBe('product');
    expect(outcome.title).toBe('product title');
  });

  it('never swaps twice, even when the language still differs (no loop between the two files)', () => {
    const outcome = open('en', `/404.html?${NOT_FOUND_ASKED_PARAM}=${encodeURIComponent('/no-such/')}`);
    expect(outcome.replacedWith).toBeUndefined();
    expect(outcome.addressBar).toBe('/no-such/');
  });

  it('takes only a path of this site from the query', () => {
    for (const asked of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      const outcome = open('en', `/en/404.html?${NOT_FOUND_ASKED_PARAM}=${encodeURIComponent(asked)}`);
      expect(outcome.addressBar, asked).toBe(`/en/404.html?${NOT_FOUND_ASKED_PARAM}=${encodeURIComponent(asked)}`);
      expect(outcome.replacedWith, asked).toBeUndefined();
    }
  });

  it('follows the stored language at a Portuguese address, and stays when the page is the right one', () => {
    expect(open('pt', '/no-such/', { stored: 'en' }).replacedWith).toBe(`/en/404.html?${NOT_FOUND_ASKED_PARAM}=${encodeURIComponent('/no-such/')}`);
    expect(open('pt', '/no-such/').replacedWith).toBeUndefined();
    expect(open('en', '/en/no-such/').replacedWith).toBeUndefined();
  });

  it('leaves a page that an older link’s forward is already leaving', () => {
    expect(open('pt', '/en/go/x/', { leaving: true }).replacedWith).toBeUndefined();
  });
});
