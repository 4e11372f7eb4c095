import type { ReactNode } from 'react';
import { headerTexts } from '../../i18n/header';
import type { Locale } from '../../i18n/locales';
import LanguageTrigger from './LanguageTrigger';
import SiteMenu from './SiteMenu';

interface Props {
  /** All the island is told: the menus' texts come with their code (i18n/header.ts), the categories from data/categories. */
  locale: Locale;
  /** The phone menu's search form (SearchForm.astro): server markup shared with the desktop header. */
  children?: ReactNode;
}

/**
 * The header's menus as one island: the navigation (Categories dropdown and phone menu) and the language
 * menu's trigger. One island writes its markup and props once per page and hydrates both menus on the
 * first touch of either.
 */
export default function HeaderMenus({ locale, children }: Props) {
  return (
    <>
      <nav className="site-header__nav" aria-label={headerTexts[locale].categories}>
        <SiteMenu locale={locale}>{children}</SiteMenu>
      </nav>
      <div className="site-header__end menu--language">
        <LanguageTrigger locale={locale} />
      </div>
    </>
  );
}
