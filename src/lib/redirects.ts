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
}

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
  // When the script may choose another target, the refresh must not race it: only pages without script get it.
  const refresh = `<meta http-equiv="refresh" content="0; url=${href}">`;
  const script = `location.replace(${target})`;
  return `<!doctype html>
<html${options.lang ? ` lang="${escape(options.lang)}"` : ''}>
<head>
<meta charset="utf-8">
${forwardingCsp(script)}
<title>${escape(options.title ?? to)}</title>
<meta name="robots" content="${escape(options.robots ?? 'noindex')}">${canonical}
<script>${script}</script>
${options.after ? `<noscript>${refresh}</noscript>` : refresh}
</head>
<body>${paragraphs}<a href="${href}"${rel}>${escape(options.linkText ?? to)}</a></body>
</html>
`;
}

/** These pages are written outside Astro, so they carry their own CSP: their one script, nothing else. */
function forwardingCsp(script: string): string {
  const hash = createHash('sha256').update(script).digest('base64');
  const policy = `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`;
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
