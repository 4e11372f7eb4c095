import { useEffect } from 'react';
import SearchForm, { type SearchFormProps } from './SearchForm';
import type { MenuLink } from './CategoriesMenu';
import { useDisclosure, useHydrated } from './useDisclosure';

interface Props {
  search: Omit<SearchFormProps, 'onSearched' | 'idSuffix'>;
  labels: { open: string; close: string; categories: string };
  categories: MenuLink[];
  account: MenuLink;
}

const PANEL_ID = 'mobile-menu';

/** The menu below the large breakpoint: search, categories and My Account. Closes after any of them is used. */
export default function MobileMenu({ search, labels, categories, account }: Props) {
  const hydrated = useHydrated();
  const { open, setOpen, close, rootRef, triggerRef } = useDisclosure<HTMLButtonElement>();

  // Coming back through the back/forward cache must not show a menu left open by the last visit.
  useEffect(() => {
    const onPageShow = () => setOpen(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [setOpen]);

  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <path
        d={open ? 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z' : 'M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z'}
        fill="currentColor"
      />
    </svg>
  );

  return (
    <div className="mobile-menu" ref={rootRef}>
      {hydrated ? (
        <button
          ref={triggerRef}
          type="button"
          className="mobile-menu__toggle"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          aria-label={open ? labels.close : labels.open}
          onClick={() => setOpen(!open)}
        >
          {icon}
        </button>
      ) : (
        <a className="mobile-menu__toggle" href={`#${PANEL_ID}`} aria-label={labels.open}>
          {icon}
        </a>
      )}
      <div id={PANEL_ID} className="mobile-menu__panel" data-open={open}>
        <SearchForm {...search} idSuffix="mobile" onSearched={() => close()} />
        <h2 className="mobile-menu__heading">{labels.categories}</h2>
        <ul className="mobile-menu__list">
          {categories.map((item) => (
            <li key={item.href}>
              <a href={item.href} onClick={() => close()}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <a className="mobile-menu__account" href={account.href} onClick={() => close()}>
          {account.label}
        </a>
      </div>
    </div>
  );
}
