/**
 * Deterministic synthetic catalog for load tests and demos (`npm run catalog:generate`). Everything
 * derives from the seed and the day it is generated for, so the same options on the same day give
 * byte-identical files, and a catalog made today looks like one editors keep: prices checked this
 * week, deals posted over the last year, a few ending soon and a few already ended.
 */
import { findMerchant, merchants, priceWarnAfterDays, type MerchantConfig } from '../../src/config/merchants.ts';
import { categoryKeys, isCategoryKey, type CategoryKey } from '../../src/data/categories.ts';
import { slugify } from '../../src/content/slug.ts';
import { DAY_MS } from '../../src/content/days.ts';
import { CATEGORY_WORDS, COUPON_STEMS, SPECIALIST_CATEGORIES, type CategoryWords } from './words.ts';
import { categoryNames, type Pair } from './category-names.ts';
import { hasLocalPhoto, localPhotoPng, remotePhotoUrl } from './photo.ts';
import { randomTools, type Random } from './random.ts';

export { mulberry32, seedFrom } from './random.ts';

/**
 * What to generate. `seed` may be a number or any text; `skipCategories` are category keys to leave out;
 * `today` (UTC milliseconds, default now) is the day the catalog's dates are relative to; one product in
 * `localPhotoEvery` (default LOCAL_PHOTO_EVERY) has a local photo.
 */
export type GenerateOptions = { count: number; seed: number | string; skipCategories?: readonly string[]; today?: number; localPhotoEvery?: number };

/** One file of the catalog, `path` relative to the output folder with forward slashes: text, or the bytes of a photo. */
export type GeneratedFile = { path: string; contents: string | Uint8Array };

/** Midnight UTC of the day `ms` falls on: the catalog changes once a day, not every millisecond. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
const SHARE = { english: 0.95, listPrice: 0.7, expired: 0.03, endsLater: 0.2, featured: 0.02, coupon: 0.1, rated: 0.85 };
const MIN_FEATURED = 3;

/** Category keys left after skipping; throws on an unknown key so a typo does not silently skip nothing. */
export function activeCategories(skip: readonly string[] = []): CategoryKey[] {
  const unknown = skip.filter((key) => !isCategoryKey(key));
  if (unknown.length) throw new Error(`unknown category key(s): ${unknown.join(', ')} (known: ${categoryKeys.join(', ')})`);
  const active = categoryKeys.filter((key) => !skip.includes(key));
  if (active.length === 0) throw new Error('every category is skipped; nothing to generate');
  return active;
}

/**
 * Generates `count` products (Portuguese, ~95% English twins), each with its own photo: a URL on its
 * store's image CDN, or for one product in `localPhotoEvery` (LOCAL_PHOTO_EVERY) a PNG file of its own in products/images/.
 */
export function generateCatalog(options: GenerateOptions): GeneratedFile[] {
  if (!Number.isInteger(options.count) || options.count < 0) throw new Error(`count must be a whole number >= 0, got ${options.count}`);
  if (options.localPhotoEvery !== undefined && !(Number.isInteger(options.localPhotoEvery) && options.localPhotoEvery >= 1))
    throw new Error(`localPhotoEvery must be a whole number >= 1, got ${options.localPhotoEvery}`);
  const active = activeCategories(options.skipCategories);
  const random = randomTools(options.seed);
  const today = dayStart(options.today ?? Date.now());
  const usedIds = new Set<string>();
  // Photos draw from a sequence of their own, so every other field is what the same seed always gave.
  const photos = randomTools(`${String(options.seed)}/photos`);
  const files: GeneratedFile[] = [];
  for (let index = 0; index < options.count; index++) {
    // Round-robin keeps every category present as soon as count reaches the number of categories.
    const product = makeProduct(random, active[index % active.length] as CategoryKey, index, usedIds, today);
    if (hasLocalPhoto(index, options.localPhotoEvery)) {
      product.image = `../images/${product.id}.png`;
      files.push({ path: `products/images/${product.id}.png`, contents: localPhotoPng(index) });
    } else product.image = remotePhotoUrl(photos, findMerchant(product.merchant)!, product.id);
    files.push({ path: `products/pt/${product.id}.md`, contents: renderPortuguese(product) });
    if (product.hasEnglish) files.push({ path: `products/en/${product.id}.md`, contents: renderEnglish(product) });
  }
  return files;
}

type Product = {
  id: string;
  category: CategoryKey;
  title: Pair;
  summary: Pair;
  about: Pair;
  highlights: Pair[];
  priceCents: number;
  listPriceCents: number | undefined;
  merchant: string;
  affiliateUrl: string;
  rating: number | undefined;
  reviewCount: number | undefined;
  popularity: number;
  publishedAt: number;
  priceCheckedAt: number;
  expiresAt: number | undefined;
  featured: boolean;
  coupon: string | undefined;
  brand: string;
  tags: string[];
  hasEnglish: boolean;
  /** `image` as the file writes it: a store CDN URL or a local file. */
  image: string;
};

function pair(text: string): Pair {
  const [pt = text, en = pt] = text.split('|');
  return { pt, en };
}

function makeProduct(random: Random, category: CategoryKey, index: number, usedIds: Set<string>, today: number): Product {
  const words = CATEGORY_WORDS[category];
  const naming = makeTitle(random, words);
  const id = uniqueId(naming.title.pt, usedIds);
  const highlights = pickDistinct(random, words.features, random.int(2, 4)).map(pair);
  const [about, aboutBody] = pickDistinct(random, words.about, 2).map(pair) as [Pair, Pair];
  const merchant = random.pick(merchantsFor(category));
  const priceCents = makePrice(random, words.price);
  const dates = makeDates(random, today, merchant);
  const rated = random.chance(SHARE.rated);
  return {
    id,
    category,
    title: naming.title,
    summary: makeSummary(about, highlights),
    about: aboutBody,
    highlights,
    priceCents,
    listPriceCents: random.chance(SHARE.listPrice) ? makeListPrice(random, priceCents) : undefined,
    merchant: merchant.name,
    affiliateUrl: affiliateUrl(random, merchant, id),
    rating: rated ? Math.round((3 + 2 * Math.sqrt(random.next())) * 10) / 10 : undefined,
    reviewCount: rated ? Math.max(1, Math.floor(Math.exp(random.next() * Math.log(30_000)))) : undefined,
    popularity: Math.floor(random.next() ** 3 * 10_000),
    ...dates,
    featured: dates.expiresAt === undefined || dates.expiresAt > today ? random.chance(SHARE.featured) || index < MIN_FEATURED : false,
    coupon: random.chance(SHARE.coupon) ? `${random.pick(COUPON_STEMS)}${random.pick([5, 10, 15, 20, 25])}` : undefined,
    brand: naming.brand,
    tags: [naming.noun.pt.toLowerCase(), naming.brand.toLowerCase()],
    hasEnglish: random.chance(SHARE.english),
    image: '',
  };
}

function makeTitle(random: Random, words: CategoryWords): { title: Pair; noun: Pair; brand: string } {
  const [nounText, qualifiers] = random.pick(Object.entries(words.nouns));
  const noun = pair(nounText);
  const brand = random.pick(words.brands);
  if (words.topics) {
    const topic = pair(random.pick(words.topics));
    return { noun, brand, title: { pt: `${noun.pt}: ${topic.pt} (${brand})`, en: `${noun.en}: ${topic.en} (${brand})` } };
  }
  const qualifier = pair(random.pick(qualifiers));
  const model = random.pick(words.models).replace(/#/g, () => String(random.int(1, 9)));
  // Portuguese puts qualifiers after the noun, English before it.
  return { noun, brand, title: { pt: `${noun.pt} ${qualifier.pt} ${brand} ${model}`, en: `${brand} ${model} ${qualifier.en} ${noun.en}` } };
}

function makeSummary(about: Pair, highlights: readonly Pair[]): Pair {
  const [first, second] = highlights as [Pair, Pair];
  const full = { pt: `${about.pt} ${first.pt} e ${lowerFirst(second.pt)}.`, en: `${about.en} ${first.en} and ${lowerFirst(second.en)}.` };
  if (full.pt.length <= 200 && full.en.length <= 200) return full;
  return { pt: `${about.pt} ${first.pt}.`, en: `${about.en} ${first.en}.` };
}

// Keeps acronyms such as "USB-C" or "RGB" intact.
function lowerFirst(text: string): string {
  return /^.[A-Z0-9]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function uniqueId(title: string, usedIds: Set<string>): string {
  const base = slugify(title).slice(0, 60).replace(/-+$/, '');
  let id = base;
  for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
  usedIds.add(id);
  return id;
}

function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(random.next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

// Log-uniform so cheap and expensive items both show up; shop-style endings (,90 ,99 ,00 ,49).
function makePrice(random: Random, [min, max]: [number, number]): number {
  const reais = Math.floor(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))));
  const cents = reais * 100 + random.pick([90, 99, 0, 49]);
  return Math.min(999_900, Math.max(1990, cents));
}

function makeListPrice(random: Random, priceCents: number): number {
  const raised = Math.ceil((priceCents * (1.08 + random.next() * 0.52)) / 100) * 100 + 90;
  return Math.max(raised, priceCents + 100);
}

// Prices were checked within the staleness window (the store's own when shorter, so content:check stays
// quiet and every price shows) but never before the deal was posted; ended deals were last checked before they ended.
function makeDates(random: Random, today: number, merchant: MerchantConfig): { publishedAt: number; priceCheckedAt: number; expiresAt: number | undefined } {
  const age = random.int(2, 365);
  const publishedAt = today - age * DAY_MS;
  const recentCheck = today - random.int(0, Math.min(age, priceWarnAfterDays(merchant) - 1)) * DAY_MS;
  const roll = random.next();
  if (roll < SHARE.expired) {
    const expiresAt = publishedAt + random.int(1, age - 1) * DAY_MS;
    return { publishedAt, priceCheckedAt: publishedAt + random.int(0, (expiresAt - publishedAt) / DAY_MS - 1) * DAY_MS, expiresAt };
  }
  if (roll < SHARE.expired + SHARE.endsLater) return { publishedAt, priceCheckedAt: recentCheck, expiresAt: today + random.int(1, 120) * DAY_MS };
  return { publishedAt, priceCheckedAt: recentCheck, expiresAt: undefined };
}

/** The configured stores that sell a category: specialists only their own, the others everything. */
function merchantsFor(category: CategoryKey): MerchantConfig[] {
  return merchants.filter((m) => SPECIALIST_CATEGORIES[m.name]?.includes(category) ?? true);
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A product link on the store's first configured host, carrying its tracking parameter when it has one. */
function affiliateUrl(random: Random, merchant: MerchantConfig, id: string): string {
  const url = new URL(`https://www.${merchant.hosts[0]}/${id}/p/${random.code(10, ALPHANUMERIC)}`);
  if (merchant.tracking) url.searchParams.set(merchant.tracking.name, merchant.tracking.value);
  return url.href;
}

const quote = (text: string) => JSON.stringify(text);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const money = (cents: number) => (cents / 100).toFixed(2);

function renderPortuguese(p: Product): string {
  const lines = [
    '---',
    `title: ${quote(p.title.pt)}`,
    `summary: ${quote(p.summary.pt)}`,
    'highlights:',
    ...p.highlights.map((h) => `  - ${quote(h.pt)}`),
    `category: ${p.category}`,
    `price: ${money(p.priceCents)}`,
    ...(p.listPriceCents === undefined ? [] : [`listPrice: ${money(p.listPriceCents)}`]),
    'currency: BRL',
    `merchant: ${quote(p.merchant)}`,
    `affiliateUrl: ${quote(p.affiliateUrl)}`,
    `image: ${quote(p.image)}`,
    `imageAlt: ${quote(`Foto do produto: ${p.title.pt}`)}`,
    ...(p.rating === undefined ? [] : [`rating: ${p.rating}`, `reviewCount: ${p.reviewCount}`]),
    `popularity: ${p.popularity}`,
    `publishedAt: ${isoDate(p.publishedAt)}`,
    `priceCheckedAt: ${isoDate(p.priceCheckedAt)}`,
    ...(p.expiresAt === undefined ? [] : [`expiresAt: ${isoDate(p.expiresAt)}`]),
    `featured: ${p.featured}`,
    ...(p.coupon === undefined ? [] : [`coupon: ${p.coupon}`]),
    `brand: ${quote(p.brand)}`,
    `tags: [${p.tags.map(quote).join(', ')}]`,
    '---',
  ];
  return `${lines.join('\n')}\n${bodyPortuguese(p)}`;
}

function renderEnglish(p: Product): string {
  const lines = [
    '---',
    `title: ${quote(p.title.en)}`,
    `summary: ${quote(p.summary.en)}`,
    'highlights:',
    ...p.highlights.map((h) => `  - ${quote(h.en)}`),
    '---',
  ];
  return `${lines.join('\n')}\n${bodyEnglish(p)}`;
}

function bodyPortuguese(p: Product): string {
  const [y, m, d] = isoDate(p.priceCheckedAt).split('-');
  return (
    [
      `**${p.title.pt}** é uma das ofertas de ${categoryNames(p.category).pt} selecionadas pela equipe do Top Ofertas. ${p.about.pt}`,
      `Destaques:\n\n${p.highlights.map((h) => `- ${h.pt}`).join('\n')}`,
      `Preço conferido em ${d}/${m}/${y} na loja ${p.merchant}. Preços e estoque podem mudar a qualquer momento.`,
    ].join('\n\n') + '\n'
  );
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function bodyEnglish(p: Product): string {
  const date = new Date(p.priceCheckedAt);
  const checked = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return (
    [
      `**${p.title.en}** is one of the ${categoryNames(p.category).en} deals picked by the Top Deals team. ${p.about.en}`,
      `Highlights:\n\n${p.highlights.map((h) => `- ${h.en}`).join('\n')}`,
      `Price checked on ${checked} at ${p.merchant}. Prices and stock can change at any time.`,
    ].join('\n\n') + '\n'
  );
}
