/**
 * The build model (src/lib/model/): made once, whichever route asks first, and in a build it hands the
 * search documents to the Pagefind integration itself, so no route order is relied on.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { IndexDocument } from '../../src/search/build/record.ts';

// As in a build: what is kept stays for the whole run (build-lifetime.ts reads this when loaded).
vi.stubEnv('DEV', false);

// A catalog root holding only a published-prices record: two deals whose price fell from 120 to 100.
const root = mkdtempSync(path.join(tmpdir(), 'build-model-'));
mkdirSync(path.join(root, 'published-prices'));
const month = new Date().toISOString().slice(0, 7);
writeFileSync(path.join(root, 'published-prices', `${month}.tsv`), `@${month}-01T04:00:00Z seed\nb-live\t120\nd-stale\t120\n`);
vi.stubEnv('CONTENT_DIR', root);

// The content layer only exists inside an Astro build: stub the product collections.
const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  collection: 'products',
  data: {
    title: `Oferta ${id}`,
    summary: `Resumo ${id}.`,
    highlights: [],
    category: 'electronics',
    price: 100,
    currency: 'BRL',
    merchant: 'Loja',
    affiliateUrl: 'https://loja.example/x',
    image: 'https://loja.example/x.png',
    imageAlt: 'Foto',
    popularity: 1,
    publishedAt: new Date(Date.UTC(2026, 0, 1)),
    priceCheckedAt: new Date(Date.UTC(2026, 0, 1)),
    featured: false,
    tags: [],
    ...extra,
  },
});
vi.mock('astro:content', () => ({
  getCollection: async (name: string) =>
    name === 'products'
      ? [
          entry('b-live'),
          entry('a-live'),
          entry('c-ended', { expiresAt: new Date(Date.UTC(2026, 0, 2)) }),
          // A store that allows a price a day old, checked long ago: shown as "see price at the store".
          entry('d-stale', { merchant: 'Amazon', affiliateUrl: 'https://www.amazon.com.br/dp/B000000000' }),
        ]
      : name === 'productsEn'
        ? [{ id: 'a-live', collection: 'productsEn', data: { title: 'Deal a', summary: 'Summary a.', highlights: [] } }]
        : [],
}));
vi.mock('astro:assets', () => ({ getImage: async () => ({ src: '/x.png', srcSet: { attribute: '' } }) }));

const { openIndexChannel } = await import('../../src/search/build/index-channel.ts');
const received: [string, IndexDocument[]][] = [];
const close = openIndexChannel((locale, documents) => received.push([locale, [...documents]]));
afterAll(() => {
  close();
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const { getBuildModel } = await import('../../src/lib/model/build-model.ts');
const { getFeedPaths, getProductPaths } = await import('../../src/lib/model/routes.ts');

describe('the build model', () => {
  it('hands each language’s search documents to the index when first made, whichever route asks', async () => {
    await getFeedPaths();
    expect(received.map(([locale, documents]) => [locale, documents.map((d) => d.url)])).toEqual([
      ['pt', ['/product/a-live/', '/product/b-live/', '/product/d-stale/']],
      ['en', ['/en/product/a-live/', '/en/product/b-live/', '/en/product/d-stale/']],
    ]);
  });

  it('is made once and shared by every projection', async () => {
    const model = await getBuildModel();
    await getProductPaths();
    expect(await getBuildModel()).toBe(model);
    expect(received).toHaveLength(2);
  });

  it('holds per product and language its address, alternates, noindex and saved-deal record', async () => {
    const en = (await getBuildModel()).locale('en');
    expect(en.entries.map((e) => e.product.id)).toEqual(['a-live', 'b-live', 'c-ended', 'd-stale']);
    expect(en.live.map((p) => p.id)).toEqual(['a-live', 'b-live', 'd-stale']);
    const ended = en.entry('c-ended')!;
    expect(ended.url).toBe('/en/product/c-ended/');
    expect(ended.alternates).toEqual({ pt: '/product/c-ended/', en: '/en/product/c-ended/' });
    expect(ended.noindex).toBe(true);
    expect(await ended.dealRecord()).toMatchObject({ url: '/en/product/c-ended/', expired: true, price: 100, merchant: expect.any(String) });
    expect(en.entry('a-live')!.product.title).toBe('Deal a');
  });

  it('makes each card once per way its picture loads', async () => {
    const entry = (await getBuildModel()).locale('pt').entry('a-live')!;
    expect(entry.cardHtml('lcp')).toBe(entry.cardHtml('lcp'));
    expect(await entry.cardHtml('lazy')).toContain('/product/a-live/');
  });

  it('projects the product routes from the same entries', async () => {
    const paths = await getProductPaths();
    expect(paths.map((p) => p.params)).toContainEqual({ lang: 'en', id: 'c-ended' });
    expect(paths.find((p) => p.params.id === 'c-ended' && p.params.lang === undefined)!.props.noindex).toBe(true);
  });

  it('says nothing of the price history of a deal whose price is too old to show: no chart, no lowest price, no drop', async () => {
    const pt = (await getBuildModel()).locale('pt');
    expect(pt.entry('d-stale')!.product.priceStale).toBe(true);
    expect(pt.entry('d-stale')!.prices).toBeUndefined();
    // The same record for a deal of a store without an age limit: the drop from 120 to 100 is said.
    expect(pt.entry('b-live')!.prices?.drop).toMatchObject({ from: 120 });
  });
});
