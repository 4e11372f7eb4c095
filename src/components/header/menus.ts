/**
 * The header menus in the browser: Categories, language and the phone menu. Each trigger is a link to
 * its panel (`href="#panel"`, which :target opens before this script and without JavaScript); here it
 * becomes a button that toggles the panel's `data-open` and its own `aria-expanded`. Every menu shares
 * the dismiss rules: Escape closes and returns focus to the trigger; a press or focus outside the menu
 * closes it; following a link or sending a search (the search forms' `site-search` event) inside closes it.
 */
import { LANG_STORAGE_KEY, type Locale } from '../../i18n/locales';
import { switchLocalePath } from '../../lib/routes';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Moves focus through a menu's items with the arrow keys, Home and End. Returns true when it handled the key. */
function moveFocus(container: HTMLElement, key: string): boolean {
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
 * Wires the menu of `trigger` (`aria-controls` names its panel). The menu is the trigger, or its
 * `[data-menu]` ancestor when other controls share the panel (the phone menu's search button, which
 * also puts the cursor in the panel's search field, `data-focus`). With `data-arrow-keys` the panel
 * is a list of links: ArrowDown on the trigger opens it on its first item, arrows move through it.
 */
function wireMenu(trigger: HTMLElement) {
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  const menu = trigger.closest<HTMLElement>('[data-menu]') ?? trigger;
  const arrowKeys = trigger.hasAttribute('data-arrow-keys');
  // The written aria-label is the closed state's; only the open one travels as data.
  const labelOpen = trigger.getAttribute('aria-label');
  const { labelClose } = trigger.dataset;
  let dismiss: AbortController | undefined;

  const setOpen = (open: boolean) => {
    panel.dataset.open = String(open);
    trigger.setAttribute('aria-expanded', String(open));
    if (labelOpen && labelClose) trigger.setAttribute('aria-label', open ? labelClose : labelOpen);
    dismiss?.abort();
    dismiss = undefined;
    if (open) listenForDismiss((dismiss = new AbortController()).signal);
  };

  const listenForDismiss = (signal: AbortSignal) => {
    const outside = (target: EventTarget | null) => !(target instanceof Node && (panel.contains(target) || menu.contains(target)));
    const closeIfOutside = (event: Event) => outside(event.target) && setOpen(false);
    const onUsed = (event: Event) => (event.type === 'site-search' || (event.target as Element).closest('a')) && setOpen(false);
    document.addEventListener('pointerdown', closeIfOutside, { signal });
    document.addEventListener('focusin', closeIfOutside, { signal });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        setOpen(false);
        trigger.focus();
      },
      { signal },
    );
    // A panel holding a text field (the phone menu) leaves the arrow keys to the field.
    if (arrowKeys) panel.addEventListener('keydown', (event) => moveFocus(panel, event.key) && event.preventDefault(), { signal });
    panel.addEventListener('click', onUsed, { signal });
    panel.addEventListener('site-search', onUsed, { signal });
  };

  const press = (control: HTMLElement) => {
    const focus = control.dataset.focus;
    if (!focus) return setOpen(panel.dataset.open !== 'true');
    setOpen(true);
    requestAnimationFrame(() => document.getElementById(focus)?.focus());
  };

  const controlSelector = `[href="#${panel.id}"]`;
  const controls = menu.matches(controlSelector) ? [menu] : Array.from(menu.querySelectorAll<HTMLElement>(controlSelector));
  for (const control of controls) {
    control.addEventListener('click', (event) => {
      // No fragment navigation: no history entry, scroll or popstate (the search page re-runs its query on popstate).
      event.preventDefault();
      press(control);
    });
    control.addEventListener('keydown', (event) => {
      if (event.key === ' ') {
        // Space presses a button; on a link it would scroll the page.
        event.preventDefault();
        press(control);
      } else if (event.key === 'ArrowDown' && arrowKeys) {
        event.preventDefault();
        setOpen(true);
        requestAnimationFrame(() => moveFocus(panel, 'Home'));
      }
    });
  }
  // A panel opened before this script ran (its link followed, or the address) stays open.
  setOpen(panel.matches(':target') || panel.dataset.open === 'true');
  // Coming back through the back/forward cache must not show a menu left open by the last visit.
  window.addEventListener('pageshow', (event) => event.persisted && setOpen(false));
}

/**
 * A language choice is saved before its link is followed, so the next page's stored-language redirect
 * keeps it. Pages without a fixed twin (the not-found page, `data-twin-from-location`) derive the twin
 * from the address; every twin keeps the address's query and hash.
 */
function wireLanguageChoice(panel: HTMLElement) {
  panel.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    if (!link) return;
    try {
      localStorage.setItem(LANG_STORAGE_KEY, link.hreflang);
    } catch {
      // Without storage the choice still applies to this navigation.
    }
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    const twin = panel.hasAttribute('data-twin-from-location') ? switchLocalePath(pathname, link.hreflang as Locale) : link.pathname;
    window.location.assign(twin + search + hash);
  });
}

/** Wires the header's menus; call once per page (BaseLayout's script). */
export function startMenus(): void {
  for (const trigger of document.querySelectorAll<HTMLElement>('.site-header [aria-controls][aria-expanded]')) wireMenu(trigger);
  const languages = document.getElementById('language-menu');
  if (languages) wireLanguageChoice(languages);
}
