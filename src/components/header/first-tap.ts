/**
 * The header menus before their island has hydrated (they hydrate on first touch, client:interaction):
 * their controls (`href="#panel"`, which :target opens without JavaScript) work as the island's will. A click
 * or Space toggles the panel (no fragment navigation, so no history entry, scroll or popstate: the search
 * page re-runs its query on popstate); ArrowDown on a list's trigger (`data-arrow-keys`) opens it on its
 * first item; a control with `data-focus` opens the panel with the cursor in that field. A panel a tap
 * opened before this script ran (the address's :target) is taken over as open, so the next tap on its
 * control closes it. While a panel opened here is open, the menus' rules hold (menu-rules.ts, the island's
 * too). A hydrated island handles its own events (it has lost Astro's `ssr` attribute) and takes an open
 * panel over (use-menu.ts).
 */
import { focusIntoPanelBefore, moveFocus } from './menu-focus.ts';
import { panelControls, panelShown, showPanel, whileOpen } from './menu-rules.ts';

/** A control of a menu whose island has not hydrated yet (after that the island owns it). */
const NOT_HYDRATED = 'astro-island[ssr] a[href^="#"]';

/** Sets a panel's state and its controls' `aria-expanded` as the island does. */
function setPanel(panel: HTMLElement, open: boolean) {
  showPanel(panel, open);
  for (const control of panelControls(panel)) if (control.hasAttribute('aria-expanded')) control.setAttribute('aria-expanded', String(open));
}

/** Call once per page (BaseLayout's script). */
export function startFirstTap(): void {
  let stop: (() => void) | undefined;
  const opened = (control: HTMLElement, panel: HTMLElement) => {
    stop = whileOpen({
      panel,
      arrowKeys: control.hasAttribute('data-arrow-keys'),
      close: (returnFocus) => {
        setPanel(panel, false);
        if (returnFocus) control.focus();
      },
      // Hydrated: the island has taken the panel over and runs these rules itself.
      held: () => Boolean(control.closest('astro-island[ssr]')),
    });
  };
  const onControl = (event: MouseEvent | KeyboardEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NOT_HYDRATED) : null;
    const panel = control && document.getElementById(control.getAttribute('href')!.slice(1));
    if (!control || !panel || event.defaultPrevented) return;
    const key = event instanceof KeyboardEvent ? event.key : 'click';
    const intoList = key === 'ArrowDown' && control.hasAttribute('data-arrow-keys');
    if (key !== 'click' && key !== ' ' && !intoList) return;
    event.preventDefault();
    const focus = control.dataset.focus;
    const open = Boolean(focus) || intoList || !panelShown(panel);
    stop?.();
    stop = undefined;
    setPanel(panel, open);
    if (open) opened(control, panel);
    if (focus) document.getElementById(focus)?.focus();
    if (intoList) moveFocus(panel, 'Home');
    // A key, or a click a key made (Enter on a link: detail 0).
    else if (open && !focus && (event instanceof KeyboardEvent || event.detail === 0)) focusIntoPanelBefore(control, panel);
  };
  const header = document.querySelector<HTMLElement>('.site-header');
  header?.addEventListener('click', onControl);
  header?.addEventListener('keydown', onControl);
  // A tap before this script ran opened a panel through the address: open from now on as if opened here.
  const targeted = window.location.hash.length > 1 ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  const control = targeted && panelControls(targeted).find((c) => c.matches(NOT_HYDRATED) && c.hasAttribute('aria-expanded'));
  if (targeted && control && panelShown(targeted)) {
    setPanel(targeted, true);
    opened(control, targeted);
  }
}
