import { describe, expect, it, vi } from 'vitest';

// The content layer only exists inside an Astro build; the pages collection is stubbed with entry ids.
const ids = vi.hoisted(() => ({ current: [] as string[] }));
vi.mock('astro:content', () => ({
  getCollection: async (name: string) => (name === 'pages' ? ids.current.map((id) => ({ id, collection: 'pages', data: {} })) : []),
}));

const { staticPageRoutes, parsePageId, planStaticPages } = await import('../../src/lib/pages/static-page.ts');

describe('parsePageId', () => {
  it('reads the language folder and the slug', () => {
    expect(parsePageId('pt/contact')).toEqual({ id: 'pt/contact', locale: 'pt', slug: 'contact' });
    expect(parsePageId('en/privacy-policy')).toEqual({ id: 'en/privacy-policy', locale: 'en', slug: 'privacy-policy' });
  });

  it('refuses ids no route can serve', () => {
    expect(() => parsePageId('contact')).toThrow(/directly in pages\/pt\/ or pages\/en\//);
    expect(() => parsePageId('fr/contact')).toThrow(/directly in pages\/pt\/ or pages\/en\//);
    expect(() => parsePageId('pt/legal/terms')).toThrow(/directly in pages\/pt\/ or pages\/en\//);
    expect(() => parsePageId('pt/Sobre Nós')).toThrow(/cannot be a page address/);
    for (const reserved of ['search', 'category', 'product', 'go', 'offline', 'en', 'cart', '404']) {
      expect(() => parsePageId(`pt/${reserved}`), reserved).toThrow(/cannot be a page address/);
    }
  });
});

describe('planStaticPages', () => {
  it('pairs a page with the same slug in the other language', () => {
    expect(planStaticPages(['pt/faq', 'en/faq'])).toEqual([
      { id: 'pt/faq', locale: 'pt', slug: 'faq', alternates: { pt: '/faq/', en: '/en/faq/' } },
      { id: 'en/faq', locale: 'en', slug: 'faq', alternates: { pt: '/faq/', en: '/en/faq/' } },
    ]);
  });

  it('points a page without a twin at the other language’s home page, never at a missing page', () => {
    expect(planStaticPages(['pt/sobre', 'en/about'])).toEqual([
      { id: 'pt/sobre', locale: 'pt', slug: 'sobre', alternates: { pt: '/sobre/', en: '/en/' } },
      { id: 'en/about', locale: 'en', slug: 'about', alternates: { pt: '/', en: '/en/about/' } },
    ]);
  });
});

describe('staticPageRoutes', () => {
  it('generates one route per file: Portuguese at the root, English under /en/, nothing for a missing file', async () => {
    ids.current = ['pt/contact', 'en/contact', 'pt/faq'];
    const paths = await staticPageRoutes();
    expect(paths.map((p) => p.params)).toEqual([
      { lang: undefined, page: 'contact' },
      { lang: 'en', page: 'contact' },
      { lang: undefined, page: 'faq' },
    ]);
    expect(paths.map((p) => [p.props.locale, p.props.entry.id, p.props.alternates])).toEqual([
      ['pt', 'pt/contact', { pt: '/contact/', en: '/en/contact/' }],
      ['en', 'en/contact', { pt: '/contact/', en: '/en/contact/' }],
      ['pt', 'pt/faq', { pt: '/faq/', en: '/en/' }],
    ]);
  });

  it('generates nothing when the catalog has no pages (the addresses show the not-found page)', async () => {
    ids.current = [];
    expect(await staticPageRoutes()).toEqual([]);
  });
});
