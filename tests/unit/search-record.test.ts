import { describe, expect, it } from 'vitest';
import { isIndexedPage, recordProblems, REQUIRED_SORT_KEYS } from '../../src/lib/search/record.ts';

/** A search record as the product page writes it (see product/_parts/SearchRecord.astro). */
function record(parts: Partial<Record<'price' | 'date' | 'popularity' | 'category', string | null>> = {}): string {
  const v = { price: '1299.90', date: '2026-01-15', popularity: '4821', category: 'Eletrônicos', ...parts };
  return [
    '<article class="product" data-pagefind-body>',
    '<div hidden>',
    '<span data-pagefind-meta="title">Fone XYZ</span>',
    v.category === null ? '' : `<span data-pagefind-filter="category">${v.category}</span>`,
    v.price === null ? '' : `<span data-pagefind-sort="price">${v.price}</span>`,
    v.date === null ? '' : `<span data-pagefind-sort="date">${v.date}</span>`,
    v.popularity === null ? '' : `<span data-pagefind-sort="popularity">${v.popularity}</span>`,
    '</div>',
    '</article>',
  ].join('\n');
}

describe('recordProblems', () => {
  it('finds nothing wrong with a good record', () => {
    expect(recordProblems(record())).toEqual([]);
    expect(recordProblems(record({ price: '0.00', popularity: '0', category: 'Computers & IT' }))).toEqual([]);
    expect(recordProblems(record({ price: '19.9' }))).toEqual([]);
    expect(recordProblems(record({ price: '5' }))).toEqual([]);
  });

  it('tolerates other attributes after the sort key and surrounding whitespace', () => {
    const html = record().replace('data-pagefind-sort="price">', 'data-pagefind-sort="price" class="x">').replace('>4821<', '> 4821 <');
    expect(recordProblems(html)).toEqual([]);
  });

  it('requires exactly the price, date and popularity sort keys', () => {
    expect(Object.keys(REQUIRED_SORT_KEYS).sort()).toEqual(['date', 'popularity', 'price']);
  });

  it.each(['price', 'date', 'popularity'] as const)('reports a missing %s sort key', (key) => {
    const problems = recordProblems(record({ [key]: null }));
    expect(problems).toEqual([`sort key "${key}" is missing`]);
  });

  it('reports every missing key at once', () => {
    expect(recordProblems('<article data-pagefind-body></article>')).toHaveLength(4);
  });

  it.each(['R$ 1.299,90', '1,299.90', '1299.999', '-5', '', 'abc', '1e3', '12.'])('rejects the price %j', (price) => {
    const problems = recordProblems(record({ price }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sort key "price" has the value .*which does not sort correctly$/);
  });

  it.each(['2026-1-5', '15/01/2026', '2026-01-15T00:00:00Z', 'January 15, 2026', ''])('rejects the date %j', (date) => {
    const problems = recordProblems(record({ date }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('sort key "date"');
  });

  it.each(['4.5', '-1', '1.000', 'many'])('rejects the popularity %j', (popularity) => {
    expect(recordProblems(record({ popularity }))).toEqual([expect.stringContaining('sort key "popularity"')]);
  });

  it('reports a missing or empty category filter', () => {
    expect(recordProblems(record({ category: null }))).toEqual(['the category filter is missing']);
    expect(recordProblems(record({ category: '' }))).toEqual(['the category filter is missing']);
  });
});

describe('isIndexedPage', () => {
  it('is true for pages marked as the Pagefind body', () => {
    expect(isIndexedPage(record())).toBe(true);
    expect(isIndexedPage('<main><article data-pagefind-body="">x</article></main>')).toBe(true);
  });

  it('is false for pages without the marker (expired products, listings)', () => {
    expect(isIndexedPage(record().replace(' data-pagefind-body', ''))).toBe(false);
    expect(isIndexedPage('<main data-pagefind-ignore><p>Listing</p></main>')).toBe(false);
    expect(isIndexedPage('')).toBe(false);
  });
});
