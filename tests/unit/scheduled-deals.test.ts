/**
 * Scheduling: a deal whose publishedAt is a later day is in no output of the build (pages, listings,
 * feeds, search records, sitemap) until a build of that day in Brasília, and is in all of them from the
 * first one, in both languages. Each case loads the build model afresh as of its BUILD_NOW, as a build does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = mkdtempSync(path.join(tmpdir(), 'scheduled-deals-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

/** The launch day the deal is scheduled for (publishedAt). */
const LAUNCH = '2026-11-27';

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  collection: 'products',
  body: '',
  data: {
    title: `Oferta ${id}`,
    summary: `Resumo da oferta ${id}.`,
    highlights: [],
    category: 'electronics',
    price: 100,
    listPrice: 150,
    currency: 'BRL',
    merchant: 'Loja',
    affiliateUrl: `https://loja.example/${id}`,
    image: 'https://loja.example/x.png',
    imageAlt: 'Foto',
    popularity: 1,
    publishedAt: new Date('2026-11-20T00:00:00Z'),
    priceCheckedAt: new Date('2026-11-20T00:00:00Z'),
    featured: true,
    tags: [],
    ...extra,
  },
});
vi.mock('astro:content', () => ({
  getCollection: async (name: string) =>
    name === 'products'
      ? [entry('on-sale'), entry('black-friday-launch', { publishedAt: new Date(`${LAUNCH}T00:00:00Z`) })]
      : name === 'productsEn'
        ? ['on-sale', 'black-friday-launch'].map((id) => ({
            id,
            collection: 'productsEn',
            body: '',
            data: { title: `Deal ${id}`, summary: `Summary of deal ${id}.`, highlights: [] },
          }))
        : [],
}));
vi.mock('astro:assets', () => ({ getImage: async () => ({ src: '/x.png', srcSet: { attribute: '' } }) }));

/** Every output's data of a build as of `now`: which deals each of them names. */
async function outputsAt(now: string) {
  vi.resetModules();
  vi.stubEnv('DEV', false);
  vi.stubEnv('CONTENT_DIR', root);
  vi.stubEnv('BUILD_NOW', now);
  const { getBuildModel } = await import('../../src/lib/model/build-model.ts');
  const routes = await import('../../src/lib/model/routes.ts');
  const model = await getBuildModel();
  const named = (value: unknown) => JSON.stringify(value).includes('black-friday-launch');
  const out: Record<string, boolean> = {};
  for (const locale of ['pt', 'en'] as const) {
    const m = model.locale(locale);
    out[`${locale} catalog`] = m.products.some((p) => p.id === 'black-friday-launch');
    out[`${locale} live`] = m.live.some((p) => p.id === 'black-friday-launch');
    out[`${locale} search records`] = named((await m.searchDocuments()).map((d) => d.url));
  }
  const paths = async (get: () => Promise<{ params: unknown; props: unknown }[]>) => named(await get());
  out['product pages'] = await paths(routes.getProductPaths);
  out['home'] = await paths(routes.getHomePaths);
  out['category pages'] = await paths(routes.getCategoryPaths);
  // The RSS feeds, all deals' and each category's (the price-drops feed names only deals with a price history).
  out['feeds'] = (await Promise.all([routes.getFeedPaths(), routes.getCategoryFeedPaths()].map((p) => p.then(named)))).every(Boolean);
  out['deal shards'] = await paths(routes.getDealDataPaths);
  out['sitemap'] = named(await routes.getSitemapItems());
  return out;
}

const everywhere = (value: boolean) =>
  Object.fromEntries(
    [
      'pt catalog',
      'pt live',
      'pt search records',
      'en catalog',
      'en live',
      'en search records',
      'product pages',
      'home',
      'category pages',
      'feeds',
      'deal shards',
      'sitemap',
    ].map((k) => [k, value]),
  );

describe('a deal scheduled for a later day', () => {
  it('is in no output of a build the evening before, in Brasília (already the next day in UTC)', async () => {
    // 23:30 in Brasília on the 26th is 02:30 UTC on the 27th: the stores' day decides.
    expect(await outputsAt(`${LAUNCH}T02:30:00Z`)).toEqual(everywhere(false));
  });

  it('is in every output of the first build of its day (the nightly build at midnight in Brasília), in both languages', async () => {
    expect(await outputsAt(`${LAUNCH}T03:00:00Z`)).toEqual(everywhere(true));
  });

  it('is in none a week before, and stays after its day', async () => {
    expect(await outputsAt('2026-11-20')).toEqual(everywhere(false));
    expect(await outputsAt('2026-11-28')).toEqual(everywhere(true));
  });
});
