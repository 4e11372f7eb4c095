import type { KeyboardEvent } from 'react';
import { moveFocus, useDisclosure, useHydrated } from './useDisclosure';

/** A link in a menu: what the island renders, nothing more. */
export interface MenuLink {
  label: string;
  href: string;
}

interface Props {
  label: string;
  items: MenuLink[];
}

const PANEL_ID = 'categories-menu';

/** Desktop Categories dropdown. Before hydration the trigger is a link that opens the panel with :target. */
export default function CategoriesMenu({ label, items }: Props) {
  const hydrated = useHydrated();
  const { open, setOpen, close, rootRef, triggerRef } = useDisclosure<HTMLButtonElement>();

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => moveFocus(document.getElementById(PANEL_ID), 'Home'));
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
  };

  return (
    <div className="menu" ref={rootRef}>
      {hydrated ? (
        <button
          ref={triggerRef}
          type="button"
          className="menu__trigger"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen(!open)}
          onKeyDown={onTriggerKeyDown}
        >
          {label} <span className="menu__caret" aria-hidden="true" />
        </button>
      ) : (
        <a className="menu__trigger" href={`#${PANEL_ID}`}>
          {label} <span className="menu__caret" aria-hidden="true" />
        </a>
      )}
      <ul id={PANEL_ID} className="menu__panel menu__panel--scroll" data-open={open} onKeyDown={onPanelKeyDown}>
        {items.map((item) => (
          <li key={item.href}>
            <a className="menu__item" href={item.href} onClick={() => close()}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
