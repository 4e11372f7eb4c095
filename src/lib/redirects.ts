/**
 * Addresses that only forward elsewhere: the spec's retired shop routes and English category URLs
 * from before English moved under /en/. The build writes each as a static page and as a host rule.
 * forwardingPage() also writes the outbound /go/{id}/ pages (src/lib/outbound.ts), which have no host rule.
 */
import { createHash } from 'node:crypto';
import { RETIRED_ROUTES } from '../config/site.ts';
import { categories } from '../data/categories.ts';
import { locales } from '../i18n/locales.ts';
import { categoryUrl, homeUrl, localePath } from './routes.ts';

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

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A JavaScript string literal that is safe inside an inline <script> ("</script>" cannot end it). */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/** How a forwarding page looks and behaves beyond its target; every text is plain and escaped here. */
export interface ForwardingOptions {
  /** Content of the robots meta tag. */
  robots?: string;
  /** Absolute URL of the canonical link; none when absent. */
  canonical?: string;
  /** Carry the visitor's query and hash over to the target: right for a moved page, never for an outbound link. */
  keepQuery?: boolean;
  /** Language of the document (`<html lang>`). */
  lang?: string;
  /** Document title; the target by default. */
  title?: string;
  /** Paragraphs shown before the fallback link, each optionally in a language of its own. */
  paragraphs?: readonly { text: string; lang?: string }[];
  /** Text of the fallback link; the target by default. */
  linkText?: string;
  /** `rel` of the fallback link, e.g. "sponsored noopener noreferrer". */
  rel?: string;
  /**
   * From `time` (ms since the epoch) on, the script forwards to `to` instead: for a deal that ends after
   * the build. The meta refresh then moves into <noscript>, so it cannot race the script's choice.
   */
  after?: { time: number; to: string };
  /** The site's name: shows the logo and the site's look, so the moment before the store feels safe. */
  brand?: string;
}

/** The look of a branded forwarding page: inline and constant, so the page stays one request and instant. */
const BRANDED_STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-content:center;gap:12px;padding:24px;text-align:center;' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6fa;color:#141a26}' +
  '.brand{display:flex;align-items:center;justify-content:center;gap:8px;font-size:22px;font-weight:800}' +
  'p{margin:0}a{justify-self:center;padding:10px 20px;border-radius:999px;background:#c2410c;color:#fff;' +
  'font-weight:700;text-decoration:none}@media (prefers-color-scheme:dark){body{background:#0f1115;color:#eef0f4}' +
  'a{background:#fb923c;color:#1c1917}}';
// Attribute values before a '>' are left unquoted: a quote then '><' in this page would be a sign of broken escaping.
const LOGO =
  '<svg aria-hidden=true viewBox="0 0 64 64" width=36 height=36><rect width=64 height=64 rx=14 fill=#c2410c></rect>' +
  '<path d="M18 34l14-18 4 10h10L32 48l-4-14z" fill=#fff></path></svg>';

/**
 * A static forwarding page, the one writer of such pages: replaces the history entry with script (so
 * Back skips it) and falls back to a meta refresh and a visible link without script.
 */
export function forwardingPage(to: string, options: ForwardingOptions = {}): string {
  const href = escape(to);
  let target = scriptString(to);
  if (options.after) target = `Date.now() < ${Math.trunc(options.after.time)} ? ${target} : ${scriptString(options.after.to)}`;
  if (options.keepQuery) target = `${options.after ? `(${target})` : target} + location.search + location.hash`;
  const canonical = options.canonical === undefined ? '' : `\n<link rel="canonical" href="${escape(options.canonical)}">`;
  const paragraphs = (options.paragraphs ?? []).map((p) => `<p${p.lang ? ` lang="${escape(p.lang)}"` : ''}>${escape(p.text)}</p>`).join('');
  const rel = options.rel ? ` rel="${escape(options.rel)}"` : '';
  const style = options.brand ? `\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<style>${BRANDED_STYLE}</style>` : '';
  const brand = options.brand ? `<p class=brand>${LOGO}${escape(options.brand)}</p>` : '';
  // When the script may choose another target, the refresh must not race it: only pages without script get it.
  const refresh = `<meta http-equiv="refresh" content="0; url=${href}">`;
  const script = `location.replace(${target})`;
  return `<!doctype html>
<html${options.lang ? ` lang="${escape(options.lang)}"` : ''}>
<head>
<meta charset="utf-8">
${forwardingCsp(script, options.brand ? BRANDED_STYLE : undefined)}
<title>${escape(options.title ?? to)}</title>
<meta name="robots" content="${escape(options.robots ?? 'noindex')}">${canonical}${style}
<script>${script}</script>
${options.after ? `<noscript>${refresh}</noscript>` : refresh}
</head>
<body>${brand}${paragraphs}<a href="${href}"${rel}>${escape(options.linkText ?? to)}</a></body>
</html>
`;
}

/** These pages are written outside Astro, so they carry their own CSP: their one script and style, nothing else. */
function forwardingCsp(script: string, style?: string): string {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const styleSrc = style === undefined ? '' : `; style-src ${hash(style)}`;
  const policy = `default-src 'none'; script-src ${hash(script)}${styleSrc}; base-uri 'none'; form-action 'none'`;
  return `<meta http-equiv="content-security-policy" content="${policy}">`;
}

/** The forwarding page of a moved address: keeps the visitor's query and hash, names the target as canonical. */
export function redirectPage(to: string, origin: string): string {
  return forwardingPage(to, { canonical: new URL(to, origin).href, keepQuery: true });
}

/** Host rules in the `_redirects` format (Netlify, Cloudflare Pages): real 301s, and per-language 404 pages. */
export function redirectRules(list: Redirect[] = redirects()): string {
  const lines = list.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
  lines.push(`/en/* /en/404.html 404`);
  return `${lines.join('\n')}\n`;
}
