/** Data of the profile page ("Minha conta") in each language. */
import { locales } from '../../i18n/locales.ts';
import type { BuildModel } from '../model/build-model.ts';
import { alternates, langParam, profileUrl } from '../routes.ts';
import { pickFeatured } from './home.ts';

/** How many deals an empty saved list suggests: one row of cards on a desktop. */
export const PROFILE_SUGGESTIONS = 4;

/** The routes of the profile page; an empty list suggests the home page's first trending deals. */
export function profileRoutes(model: BuildModel) {
  return locales.map((locale) => ({
    params: { lang: langParam(locale) },
    props: { locale, alternates: alternates(profileUrl), suggestions: pickFeatured(model.locale(locale).live, PROFILE_SUGGESTIONS) },
  }));
}
