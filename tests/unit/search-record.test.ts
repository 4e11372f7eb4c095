import { describe, expect, it } from 'vitest';
import { searchRecordHtml, type SearchRecord } from '../../src/search/build/record.ts';

const record: SearchRecord = {
  url: '/product/fone-jbl/',
  lang: 'pt-BR',
  title: 'Fone JBL <Tune> 520BT & "Pure Bass"',
  text: ['Bateria de 57 horas.', 'Eletrônicos, JBL, Amazon, fone'],
  card: {
    id: 'fone-jbl',
    href: '/product/fone-jbl/',
    title: 'Fone JBL <Tune>',
    merchant: 'Amazon',
    image: { src: '/a.png', width: 1, height: 1, alt: '' },
    price: { now: 'R$ 229,90' },
    checked: { label: 'preço conferido', datetime: '2026-01-15', text: 'há 2 dias' },
  },
  category: 'Computadores & Informática',
  positions: { popularity: 3, 'price-asc': 0, 'price-desc': 7, latest: 2 },
};

describe('searchRecordHtml', () => {
  const html = searchRecordHtml(record);

  it('indexes the title with extra weight, then the text, without joining words', () => {
    expect(html).toContain('<main data-pagefind-body><h1 data-pagefind-weight="10">Fone JBL &lt;Tune&gt; 520BT &amp; &quot;Pure Bass&quot;</h1>');
    expect(html).toContain('<p>Bateria 57 horas.</p><p>Eletrônicos, JBL, Amazon, fone</p></main>');
  });

  it('keeps the card and the category filter outside the searched body, and no sort keys (order.ts keeps the orders)', () => {
    const data = html.slice(html.indexOf('</main>'));
    const card = /data-pagefind-filter="card">([^<]*)</.exec(data)![1]!;
    const decoded = card
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(record.card);
    expect(data).toContain('<div data-pagefind-filter="category">Computadores &amp; Informática</div>');
    expect(html).not.toContain('data-pagefind-sort');
    // Pagefind indexes the words of metadata (CARD_FILTER): the record has none.
    expect(html).not.toContain('data-pagefind-meta');
  });

  it('never lets a text close the body or open an element', () => {
    const hostile = searchRecordHtml({ ...record, title: '</h1></main><script>alert(1)</script>', text: ['<img src=x onerror=alert(1)>'] });
    expect(hostile).not.toMatch(/<script|<img/);
  });
});
