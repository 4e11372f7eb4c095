import type { ClientDirective } from 'astro';

/**
 * Events that show a shopper is about to use an island. Pointer-over and focus come before the press,
 * so the download usually starts a moment ahead of the click.
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Until the island has hydrated, a click on one of its in-page links (`href="#panel"`, which :target opens
 * without JavaScript) toggles the panel's `data-open` instead: no fragment navigation, so no history entry,
 * scroll or popstate (the search page re-runs its query on popstate). The hydrated island takes the state over.
 */
function togglePanel(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
  const panel = link && document.getElementById(link.getAttribute('href')!.slice(1));
  if (!panel) return;
  event.preventDefault();
  panel.dataset.open = String(panel.dataset.open !== 'true');
}

/**
 * `client:interaction`: hydrates an island on the first interaction with it, so a page that is only
 * read never downloads the framework, while its server markup already works (see togglePanel).
 */
const interaction: ClientDirective = (load, _options, el) => {
  const start = async () => {
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', togglePanel);
  };
  el.addEventListener('click', togglePanel);
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;
