/**
 * A store's name as a sentence of the page's language says it. Portuguese puts the store's article in
 * ("Você será levado ao site da Amazon", "Ir para o Magalu"); English says the name alone. Dictionary
 * texts name the store through `{merchantOf}`, `{merchantTo}` and `{merchantBy}` (or `{merchant}`, the
 * bare name), and `fill` takes these words.
 */
import { ptForms } from '../config/merchants.ts';
import type { Locale } from '../i18n/locales.ts';

/** The values a dictionary text fills a store's name from (a type, not an interface, so `fill` takes it as a record). */
export type MerchantWords = {
  /** The name alone ("Amazon"). */
  merchant: string;
  /** After "of": "da Amazon" / "Amazon". */
  merchantOf: string;
  /** After "to": "para a Amazon" / "Amazon". */
  merchantTo: string;
  /** After "by": "pela Amazon" / "Amazon". */
  merchantBy: string;
};

/** The words for store `name` in `locale`. */
export function merchantWords(name: string, locale: Locale): MerchantWords {
  const merchant = name.trim();
  if (locale !== 'pt') return { merchant, merchantOf: merchant, merchantTo: merchant, merchantBy: merchant };
  const forms = ptForms(merchant);
  return { merchant, merchantOf: forms.of, merchantTo: forms.to, merchantBy: forms.by };
}
