/**
 * The privacy policy says exactly what a saved deal stores: as many things as SAVED_DEAL_FIELDS lists, each
 * one named, in both languages. A field added to SavedDeal fails the type check of saved-list.ts until it is
 * listed, and then this test until the policy (and the phrases below) name it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAVED_DEAL_FIELDS, savedDeal } from '../../src/components/saved-deals/saved-list.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';

type Field = (typeof SAVED_DEAL_FIELDS)[number];

/** How each policy names each stored field. */
const PHRASES: Record<Field, Record<Locale, string>> = {
  id: { pt: 'o código da oferta', en: "the deal's code" },
  price: { pt: 'o preço no momento em que você salvou', en: 'its price when you saved it' },
  savedAt: { pt: 'a data (dia, mês e ano)', en: 'the date (day, month and year)' },
  title: { pt: 'o título da oferta', en: "the deal's title" },
};

/** "exactly four things", by the number of fields. */
const COUNT_WORDS: Record<Locale, Record<number, string>> = {
  pt: { 3: 'exatamente três dados', 4: 'exatamente quatro dados', 5: 'exatamente cinco dados', 6: 'exatamente seis dados' },
  en: { 3: 'exactly three things', 4: 'exactly four things', 5: 'exactly five things', 6: 'exactly six things' },
};

const policy = (locale: Locale) => readFileSync(new URL(`../../content/pages/${locale}/privacy-policy.md`, import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('the privacy policy and the saved list', () => {
  it('a saved deal keeps no field beyond the listed ones', () => {
    const full = { id: 'a-deal', price: 10, savedAt: '2026-01-02', title: 'A deal', extra: 'x', email: 'a@b.c' };
    expect(Object.keys(savedDeal(full)!).sort()).toEqual([...SAVED_DEAL_FIELDS].sort());
  });

  for (const locale of locales) {
    it(`says how many things each saved deal stores, and names each (${locale})`, () => {
      const text = policy(locale);
      expect(text).toContain(COUNT_WORDS[locale][SAVED_DEAL_FIELDS.length]);
      for (const field of SAVED_DEAL_FIELDS) expect(text, field).toContain(PHRASES[field][locale]);
    });
  }
});
