import type { KeyboardEvent, MouseEvent } from 'react';
import { moveFocus, useDisclosure } from './useDisclosure';
import type { Locale } from '../i18n/locales';
import { switchLocalePath } from '../lib/routes';

/** One entry of the language menu. */
export interface LanguageOption {
  /** Language code, stored in localStorage when chosen. */
  code: string;
  /** Name of the language in itself ("Português", "English"). */
  label: string;
  /** The same page in that language. */
  href: string;
  /** The page's own language: shown disabled. */
  active: boolean;
}

interface Props {
  /** Accessible name of the trigger, e.g. "Idioma: Português". */
  label: string;
  /** Short code shown on the trigger. */
  current: string;
  storageKey: string;
  options: LanguageOption[];
  /** Pages without a fixed twin (the not-found page) derive it from the address bar. */
  twinFromLocation?: boolean;
}

const PANEL_ID = 'language-menu';

function twinHref(option: LanguageOption, fromLocation: boolean): string {
  const { pathname, search, hash } = window.location;
  return (fromLocation ? switchLocalePath(pathname, option.code as Locale) : option.href) + search + hash;
}

/** Language dropdown: choosing saves the language and opens the same page in it. */
export default function LanguageMenu({ label, current, storageKey, options, twinFromLocation = false }: Props) {
  const { open, setOpen, rootRef, triggerRef } = useDisclosure<HTMLButtonElement>();

  const choose = (event: MouseEvent, option: LanguageOption) => {
    event.preventDefault();
    try {
      localStorage.setItem(storageKey, option.code);
    } catch {
      // Without storage the choice still applies to this navigation.
    }
    window.location.assign(twinHref(option, twinFromLocation));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' && event.currentTarget === triggerRef.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => moveFocus(document.getElementById(PANEL_ID), 'Home'));
    } else if (event.currentTarget.id === PANEL_ID && moveFocus(event.currentTarget, event.key)) {
      event.preventDefault();
    }
  };

  return (
    <div className="menu menu--language" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="menu__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 9h-3a15.6 15.6 0 0 0-1.3-6 8 8 0 0 1 4.3 6ZM12 4c.9 1.2 1.8 3.7 2 7h-4c.2-3.3 1.1-5.8 2-7ZM4.1 13h3a15.6 15.6 0 0 0 1.3 6 8 8 0 0 1-4.3-6Zm3-2h-3a8 8 0 0 1 4.3-6 15.6 15.6 0 0 0-1.3 6Zm4.9 9c-.9-1.2-1.8-3.7-2-7h4c-.2 3.3-1.1 5.8-2 7Zm3.6-1a15.6 15.6 0 0 0 1.3-6h3a8 8 0 0 1-4.3 6Z"
            fill="currentColor"
          />
        </svg>
        <span aria-hidden="true">{current}</span>
        <span className="menu__caret" aria-hidden="true" />
      </button>
      <ul id={PANEL_ID} className="menu__panel menu__panel--end" data-open={open} onKeyDown={onKeyDown}>
        {options.map((option) => (
          <li key={option.code}>
            {option.active ? (
              <button type="button" className="menu__item" lang={option.code} disabled aria-current="true">
                {option.label}
              </button>
            ) : (
              <a className="menu__item" href={option.href} lang={option.code} hrefLang={option.code} onClick={(e) => choose(e, option)}>
                {option.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
