import { afterEach, describe, expect, it } from 'vitest';
import { discountPercent, formatDate, formatPrice, formatRating, isoDate } from '../../src/lib/format.ts';

/** Intl uses U+00A0 / U+202F between symbol and number; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats BRL the Brazilian way in pt', () => {
    expect(plain(formatPrice(1299.9, 'BRL', 'pt'))).toBe('R$ 1.299,90');
    expect(plain(formatPrice(0, 'BRL', 'pt'))).toBe('R$ 0,00');
    expect(plain(formatPrice(1234567.891, 'BRL', 'pt'))).toBe('R$ 1.234.567,89');
  });

  it('formats BRL the US way in en', () => {
    expect(plain(formatPrice(1299.9, 'BRL', 'en'))).toBe('R$1,299.90');
    expect(plain(formatPrice(19.9, 'BRL', 'en'))).toBe('R$19.90');
  });

  it('formats other currencies with their own symbol', () => {
    expect(plain(formatPrice(1299.9, 'USD', 'en'))).toBe('$1,299.90');
    expect(plain(formatPrice(1299.9, 'USD', 'pt'))).toBe('US$ 1.299,90');
    expect(plain(formatPrice(5, 'EUR', 'pt'))).toBe('€ 5,00');
  });

  it('keeps formats per locale and currency apart (no cache mix-up)', () => {
    const a = formatPrice(10, 'BRL', 'pt');
    const b = formatPrice(10, 'USD', 'pt');
    const c = formatPrice(10, 'BRL', 'en');
    expect(new Set([a, b, c]).size).toBe(3);
    expect(formatPrice(10, 'BRL', 'pt')).toBe(a);
  });
});

describe('formatDate', () => {
  it('formats a long date in each language', () => {
    expect(formatDate(new Date('2026-01-01'), 'pt')).toBe('1 de janeiro de 2026');
    expect(formatDate(new Date('2026-01-01'), 'en')).toBe('January 1, 2026');
    expect(formatDate(new Date('2026-11-20'), 'pt')).toBe('20 de novembro de 2026');
    expect(formatDate(new Date('2026-11-20'), 'en')).toBe('November 20, 2026');
  });

  it('formats in UTC, so neither end of a UTC day shifts to a neighbouring day', () => {
    // In any non-UTC time zone one of these would fall on Dec 31 or Jan 2 if formatted locally.
    for (const iso of ['2026-01-01T00:00:00Z', '2026-01-01T12:00:00Z', '2026-01-01T23:59:59.999Z']) {
      expect(formatDate(new Date(iso), 'pt'), iso).toBe('1 de janeiro de 2026');
      expect(formatDate(new Date(iso), 'en'), iso).toBe('January 1, 2026');
    }
    expect(formatDate(new Date('2024-02-29'), 'en')).toBe('February 29, 2024');
  });

  describe('on a machine outside UTC', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each([
      ['America/Sao_Paulo', '2026-01-01T00:00:00Z'],
      ['Asia/Tokyo', '2026-01-01T23:00:00Z'],
    ])('in %s still formats %s as January 1', (zone, iso) => {
      process.env.TZ = zone;
      const date = new Date(iso);
      // Control: a formatter in the machine's zone now sees another day, so the check below means something.
      expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date)).not.toBe('January 1, 2026');
      expect(formatDate(date, 'en')).toBe('January 1, 2026');
      expect(formatDate(date, 'pt')).toBe('1 de janeiro de 2026');
      expect(isoDate(date)).toBe('2026-01-01');
    });
  });
});

describe('discountPercent', () => {
  it('is undefined without a list price, or when the list price is not above the price', () => {
    expect(discountPercent(100, undefined)).toBeUndefined();
    expect(discountPercent(100, 100)).toBeUndefined();
    expect(discountPercent(100, 90)).toBeUndefined();
    expect(discountPercent(100, 0)).toBeUndefined();
    expect(discountPercent(0, 0)).toBeUndefined();
  });

  it('is the whole-percent discount, rounded to the nearest', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(229.9, 349.9)).toBe(34); // 34.30 %
    expect(discountPercent(2, 3)).toBe(33); // 33.33 %
    expect(discountPercent(1, 3)).toBe(67); // 66.67 %
    expect(discountPercent(0, 100)).toBe(100);
  });

  it('is undefined when the discount rounds to less than 1 %', () => {
    expect(discountPercent(99.6, 100)).toBeUndefined(); // 0.4 %
    expect(discountPercent(1299.89, 1299.9)).toBeUndefined();
    expect(discountPercent(99.4, 100)).toBe(1); // 0.6 % rounds to 1
  });
});

describe('formatRating', () => {
  it('shows one decimal with the locale separator', () => {
    expect(formatRating(4.5, 'pt')).toBe('4,5');
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4, 'pt')).toBe('4,0');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(0, 'en')).toBe('0.0');
  });

  it('rounds to one decimal', () => {
    expect(formatRating(4.76, 'en')).toBe('4.8');
    expect(formatRating(4.74, 'pt')).toBe('4,7');
  });
});

describe('isoDate', () => {
  it('is the UTC calendar date as YYYY-MM-DD', () => {
    expect(isoDate(new Date('2026-01-01'))).toBe('2026-01-01');
    expect(isoDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(isoDate(new Date(Date.UTC(2026, 1, 3)))).toBe('2026-02-03');
  });
});
