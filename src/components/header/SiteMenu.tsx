import type { ReactNode } from 'react';
import { categories } from '../../data/categories';
import { headerTexts } from '../../i18n/header';
import type { Locale } from '../../i18n/locales';
import { iconHref, type IconName } from '../../lib/icons';
import { categoryUrl, profileUrl } from '../../lib/routes';
import { focusIntoPanelBefore } from './menu-focus';
import { pressable, useMenu } from './use-menu';

interface Props {
  /** Its texts come with its code (i18n/header.ts), its categories from data/categories. */
  locale: Locale;
  /** The phone menu's search form, passed through from HeaderMenus (the island). */
  children?: ReactNode;
}

/** Phone menu panel; the category list inside it is the desktop Categories dropdown. */
const PHONE_PANEL = 'mobile-menu';
const CATEGORIES_PANEL = 'categories-menu';
/** The panel's search field (SearchForm.astro with idSuffix "mobile"), focused when the shopper asks for search. */
const SEARCH_ID = 'site-search-mobile';

const icon = (name: IconName, className?: string) => (
  <svg className={className} aria-hidden="true" width="24" height="24">
    <use href={iconHref(name)} />
  </svg>
);

/**
 * The header's navigation, one list of categories in the page: from 1024 px the Categories trigger and its
 * dropdown (which scrolls within a maximum height); below, a search button and the menu toggle, both opening
 * the phone menu (My Account on top, search, the 14 categories). Search also puts the cursor in its field.
 */
export default function SiteMenu({ locale, children }: Props) {
  const t = headerTexts[locale];
  const { open: listOpen, setOpen: setListOpen, triggerRef: listTrigger, openOnFirstItem } = useMenu<HTMLAnchorElement>(CATEGORIES_PANEL, true);
  const { open: phoneOpen, setOpen: setPhoneOpen, triggerRef: phoneTrigger } = useMenu<HTMLAnchorElement>(PHONE_PANEL);
  const togglePhone = (byKeyboard: boolean) => {
    setPhoneOpen(!phoneOpen);
    // The key was pressed on the toggle, which has focus.
    const toggle = document.activeElement;
    if (!phoneOpen && byKeyboard && toggle instanceof HTMLElement)
      requestAnimationFrame(() => focusIntoPanelBefore(toggle, document.getElementById(PHONE_PANEL)));
  };
  const openSearch = () => {
    setPhoneOpen(true);
    requestAnimationFrame(() => document.getElementById(SEARCH_ID)?.focus());
  };
  return (
    <>
      <a
        ref={listTrigger}
        className="menu__trigger desktop-only"
        data-arrow-keys
        aria-expanded={listOpen}
        aria-controls={CATEGORIES_PANEL}
        {...pressable(CATEGORIES_PANEL, () => setListOpen(!listOpen), openOnFirstItem)}
      >
        {t.categories}
        <span className="menu__caret" aria-hidden="true" />
      </a>
      <div id={PHONE_PANEL} className="site-nav">
        <a className="site-nav__account site-nav__phone" href={profileUrl(locale)}>
          {t.myAccount}
        </a>
        {children}
        <h2 className="site-nav__heading site-nav__phone">{t.categories}</h2>
        <ul id={CATEGORIES_PANEL} className="site-nav__categories">
          {categories.map((c) => (
            <li key={c.key}>
              <a href={categoryUrl(c.key, locale)}>{c[locale]}</a>
            </li>
          ))}
        </ul>
      </div>
      <div className="mobile-menu mobile-only">
        <a className="mobile-menu__search" aria-label={t.searchLabel} data-focus={SEARCH_ID} {...pressable(PHONE_PANEL, openSearch)}>
          {icon('search')}
        </a>
        <a
          ref={phoneTrigger}
          className="mobile-menu__toggle"
          aria-expanded={phoneOpen}
          aria-controls={PHONE_PANEL}
          aria-label={phoneOpen ? t.closeMenu : t.openMenu}
          {...pressable(PHONE_PANEL, togglePhone)}
        >
          {icon('menu', 'mobile-menu__open')}
          {icon('close', 'mobile-menu__close')}
        </a>
      </div>
    </>
  );
}
