/**
 * The header menus before their island has hydrated (they hydrate on first touch, client:interaction):
 * their controls (`href="#panel"`, which :target opens without JavaScript) work as the island's will. A click
 * or Space toggles the panel's `data-open` and the controls' `aria-expanded` (no fragment navigation, so no
 * history entry, scroll or popstate: the search page re-runs its query on popstate); ArrowDown on a list's
 * trigger (`data-arrow-keys`) opens it on its first item; a control with `data-focus` opens the panel with
 * the cursor in that field. While the panel it opened is open and React is still loading, the rules of
 * use-menu.ts hold here too: arrows, Home and End move through a list, Escape closes and returns focus,
 * following a link, sending a search or a press outside closes. A hydrated island handles its own events (it has lost
 * Astro's `ssr` attribute) and takes an open panel over (use-menu.ts).
 */
import { focusIntoPanelBefore, moveFocus } from './menu-focus.ts';

/** Sets a panel's state and its controls' `aria-expanded` as the island does. */
function setPanel(panel: HTMLElement, open: boolean) {
  panel.dataset.open = String(open);
  for (const trigger of document.querySelectorAll(`[aria-controls="${panel.id}"]`)) trigger.setAttribute('aria-expanded', String(open));
}

interface Opened {
  control: HTMLElement;
  panel: HTMLElement;
}

/** The panel first-tap opened, while its island has not hydrated yet (after that the island owns it). */
function stillOurs(opened: Opened | undefined): opened is Opened {
  return Boolean(opened?.control.closest('astro-island[ssr]'));
}

/** Call once per page (BaseLayout's script). */
export function startFirstTap(): void {
  let opened: Opened | undefined;
  const close = (returnFocus: boolean) => {
    if (!opened) return;
    setPanel(opened.panel, false);
    if (returnFocus) opened.control.focus();
    opened = undefined;
  };
  const onControl = (event: MouseEvent | KeyboardEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('astro-island[ssr] a[href^="#"]') : null;
    const panel = control && document.getElementById(control.getAttribute('href')!.slice(1));
    if (!control || !panel || event.defaultPrevented) return;
    const key = event instanceof KeyboardEvent ? event.key : 'click';
    const intoList = key === 'ArrowDown' && control.hasAttribute('data-arrow-keys');
    if (key !== 'click' && key !== ' ' && !intoList) return;
    event.preventDefault();
    const focus = control.dataset.focus;
    const open = Boolean(focus) || intoList || panel.dataset.open !== 'true';
    setPanel(panel, open);
    opened = open ? { control, panel } : undefined;
    if (focus) document.getElementById(focus)?.focus();
    if (intoList) moveFocus(panel, 'Home');
    // A key, or a click a key made (Enter on a link: detail 0).
    else if (open && !focus && (event instanceof KeyboardEvent || event.detail === 0)) focusIntoPanelBefore(control, panel);
  };
  const header = document.querySelector<HTMLElement>('.site-header');
  header?.addEventListener('click', onControl);
  header?.addEventListener('keydown', onControl);
  document.addEventListener('keydown', (event) => {
    if (!stillOurs(opened) || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (opened.control.hasAttribute('data-arrow-keys') && opened.panel.contains(event.target as Node) && moveFocus(opened.panel, event.key)) {
      event.preventDefault();
    }
  });
  // Following a link or sending a search (search-forms.ts's `site-search` event) from the panel closes it.
  const closeIfUsed = (event: Event) => {
    const used = event.type === 'site-search' || (event.target as Element).closest('a');
    if (stillOurs(opened) && opened.panel.contains(event.target as Node) && used) close(false);
  };
  document.addEventListener('click', closeIfUsed);
  document.addEventListener('site-search', closeIfUsed);
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    // Outside: neither the panel nor its menu's controls (the island holds both menus, so not the island).
    if (stillOurs(opened) && !opened.panel.contains(target) && !opened.control.closest('[data-menu-root]')!.contains(target)) close(false);
  });
}
