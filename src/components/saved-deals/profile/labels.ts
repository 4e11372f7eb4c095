/**
 * The texts the profile island renders, picked from the UI dictionaries on the server: the island gets
 * these and its locale as props, never a whole dictionary.
 */
import type { UIDictionary } from '../../../i18n';
import { fill } from '../../../i18n/text';
import type { Locale } from '../../../i18n/locales';
import { merchants } from '../../../config/merchants';
import { merchantWords } from '../../../lib/merchant-words';

const PROFILE_TEXTS = [
  'listLabel',
  'empty',
  'loading',
  'today',
  'priceOn',
  'savedOn',
  'drop',
  'ended',
  'unavailable',
  'offline',
  'remove',
  'removeLabel',
  'export',
  'import',
  'imported',
  'importKnown',
  'importInvalid',
  'importOverCap',
  'importNotStored',
  'importFailed',
  'storeFailed',
  'setAside',
  'setAsideDownload',
  'setAsideDiscard',
  'dropsSummary',
  'suggestions',
] as const satisfies readonly (keyof UIDictionary['profile'])[];

type ProfileTexts = Pick<UIDictionary['profile'], (typeof PROFILE_TEXTS)[number]>;

/** Everything the island prints: the profile texts, and the store button's and coupon's as the deal page says them. */
export interface ProfileLabels extends ProfileTexts {
  /** The store button's label per store ("Ir para a Amazon"), made here so the island carries no grammar. */
  goTo: Record<string, string>;
  /** The store button's label for a store the list does not know. */
  goToStore: string;
  disclosure: string;
  coupon: string;
  couponGo: string;
}

export function profileLabels(t: UIDictionary, locale: Locale): ProfileLabels {
  const texts = Object.fromEntries(PROFILE_TEXTS.map((key) => [key, t.profile[key]])) as ProfileTexts;
  const goTo = Object.fromEntries(merchants.map((m) => [m.name, fill(t.product.goTo, merchantWords(m.name, locale))]));
  return { ...texts, goTo, goToStore: t.product.barGo, disclosure: t.product.partnerDisclosure, coupon: t.product.coupon, couponGo: t.product.couponGo };
}
