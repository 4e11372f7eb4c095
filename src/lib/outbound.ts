/**
 * Where the "View Deal on Partner Site" button goes. A store whose program allows it is reached through
 * the site's own /go/{id}/ page, so links shared from the site keep working when a deal's URL changes;
 * a store that forbids masking its links (Amazon) is linked directly. Either way the shopper lands on
 * the product's own validated affiliateUrl, with the store's tracking parameter added when missing.
 */
import { merchantSettings } from '../config/merchants.ts';
import { localeTags } from '../i18n/locales.ts';
import { en } from '../i18n/en.ts';
import { pt, type UIDictionary } from '../i18n/pt.ts';
import { fill } from '../i18n/text.ts';
import type { Product } from './catalog.ts';
import { dealEndsAt } from '../content/expiry.ts';
import { forwardingPage } from './redirects.ts';
import { goUrl, productUrl } from './routes.ts';

/** What outbound links need to know about a product. */
export type OutboundProduct = Pick<Product, 'id' | 'merchant' | 'affiliateUrl' | 'expired' | 'expiresAt'>;

/** `rel` of every link to a partner: paid (sponsored), and no window or referrer handed over. */
export const PARTNER_REL = 'sponsored noopener noreferrer';

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

/** True when the product's button goes through /go/{id}/ (its merchant's program allows masked links). */
export function isCloaked(product: Pick<Product, 'merchant'>): boolean {
  return merchantSettings(product.merchant).cloak;
}

/**
 * The href of the partner button: /go/{id}/ when the merchant allows it, else the outbound URL itself.
 * The same in both languages: /go/ pages show no content of their own.
 */
export function partnerHref(product: Pick<Product, 'id' | 'merchant' | 'affiliateUrl'>): string {
  return isCloaked(product) ? goUrl(product.id) : outboundUrl(product);
}

/** True when /go/{id}/ forwards to the partner: the deal is live and its merchant allows forwarding. */
function forwardsToPartner(product: OutboundProduct): boolean {
  return !product.expired && isCloaked(product);
}

/**
 * Where /go/{id}/ sends the shopper: the deal on the partner site while it is live and the merchant
 * allows forwarding, otherwise the product page (an ended deal shows its expired notice and similar
 * deals there; the site never links an unmasked merchant's deal through /go/, but the page exists
 * so a link made before a merchant's setting changed still leads somewhere).
 */
export function goTarget(product: OutboundProduct): string {
  return forwardsToPartner(product) ? outboundUrl(product) : productUrl(product.id, 'pt');
}

/**
 * The /go/{id}/ document, in both languages. It never reads the visitor's query or hash: the only
 * possible targets are the product's own outbound URL and its product page. A deal that ends after
 * the build turns to the product page in the browser at its end, as the product page itself does.
 */
export function goPage(product: OutboundProduct): string {
  const partner = forwardsToPartner(product);
  const name = (dictionary: UIDictionary) => (partner ? product.merchant : dictionary.site.name);
  return forwardingPage(goTarget(product), {
    robots: 'noindex, nofollow',
    lang: localeTags.pt,
    title: fill(pt.outbound.redirecting, { merchant: name(pt) }),
    paragraphs: [
      { text: fill(pt.outbound.redirecting, { merchant: name(pt) }) },
      { text: fill(en.outbound.redirecting, { merchant: name(en) }), lang: localeTags.en },
    ],
    linkText: `${fill(pt.outbound.continue, { merchant: name(pt) })} · ${fill(en.outbound.continue, { merchant: name(en) })}`,
    rel: partner ? PARTNER_REL : undefined,
    brand: `${pt.site.name} · ${en.site.name}`,
    after: partner && product.expiresAt ? { time: dealEndsAt(product.expiresAt).getTime(), to: productUrl(product.id, 'pt') } : undefined,
  });
}
