import { useEffect } from 'react';
import { useHydrated, usePanel } from './usePanel';

interface Props {
  labels: { open: string; close: string; search: string };
}

/** The server-rendered panel (SiteNav.astro): search, categories and My Account. */
const PANEL_ID = 'mobile-menu';
/** The panel's search field, focused when the shopper asks for search. */
const SEARCH_ID = 'site-search-mobile';

const MENU_ICON = 'M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z';
const CLOSE_ICON = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z';
const SEARCH_ICON = 'M10.5 3a7.5 7.5 0 0 1 5.96 12.06l4.24 4.24-1.4 1.4-4.24-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z';

const icon = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
    <path d={d} fill="currentColor" />
  </svg>
);

/**
 * Below the large breakpoint: a search button and the menu toggle. Both open the same panel; search
 * also puts the cursor in its field, so search is one tap away inside the 5rem header.
 */
export default function MobileMenu({ labels }: Props) {
  const hydrated = useHydrated();
  const { open, setOpen, rootRef, triggerRef } = usePanel<HTMLDivElement, HTMLButtonElement>(PANEL_ID);

  // Coming back through the back/forward cache must not show a menu left open by the last visit.
  useEffect(() => {
    const onPageShow = () => setOpen(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [setOpen]);

  const openSearch = () => {
    setOpen(true);
    requestAnimationFrame(() => document.getElementById(SEARCH_ID)?.focus());
  };

  if (!hydrated) {
    return (
      <div className="mobile-menu">
        <a className="mobile-menu__search" href={`#${PANEL_ID}`} aria-label={labels.search}>
          {icon(SEARCH_ICON)}
        </a>
        <a className="mobile-menu__toggle" href={`#${PANEL_ID}`} aria-label={labels.open}>
          {icon(MENU_ICON)}
        </a>
      </div>
    );
  }
  return (
    <div className="mobile-menu" ref={rootRef}>
      <button type="button" className="mobile-menu__search" aria-label={labels.search} onClick={openSearch}>
        {icon(SEARCH_ICON)}
      </button>
      <button
        ref={triggerRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen(!open)}
      >
        {icon(open ? CLOSE_ICON : MENU_ICON)}
      </button>
    </div>
  );
}
