import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';

/**
 * Open/closed state of a panel the server rendered outside the island (the header's navigation is in
 * the page once, so the island only toggles it). Shares the dismiss rules of every header menu: Escape
 * closes and returns focus to the trigger; a press or focus outside the island and the panel closes;
 * following a link or sending a search (the header search forms' `site-search` event) inside the panel closes.
 * Islands hydrate on first use (`client:interaction`): until then their triggers are links to the panel
 * (opened by :target without JavaScript, by the directive's fallback with it), and the island takes an open panel over.
 */
export function usePanel<Root extends HTMLElement, Trigger extends HTMLElement>(panelId: string, arrowKeys = false) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<Trigger>(null);

  // A panel opened before hydration (by client:interaction's fallback, or :target from the address) stays open.
  useLayoutEffect(() => {
    const panel = document.getElementById(panelId);
    if (panel?.dataset.open === 'true' || panel?.matches(':target')) setOpen(true);
  }, [panelId]);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    panel.dataset.open = String(open);
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && (panel.contains(target) || rootRef.current?.contains(target)));
    const onPointerDown = (event: PointerEvent) => outside(event.target) && setOpen(false);
    const onFocusIn = (event: FocusEvent) => outside(event.target) && setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    // Arrow keys move through a list of links; a panel holding a text field leaves them to the field.
    const onPanelKeyDown = (event: KeyboardEvent) => arrowKeys && moveFocus(panel, event.key) && event.preventDefault();
    const onUsed = (event: Event) => (event.type === 'site-search' || (event.target as Element).closest('a')) && close();
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    panel.addEventListener('keydown', onPanelKeyDown);
    panel.addEventListener('click', onUsed);
    panel.addEventListener('site-search', onUsed);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('keydown', onPanelKeyDown);
      panel.removeEventListener('click', onUsed);
      panel.removeEventListener('site-search', onUsed);
    };
  }, [open, close, panelId, arrowKeys]);

  return { open, setOpen, close, rootRef, triggerRef };
}

/**
 * Props of a link that acts as a button once hydrated. The server renders the same link (to the panel, so
 * :target opens it before hydration and without JavaScript), so hydration keeps the element and its focus.
 */
export function pressable(panelId: string, onPress: () => void, onKeyDown?: (event: ReactKeyboardEvent) => void) {
  return {
    href: `#${panelId}`,
    role: 'button',
    onClick: (event: ReactMouseEvent) => {
      event.preventDefault();
      onPress();
    },
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key !== ' ') return onKeyDown?.(event);
      // Space presses a button; on a link it would scroll the page.
      event.preventDefault();
      onPress();
    },
  };
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Moves focus through a menu's items with the arrow keys, Home and End. Returns true when it handled the key. */
export function moveFocus(container: HTMLElement | null, key: string): boolean {
  if (!container) return false;
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: current < 0 || current === last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const index = next[key];
  if (index === undefined) return false;
  items[index]?.focus();
  return true;
}
