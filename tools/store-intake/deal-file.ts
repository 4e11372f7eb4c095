/**
 * Product files written and updated from a store's page. Values from the page go in as JSON strings
 * (valid YAML double-quoted scalars, so no markup, colon or "#" can change what the line means); an update
 * replaces only the bytes of the values it changes, found through the YAML parser's node ranges, so the
 * editor's comments, order and quoting stay as they were.
 */
import { isMap, isScalar, parseDocument, type Pair } from 'yaml';
import { merchantSettings, type MerchantConfig } from '../../src/config/merchants.ts';
import type { CategoryKey } from '../../src/data/categories.ts';
import { outboundUrl } from '../../src/lib/outbound.ts';
import type { StoreOffer } from './read-offer.ts';

/** The link a deal keeps: the store address without fragments and others' tracking, with the merchant's own parameter (src/config/merchants.ts). */
export function affiliateLink(storeUrl: URL, merchant: MerchantConfig): string {
  const url = new URL(storeUrl.href);
  url.hash = '';
  url.protocol = 'https:';
  url.port = '';
  for (const name of [...new URLSearchParams(url.search).keys()]) if (/^utm_|^fbclid$|^gclid$/i.test(name)) url.searchParams.delete(name);
  return outboundUrl({ merchant: merchant.name, affiliateUrl: url.href });
}

const amount = (n: number) => n.toFixed(2);
const quoted = (text: string) => JSON.stringify(text);

/** A new Portuguese product file from the store's offer; what the page did not give is left empty for the editor. */
export function newDealText(input: {
  id: string;
  category: CategoryKey;
  offer: StoreOffer;
  merchant: MerchantConfig;
  url: string;
  today: string;
  sourceUrl: string;
}): string {
  const { offer } = input;
  const lines = [
    '---',
    `# Made by npm run content:new --from-url from ${input.sourceUrl.slice(0, 200).replace(/[\r\n]/g, '')}`,
    '# Check every value against the store page, write the summary, then run: npm run content:check',
    `title: ${quoted(offer.title ?? '')}`,
    '# summary: card text, one or two sentences, 10 to 200 characters',
    'summary: ""',
    'highlights: []',
    `category: ${input.category}`,
    `price: ${amount(offer.price)}`,
    ...(offer.listPrice !== undefined ? [`listPrice: ${amount(offer.listPrice)}`] : []),
    `currency: ${offer.currency}`,
    `merchant: ${quoted(merchantSettings(input.merchant.name).name)}`,
    `affiliateUrl: ${quoted(input.url)}`,
    `image: ${quoted(offer.image ?? '')}`,
    `imageAlt: ${quoted(offer.title ?? '')}`,
    'popularity: 0',
    `publishedAt: ${input.today}`,
    `priceCheckedAt: ${input.today}`,
    ...(offer.available ? [] : [`unavailableSince: ${input.today}`]),
    'featured: false',
    ...(offer.brand ? [`brand: ${quoted(offer.brand)}`] : []),
    `tags: [${[offer.gtin, offer.sku]
      .filter((v): v is string => Boolean(v))
      .map(quoted)
      .join(', ')}]`,
    '---',
    '',
  ];
  return lines.join('\n');
}

/** What a price check changes in a file: a new value, or `null` to remove the field. */
export type FieldChanges = Partial<Record<'price' | 'listPrice' | 'priceCheckedAt' | 'unavailableSince', number | string | null>>;

/** The front matter's span in `text`: after the opening `---` line up to the closing one. */
function frontMatterSpan(text: string): { start: number; end: number } {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open) throw new Error('has no front matter (a first line "---")');
  const close = /^---[ \t]*$/m.exec(text.slice(open[0].length));
  if (!close) throw new Error('has no closing "---" line after its front matter');
  return { start: open[0].length, end: open[0].length + close.index };
}

/**
 * `text` with `changes` applied to its front matter, byte for byte elsewhere. A new field goes on its own
 * line after `after` (a field the file has); a removed field loses its whole line.
 */
export function updateDealText(text: string, changes: FieldChanges, after = 'priceCheckedAt'): string {
  const { start, end } = frontMatterSpan(text);
  const source = text.slice(start, end);
  const doc = parseDocument(source);
  if (doc.errors.length > 0 || !isMap(doc.contents)) throw new Error(`front matter is not readable YAML (${doc.errors[0]?.message ?? 'not a map'})`);
  const pairs = doc.contents.items as Pair[];
  const find = (key: string) => pairs.find((p) => isScalar(p.key) && p.key.value === key);
  const edits: { from: number; to: number; text: string }[] = [];
  const lineStart = (at: number) => source.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = (at: number) => {
    const n = source.indexOf('\n', at);
    return n < 0 ? source.length : n + 1;
  };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const pair = find(key);
    const literal = value === null ? '' : typeof value === 'number' ? amount(value) : value;
    if (pair && isScalar(pair.value) && pair.value.range) {
      const [from, to] = pair.value.range;
      if (value === null) edits.push({ from: lineStart(from), to: lineEnd(to), text: '' });
      else edits.push({ from, to, text: literal });
    } else if (pair) {
      throw new Error(`${key} is not a plain value; update it by hand`);
    } else if (value !== null) {
      const anchor = find(after) ?? find('priceCheckedAt') ?? pairs.at(-1);
      const range = anchor && isScalar(anchor.value) ? anchor.value.range : undefined;
      const at = range ? lineEnd(range[1]) : source.length;
      edits.push({ from: at, to: at, text: `${key}: ${literal}\n` });
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  return text.slice(0, start) + out + text.slice(end);
}
