/** The store fetcher's bounds, against a local stand-in store: requests in flight per host, backoff, redirects, page types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMerchant } from '../../src/config/merchants.ts';
import { PER_HOST_IN_FLIGHT, StoreFetcher } from '../../tools/store-intake/fetch-page.ts';
import { productPage, startFixtureStore, type FixtureStore } from '../../tools/store-intake/fixture-store.ts';
import { parseOriginOverride } from '../../tools/store-intake/origins.ts';

const ml = findMerchant('Mercado Livre')!;
let store: FixtureStore;
let fetcher: StoreFetcher;

beforeAll(async () => {
  store = await startFixtureStore({ generated: (path) => (path.startsWith('/many/') ? 100 : undefined) });
  store.pages.set('/moved', { status: 301, headers: { location: '/many/target' } });
  store.pages.set('/feed.json', { headers: { 'content-type': 'application/json' }, body: '{}' });
  fetcher = new StoreFetcher(parseOriginOverride(`https://www.mercadolivre.com.br=${store.origin}`), { backoffMs: 50 });
});
afterAll(() => store.close());

const url = (path: string) => new URL(path, 'https://www.mercadolivre.com.br');

describe('StoreFetcher', () => {
  it(`keeps at most ${PER_HOST_IN_FLIGHT} requests in flight to a host, however many pages are asked for at once`, async () => {
    const before = store.stats.requests;
    const pages = await Promise.all(Array.from({ length: 40 }, (_, i) => fetcher.page(url(`/many/${i}`), ml)));
    expect(pages).toHaveLength(40);
    expect(store.stats.requests - before).toBeGreaterThanOrEqual(40);
    expect(store.stats.peakInFlight).toBe(PER_HOST_IN_FLIGHT);
    expect(fetcher.peakInFlight).toBe(PER_HOST_IN_FLIGHT);
  });

  it('waits as a 429 asks (Retry-After) and then reads the page', async () => {
    const started = Date.now();
    const page = await fetcher.page(url('/busy'), ml);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(page.html).toContain('Produto depois de 429');
  });

  it('follows a redirect within the store, keeping the store address', async () => {
    const page = await fetcher.page(url('/moved'), ml);
    expect(page.url.href).toBe('https://www.mercadolivre.com.br/many/target');
    expect(page.html).toBe(productPage({ name: 'Produto /many/target', price: '100.00' }));
  });

  it('refuses what is not a web page', async () => {
    await expect(fetcher.page(url('/feed.json'), ml)).rejects.toThrow(/not a web page \(Content-Type application\/json\)/);
  });
});
