/**
 * The texts the profile island renders, picked from the UI dictionaries on the server: the island gets
 * these and its locale as props, never a whole dictionary.
 */
import type { UIDictionary } from '../../../i18n';

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
  goTo: string;
  disclosure: string;
  coupon: string;
  couponGo: string;
}

export function profileLabels(t: UIDictionary): ProfileLabels {
  const texts = Object.fromEntries(PROFILE_TEXTS.map((key) => [key, t.profile[key]])) as ProfileTexts;
  return { ...texts, goTo: t.product.goTo, disclosure: t.product.partnerDisclosure, coupon: t.product.coupon, couponGo: t.product.couponGo };
}
