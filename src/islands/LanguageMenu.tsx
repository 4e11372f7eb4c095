import { useEffect, type KeyboardEvent } from 'react';
import type { Locale } from '../i18n/locales';
import { switchLocalePath } from '../lib/routes';
import { moveFocus, usePanel } from './usePanel';

interface Props {
  /** Accessible name of the trigger, e.g. "Idioma: Português". */
  label: string;
  /** Short code shown on the trigger. */
  current: string;
  storageKey: string;
  /** Pages without a fixed twin (the not-found page) derive it from the address bar. */
  twinFromLocation?: boolean;
}

/** The list of languages, server markup beside the island (SiteHeader.astro): one link per other language. */
const PANEL_ID = 'language-menu';

const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 9h-3a15.6 15.6 0 0 0-1.3-6 8 8 0 0 1 4.3 6ZM12 4c.9 1.2 1.8 3.7 2 7h-4c.2-3.3 ' +
  '1.1-5.8 2-7ZM4.1 13h3a15.6 15.6 0 0 0 1.3 6 8 8 0 0 1-4.3-6Zm3-2h-3a8 8 0 0 1 4.3-6 15.6 15.6 0 0 0-1.3 6Zm4.9 9c-.9-1.2-1.8-3.7-2-7h4c-.2 ' +
  '3.3-1.1 5.8-2 7Zm3.6-1a15.6 15.6 0 0 0 1.3-6h3a8 8 0 0 1-4.3 6Z';

/** Language dropdown trigger: choosing a language saves it and opens the same page in it. */
export default function LanguageMenu({ label, current, storageKey, twinFromLocation = false }: Props) {
  const { open, setOpen, rootRef, triggerRef } = usePanel<HTMLButtonElement, HTMLButtonElement>(PANEL_ID, true);

  useEffect(() => {
    const panel = document.getElementById(PANEL_ID);
    const choose = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
      if (!link) return;
      event.preventDefault();
      const code = link.hreflang as Locale;
      try {
        localStorage.setItem(storageKey, code);
      } catch {
        // Without storage the choice still applies to this navigation.
      }
      const { pathname, search, hash } = window.location;
      window.location.assign((twinFromLocation ? switchLocalePath(pathname, code) : link.pathname) + search + hash);
    };
    panel?.addEventListener('click', choose);
    return () => panel?.removeEventListener('click', choose);
  }, [storageKey, twinFromLocation]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => moveFocus(document.getElementById(PANEL_ID), 'Home'));
  };

  return (
    <button
      ref={(el) => {
        rootRef.current = el;
        triggerRef.current = el;
      }}
      type="button"
      className="menu__trigger"
      aria-label={label}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={() => setOpen(!open)}
      onKeyDown={onKeyDown}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d={GLOBE} fill="currentColor" />
      </svg>
      <span aria-hidden="true">{current}</span>
      <span className="menu__caret" aria-hidden="true" />
    </button>
  );
}
