/**
 * Arrow-key focus in a header menu's list, shared by the island (use-menu.ts) and the markup it
 * hydrates from (first-tap.ts), so a key pressed while React is still loading moves focus the same way.
 * No React here: first-tap.ts runs on every page before any island has loaded.
 */
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

/**
 * A panel placed before its control in the page (the phone menu, above its toggle): Tab from the control
 * would leave it, so a keyboard press that opens it moves focus to its first item.
 */
export function focusIntoPanelBefore(control: HTMLElement, panel: HTMLElement | null): void {
  if (panel && control.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_PRECEDING) moveFocus(panel, 'Home');
}
