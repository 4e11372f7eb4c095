import { useEffect, type KeyboardEvent } from 'react';
import type { Locale } from '../i18n/locales';
import { iconHref } from '../lib/icons';
import { switchLocalePath } from '../lib/routes';
import { moveFocus, pressable, usePanel } from './usePanel';

interface Props {
  /** Accessible name of the trigger, e.g. "PT, idioma: Português": it starts with the visible code, so voice control finds it (WCAG 2.5.3). */
  label: string;
  /** Short code shown on the trigger. */
  current: string;
  /** Pages without a fixed twin (the not-found page) derive it from the address bar. */
  twinFromLocation?: boolean;
}

/** The list of languages, server markup beside the island (SiteHeader.astro): one link per other language. */
const PANEL_ID = 'language-menu';

/** Language dropdown trigger: choosing a language opens the same page in it (the header script saves the choice). */
export default function LanguageMenu({ label, current, twinFromLocation = false }: Props) {
  const { open, setOpen, rootRef, triggerRef } = usePanel<HTMLAnchorElement, HTMLAnchorElement>(PANEL_ID, true);

  useEffect(() => {
    const panel = document.getElementById(PANEL_ID);
    const choose = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
      if (!link) return;
      // The header's page script has saved the choice (SiteHeader.astro); this keeps the query and hash.
      event.preventDefault();
      const code = link.hreflang as Locale;
      const { pathname, search, hash } = window.location;
      window.location.assign((twinFromLocation ? switchLocalePath(pathname, code) : link.pathname) + search + hash);
    };
    panel?.addEventListener('click', choose);
    return () => panel?.removeEventListener('click', choose);
  }, [twinFromLocation]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => moveFocus(document.getElementById(PANEL_ID), 'Home'));
  };

  return (
    <a
      ref={(el) => {
        rootRef.current = el;
        triggerRef.current = el;
      }}
      className="menu__trigger"
      aria-label={label}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      {...pressable(PANEL_ID, () => setOpen(!open), onKeyDown)}
    >
      <svg aria-hidden="true" width="18" height="18">
        <use href={iconHref('globe')} />
      </svg>
      <span aria-hidden="true">{current}</span>
      <span className="menu__caret" aria-hidden="true" />
    </a>
  );
}
