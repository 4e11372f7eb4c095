import { describe, expect, it } from 'vitest';
import { decimalProblem, readDecimal } from '../../src/content/numbers.ts';
import { validateCatalog } from '../../src/content/validate.ts';
import path from 'node:path';

const value = (text: string) => {
  const reading = readDecimal(text);
  return reading.ok ? reading.value : reading;
};

describe('the one rule of prices and ratings (form, content:check, scaffold, guide)', () => {
  it('reads the cents after the last dot or comma followed by one or two digits, whichever mark', () => {
    for (const text of ['1299.90', '1299,90', '1.299,90', '1,299.90', '1299.9', '1299,9', 'R$ 1.299,90', ' 1299.90 ']) expect(value(text), text).toBe(1299.9);
    expect(value('4.6')).toBe(4.6);
    expect(value('4,6')).toBe(4.6);
    expect(value('1.234.567,89')).toBe(1234567.89);
    expect(value('1299')).toBe(1299);
    expect(value('0,99')).toBe(0.99);
  });

  it('reads a mark repeated before groups of three as thousands', () => {
    expect(value('1.299.900')).toBe(1299900);
    expect(value('1,299,900')).toBe(1299900);
  });

  it('refuses a single mark before exactly three digits, with both readings', () => {
    expect(readDecimal('1.299')).toEqual({ ok: false, ambiguous: { thousands: 1299, decimal: 1.299 } });
    expect(readDecimal('1,299')).toEqual({ ok: false, ambiguous: { thousands: 1299, decimal: 1.299 } });
    const message = decimalProblem('1.299', { ok: false, ambiguous: { thousands: 1299, decimal: 1.299 } }, 'price');
    expect(message).toMatch(/^"1\.299" pode ser 1299 \(1\.299, .*\) ou 1,299 .*escreva 1299 se for 1\.299; senão, escreva os centavos com dois dígitos/);
  });

  it('refuses what is not a number or mixes its marks', () => {
    for (const text of ['', 'abc', '1.2.3', '12,34.5', '1.299.90', '1,29,90', '12.3456', '-5', '1.299,900', '12.34.56,78', '.5', '5.'])
      expect(readDecimal(text).ok, text).toBe(false);
    expect(decimalProblem('abc', { ok: false }, 'rating')).toMatch(/não é um número: escreva como 4\.6 ou 4,6/);
  });
});

describe('content:check reads text prices by the same rule', () => {
  it('suggests the reading of 1.299,90 and refuses to guess 1.299', async () => {
    const report = await validateCatalog(path.resolve('tests/fixtures/catalogs/number-slips'), { now: new Date('2026-10-25T12:00:00Z') });
    const tv = report.errors.find((p) => p.file.endsWith('tv-virgula.md'));
    expect(tv?.message).toMatch(/write it as 1299\.90: no thousands separator/);
  });
});
