/**
 * The built site checked by real tools: the Nu Html Checker (vnu.jar, Java) on every kind of page,
 * linkinator over every internal link and asset of both languages, and the JSON-LD of product,
 * category and home pages against Google's required properties.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LinkChecker } from 'linkinator';
import { sampleCatalog } from './support/catalog.ts';
import { SAMPLE_DIST_DIR, SAMPLE_URL } from './support/urls.ts';

test.describe.configure({ timeout: 180_000 });

const catalog = sampleCatalog();
const live = catalog.find((p) => !p.expired && !p.priceStale && p.rating !== undefined)!;
const expired = catalog.find((p) => p.ended === 'expired' && !p.priceStale)!;
const unavailable = catalog.find((p) => p.ended === 'unavailable')!;
const pages = [
  'index.html',
  'en/index.html',
  'category/Eletrônicos/index.html',
  'en/category/Computers & IT/index.html',
  'category/Casa e Jardim/price-asc/index.html',
  `product/${live.id}/index.html`,
  `en/product/${live.id}/index.html`,
  `product/${expired.id}/index.html`,
  'search/index.html',
  'en/search/index.html',
  '404.html',
  'en/404.html',
  'faq/index.html',
  'en/privacy-policy/index.html',
  'offline/index.html',
  'cart/index.html',
];

test('the Nu Html Checker finds no errors in any kind of page', () => {
  const vnu = createRequire(import.meta.url)('vnu-jar') as string;
  const files = pages.map((p) => path.join(SAMPLE_DIST_DIR, p));
  let output: string;
  try {
    output = execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // vnu exits 1 when it reports errors and writes its JSON report to stderr.
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output.trim() ? (JSON.parse(output) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages : [];
  const errors = messages
    .filter((m) => m.type === 'error')
    .map((m) => `${path.relative(SAMPLE_DIST_DIR, decodeURIComponent(new URL(m.url).pathname))}: ${m.message}`);
  expect(errors).toEqual([]);
});

test('every internal link and asset resolves, in both languages', async () => {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${SAMPLE_URL}/`,
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    // Partner stores and social networks are outside this machine's reach: only the site's own links count.
    linksToSkip: (link: string) => Promise.resolve(!link.startsWith(SAMPLE_URL)),
  });
  const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status} ${l.url} (on ${l.parent})`);
  expect(broken).toEqual([]);
  const checked = result.links.filter((l) => l.state === 'OK').map((l) => decodeURIComponent(l.url));
  // The crawl reached both languages and the category URLs with spaces, "&" and accents.
  for (const url of ['/en/', '/category/Eletrônicos/', '/en/category/Computers & IT/', '/en/category/Toys & Games/', `/en/product/${live.id}/`]) {
    expect(checked).toContain(`${SAMPLE_URL}${url}`);
  }
});

/** The JSON-LD items of a built page, parsed, in page order: each block, or the items of a block's @graph. */
function jsonLd(file: string): Record<string, unknown>[] {
  const html = readFileSync(path.join(SAMPLE_DIST_DIR, file), 'utf8');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return blocks.flatMap((block) => {
    expect(block['@context']).toBe('https://schema.org');
    return (block['@graph'] as Record<string, unknown>[] | undefined) ?? [block];
  });
}

test('product, category and home pages carry valid structured data', () => {
  for (const file of [`product/${live.id}/index.html`, `en/product/${live.id}/index.html`]) {
    const [product, crumbs] = jsonLd(file);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: expect.any(String),
      image: [expect.stringMatching(/^https:\/\//)],
    });
    const offer = product!.offers as Record<string, unknown>;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: expect.stringMatching(/^https:\/\//),
    });
    expect(Number(offer.price)).toBeCloseTo(live.price, 2);
    expect((offer.seller as Record<string, unknown>).name).toBe(live.merchant);
    expect(product!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: live.rating });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as unknown[]).length).toBe(3);
  }
  const [expiredProduct] = jsonLd(`product/${expired.id}/index.html`);
  expect((expiredProduct!.offers as Record<string, unknown>).availability).toBe('https://schema.org/Discontinued');
  expect((expiredProduct!.offers as Record<string, unknown>).priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // A deal the store stopped selling (unavailableSince) is out of stock rather than discontinued.
  const [unavailableProduct] = jsonLd(`product/${unavailable.id}/index.html`);
  expect((unavailableProduct!.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');

  const [collection, crumbs] = jsonLd('category/Eletrônicos/index.html');
  expect(collection).toMatchObject({ '@type': 'CollectionPage', mainEntity: { '@type': 'ItemList' } });
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });

  // The breadcrumb trail of a static page is described once, by the trail itself.
  expect(jsonLd('en/faq/index.html').map((d) => d['@type'])).toEqual(['BreadcrumbList']);

  const types = jsonLd('en/index.html').map((d) => d['@type']);
  expect(types).toEqual(['WebSite', 'Organization']);
  const [website] = jsonLd('en/index.html');
  expect(JSON.stringify(website)).toContain('/en/search/?q={search_term_string}');
});

// Editor tooling of `npm run dev` (the form, the content-error overlay) must not reach shoppers.
test('the built site carries nothing of the dev server’s editor tooling', () => {
  const files = readdirSync(SAMPLE_DIST_DIR, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && /\.(html|js|mjs|json|css|xml|txt)$/.test(e.name),
  );
  expect(files.length).toBeGreaterThan(100);
  const traces = files
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => /ContentError|content-errors|the browser shows them too|keystatic/i.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SAMPLE_DIST_DIR, file));
  expect(traces).toEqual([]);
});
