import type { KeyboardEvent } from 'react';
import { moveFocus, useHydrated, usePanel } from './usePanel';

interface Props {
  label: string;
}

/** The list of category links, rendered once per page by the server (SiteNav.astro). */
const PANEL_ID = 'categories-menu';

/**
 * Desktop trigger of the Categories dropdown. The links are server markup shared with the mobile
 * menu; this island only toggles them. Before hydration the trigger is a link that opens the list with :target.
 */
export default function CategoriesMenu({ label }: Props) {
  const hydrated = useHydrated();
  const { open, setOpen, rootRef, triggerRef } = usePanel<HTMLButtonElement, HTMLButtonElement>(PANEL_ID, true);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => moveFocus(document.getElementById(PANEL_ID), 'Home'));
  };
  const caret = <span className="menu__caret" aria-hidden="true" />;

  return hydrated ? (
    <button
      ref={(el) => {
        rootRef.current = el;
        triggerRef.current = el;
      }}
      type="button"
      className="menu__trigger"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={() => setOpen(!open)}
      onKeyDown={onKeyDown}
    >
      {label} {caret}
    </button>
  ) : (
    <a className="menu__trigger" href={`#${PANEL_ID}`}>
      {label} {caret}
    </a>
  );
}
