/**
 * The language menu's links, in the browser (server markup plus this started behaviour, so it works from
 * the first tap, before or without the menu's island). A choice is saved before its link is followed, so
 * the next page's stored-language redirect keeps it; pages without a fixed twin (the not-found page,
 * `data-twin-from-location`) derive the twin from the address; every twin keeps the address's query and
 * hash, and opens scrolled where this page was (twins share their layout).
 */
import { LANG_STORAGE_KEY, type Locale } from '../../i18n/locales';
import { switchLocalePath } from '../../lib/routes';

/** Session storage: the twin being opened and the scroll position to restore there. */
const SCROLL_KEY = 'topofertas:twin-scroll';

interface TwinScroll {
  to: string;
  y: number;
}

function store(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Without storage the choice still applies to this navigation.
  }
}

/** Saves the choice and the scroll position, and opens the twin. */
function wireLanguageChoice(panel: HTMLElement) {
  panel.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    if (!link) return;
    event.preventDefault();
    store(() => localStorage, LANG_STORAGE_KEY, link.hreflang);
    const { pathname, search, hash } = window.location;
    const twin = panel.hasAttribute('data-twin-from-location') ? switchLocalePath(pathname, link.hreflang as Locale) : link.pathname;
    const to = twin + search + hash;
    store(() => sessionStorage, SCROLL_KEY, JSON.stringify({ to, y: Math.round(window.scrollY) } satisfies TwinScroll));
    window.location.assign(to);
  });
}

/** On the twin a language choice opened, scrolls to where the shopper was; any other page forgets it. */
function restoreTwinScroll() {
  let saved: TwinScroll | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  const { pathname, search, hash } = window.location;
  if (saved && saved.to === pathname + search + hash && saved.y > 0) window.scrollTo(0, saved.y);
}

/** Call once per page (BaseLayout's script). */
export function startLanguageChoice(): void {
  restoreTwinScroll();
  const panel = document.getElementById('language-menu');
  if (panel) wireLanguageChoice(panel);
}
