/**
 * Affiliate-program settings per partner store, in one place: which hosts a store's links may point
 * at, the tracking parameter the site adds when an editor's link lacks it, and whether the program
 * lets its links go through the product page's own ?go forward. Also the price-freshness rule.
 * Read by the partner button (src/lib/outbound.ts) and by `npm run content:check`.
 */

/** A query parameter that attributes a click to Top Ofertas in a program. */
export interface TrackingParam {
  name: string;
  value: string;
}

/** One partner store. */
export interface MerchantConfig {
  /** The name exactly as product files write it in `merchant` (also what shoppers see). */
  name: string;
  /**
   * Bare host names the store's links may point at (lowercase, no scheme, port or path). A listed
   * host also covers its subdomains (amazon.com.br covers www.amazon.com.br), so list only domains
   * the store or its affiliate network controls.
   */
  hosts: readonly string[];
  /**
   * Exact host names of the store's image CDN, where product photos of its deals may live (an
   * affiliate program usually requires its own image URLs). The one list of image hosts: the page
   * CSP's img-src allows exactly these (src/config/security.ts), nothing else remote.
   */
  imageHosts: readonly string[];
  /** Added to the link when it lacks a parameter of this name; an editor's own value is never replaced. */
  tracking?: TrackingParam;
  /**
   * Other query parameters the program or the store adds to say where a click came from, which never
   * change the product a link opens: `content:check` ignores them (with `tracking`, utm_* and the
   * fragment) when it compares two deals' links (src/content/check/duplicate-links.ts).
   */
  clickParams?: readonly string[];
  /**
   * Whether the partner button may point at the product page's ?go forward (a link that survives a changed deal URL).
   * False when the program forbids masking its links: the button then links straight to the store.
   */
  cloak: boolean;
  /**
   * How many days a price checked at the store may be shown: past it, cards and the deal page say "Ver preço
   * na loja" instead (a function of the deal and the build day, src/content/expiry.ts `dealState`). Set only
   * where the program limits how old a shown price may be; without it the store's prices are always shown
   * and `content:check` warns after PRICE_STALE_AFTER_DAYS.
   */
  maxPriceAgeDays?: number;
  /**
   * The article Portuguese gives the store's name, feminine `a` (a Amazon) or masculine `o` (o Magalu):
   * the gender comes from usage, which no rule can guess. Sentences say the name through `ptForms`.
   */
  ptArticle: 'a' | 'o';
}

/** A store's name after "de", "para" and "por" in Portuguese: "da Amazon", "para a Amazon", "pela Amazon". */
export interface PortugueseForms {
  of: string;
  to: string;
  by: string;
}

/**
 * The store's name after "de", "para" and "por" ("da Amazon", "do Magalu"): with its article for a store
 * in the list, without one for a store it does not know ("de Loja X"), rather than a guessed gender.
 */
export function ptForms(name: string): PortugueseForms {
  const merchant = findMerchant(name);
  const trimmed = name.trim();
  if (!merchant) return { of: `de ${trimmed}`, to: `para ${trimmed}`, by: `por ${trimmed}` };
  const a = merchant.ptArticle;
  return { of: `d${a} ${merchant.name}`, to: `para ${a} ${merchant.name}`, by: `pel${a} ${merchant.name}` };
}

/**
 * Settings of a merchant the list does not know: no host is its own, so the ?go forward never sends
 * shoppers to its links (content:check refuses such a live deal); nothing is added to them; no image host.
 */
export const DEFAULT_MERCHANT_SETTINGS = { hosts: [], imageHosts: [], cloak: false } as const satisfies Omit<MerchantConfig, 'name' | 'ptArticle'>;

/**
 * Every partner store with its program's rules. Parameter names marked "placeholder" are not the
 * program's own attribution (that lives in the links its dashboard generates, which editors paste
 * as they are); they only let the store's analytics see where the visit came from. Replace them
 * once the account's real identifiers are known.
 */
export const merchants: readonly MerchantConfig[] = [
  // Associates: `tag` carries the tracking id. The Operating Agreement forbids cloaking or masking
  // links to Amazon, so its links are shown as they are. amzn.to is SiteStripe's short-link host.
  {
    name: 'Amazon',
    ptArticle: 'a',
    hosts: ['amazon.com.br', 'amzn.to'],
    imageHosts: ['m.media-amazon.com', 'images-na.ssl-images-amazon.com'],
    tracking: { name: 'tag', value: 'topofertas-20' },
    // SiteStripe's and search results' attribution (a path segment /ref=… is ignored for Amazon too).
    clickParams: ['linkCode', 'linkId', 'ref', 'ref_', 'camp', 'creative', 'creativeASIN', 'ascsubtag', 'qid', 'sr', 'crid', 'sprefix', 'keywords'],
    cloak: false,
    // Associates forbids showing a price older than 24 hours unless fetched through its API: the nightly
    // check (npm run prices:check) re-reads it every day, and a day it fails leaves the store's price out.
    maxPriceAgeDays: 1,
  },
  // Programa de Afiliados: links carry `matt_tool` (the account's numeric tool id, only in pasted
  // links) and `matt_word` (the affiliate's label, set here). mercadolivre.com hosts the /sec/ short links.
  {
    name: 'Mercado Livre',
    ptArticle: 'o',
    hosts: ['mercadolivre.com.br', 'mercadolivre.com'],
    imageHosts: ['http2.mlstatic.com'],
    tracking: { name: 'matt_word', value: 'topofertas' },
    clickParams: ['matt_tool', 'searchVariation', 'position', 'search_layout', 'type', 'tracking_id'],
    cloak: true,
  },
  // Parceiro Magalu attributes through the partner's own store path (magazinevoce.com.br/magazine{loja}/),
  // not a query parameter, so the parameter is a placeholder for analytics only.
  {
    name: 'Magalu',
    ptArticle: 'o',
    hosts: ['magazineluiza.com.br', 'magalu.com', 'magazinevoce.com.br'],
    imageHosts: ['a-static.mlcdn.com.br'],
    tracking: { name: 'utm_source', value: 'topofertas' },
    cloak: true,
  },
  // AliExpress Portals attributes through its s.click.aliexpress.com links: placeholder parameter.
  {
    name: 'AliExpress',
    ptArticle: 'o',
    hosts: ['aliexpress.com'],
    imageHosts: ['ae01.alicdn.com'],
    tracking: { name: 'utm_source', value: 'topofertas' },
    cloak: true,
  },
  // Shopee Afiliados attributes through s.shopee.com.br short links (or utm_source=an_{affiliate id}
  // in its long links, which editors paste as they are): placeholder parameter.
  {
    name: 'Shopee',
    ptArticle: 'a',
    hosts: ['shopee.com.br', 'shope.ee'],
    imageHosts: ['down-br.img.susercontent.com'],
    tracking: { name: 'utm_source', value: 'topofertas' },
    cloak: true,
  },
  { name: 'KaBuM!', ptArticle: 'a', hosts: ['kabum.com.br'], imageHosts: ['images.kabum.com.br'], cloak: true },
  { name: 'Casas Bahia', ptArticle: 'a', hosts: ['casasbahia.com.br'], imageHosts: ['imgs.casasbahia.com.br'], cloak: true },
  { name: 'Netshoes', ptArticle: 'a', hosts: ['netshoes.com.br'], imageHosts: ['static.netshoes.com.br'], cloak: true },
  { name: 'Petz', ptArticle: 'a', hosts: ['petz.com.br'], imageHosts: ['static.petz.com.br'], cloak: true },
  // Udemy's affiliate program runs on Rakuten Advertising, whose links go through click.linksynergy.com.
  { name: 'Udemy', ptArticle: 'a', hosts: ['udemy.com', 'click.linksynergy.com'], imageHosts: ['img-c.udemycdn.com'], cloak: true },
  // Hotmart affiliate links are go.hotmart.com/{code} or pay.hotmart.com, both covered by hotmart.com.
  { name: 'Hotmart', ptArticle: 'a', hosts: ['hotmart.com'], imageHosts: ['static-media.hotmart.com'], cloak: true },
  { name: 'Leroy Merlin', ptArticle: 'a', hosts: ['leroymerlin.com.br'], imageHosts: ['cdn.leroymerlin.com.br'], cloak: true },
  {
    name: 'Época Cosméticos',
    ptArticle: 'a',
    hosts: ['epocacosmeticos.com.br'],
    imageHosts: ['epocacosmeticos.vteximg.com.br'],
    cloak: true,
  },
];

/**
 * Affiliate programs require shown prices to be current: `content:check` warns when a live deal's
 * price was checked more than this many days before today (or its store's maxPriceAgeDays, when shorter).
 */
export const PRICE_STALE_AFTER_DAYS = 7;

/** The days after which `content:check` warns about a live deal's price at this store: its program's limit, else the site's. */
export function priceWarnAfterDays(merchant: Pick<MerchantConfig, 'maxPriceAgeDays'> | undefined): number {
  return Math.min(PRICE_STALE_AFTER_DAYS, merchant?.maxPriceAgeDays ?? PRICE_STALE_AFTER_DAYS);
}

const byName = new Map(merchants.map((m) => [m.name, m]));

/** The configured merchant of this exact name (as written in product files), if any. */
export function findMerchant(name: string): MerchantConfig | undefined {
  return byName.get(name.trim());
}

/** The settings that apply to a product's merchant: its own, or the defaults for an unknown one. */
export function merchantSettings(name: string): Omit<MerchantConfig, 'ptArticle'> {
  return findMerchant(name) ?? { name: name.trim(), ...DEFAULT_MERCHANT_SETTINGS };
}

/**
 * True when `host` is one of the merchant's hosts or a subdomain of one. Whole labels only:
 * amazon.com.br.evil.com and evilamazon.com.br do not belong to amazon.com.br.
 */
export function hostBelongsTo(host: string, merchant: Pick<MerchantConfig, 'hosts'>): boolean {
  const bare = host.toLowerCase().replace(/\.$/, '');
  if (bare === '') return false;
  return merchant.hosts.some((listed) => bare === listed || bare.endsWith(`.${listed}`));
}

/** Every store's image hosts, sorted and once each: the remote hosts product photos may come from. */
export const IMAGE_HOSTS: readonly string[] = [...new Set(merchants.flatMap((m) => m.imageHosts))].sort();

/** The store image host `url` is an https photo on (exact host: the CSP lists them as they are), if any. */
function imageHostOf(url: string): string | undefined {
  const parsed = URL.parse(url);
  return parsed?.protocol === 'https:' && parsed.port === '' && IMAGE_HOSTS.includes(parsed.hostname) ? parsed.hostname : undefined;
}

/** True when `url` is an https photo on one of the stores' image hosts (exact host: the CSP lists them as they are). */
export function isImageHostUrl(url: string): boolean {
  return imageHostOf(url) !== undefined;
}

/** The image hosts these photos are on, sorted and once each; local files (anything but a store's https URL) add none. */
export function imageHostsOf(photos: readonly unknown[]): string[] {
  const hosts = photos.flatMap((photo) => (typeof photo === 'string' ? (imageHostOf(photo) ?? []) : []));
  return [...new Set(hosts)].sort();
}

/** The store a page or link on `host` belongs to (its hosts or their subdomains), if any. */
export function merchantForHost(host: string): MerchantConfig | undefined {
  return merchants.find((m) => hostBelongsTo(host, m));
}
