/**
 * Where the "View Deal on Partner Site" button goes. A store whose program allows it is reached through
 * the product page's own forward (/product/{id}/?go), so links shared from the site keep working when a
 * deal's URL changes, at no extra file per product; a store that forbids masking its links (Amazon) is
 * linked directly. Either way the shopper lands on the product's own validated affiliateUrl, with the
 * store's tracking parameter added when missing.
 */
import { hostBelongsTo, merchantSettings } from '../config/merchants.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Product } from './catalog.ts';
import { dealEndsAt } from '../content/expiry.ts';
import { goUrl } from './routes.ts';

/** What outbound links need to know about a product. */
export type OutboundProduct = Pick<Product, 'id' | 'merchant' | 'affiliateUrl' | 'expired' | 'expiresAt'>;

export { PARTNER_REL } from './partner-rel.ts';

/**
 * The product's affiliate URL with its merchant's tracking parameter appended when the URL has no
 * parameter of that name. Everything else (host, path, other parameters and their encoding, hash) is
 * kept as written. Throws on anything but https, which content validation already refuses.
 */
export function outboundUrl(product: Pick<Product, 'merchant' | 'affiliateUrl'>): string {
  const url = new URL(product.affiliateUrl);
  if (url.protocol !== 'https:') throw new Error(`affiliateUrl must be https: ${product.affiliateUrl}`);
  const tracking = merchantSettings(product.merchant).tracking;
  if (!tracking || new URLSearchParams(url.search).has(tracking.name)) return url.href;
  // Appended as text: rewriting through searchParams would re-encode the editor's other parameters.
  const pair = `${encodeURIComponent(tracking.name)}=${encodeURIComponent(tracking.value)}`;
  url.search = url.search.length > 1 ? `${url.search}&${pair}` : pair;
  return url.href;
}

/** True when the product's button goes through its page's forward (its merchant's program allows masked links). */
export function isCloaked(product: Pick<Product, 'merchant'>): boolean {
  return merchantSettings(product.merchant).cloak;
}

/**
 * The attributes of a link to the partner. The written href is the outbound URL, which works in any
 * browser; `data-go` names the forward that a page script puts in its place (src/lib/partner-links.ts).
 * Without script the ?go page would only show itself again, so the forward must not be the written href.
 * With script, a shopper follows `data-go` when there is one, else `href`.
 */
export function partnerLinkAttributes(product: Pick<Product, 'id' | 'merchant' | 'affiliateUrl'>, locale: Locale): { href: string; 'data-go'?: string } {
  const href = outboundUrl(product);
  return isCloaked(product) ? { href, 'data-go': goUrl(product.id, locale) } : { href };
}

/** What the product page's forward script needs: set only when `?go` should leave for the store. */
export interface DealForward {
  /** The outbound URL. */
  to: string;
  /** When the deal ends (ms since the epoch): from then on the page stays, showing the ended deal. */
  endsAt?: number;
}

/**
 * The forward of a product page opened with ?go: to the partner while the deal is live and its merchant
 * allows masked links; otherwise none, and the product page itself shows (an ended deal with similar
 * deals, or an Amazon deal with its direct button). The target is only ever the product's own
 * validated URL (the page never reads one from the address), and only on one of its merchant's hosts:
 * content:check refuses a live deal elsewhere, and a page built without the check still does not forward.
 */
export function dealForward(product: OutboundProduct): DealForward | undefined {
  if (product.expired || !isCloaked(product)) return undefined;
  const to = outboundUrl(product);
  if (!hostBelongsTo(new URL(to).hostname, merchantSettings(product.merchant))) return undefined;
  return { to, endsAt: product.expiresAt ? dealEndsAt(product.expiresAt).getTime() : undefined };
}
