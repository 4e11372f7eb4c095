/**
 * Every `is:inline` script of the site, as constant text. A page's CSP allows the hashes of the scripts
 * here that the page names (BaseLayout's `inlineScripts`, src/lib/csp.ts); any other inline script is
 * blocked. Scripts read their data from their own element's data-* attributes
 * (`document.currentScript.dataset`), so their text, and with it their hash, never changes per page.
 * To add one: put its text here, render it with `<script is:inline data-x={...} set:html={INLINE_SCRIPTS.name} />`
 * and name it in the page's `inlineScripts`.
 */
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { defaultLocale, folderLocales, hreflangTags, locales } from '../i18n/locales.ts';
import { notFoundUrl } from './routes.ts';
import { SEARCH_PRE_PAINT } from '../search/page/pre-paint.ts';

const SOURCES = {
  /**
   * Sends a visitor whose stored language differs from the page's to the twin page before first paint.
   * The twin is the head's `<link rel="alternate" hreflang>` (its path: the link is absolute, on the
   * production origin). Not on Back or Forward: the shopper is returning to a page they saw, and a
   * forward there would trap Back after a language switch. Data: key (storage key), locale.
   */
  languageRedirect: `try {
  const data = document.currentScript.dataset;
  const stored = localStorage.getItem(data.key);
  const tags = ${JSON.stringify(hreflangTags)};
  const navigation = performance.getEntriesByType('navigation')[0];
  const returning = navigation && navigation.type === 'back_forward';
  const twin = !returning && stored !== data.locale && Object.hasOwn(tags, stored) && document.querySelector('link[rel="alternate"][hreflang="' + tags[stored] + '"]');
  if (twin) location.replace(new URL(twin.href).pathname + location.search + location.hash);
} catch {
  // Storage can be blocked (privacy modes); the page's own language is a fine fallback.
}`,

  /**
   * The not-found page picks its message (product or page) and language from the address and the stored
   * preference. A host that serves one not-found page for every path sends English addresses the
   * Portuguese page: that page then opens the other language's file (a real file on every host) with
   * the address asked for in its query, and that page puts the address back in the address bar
   * (history.replaceState, so reload and sharing keep it). The host's answer to the address itself
   * stays a 404. A document swapped in with document.write instead never fired load in Firefox.
   * The language's folder in the address decides, else the stored language, else the default (the
   * languages' not-found files and folders come from the locale table). Data: key, locale, param (the query
   * parameter), titleProduct.
   */
  notFound: `(function () {
  const data = document.currentScript.dataset;
  const files = ${JSON.stringify(Object.fromEntries(locales.map((l) => [l, notFoundUrl(l)])))};
  const folders = ${JSON.stringify(folderLocales())};
  const root = document.documentElement;
  const asked = new URLSearchParams(location.search).get(data.param);
  // Only a path of this site ("//host" would be another origin); anything else is ignored.
  const swapped = asked !== null && /^\\/(?!\\/)/.test(asked);
  if (swapped) {
    try {
      history.replaceState(history.state, '', asked);
    } catch {
      // An address the browser refuses: the page still shows, under its own file's address.
    }
  }
  const path = location.pathname;
  let stored = null;
  try {
    stored = localStorage.getItem(data.key);
  } catch {
    // Blocked storage: the address alone decides.
  }
  const folder = folders.find(function (l) { return path === '/' + l || path.indexOf('/' + l + '/') === 0; });
  const wanted = folder || (Object.hasOwn(files, stored) ? stored : ${JSON.stringify(defaultLocale)});
  if ((folder ? path.slice(folder.length + 1) : path).indexOf('/product/') === 0) {
    root.setAttribute('data-missing', 'product');
    document.title = data.titleProduct;
  }
  // Once swapped, never again (no loop between the two files); nor when an older link is being forwarded.
  if (wanted === data.locale || swapped || root.hasAttribute('data-leaving')) return;
  root.style.visibility = 'hidden';
  location.replace(files[wanted] + '?' + data.param + '=' + encodeURIComponent(path + location.search + location.hash));
})();`,

  /**
   * A product page opened with ?go (the partner button of a store that allows masked links) leaves for
   * the deal's outbound URL as soon as its "taking you to the store" notice has painted (two animation
   * frames after the document is parsed; a timer covers background tabs, which run no frames), replacing
   * its own history entry so Back cannot bounce; it stays when the deal has ended since the build, or
   * offline. Data: param, to, endsAt (optional).
   */
  dealForward: `(function (data) {
  if (!new URLSearchParams(location.search).has(data.param) || !navigator.onLine) return;
  if (data.endsAt && Date.now() >= Number(data.endsAt)) return;
  document.documentElement.setAttribute('data-forwarding', '');
  var left = false;
  function go() {
    if (left) return;
    left = true;
    location.replace(data.to);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(go);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
  setTimeout(go, 1000);
})(document.currentScript.dataset);`,

  /**
   * The not-found page of an address from before outbound links moved onto product pages (/go/{id}/):
   * forwards to the product page's forward. Data: prefix (old folder), target (the new address with
   * "{id}" in place of the id). Only a same-site path can come out: the target starts with "/".
   */
  legacyGo: `(function (data) {
  const path = location.pathname;
  if (path.indexOf(data.prefix) !== 0) return;
  const id = path.slice(data.prefix.length).replace(/\\/$/, '');
  if (!/^[a-z0-9-]+$/.test(id)) return;
  // The not-found script after this one then leaves the page alone.
  document.documentElement.setAttribute('data-leaving', '');
  location.replace(data.target.replace('{id}', id));
})(document.currentScript.dataset);`,

  /** A product page built before its deal ended still turns expired on time. Data: endsAt (ms since the epoch). */
  dealExpiry: `if (Date.now() >= Number(document.currentScript.dataset.endsAt)) document.documentElement.setAttribute('data-deal-expired', '');`,

  /** The search page, before first paint (src/search/page/pre-paint.ts). */
  searchPrePaint: SEARCH_PRE_PAINT,
} as const;

export type InlineScriptName = keyof typeof SOURCES;

/** The scripts as pages carry them: minified, since most of them are in every page of the site. */
export const INLINE_SCRIPTS = Object.fromEntries(
  Object.entries(SOURCES).map(([name, code]) => [name, transformSync(code, { minify: true }).code.trim()]),
) as Record<InlineScriptName, string>;

/** Each script's hash, made once: every page's CSP asks for one to three of them. */
const HASHES = Object.fromEntries(
  Object.entries(INLINE_SCRIPTS).map(([name, code]) => [name, `'sha256-${createHash('sha256').update(code).digest('base64')}'`]),
) as Record<InlineScriptName, `'sha256-${string}'`>;

/** The CSP source expression ('sha256-...') that allows one inline script. */
export function inlineScriptHash(name: InlineScriptName): `'sha256-${string}'` {
  return HASHES[name];
}
