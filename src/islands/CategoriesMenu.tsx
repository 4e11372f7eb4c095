import type { KeyboardEvent } from 'react';
import { moveFocus, pressable, usePanel } from './usePanel';

interface Props {
  label: string;
}

/** The list of category links, rendered once per page by the server (SiteNav.astro). */
const PANEL_ID = 'categories-menu';

/** Desktop trigger of the Categories dropdown. The links are server markup shared with the mobile menu; this island only toggles them. */
export default function CategoriesMenu({ label }: Props) {
  const { open, setOpen, rootRef, triggerRef } = usePanel<HTMLAnchorElement, HTMLAnchorElement>(PANEL_ID, true);

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
      aria-expanded={open}
      aria-controls={PANEL_ID}
      {...pressable(PANEL_ID, () => setOpen(!open), onKeyDown)}
    >
      {label} <span className="menu__caret" aria-hidden="true" />
    </a>
  );
}
