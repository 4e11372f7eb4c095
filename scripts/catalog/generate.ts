/**
 * Deterministic synthetic catalog for load tests and demos (`npm run catalog:generate`). Everything
 * derives from the seed and the day it is generated for, so the same options on the same day give
 * byte-identical files, and a catalog made today looks like one editors keep: prices checked this
 * week, deals posted over the last year, a few ending soon and a few already ended.
 */
import { PRICE_STALE_AFTER_DAYS, merchants, type MerchantConfig } from '../../src/config/merchants.ts';
import { categories, categoryKeys, isCategoryKey, type CategoryKey } from '../../src/data/categories.ts';
import { slugify } from '../../src/content/slug.ts';
import { DAY_MS } from '../../src/content/days.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { CATEGORY_WORDS, COUPON_STEMS, SPECIALIST_CATEGORIES, type CategoryWords } from './words.ts';

/**
 * What to generate. `seed` may be a number or any text; `skipCategories` are category keys to leave out;
 * `today` (UTC milliseconds, default now) is the day the catalog's dates are relative to.
 */
export type GenerateOptions = { count: number; seed: number | string; skipCategories?: readonly string[]; today?: number };

/** One file of the catalog, `path` relative to the output folder with forward slashes. */
export type GeneratedFile = { path: string; contents: string };

/** Midnight UTC of the day `ms` falls on: the catalog changes once a day, not every millisecond. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
const SHARE = { english: 0.95, listPrice: 0.7, expired: 0.03, endsLater: 0.2, featured: 0.02, coupon: 0.1, rated: 0.85 };
const MIN_FEATURED = 3;

/** mulberry32: tiny, fast, good enough for test data, and identical on every platform. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a number or text (FNV-1a over the text form). */
export function seedFrom(seed: number | string): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  let hash = 0x811c9dc5;
  for (const char of String(seed)) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

type Random = ReturnType<typeof randomTools>;

function randomTools(seed: number | string) {
  const next = mulberry32(seedFrom(seed));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const chance = (p: number) => next() < p;
  const code = (length: number, alphabet = '0123456789') => Array.from({ length }, () => pick([...alphabet])).join('');
  return { next, int, pick, chance, code };
}

/** Category keys left after skipping; throws on an unknown key so a typo does not silently skip nothing. */
export function activeCategories(skip: readonly string[] = []): CategoryKey[] {
  const unknown = skip.filter((key) => !isCategoryKey(key));
  if (unknown.length) throw new Error(`unknown category key(s): ${unknown.join(', ')} (known: ${categoryKeys.join(', ')})`);
  const active = categoryKeys.filter((key) => !skip.includes(key));
  if (active.length === 0) throw new Error('every category is skipped; nothing to generate');
  return active;
}

/** Generates `count` products (Portuguese, ~95% English twins) plus one SVG per category used. */
export function generateCatalog(options: GenerateOptions): GeneratedFile[] {
  if (!Number.isInteger(options.count) || options.count < 0) throw new Error(`count must be a whole number >= 0, got ${options.count}`);
  const active = activeCategories(options.skipCategories);
  const random = randomTools(options.seed);
  const today = dayStart(options.today ?? Date.now());
  const usedIds = new Set<string>();
  const files: GeneratedFile[] = active.map((key, i) => ({ path: `products/images/${key}.svg`, contents: categorySvg(key, i) }));
  for (let index = 0; index < options.count; index++) {
    // Round-robin keeps every category present as soon as count reaches the number of categories.
    const product = makeProduct(random, active[index % active.length] as CategoryKey, index, usedIds, today);
    files.push({ path: `products/pt/${product.id}.md`, contents: renderPortuguese(product) });
    if (product.hasEnglish) files.push({ path: `products/en/${product.id}.md`, contents: renderEnglish(product) });
  }
  return files;
}

type Pair = { pt: string; en: string };

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
  const dates = makeDates(random, today);
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

// Prices were checked within the staleness window (so content:check stays quiet) but never before the
// deal was posted; ended deals were last checked before they ended.
function makeDates(random: Random, today: number): { publishedAt: number; priceCheckedAt: number; expiresAt: number | undefined } {
  const age = random.int(2, 365);
  const publishedAt = today - age * DAY_MS;
  const recentCheck = today - random.int(0, Math.min(age, PRICE_STALE_AFTER_DAYS - 1)) * DAY_MS;
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
    `image: ../images/${p.category}.svg`,
    `imageAlt: ${quote(`Ilustração genérica da categoria ${categoryNames(p.category).pt}`)}`,
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

function categoryNames(key: CategoryKey): Pair {
  const category = categories.find((c) => c.key === key);
  return { pt: category?.pt ?? key, en: category?.en ?? key };
}

const SHAPES = [
  '<circle cx="400" cy="400" r="210" fill="#fff" fill-opacity="0.9"/>',
  '<rect x="200" y="200" width="400" height="400" rx="48" fill="#fff" fill-opacity="0.9"/>',
  '<polygon points="400,170 640,600 160,600" fill="#fff" fill-opacity="0.9"/>',
  '<polygon points="400,160 640,400 400,640 160,400" fill="#fff" fill-opacity="0.9"/>',
  '<polygon points="400,170 599,285 599,515 400,630 201,515 201,285" fill="#fff" fill-opacity="0.9"/>',
  '<circle cx="400" cy="400" r="190" fill="none" stroke="#fff" stroke-width="60" stroke-opacity="0.9"/>',
  '<polygon points="400,160 456,322 627,326 491,430 540,594 400,497 260,594 309,430 173,326 344,322" fill="#fff" fill-opacity="0.9"/>',
];

/** A simple 800x800 placeholder: the category colour with a white shape; shape and outline vary per category. */
function categorySvg(key: CategoryKey, index: number): string {
  const names = categoryNames(key);
  const shape = SHAPES[index % SHAPES.length] ?? '';
  const frame =
    index >= SHAPES.length ? '<rect x="40" y="40" width="720" height="720" rx="32" fill="none" stroke="#fff" stroke-width="12" stroke-opacity="0.6"/>' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeHtml(`${names.pt} / ${names.en}`)}">`,
    `  <rect width="800" height="800" fill="${CATEGORY_WORDS[key].colour}"/>`,
    ...(frame ? [`  ${frame}`] : []),
    `  ${shape}`,
    '</svg>',
    '',
  ].join('\n');
}
