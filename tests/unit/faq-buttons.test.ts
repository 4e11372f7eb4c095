/** The FAQ names the coupon buttons as the pages label them today, in both languages. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n/index.ts';
import { locales } from '../../src/i18n/locales.ts';

describe('the FAQ on coupons', () => {
  for (const locale of locales) {
    it(`quotes the buttons' labels (${locale})`, () => {
      const faq = readFileSync(new URL(`../../content/pages/${locale}/faq.md`, import.meta.url), 'utf8').replace(/\s+/g, ' ');
      const t = useTranslations(locale);
      for (const label of [t.product.couponGo, t.product.goWithoutCoupon, `${t.product.coupon}: ...`]) expect(faq).toContain(`"${label}"`);
    });
  }
});
