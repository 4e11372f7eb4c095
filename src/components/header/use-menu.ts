import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { moveFocus } from './menu-focus.ts';
import { panelShown, showPanel, whileOpen } from './menu-rules.ts';

/**
 * Open/closed state of a header menu's panel, found by id: the panel may be the island's own markup
 * (Categories, phone menu) or the page's (the language menu's links differ per page). While it is open the
 * menus' rules hold (menu-rules.ts, the same as before hydration). The panel's `data-open` is written here,
 * not rendered: islands hydrate on first use (`client:interaction`), and until then first-tap.ts, or
 * :target without JavaScript, opens the panel; the island takes an open panel over.
 */
export function useMenu<Trigger extends HTMLElement>(panelId: string, arrowKeys = false) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<Trigger>(null);
  // Rendered closed (as the server did) but found open: the effect below writes nothing until the re-render as open.
  const takingOver = useRef(false);

  useLayoutEffect(() => {
    const panel = document.getElementById(panelId);
    if (panel && panelShown(panel)) {
      takingOver.current = true;
      // The page opened the panel before hydration (the server renders every menu closed): taken over before paint.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(true);
    }
    // Coming back through the back/forward cache must not show a menu left open by the last visit.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setOpen(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [panelId]);

  // The control that opened the panel (a menu can have two: the phone menu's toggle and its search button),
  // where Escape returns focus; the trigger when it is not known.
  const openerRef = useRef<HTMLElement | null>(null);
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) (openerRef.current ?? triggerRef.current)?.focus();
  }, []);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    if (takingOver.current && !open) return;
    takingOver.current = false;
    showPanel(panel, open);
    if (!open) return;
    // Run before the opener moves focus on (the search button puts it in the search field a frame later).
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active.matches(`[aria-controls="${panelId}"], [href="#${panelId}"]`) ? active : null;
    return whileOpen({ panel, arrowKeys, close });
  }, [open, close, panelId, arrowKeys]);

  /** ArrowDown on a list menu's trigger opens it on its first item. */
  const openOnFirstItem = useCallback(() => {
    setOpen(true);
    requestAnimationFrame(() => moveFocus(document.getElementById(panelId), 'Home'));
  }, [panelId]);

  return { open, setOpen, close, triggerRef, openOnFirstItem };
}

/**
 * Props of a link that acts as a button. The server renders the same link (to the panel, so :target opens
 * it before hydration and without JavaScript), so hydration keeps the element and its focus.
 */
export function pressable(panelId: string, onPress: (byKeyboard: boolean) => void, onArrowDown?: () => void) {
  return {
    href: `#${panelId}`,
    role: 'button',
    onClick: (event: ReactMouseEvent) => {
      // No fragment navigation: no history entry, scroll or popstate (the search page re-runs its query on popstate).
      event.preventDefault();
      // Enter on a link clicks it with no pointer (detail 0).
      onPress(event.detail === 0);
    },
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key === ' ') {
        // Space presses a button; on a link it would scroll the page.
        event.preventDefault();
        onPress(true);
      } else if (event.key === 'ArrowDown' && onArrowDown) {
        event.preventDefault();
        onArrowDown();
      }
    },
  };
}
