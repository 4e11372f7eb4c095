/**
 * Who may use the editing form's API (/api/keystatic): only the form itself, in the browser that shows
 * it. The API reads and writes the catalog; before, any page the dev server served (an SVG opened from the
 * catalog rewrote a product file this way) or any other site open in the browser could call it. A request
 * is taken when the browser says it comes from this origin (Sec-Fetch-Site, which a page cannot forge),
 * any Origin it carries is this origin, the Referer is a page of the form, and the host is this machine
 * (no DNS-rebound name). Anything else gets 403 with the reason.
 */

/** Where the form's pages live; the API answers only requests made from them. */
export const FORM_PATH = '/keystatic';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why the request must be refused, or undefined when it comes from the form. */
export function apiRefusal(request: Request): string | undefined {
  const url = new URL(request.url);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return `the editing form's API answers on localhost only, not on ${url.hostname}`;
  const site = request.headers.get('sec-fetch-site');
  if (site !== 'same-origin')
    return `the editing form's API answers the form's own requests only (Sec-Fetch-Site: ${site ?? 'missing'}); open the form at ${FORM_PATH}`;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin) return `the editing form's API answers the form's own requests only (Origin: ${origin})`;
  const referer = request.headers.get('referer');
  const from = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const fromForm = from?.origin === url.origin && (from.pathname === FORM_PATH || from.pathname.startsWith(`${FORM_PATH}/`));
  if (!fromForm)
    return `the editing form's API answers requests from the form's pages (${FORM_PATH}) only, not from ${from ? from.pathname : 'a page that sends no Referer'}`;
  return undefined;
}
