import { useEffect } from 'react';
import { iconHref, type IconName } from '../lib/icons';
import { pressable, usePanel } from './usePanel';

interface Props {
  labels: { open: string; close: string; search: string };
}

/** The server-rendered panel (SiteNav.astro): search, categories and My Account. */
const PANEL_ID = 'mobile-menu';
/** The panel's search field, focused when the shopper asks for search. */
const SEARCH_ID = 'site-search-mobile';

const icon = (name: IconName) => (
  <svg aria-hidden="true" width="24" height="24">
    <use href={iconHref(name)} />
  </svg>
);

/**
 * Below the large breakpoint: a search button and the menu toggle. Both open the same panel; search
 * also puts the cursor in its field, so search is one tap away inside the 5rem header.
 */
export default function MobileMenu({ labels }: Props) {
  const { open, setOpen, rootRef, triggerRef } = usePanel<HTMLDivElement, HTMLAnchorElement>(PANEL_ID);

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

  return (
    <div className="mobile-menu" ref={rootRef}>
      <a className="mobile-menu__search" aria-label={labels.search} {...pressable(PANEL_ID, openSearch)}>
        {icon('search')}
      </a>
      <a
        ref={triggerRef}
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? labels.close : labels.open}
        {...pressable(PANEL_ID, () => setOpen(!open))}
      >
        {icon(open ? 'close' : 'menu')}
      </a>
    </div>
  );
}
