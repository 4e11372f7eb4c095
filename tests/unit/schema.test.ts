import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SLUG_PATTERN, englishProductSchema, isRealIsoDate, productSchema } from '../../src/content/schema.ts';
import { MAX_HIGHLIGHT_CHARS, MAX_IMAGE_ALT_CHARS, MAX_NAME_CHARS, MAX_PRICE, MAX_TAG_CHARS, MAX_TAGS } from '../../src/content/limits.ts';

const schema = productSchema(z.string());

const valid = {
  title: 'Fone de Ouvido Bluetooth JBL Tune 520BT',
  summary: 'Fone sem fio com até 57 horas de bateria.',
  category: 'electronics',
  price: 229.9,
  merchant: 'Amazon',
  affiliateUrl: 'https://www.amazon.com.br/dp/B0BT9CXXXX',
  image: '../images/fone.svg',
  imageAlt: 'Fone de ouvido preto',
  publishedAt: '2026-10-01',
  priceCheckedAt: '2026-10-20',
};

/** Field paths and messages of a failed parse (empty when it passed). */
function problems(data: unknown, target: z.ZodType = schema): { path: string; message: string }[] {
  const result = target.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('productSchema', () => {
  it('parses a valid product and fills defaults', () => {
    const product = schema.parse(valid);
    expect(product.currency).toBe('BRL');
    expect(product.featured).toBe(false);
    expect(product.popularity).toBe(0);
    expect(product.tags).toEqual([]);
    expect(product.highlights).toEqual([]);
    expect(product.publishedAt).toEqual(new Date('2026-10-01'));
  });

  it('accepts every optional field when valid', () => {
    const full = {
      ...valid,
      listPrice: 349.9,
      currency: 'USD',
      rating: 4.7,
      reviewCount: 12,
      popularity: 9,
      expiresAt: '2026-12-31',
      featured: true,
      coupon: 'JBL10',
      brand: 'JBL',
      tags: ['fone'],
      highlights: ['Bateria'],
    };
    expect(problems(full)).toEqual([]);
  });

  it('requires each mandatory field', () => {
    for (const field of ['title', 'summary', 'category', 'price', 'merchant', 'affiliateUrl', 'image', 'imageAlt', 'publishedAt', 'priceCheckedAt']) {
      const { [field]: _removed, ...rest } = valid as Record<string, unknown>;
      expect(
        problems(rest).map((p) => p.path),
        field,
      ).toEqual([field]);
    }
  });

  it('refuses an unknown category and lists the valid ones', () => {
    expect(problems({ ...valid, category: 'gadgets' })).toEqual([
      { path: 'category', message: expect.stringContaining('must be one of: electronics, computers') },
    ]);
  });

  it.each([
    ['negative', -1, 'cannot be negative'],
    ['text', '12,90', 'must be a number'],
    ['three decimals', 10.005, 'more than 2 decimals'],
  ])('refuses a %s price', (_label, price, message) => {
    expect(problems({ ...valid, price })).toEqual([{ path: 'price', message: expect.stringContaining(message) }]);
  });

  it('refuses a list price below the price, but not above it', () => {
    expect(problems({ ...valid, price: 100, listPrice: 80 })).toEqual([{ path: 'listPrice', message: expect.stringContaining('below price') }]);
    expect(problems({ ...valid, price: 100, listPrice: 120 })).toEqual([]);
  });

  it.each(['http://example.com/x', 'javascript:alert(1)', '/relative/path', 'data:text/html,hi'])('refuses the affiliate URL %s', (affiliateUrl) => {
    expect(problems({ ...valid, affiliateUrl })).toEqual([{ path: 'affiliateUrl', message: expect.stringContaining('https://') }]);
  });

  it('accepts an https image URL or whatever the image schema accepts, nothing else', () => {
    const strict = productSchema(z.string().refine((v) => v.endsWith('.svg')));
    expect(problems({ ...valid, image: 'https://cdn.example.com/x.jpg' }, strict)).toEqual([]);
    expect(problems({ ...valid, image: 'javascript:alert(1)' }, strict).map((p) => p.path)).toEqual(['image']);
  });

  it.each(['2026-02-30', '2026-13-01', '30/01/2026', '2026-01-01T25:00', 'yesterday'])('refuses the date %s', (publishedAt) => {
    expect(problems({ ...valid, publishedAt }).map((p) => p.path)).toEqual(['publishedAt']);
  });

  it('accepts a Date object (what Astro passes); refuses a time of day as typed, which would move the day', () => {
    expect(problems({ ...valid, publishedAt: new Date('2026-10-01') })).toEqual([]);
    expect(problems({ ...valid, expiresAt: '2026-12-24T23:59:00-03:00' })).toEqual([
      { path: 'expiresAt', message: '"2026-12-24T23:59:00-03:00" has a time of day; write the day only, as 2026-12-24 (dates are whole days, in Brasília)' },
    ]);
    expect(problems({ ...valid, priceCheckedAt: '2026-10-20 10:30' }).map((p) => p.path)).toEqual(['priceCheckedAt']);
  });

  it('refuses couponInPrice without a coupon', () => {
    expect(problems({ ...valid, couponInPrice: true })).toEqual([
      { path: 'couponInPrice', message: expect.stringMatching(/^is true but there is no coupon: .*add coupon: CODE or remove couponInPrice$/) },
    ]);
    expect(problems({ ...valid, couponInPrice: true, coupon: 'PROMO10' })).toEqual([]);
  });

  it('refuses expiresAt before publishedAt', () => {
    expect(problems({ ...valid, expiresAt: '2026-09-01' })).toEqual([{ path: 'expiresAt', message: expect.stringContaining('before publishedAt') }]);
  });

  it.each([-0.1, 5.1, 'four'])('refuses the rating %s', (rating) => {
    expect(problems({ ...valid, rating }).map((p) => p.path)).toEqual(['rating']);
  });

  it('refuses reviewCount without rating', () => {
    expect(problems({ ...valid, reviewCount: 10 }).map((p) => p.path)).toEqual(['rating']);
  });

  it('refuses unknown fields, bad currency, coupons with spaces and too many highlights', () => {
    expect(problems({ ...valid, preco: 10 })[0]?.message).toContain('preco');
    expect(problems({ ...valid, currency: 'REAIS' }).map((p) => p.path)).toEqual(['currency']);
    expect(problems({ ...valid, coupon: 'TEM ESPACO' }).map((p) => p.path)).toEqual(['coupon']);
    expect(problems({ ...valid, highlights: Array.from({ length: 9 }, (_, i) => `Ponto ${i}`) }).map((p) => p.path)).toEqual(['highlights']);
  });

  it('enforces title and summary lengths', () => {
    expect(problems({ ...valid, title: 'TV' }).map((p) => p.path)).toEqual(['title']);
    expect(problems({ ...valid, summary: 'x'.repeat(201) }).map((p) => p.path)).toEqual(['summary']);
  });

  // Each text an editor types is paid for on every page and in the search index: one 3,200-letter tag made the build 9x slower.
  it('caps tags, highlights, names, image descriptions and prices, naming each limit', () => {
    const over = (n: number) => 'a'.repeat(n + 1);
    expect(
      problems({
        ...valid,
        tags: [over(MAX_TAG_CHARS)],
        highlights: [over(MAX_HIGHLIGHT_CHARS)],
        brand: over(MAX_NAME_CHARS),
        merchant: over(MAX_NAME_CHARS),
        imageAlt: over(MAX_IMAGE_ALT_CHARS),
        price: MAX_PRICE + 1,
      }),
    ).toEqual([
      { path: 'highlights.0', message: expect.stringMatching(/^must be at most 200 characters \(MAX_HIGHLIGHT_CHARS, src\/content\/limits.ts\)/) as string },
      { path: 'price', message: expect.stringMatching(/^must be at most 10,000,000 \(MAX_PRICE/) as string },
      { path: 'merchant', message: expect.stringMatching(/\(MAX_NAME_CHARS, /) as string },
      { path: 'imageAlt', message: expect.stringMatching(/\(MAX_IMAGE_ALT_CHARS, /) as string },
      { path: 'brand', message: expect.stringMatching(/\(MAX_NAME_CHARS, /) as string },
      { path: 'tags.0', message: expect.stringMatching(/^must be at most 40 characters \(MAX_TAG_CHARS, /) as string },
    ]);
    expect(problems({ ...valid, tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `tag${i}`) })).toEqual([
      { path: 'tags', message: expect.stringMatching(/^at most 20 tags \(MAX_TAGS, /) as string },
    ]);
    expect(problems({ ...valid, tags: ['a'.repeat(MAX_TAG_CHARS)], price: MAX_PRICE, brand: 'b'.repeat(MAX_NAME_CHARS) })).toEqual([]);
    expect(problems({ title: 'Title', summary: 'A summary of the deal.', imageAlt: over(MAX_IMAGE_ALT_CHARS) }, englishProductSchema)).toEqual([
      { path: 'imageAlt', message: expect.stringMatching(/\(MAX_IMAGE_ALT_CHARS, /) as string },
    ]);
  });

  it('still reports cross-field rules when another field is wrong', () => {
    const paths = problems({ ...valid, title: undefined, listPrice: 50, price: 100, expiresAt: '2026-01-01', reviewCount: 3 }).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'listPrice', 'expiresAt', 'rating']));
  });

  it('reports a non-object front matter on the whole file instead of crashing', () => {
    expect(problems(null)).toHaveLength(1);
    expect(problems(['a'])).toHaveLength(1);
  });
});

describe('englishProductSchema', () => {
  it('accepts the text fields only', () => {
    expect(problems({ title: 'JBL Tune 520BT Headphones', summary: 'Wireless headphones with 57 hours of battery.' }, englishProductSchema)).toEqual([]);
  });

  it('refuses commercial fields, naming each one, even when the title is missing', () => {
    const found = problems({ summary: 'Wireless headphones, long battery.', price: 10, category: 'books' }, englishProductSchema);
    expect(found.map((p) => p.path)).toEqual(['title', 'price', 'category']);
    expect(found[1]?.message).toContain('set "price" in the Portuguese file');
  });
});

describe('SLUG_PATTERN and isRealIsoDate', () => {
  it.each(['fone-jbl', 'tv-50-4k', 'a1'])('accepts the id %s', (id) => expect(SLUG_PATTERN.test(id)).toBe(true));
  it.each(['Fone', 'a--b', '-a', 'a-', 'a_b', 'ação', 'a b', ''])('refuses the id "%s"', (id) => expect(SLUG_PATTERN.test(id)).toBe(false));

  it('knows which days exist', () => {
    expect(isRealIsoDate('2028-02-29')).toBe(true);
    expect(isRealIsoDate('2026-02-29')).toBe(false);
    expect(isRealIsoDate('2026-04-31')).toBe(false);
    expect(isRealIsoDate('2026-01-01T23:59:59-03:00')).toBe(true);
    expect(isRealIsoDate('2026-01-01T23:61')).toBe(false);
  });
});

describe('messages name the value and the fix', () => {
  const describe_ = async (extra: Record<string, unknown>) => {
    const { defaultMessage, describeIssues } = await import('../../src/content/messages.ts');
    const data = { ...valid, ...extra };
    const result = schema.safeParse(data, { error: defaultMessage });
    return result.success ? [] : describeIssues(result.error.issues, data, Object.keys(schema.shape)).map((m) => `${m.field}: ${m.message}`);
  };

  it('for a currency in lower case or unknown, and a price written with its currency', async () => {
    expect(await describe_({ currency: 'usd' })).toEqual(['currency: is "usd", not a currency code; write USD (capitals)']);
    expect(await describe_({ currency: 'XYZ' })).toEqual(['currency: is "XYZ", not a currency code; write an ISO 4217 code such as BRL or USD']);
    expect(await describe_({ price: 'R$ 1.299,90' })).toEqual([expect.stringMatching(/^price: .*write it as 1299\.90: no thousands separator/)]);
    expect(await describe_({ price: '549.90 reais' })).toEqual([expect.stringMatching(/^price: .*write it as 549\.90, without the currency/)]);
  });
});
