/**
 * Addresses that only forward elsewhere: the spec's retired shop routes and English category URLs
 * from before English moved under /en/. The build writes each as a static page and as a host rule.
 */
import { categories } from '../data/categories.ts';
import { locales } from '../i18n/locales.ts';
import { categoryUrl, homeUrl, localePath } from './routes.ts';

/** One forward: `from` and `to` are root-relative, URL-encoded paths. */
export interface Redirect {
  from: string;
  to: string;
}

/** Routes the spec sends to the home page (spec §2), in each language. */
export const RETIRED_ROUTES = ['products', 'cart', 'checkout', 'order-confirmation'] as const;

/** Every forward the site answers. */
export function redirects(): Redirect[] {
  const retired = locales.flatMap((locale) => RETIRED_ROUTES.map((route) => ({ from: localePath(locale, `/${route}`), to: homeUrl(locale) })));
  // "Pet Shop" is the same in both languages: that URL is the Portuguese page, not a forward.
  const legacyEnglish = categories.filter((c) => c.en !== c.pt).map((c) => ({ from: `/category/${encodeURIComponent(c.en)}`, to: categoryUrl(c.key, 'en') }));
  return [...retired, ...legacyEnglish];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A static forwarding page: replaces the history entry with script, meta refresh without it. */
export function redirectPage(to: string, origin: string): string {
  const href = escape(to);
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(new URL(to, origin).href)}">
<script>location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')} + location.search + location.hash)</script>
<meta http-equiv="refresh" content="0;url=${href}">
</head>
<body><a href="${href}">${href}</a></body>
</html>
`;
}

/** Host rules in the `_redirects` format (Netlify, Cloudflare Pages): real 301s, and per-language 404 pages. */
export function redirectRules(list: Redirect[] = redirects()): string {
  const lines = list.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
  lines.push(`/en/* /en/404.html 404`);
  return `${lines.join('\n')}\n`;
}
