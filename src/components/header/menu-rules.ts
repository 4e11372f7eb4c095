/**
 * What every header menu does, written once for the two that run it: the island (use-menu.ts) and the
 * markup it hydrates from (first-tap.ts, which holds the menus from the page script until React has loaded).
 * A panel is open when its `data-open` says so or, before any script has set it, when it is the address's
 * `:target` (a tap before the page script ran follows the control's `href="#panel"`, the no-script path).
 * While a panel is open: Escape closes it and returns focus to its control; a press or focus outside the
 * panel and its controls closes it; following a link or sending a search (search-forms.ts's `site-search`
 * event) from it closes it; in a list menu the arrow keys, Home and End move through its links. Closing
 * takes the panel's `#id` out of the address. No React here: first-tap.ts runs on every page.
 */
import { moveFocus } from './menu-focus.ts';

/** Whether the panel shows: `data-open` once a script has set it, else whether the address targets it. */
export function panelShown(panel: HTMLElement): boolean {
  const state = panel.dataset.open;
  return state === undefined ? panel.matches(':target') : state === 'true';
}

/**
 * Writes the panel's state. Closing a panel the address still names (`#mobile-menu`, from a tap before
 * the page script ran) replaces the address without it: no history entry, scroll or popstate (the
 * search page re-runs its query on popstate).
 */
export function showPanel(panel: HTMLElement, open: boolean): void {
  panel.dataset.open = String(open);
  if (!open && window.location.hash === `#${panel.id}`) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', pathname + search);
  }
}

/** The panel's controls: its triggers (`aria-controls`) and the links that open it (`href="#panel"`). */
export function panelControls(panel: HTMLElement): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[aria-controls="${panel.id}"], [href="#${panel.id}"]`)];
}

export interface OpenMenu {
  panel: HTMLElement;
  /** A list menu: the arrow keys, Home and End move through its links (a panel with a text field leaves them to it). */
  arrowKeys: boolean;
  /** Closes the menu, as its owner keeps its state; with `returnFocus`, focus goes back to the control that opened it. */
  close: (returnFocus: boolean) => void;
  /** Whether the caller still runs this menu (first-tap.ts until the island hydrates); once not, the rules stop without acting. */
  held?: () => boolean;
}

/** Starts the rules of an open menu until it closes through them; the returned function stops them (when it closes otherwise). */
export function whileOpen({ panel, arrowKeys, close: closeMenu, held = () => true }: OpenMenu): () => void {
  const rules = new AbortController();
  const { signal } = rules;
  const stillHeld = () => held() || (rules.abort(), false);
  const close = (returnFocus: boolean) => {
    rules.abort();
    closeMenu(returnFocus);
  };
  const outside = (target: EventTarget | null) =>
    !(target instanceof Node) || !(panel.contains(target) || panelControls(panel).some((control) => control.contains(target)));
  const closeIfOutside = (event: Event) => stillHeld() && outside(event.target) && close(false);
  document.addEventListener('pointerdown', closeIfOutside, { signal });
  document.addEventListener('focusin', closeIfOutside, { signal });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !stillHeld()) return;
      event.preventDefault();
      close(true);
    },
    { signal },
  );
  if (arrowKeys) panel.addEventListener('keydown', (event) => stillHeld() && moveFocus(panel, event.key) && event.preventDefault(), { signal });
  const closeIfUsed = (event: Event) => stillHeld() && (event.type === 'site-search' || (event.target as Element).closest('a')) && close(false);
  panel.addEventListener('click', closeIfUsed, { signal });
  panel.addEventListener('site-search', closeIfUsed, { signal });
  return () => rules.abort();
}
