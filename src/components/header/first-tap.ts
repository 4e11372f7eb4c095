/**
 * The header menus before their islands have hydrated (they hydrate on first touch, client:interaction):
 * their controls (`href="#panel"`, which :target opens without JavaScript) work as the islands' will. A click
 * or Space toggles the panel's `data-open` and the controls' `aria-expanded` (no fragment navigation, so no
 * history entry, scroll or popstate: the search page re-runs its query on popstate); ArrowDown on a list's
 * trigger (`data-arrow-keys`) opens it on its first item; a control with `data-focus` opens the panel with
 * the cursor in that field; Escape closes and returns focus. A hydrated island handles its own events (it
 * has lost Astro's `ssr` attribute) and takes an open panel over (use-menu.ts).
 */

/** Sets a panel's state and its controls' `aria-expanded` as the islands do. */
function setPanel(panel: HTMLElement, open: boolean) {
  panel.dataset.open = String(open);
  for (const trigger of document.querySelectorAll(`[aria-controls="${panel.id}"]`)) trigger.setAttribute('aria-expanded', String(open));
}

/** Call once per page (BaseLayout's script). */
export function startFirstTap(): void {
  let opened: { control: HTMLElement; panel: HTMLElement } | undefined;
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
    if (intoList) panel.querySelector<HTMLElement>('a[href]')?.focus();
  };
  const header = document.querySelector<HTMLElement>('.site-header');
  header?.addEventListener('click', onControl);
  header?.addEventListener('keydown', onControl);
  document.addEventListener('keydown', (event) => {
    // Once the island has hydrated, it closes its own menu.
    if (event.key !== 'Escape' || !opened || !opened.control.closest('astro-island[ssr]')) return;
    setPanel(opened.panel, false);
    opened.control.focus();
    opened = undefined;
  });
}
