/**
 * Addresses that only forward elsewhere: the spec's retired shop routes and English category URLs
 * from before English moved under /en/. The build writes each as a static page and as a host rule.
 * Outbound links from before they moved onto product pages (/go/{id}/) get a host rule with a
 * placeholder; on hosts without rules the not-found page forwards them.
 */
import { createHash } from 'node:crypto';
import { RETIRED_ROUTES } from '../config/site.ts';
import { categories } from '../data/categories.ts';
import { folderLocales, locales } from '../i18n/locales.ts';
import { absoluteUrl } from './absolute-url.ts';
import { escapeHtml } from './html.ts';
import { categoryUrl, goUrl, homeUrl, LEGACY_GO_PREFIX, localePath, localeWildcard, notFoundUrl } from './routes.ts';

/** One forward: `from` and `to` are root-relative, URL-encoded paths. */
export interface Redirect {
  from: string;
  to: string;
}

/** Every forward the site answers. */
export function redirects(): Redirect[] {
  const retired = locales.flatMap((locale) => RETIRED_ROUTES.map((route) => ({ from: localePath(locale, `/${route}`), to: homeUrl(locale) })));
  // "Pet Shop" is the same in both languages: that URL is the Portuguese page, not a forward.
  const legacyEnglish = categories.filter((c) => c.en !== c.pt).map((c) => ({ from: `/category/${encodeURIComponent(c.en)}`, to: categoryUrl(c.key, 'en') }));
  return [...retired, ...legacyEnglish];
}

/** A JavaScript string literal that is safe inside an inline <script> ("</script>" cannot end it). */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * The static forwarding page of a moved address, the one writer of such pages: replaces the history
 * entry with script (so Back skips it), keeps the visitor's query and hash, names the target as
 * canonical, and falls back to a meta refresh and a visible link without script.
 */
export function redirectPage(to: string): string {
  const href = escapeHtml(to);
  const script = `location.replace(${scriptString(to)} + location.search + location.hash)`;
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
${forwardingCsp(script)}
<title>${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absoluteUrl(to))}">
<script>${script}</script>
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body><a href="${href}">${href}</a></body>
</html>
`;
}

/** These pages are written outside Astro, so they carry their own CSP: their one script, nothing else. */
function forwardingCsp(script: string): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const policy = `default-src 'none'; script-src ${hash}; base-uri 'none'; form-action 'none'`;
  return `<meta http-equiv="content-security-policy" content="${policy}">`;
}

/** How many rules `redirectRules` writes: two per forward (with and without the trailing slash), two with a placeholder for /go/. */
export function redirectRuleCounts(list: Redirect[] = redirects()): { static: number; placeholder: number } {
  return { static: list.length * 2, placeholder: 2 };
}

/**
 * Host rules in the `_redirects` format (Netlify, Cloudflare Pages): real 301s, and with `notFoundRule`
 * the English 404 page for every missing path under /en/ (src/config/deploy-host.ts: which hosts take it).
 */
export function redirectRules(list: Redirect[] = redirects(), { notFoundRule = true } = {}): string {
  const lines = list.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
  const legacyGo = `${LEGACY_GO_PREFIX}:id`;
  lines.push(`${legacyGo} ${goUrl(':id', 'pt')} 301`, `${legacyGo}/ ${goUrl(':id', 'pt')} 301`);
  if (notFoundRule) {
    for (const locale of folderLocales()) lines.push(`${localeWildcard(locale)} ${notFoundUrl(locale)} 404`);
  }
  return `${lines.join('\n')}\n`;
}
