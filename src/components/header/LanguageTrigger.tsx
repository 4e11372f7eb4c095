import { headerTexts } from '../../i18n/header';
import { localeNames, type Locale } from '../../i18n/locales';
import { fill } from '../../i18n/text';
import { iconHref } from '../../lib/icons';
import { pressable, useMenu } from './use-menu';

interface Props {
  /** The page's language: the trigger shows its code and names it (texts from i18n/header.ts). */
  locale: Locale;
}

/** The list of languages: the page's own markup beside the island, since its links go to this page's twin (LanguageList.astro). */
const PANEL_ID = 'language-menu';

/** The language menu's trigger. Choosing a language is the page's link (language-choice.ts saves the choice). */
export default function LanguageTrigger({ locale }: Props) {
  const code = locale.toUpperCase();
  // E.g. "PT, idioma: Português": it starts with the visible code, so voice control finds it (WCAG 2.5.3).
  const label = fill(headerTexts[locale].languageCurrent, { code, language: localeNames[locale] });
  const { open, setOpen, triggerRef, openOnFirstItem } = useMenu<HTMLAnchorElement>(PANEL_ID, true);
  return (
    <a
      ref={triggerRef}
      className="menu__trigger"
      data-arrow-keys
      aria-label={label}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      {...pressable(PANEL_ID, () => setOpen(!open), openOnFirstItem)}
    >
      <svg aria-hidden="true" width="18" height="18">
        <use href={iconHref('globe')} />
      </svg>
      <span aria-hidden="true">{code}</span>
      <span className="menu__caret" aria-hidden="true" />
    </a>
  );
}
