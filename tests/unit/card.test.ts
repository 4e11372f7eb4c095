import { describe, expect, it } from 'vitest';
import { cardLoading, priceHtml, ratingHtml, renderCard, type CardView } from '../../src/lib/card.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { CARD_SAVE_TEMPLATE, cardSaveTemplateHtml } from '../../src/components/saved-deals/save-button-html.ts';

interface Tag {
  name: string;
  attrs: Record<string, string>;
}

/** Start tags of an HTML string, with their (entity-decoded) attributes. Enough for the card's markup. */
function tags(html: string): Tag[] {
  const decode = (v: string) =>
    v
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const attr = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  return [...html.matchAll(new RegExp(`<([a-zA-Z][a-zA-Z0-9-]*)((?:${attr.source})*)\\s*/?>`, 'g'))].map((m) => ({
    name: m[1]!.toLowerCase(),
    attrs: Object.fromEntries([...m[2]!.matchAll(attr)].map((a) => [a[1]!.toLowerCase(), decode(a[2] ?? a[3] ?? a[4] ?? '')])),
  }));
}

/** Text between tags, entity-decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const base: CardView = {
  id: 'fone-xyz',
  href: '/product/fone-xyz/',
  title: 'Fone Bluetooth XYZ',
  merchant: 'Loja Parceira',
  image: { src: '/img/fone.webp', width: 400, height: 300, alt: 'Fone preto' },
  price: { now: 'R$ 229,90' },
  checked: { label: 'preço conferido', datetime: '2026-11-20', text: 'há 2 dias' },
};

const only = (html: string, name: string) => {
  const found = tags(html).filter((t) => t.name === name);
  expect(found, `<${name}> count`).toHaveLength(1);
  return found[0]!;
};

it('the test HTML reader sees injected tags and handlers (so the escaping checks can fail)', () => {
  expect(tags(`<p class="a"><img src=x onerror=alert(1)><a href='y' title="t u">z</a></p>`)).toEqual([
    { name: 'p', attrs: { class: 'a' } },
    { name: 'img', attrs: { src: 'x', onerror: 'alert(1)' } },
    { name: 'a', attrs: { href: 'y', title: 't u' } },
  ]);
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeHtml('plain text ç')).toBe('plain text ç');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('renderCard', () => {
  it('renders the card with its id, link, title, merchant and image', () => {
    const html = renderCard(base);
    expect(only(html, 'article').attrs).toEqual({ class: 'card', 'data-product-id': 'fone-xyz', 'data-title': 'Fone Bluetooth XYZ' });
    expect(only(html, 'a').attrs.href).toBe('/product/fone-xyz/');
    expect(only(html, 'img').attrs).toMatchObject({ src: '/img/fone.webp', alt: 'Fone preto', width: '400', height: '300' });
    expect(text(html)).toContain('Fone Bluetooth XYZ');
    expect(text(html)).toContain('Loja Parceira');
    expect(text(html)).toContain('R$ 229,90');
  });

  it('puts lang on the title only when given', () => {
    expect(only(renderCard(base), 'h3').attrs).not.toHaveProperty('lang');
    expect(renderCard(base)).not.toContain('lang=');
    expect(only(renderCard({ ...base, lang: 'pt-BR' }), 'h3').attrs.lang).toBe('pt-BR');
  });

  it('loads lazily by default, eagerly above the fold, and with high priority only for the largest paint', () => {
    const lazy = only(renderCard(base), 'img').attrs;
    expect(lazy.loading).toBe('lazy');
    expect(lazy).not.toHaveProperty('fetchpriority');
    const eager = only(renderCard(base, 'eager'), 'img').attrs;
    expect(eager.loading).toBe('eager');
    expect(eager).not.toHaveProperty('fetchpriority');
    const lcp = only(renderCard(base, 'lcp'), 'img').attrs;
    expect(lcp.loading).toBe('eager');
    expect(lcp.fetchpriority).toBe('high');
    expect(lcp.decoding).toBe('async');
  });

  it('gives the first card above the fold the largest paint, the rest of the fold eager, the others lazy', () => {
    expect([0, 1, 2, 3, 4].map((i) => cardLoading(i, 4))).toEqual(['lcp', 'eager', 'eager', 'eager', 'lazy']);
    expect([0, 1].map((i) => cardLoading(i, 0))).toEqual(['lazy', 'lazy']);
  });

  it('writes srcset and sizes only together', () => {
    const withSrcset = only(renderCard({ ...base, image: { ...base.image, srcset: '/a.webp 200w, /b.webp 400w', sizes: '50vw' } }), 'img').attrs;
    expect(withSrcset.srcset).toBe('/a.webp 200w, /b.webp 400w');
    expect(withSrcset.sizes).toBe('50vw');
    const sizesOnly = only(renderCard({ ...base, image: { ...base.image, sizes: '50vw' } }), 'img').attrs;
    expect(sizesOnly).not.toHaveProperty('sizes');
    expect(sizesOnly).not.toHaveProperty('srcset');
  });

  it('shows brand, coupon, rating and the end date only when given', () => {
    const plainCard = renderCard(base);
    expect(plainCard).not.toContain('card__brand');
    expect(plainCard).not.toContain('card__coupon');
    expect(plainCard).not.toContain('rating');
    expect(plainCard).not.toContain('card__ends');

    const full = renderCard({
      ...base,
      brand: 'JBL',
      coupon: { label: 'Cupom', code: 'SAVE10' },
      rating: { value: '4,7', label: 'Avaliação 4,7 de 5', percent: 94, reviews: '12.840 avaliações', source: 'Nota de clientes da Amazon' },
      endsSoon: { label: 'termina', datetime: '2026-11-25', text: 'em 3 dias' },
    });
    expect(full).toContain('<span class="card__brand">JBL</span>');
    expect(text(full)).toContain('termina em 3 dias');
    // The chip is a button that copies its code (src/components/coupon-copy.ts), described by the page's hint.
    expect(full).toContain(
      '<button type="button" class="card__coupon" data-copy-coupon="SAVE10" aria-describedby="coupon-copy-hint">Cupom: <strong>SAVE10</strong></button>',
    );
    expect(full).toContain('class="rating"');
    expect(text(full)).toContain('Avaliação 4,7 de 5. Nota de clientes da Amazon');
    expect(text(full)).toContain('(12.840 avaliações)');
  });

  it('says when the price was checked, with a machine-readable day the browser refreshes', () => {
    const time = only(renderCard(base), 'time').attrs;
    expect(time).toMatchObject({ datetime: '2026-11-20', 'data-relative': '' });
    expect(text(renderCard(base))).toContain('preço conferido há 2 dias');
  });

  it('gives the end date the moment the deal ends, so the browser can mark its last hours', () => {
    const html = renderCard({ ...base, endsSoon: { label: 'termina', datetime: '2026-11-25', text: 'em 3 dias', endsAt: 1764126000000 } });
    const ends = tags(html).filter((t) => t.name === 'time' && t.attrs['data-ends-at']);
    expect(ends.map((t) => t.attrs['data-ends-at'])).toEqual(['1764126000000']);
  });

  it('keeps its parts in reading order: media, brand, merchant, title, rating, price, coupon, freshness', () => {
    const full = renderCard({
      ...base,
      brand: 'B',
      merchant: 'Loja M',
      coupon: { label: 'Cupom', code: 'C1' },
      rating: { value: '4,7', label: 'L', percent: 94, source: 'S' },
    });
    const parts = ['card__media', 'card__brand', 'Loja M', 'card__title', 'class="rating"', 'card__price', 'card__coupon', 'card__fresh'];
    const order = parts.map((s) => full.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  describe('escaping', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const quote = `" onmouseover="alert(1)" x='`;
    const card: CardView = {
      id: quote,
      href: `javascript:x" onclick="alert(1)`,
      title: evil,
      lang: quote,
      merchant: `<script>alert(1)</script>`,
      image: { src: quote, srcset: quote, sizes: quote, width: 1, height: 1, alt: evil },
      brand: evil,
      price: { now: evil, list: evil, listLabel: evil, off: evil, save: evil },
      rating: { value: evil, label: evil, percent: 50, reviews: evil, source: evil },
      coupon: { label: evil, code: `</strong><script>x</script>` },
      checked: { label: evil, datetime: quote, text: evil },
      endsSoon: { label: evil, datetime: quote, text: evil },
    };
    const html = renderCard(card);

    it('produces only the card’s own tags', () => {
      const names = tags(html).map((t) => t.name);
      expect(names.filter((n) => n === 'img')).toHaveLength(1);
      expect(names).not.toContain('script');
      expect(html.match(/<img/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script/i);
    });

    it('produces no event-handler attributes', () => {
      for (const tag of tags(html)) {
        expect(
          Object.keys(tag.attrs).filter((a) => a.startsWith('on')),
          tag.name,
        ).toEqual([]);
      }
    });

    it('keeps every hostile value intact inside its own attribute or text', () => {
      expect(only(html, 'article').attrs['data-product-id']).toBe(quote);
      expect(only(html, 'a').attrs.href).toBe(card.href);
      expect(only(html, 'h3').attrs.lang).toBe(quote);
      expect(only(html, 'img').attrs).toMatchObject({ src: quote, srcset: quote, sizes: quote, alt: evil });
      const shown = text(html);
      expect(shown).toContain(evil);
      expect(shown).toContain('<script>alert(1)</script>');
      expect(shown).toContain('</strong><script>x</script>');
    });
  });
});

describe('priceHtml', () => {
  it('shows only the current price without a list price', () => {
    const html = priceHtml({ now: 'R$ 229,90' }, 'card__price');
    expect(html).toBe('<div class="price card__price"><p class="price__now">R$ 229,90</p></div>');
  });

  it('shows the struck list price, its spoken label, the discount once and the saving', () => {
    const price = { now: 'R$ 229,90', list: 'R$ 349,90', listLabel: 'De R$ 349,90', off: '-34%', save: 'Economize R$ 120,00' };
    const html = priceHtml(price, 'price--lg');
    expect(html).toContain('class="price price--lg"');
    expect(html).toContain('<span class="visually-hidden">De R$ 349,90</span>');
    expect(html).toContain('<s aria-hidden="true">R$ 349,90</s>');
    expect(html.match(/-34%/g)).toHaveLength(1);
    expect(html).toContain('<p class="price__save">Economize R$ 120,00</p>');
    expect(html.indexOf('price__list')).toBeLessThan(html.indexOf('price__now'));
    expect(html.indexOf('price__now')).toBeLessThan(html.indexOf('price__save'));
  });

  it('reads the list price itself when there is no label', () => {
    expect(priceHtml({ now: '1', list: 'R$ 9', off: '-10%' }, 'card__price')).toContain('<span class="visually-hidden">R$ 9</span>');
  });

  it('leaves out the list price when the discount wording is missing', () => {
    expect(priceHtml({ now: '1', list: 'R$ 9' }, 'card__price')).not.toContain('price__list');
  });
});

describe('ratingHtml', () => {
  it('fills the stars to the percent and reads the label aloud', () => {
    const html = ratingHtml({ value: '4,7', label: 'Avaliação 4,7 de 5', percent: 94, reviews: '12 avaliações', source: 'Nota de clientes da Amazon' }, true);
    expect(html).toContain('style="--rating: 94%"');
    expect(html).toContain('<span class="visually-hidden">Avaliação 4,7 de 5</span>');
    expect(html).toContain('<span class="rating__source">Nota de clientes da Amazon</span>');
    expect(html).toContain('<span class="rating__value" aria-hidden="true">4,7</span>');
    expect(html).toContain('<span class="rating__count">(12 avaliações)</span>');
    // The visual value is hidden from screen readers (the stars are CSS, silent); the label is not.
    const hidden = tags(html)
      .filter((t) => t.attrs['aria-hidden'] === 'true')
      .map((t) => t.attrs.class);
    expect(hidden).toEqual(['rating__value']);
    expect(html).not.toContain('★');
  });

  it('leaves out the review count when absent', () => {
    const html = ratingHtml({ value: '5.0', label: 'Rated 5.0 out of 5', percent: 100, source: 'Rated by Amazon customers' });
    expect(html).toContain('--rating: 100%');
    expect(html).not.toContain('rating__count');
  });
});

describe('renderCard: saving and the 90-day low', () => {
  it('carries the id and price the page script gives its save button, and the low-price badge', () => {
    const html = renderCard({ ...base, lowest: 'Menor preço em 90 dias', amount: 199.9 });
    const article = tags(html).find((t) => t.name === 'article')!;
    expect(article.attrs).toMatchObject({ 'data-product-id': 'fone-xyz', 'data-price': '199.9' });
    // The button itself comes from the page's one template, not from each card.
    expect(tags(html).some((t) => t.name === 'button')).toBe(false);
    expect(text(html)).toContain('Menor preço em 90 dias');
  });

  it('has neither when the card has no such data', () => {
    const html = renderCard(base);
    expect(tags(html).find((t) => t.name === 'article')!.attrs).not.toHaveProperty('data-price');
    expect(html).not.toContain('card__lowest');
  });
});

describe('cardSaveTemplateHtml', () => {
  it('is one template holding a save button named for screen readers', () => {
    const html = cardSaveTemplateHtml('Salvar "oferta"');
    expect(tags(html)[0]).toMatchObject({ name: 'template', attrs: { [CARD_SAVE_TEMPLATE]: '' } });
    expect(tags(html).find((t) => t.name === 'button')!.attrs).toMatchObject({ type: 'button', 'aria-pressed': 'false', 'aria-label': 'Salvar "oferta"' });
  });
});
