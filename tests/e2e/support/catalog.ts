/**
 * Product data as the tests expect to see it, read straight from a catalog's Markdown files
 * (the same files the build reads), so expectations never depend on what the site rendered.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { CategoryKey } from '../../../src/data/categories.ts';
import { dealState } from '../../../src/content/expiry.ts';
import { FIXTURE_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './urls.ts';

/** What the tests need to know about one product. */
export interface CatalogProduct {
  id: string;
  category: CategoryKey;
  title: string;
  /** English title, when the product has an English file. */
  titleEn?: string;
  price: number;
  listPrice?: number;
  popularity: number;
  rating?: number;
  publishedAt: Date;
  priceCheckedAt: Date;
  expiresAt?: Date;
  /** The deal has ended today: its expiresAt day has passed, or the store stopped selling it (unavailableSince). */
  expired: boolean;
  /** Why it has ended, if it has: its expiresAt passed, or the store stopped selling it. */
  ended: 'expired' | 'unavailable' | undefined;
  /** Its price is older than its store's program allows: the site says "Ver preço na loja" instead. */
  priceStale: boolean;
  featured: boolean;
  merchant: string;
  affiliateUrl: string;
  coupon?: string;
  /** The photo as the file writes it: an https URL or a path beside the content. */
  image: string;
}

function toDate(value: unknown): Date | undefined {
  if (value === undefined || value === null) return undefined;
  return value instanceof Date ? value : new Date(String(value));
}

function readFolder(folder: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  if (!existsSync(folder)) return out;
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.md')) continue;
    out.set(file.slice(0, -3), matter(readFileSync(path.join(folder, file), 'utf8')).data);
  }
  return out;
}

const cache = new Map<string, CatalogProduct[]>();

/** Every product of the catalog rooted at `root` (a folder holding products/pt and products/en), sorted by id. */
export function readCatalog(root: string): CatalogProduct[] {
  const cached = cache.get(root);
  if (cached) return cached;
  const ptFiles = readFolder(path.join(root, 'products', 'pt'));
  const enFiles = readFolder(path.join(root, 'products', 'en'));
  const now = new Date();
  const products = [...ptFiles.entries()]
    .map(([id, d]): CatalogProduct => {
      const expiresAt = toDate(d.expiresAt);
      const en = enFiles.get(id);
      const state = dealState(
        { merchant: String(d.merchant).trim(), priceCheckedAt: toDate(d.priceCheckedAt)!, expiresAt, unavailableSince: toDate(d.unavailableSince) },
        now,
      );
      return {
        id,
        category: d.category as CategoryKey,
        title: String(d.title).trim(),
        titleEn: en ? String(en.title).trim() : undefined,
        price: Number(d.price),
        listPrice: d.listPrice === undefined ? undefined : Number(d.listPrice),
        popularity: Number(d.popularity ?? 0),
        rating: d.rating === undefined ? undefined : Number(d.rating),
        publishedAt: toDate(d.publishedAt)!,
        priceCheckedAt: toDate(d.priceCheckedAt)!,
        expiresAt,
        expired: state.ended !== undefined,
        ended: state.ended,
        priceStale: state.priceStale,
        featured: d.featured === true,
        merchant: String(d.merchant).trim(),
        affiliateUrl: String(d.affiliateUrl),
        coupon: d.coupon === undefined ? undefined : String(d.coupon).trim(),
        image: String(d.image),
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  cache.set(root, products);
  return products;
}

/** The sample catalog shipped in content/. */
export function sampleCatalog(): CatalogProduct[] {
  return readCatalog(SAMPLE_CONTENT_DIR);
}

/** Live (not expired) products of one category. */
export function liveIn(products: CatalogProduct[], category: CategoryKey): CatalogProduct[] {
  return products.filter((p) => p.category === category && !p.expired);
}

/** Title of a product as the site shows it in a language (Portuguese when there is no English file). */
export function titleIn(product: CatalogProduct, locale: 'pt' | 'en'): string {
  return locale === 'en' ? (product.titleEn ?? product.title) : product.title;
}

/** The generated catalog the fixture build (dist-e2e/) is made from. */
export function fixtureCatalog(): CatalogProduct[] {
  return readCatalog(FIXTURE_CONTENT_DIR);
}

/** True when the sample catalog has a static page (content/pages/{locale}/{slug}.md) for that address. */
export function hasPageFile(locale: 'pt' | 'en', slug: string): boolean {
  return existsSync(path.join(SAMPLE_CONTENT_DIR, 'pages', locale, `${slug}.md`));
}
