/**
 * What a store page says about its product, read from the structured data stores publish for search
 * engines: schema.org Product/Offer/AggregateOffer in JSON-LD or microdata, then OpenGraph and product
 * meta tags. The markup is parsed with htmlparser2 (the same tokenizer cheerio uses); nothing is read
 * with patterns over markup. Values come back as found (text, untrusted); read-offer.ts checks them.
 */
import { parseDocument } from 'htmlparser2';
import { type Element, type ChildNode, isTag } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';

/** One offer as a page states it. */
export interface RawOffer {
  price?: unknown;
  lowPrice?: unknown;
  highPrice?: unknown;
  /** A strike-through or "de" price, when the page marks one (schema.org priceSpecification ListPrice). */
  listPrice?: unknown;
  currency?: unknown;
  availability?: unknown;
  aggregate: boolean;
}

/** A product as one source on the page (JSON-LD, microdata or meta tags) states it. */
export interface RawProduct {
  source: 'json-ld' | 'microdata' | 'meta';
  name?: unknown;
  image?: unknown;
  brand?: unknown;
  gtin?: unknown;
  sku?: unknown;
  offers: RawOffer[];
}

/** Everything found: products by source (best first) and the breadcrumb's names. */
export interface PageData {
  products: RawProduct[];
  breadcrumb: string[];
  /** The page looks like a login or captcha wall rather than a product. */
  wall: boolean;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const typesOf = (node: Record<string, unknown>): string[] => asArray(node['@type']).map((t) => String(t).replace(/^https?:\/\/schema\.org\//, ''));
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads the page's structured data. Never throws on bad markup or JSON: what cannot be read is skipped. */
export function readPageData(html: string): PageData {
  const document = parseDocument(html, { decodeEntities: true });
  const nodes: Record<string, unknown>[] = [];
  for (const script of findAll(
    (el) => el.name === 'script' && (getAttributeValue(el, 'type') ?? '').trim().toLowerCase() === 'application/ld+json',
    document.children,
  )) {
    try {
      collectNodes(JSON.parse(textContent(script)), nodes);
    } catch {
      // A store's broken JSON-LD block: the other blocks and sources may still describe the product.
    }
  }
  const products: RawProduct[] = nodes.filter((n) => typesOf(n).some((t) => t === 'Product' || t === 'ProductGroup')).map(fromJsonLd);
  const breadcrumb = nodes.filter((n) => typesOf(n).includes('BreadcrumbList')).flatMap(breadcrumbNames);
  const micro = readMicrodata(document.children);
  products.push(...micro.products);
  if (breadcrumb.length === 0) breadcrumb.push(...micro.breadcrumb);
  const meta = readMeta(document.children);
  if (meta) products.push(meta);
  const forms = findAll((el) => el.name === 'input' && (getAttributeValue(el, 'type') ?? '').toLowerCase() === 'password', document.children);
  const captcha = findAll((el) => /captcha|challenge/i.test(`${getAttributeValue(el, 'class') ?? ''} ${getAttributeValue(el, 'id') ?? ''}`), document.children);
  return { products, breadcrumb, wall: products.length === 0 && (forms.length > 0 || captcha.length > 0) };
}

// JSON-LD blocks nest nodes in @graph, in arrays, and offers inside products: collect every typed object.
function collectNodes(value: unknown, into: Record<string, unknown>[], depth = 0): void {
  if (depth > 8) return;
  if (Array.isArray(value)) for (const item of value) collectNodes(item, into, depth + 1);
  else if (isObject(value)) {
    if (value['@type'] !== undefined) into.push(value);
    if (value['@graph'] !== undefined) collectNodes(value['@graph'], into, depth + 1);
  }
}

function fromJsonLd(node: Record<string, unknown>): RawProduct {
  const variants = asArray(node.hasVariant).filter(isObject);
  const offers = [...asArray(node.offers), ...variants.flatMap((v) => asArray(v.offers))].filter(isObject).map(offerFromJsonLd);
  const brand = isObject(node.brand) ? node.brand.name : node.brand;
  const image = asArray(node.image).map((i) => (isObject(i) ? (i.url ?? i.contentUrl) : i))[0];
  const gtin = node.gtin13 ?? node.gtin ?? node.gtin14 ?? node.gtin12 ?? node.gtin8 ?? node.ean;
  return { source: 'json-ld', name: node.name, image, brand, gtin, sku: node.sku, offers };
}

function offerFromJsonLd(offer: Record<string, unknown>): RawOffer {
  const aggregate = typesOf(offer).includes('AggregateOffer');
  const specs = asArray(offer.priceSpecification).filter(isObject);
  const listSpec = specs.find((s) => String(s.priceType ?? '').replace(/^https?:\/\/schema\.org\//, '') === 'ListPrice');
  const saleSpec = specs.find((s) => s !== listSpec);
  return {
    price: offer.price ?? saleSpec?.price,
    lowPrice: offer.lowPrice,
    highPrice: offer.highPrice,
    listPrice: listSpec?.price,
    currency: offer.priceCurrency ?? saleSpec?.priceCurrency,
    availability: offer.availability,
    aggregate,
  };
}

function breadcrumbNames(list: Record<string, unknown>): string[] {
  const items = asArray(list.itemListElement).filter(isObject);
  items.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  return items.map((i) => (isObject(i.item) && i.item.name !== undefined ? i.item.name : i.name)).filter((n): n is string => typeof n === 'string');
}

/** The value of a microdata property element (schema.org microdata: content, then href/src, then text). */
function propValue(el: Element): string {
  const content = getAttributeValue(el, 'content');
  if (content !== undefined) return content;
  if (el.name === 'link' || el.name === 'a') return getAttributeValue(el, 'href') ?? '';
  if (el.name === 'img') return getAttributeValue(el, 'src') ?? '';
  if (el.name === 'meta') return '';
  return textContent(el).trim();
}

/** An itemscope's own properties: descendants up to (not into) nested itemscopes, which become values. */
function itemProps(scope: Element): Map<string, (string | Element)[]> {
  const props = new Map<string, (string | Element)[]>();
  const walk = (children: ChildNode[]) => {
    for (const child of children) {
      if (!isTag(child)) continue;
      const names = (getAttributeValue(child, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
      const nested = child.attribs.itemscope !== undefined;
      for (const name of names) props.set(name, [...(props.get(name) ?? []), nested ? child : propValue(child)]);
      if (!nested) walk(child.children);
    }
  };
  walk(scope.children);
  return props;
}

const itemType = (el: Element) => (getAttributeValue(el, 'itemtype') ?? '').replace(/^https?:\/\/schema\.org\//, '').trim();

function readMicrodata(children: ChildNode[]): { products: RawProduct[]; breadcrumb: string[] } {
  const scopes = findAll((el) => el.attribs.itemscope !== undefined, children);
  const first = (props: Map<string, (string | Element)[]>, name: string) => props.get(name)?.[0];
  const text = (value: string | Element | undefined) =>
    typeof value === 'string' ? value : value ? (first(itemProps(value), 'name') ?? textContent(value).trim()) : undefined;
  const products = scopes
    .filter((el) => itemType(el) === 'Product')
    .map((el): RawProduct => {
      const props = itemProps(el);
      const offers = (props.get('offers') ?? [])
        .filter((o): o is Element => typeof o !== 'string')
        .map((o): RawOffer => {
          const p = itemProps(o);
          const one = (name: string) => text(first(p, name));
          return {
            price: one('price'),
            lowPrice: one('lowPrice'),
            highPrice: one('highPrice'),
            currency: one('priceCurrency'),
            availability: one('availability'),
            aggregate: itemType(o) === 'AggregateOffer',
          };
        });
      return {
        source: 'microdata',
        name: text(first(props, 'name')),
        image: text(first(props, 'image')),
        brand: text(first(props, 'brand')),
        gtin: text(first(props, 'gtin13') ?? first(props, 'gtin')),
        sku: text(first(props, 'sku')),
        offers,
      };
    });
  const crumbs = scopes
    .filter((el) => itemType(el) === 'BreadcrumbList')
    .flatMap((el) => (itemProps(el).get('itemListElement') ?? []).map((i) => text(i)))
    .filter((n): n is string => Boolean(n));
  return { products, breadcrumb: crumbs };
}

/** OpenGraph and product meta tags (og:*, product:*), when they name a product with a price. */
function readMeta(children: ChildNode[]): RawProduct | undefined {
  const meta = new Map<string, string>();
  for (const el of findAll((e) => e.name === 'meta', children)) {
    const key = (getAttributeValue(el, 'property') ?? getAttributeValue(el, 'name') ?? '').trim().toLowerCase();
    const content = getAttributeValue(el, 'content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const price = meta.get('product:price:amount') ?? meta.get('og:price:amount') ?? meta.get('product:sale_price:amount');
  if (!meta.get('og:title') && price === undefined) return undefined;
  return {
    source: 'meta',
    name: meta.get('og:title'),
    image: meta.get('og:image:secure_url') ?? meta.get('og:image'),
    brand: meta.get('product:brand') ?? meta.get('og:brand'),
    gtin: meta.get('product:ean') ?? meta.get('product:gtin'),
    sku: meta.get('product:retailer_item_id'),
    offers:
      price === undefined
        ? []
        : [
            {
              price,
              listPrice: meta.get('product:original_price:amount'),
              currency: meta.get('product:price:currency') ?? meta.get('og:price:currency'),
              availability: meta.get('product:availability') ?? meta.get('og:availability'),
              aggregate: false,
            },
          ],
  };
}
