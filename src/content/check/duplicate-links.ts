/**
 * Two live deals whose store links lead to one product: a copied file whose `affiliateUrl` was not
 * changed sends the new deal's shoppers to the old product. Links are compared as a store reads them:
 * without tracking parameters (utm_*, the merchant's `tracking` and `clickParams`, src/config/merchants.ts),
 * fragment, `www.`, letter case of the host, a trailing slash or the order of the other parameters.
 */
import { findMerchant, merchantForHost } from '../../config/merchants.ts';
import type { Sink } from './report.ts';

/** Click ids of ad networks, added to any store's links. */
const CLICK_IDS = new Set(['gclid', 'fbclid', 'msclkid', 'yclid', 'dclid', 'gbraid', 'wbraid', 'mc_cid', 'mc_eid']);

/** The product a store link opens, as comparable text; undefined when `url` is not a link at all. */
export function productLink(url: string, merchantName?: string): string | undefined {
  const parsed = URL.parse(url);
  if (!parsed) return undefined;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
  const merchant = (merchantName === undefined ? undefined : findMerchant(merchantName)) ?? merchantForHost(host);
  const ignored = new Set([...CLICK_IDS, ...(merchant?.tracking ? [merchant.tracking.name] : []), ...(merchant?.clickParams ?? [])]);
  const kept = [...parsed.searchParams].filter(([name]) => !ignored.has(name) && !name.toLowerCase().startsWith('utm_')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Amazon puts its attribution in the path too: /dp/B0…/ref=sr_1_1 is /dp/B0….
  const segments = parsed.pathname.split('/').filter((s) => s !== '' && !(merchant?.name === 'Amazon' && s.startsWith('ref=')));
  const query = new URLSearchParams(kept).toString();
  return `${host}${parsed.port ? `:${parsed.port}` : ''}/${segments.join('/')}${query ? `?${query}` : ''}`;
}

/** Collects the links of live deals, then warns about every one that repeats an earlier deal's. */
export class DuplicateLinks {
  private readonly first = new Map<string, string>();
  private readonly repeats: { shown: string; other: string; url: string; link: string }[] = [];

  /** A live deal's link (its file as shown in problems). */
  add(shown: string, url: string, merchant: string): void {
    const link = productLink(url, merchant);
    if (link === undefined) return;
    const other = this.first.get(link);
    if (other === undefined) this.first.set(link, shown);
    else this.repeats.push({ shown, other, url, link });
  }

  report(sink: Sink): void {
    for (const { shown, other, link } of this.repeats) {
      sink.warn(
        shown,
        'affiliateUrl',
        `opens the same product as ${other} (both lead to ${link} once tracking parameters are left out): shoppers of this deal would land on the other deal's product; paste this product's own link from the store (a copied file keeps the old one), or delete one of the two deals if they are the same offer`,
      );
    }
  }
}
