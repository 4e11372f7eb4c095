import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { categoryKeys } from '../../src/data/categories.ts';
import { generateCatalog, mulberry32, type GeneratedFile } from '../../scripts/catalog/generate.ts';
import { LOCAL_PHOTO_EVERY } from '../../scripts/catalog/photo.ts';
import { imageSize } from 'image-size';
import { findMerchant, hostBelongsTo, merchants, PRICE_STALE_AFTER_DAYS } from '../../src/config/merchants.ts';
import { parseMarkdown, validateCatalog } from '../../src/content/validate.ts';
import { SLUG_PATTERN } from '../../src/content/schema.ts';

const temp = mkdtempSync(path.join(os.tmpdir(), 'generate-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const portuguese = (files: GeneratedFile[]) => files.filter((f) => f.path.startsWith('products/pt/'));
const english = (files: GeneratedFile[]) => files.filter((f) => f.path.startsWith('products/en/'));
const text = (file: GeneratedFile) => (typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8'));
const dataOf = (file: GeneratedFile) => parseMarkdown(text(file)).data as Record<string, unknown>;

function writeCatalog(dir: string, files: GeneratedFile[]): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.contents);
  }
}

describe('mulberry32', () => {
  it('is deterministic and stays within [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});

// Some tests generate and parse thousands of files: seconds on a busy two-core machine.
describe('generateCatalog', { timeout: 20_000 }, () => {
  it('gives byte-identical output for the same seed and day, whatever the time of day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-05-17T00:00:01Z'));
    const first = generateCatalog({ count: 200, seed: 7 });
    vi.setSystemTime(new Date('2031-05-17T23:59:59Z'));
    const second = generateCatalog({ count: 200, seed: 7 });
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(generateCatalog({ count: 200, seed: 7, today: Date.UTC(2031, 4, 17) })).toEqual(first);
  });

  it('dates deals relative to the day it runs: posted in the past year, prices checked this week', () => {
    const today = Date.UTC(2027, 2, 10);
    const iso = (days: number) => new Date(today + days * 86_400_000).toISOString().slice(0, 10);
    const products = portuguese(generateCatalog({ count: 500, seed: 9, today })).map(dataOf);
    for (const p of products) {
      expect(p.publishedAt! >= iso(-365) && p.publishedAt! <= iso(-2)).toBe(true);
      expect(p.priceCheckedAt! >= p.publishedAt!).toBe(true);
      const live = p.expiresAt === undefined || (p.expiresAt as string) >= iso(0);
      if (live) expect(p.priceCheckedAt! >= iso(-(PRICE_STALE_AFTER_DAYS - 1))).toBe(true);
      else expect(p.priceCheckedAt! < p.expiresAt!).toBe(true);
    }
  });

  it('gives different output for a different seed', () => {
    const a = generateCatalog({ count: 50, seed: 1 });
    const b = generateCatalog({ count: 50, seed: 2 });
    expect(portuguese(a).map((f) => f.contents)).not.toEqual(portuguese(b).map((f) => f.contents));
    expect(generateCatalog({ count: 50, seed: 'abc' })).not.toEqual(generateCatalog({ count: 50, seed: 'abd' }));
  });

  it('writes exactly count Portuguese files, about 95% with English, and a photo of its own per product', () => {
    const files = generateCatalog({ count: 2000, seed: 3 });
    expect(portuguese(files)).toHaveLength(2000);
    const share = english(files).length / 2000;
    expect(share).toBeGreaterThan(0.92);
    expect(share).toBeLessThan(0.98);
    const products = portuguese(files).map((f) => ({ ...dataOf(f), id: path.basename(f.path, '.md') }) as Record<string, unknown> & { id: string });
    const images = products.map((p) => p.image as string);
    expect(new Set(images).size).toBe(2000);
    // Mostly the store's CDN (its own image host), a few local files, one per product that uses it.
    const local = products.filter((p) => !(p.image as string).startsWith('https://'));
    expect(local.length).toBe(2000 / LOCAL_PHOTO_EVERY);
    for (const p of products.filter((p) => (p.image as string).startsWith('https://')))
      expect(findMerchant(p.merchant as string)!.imageHosts).toContain(new URL(p.image as string).hostname);
    const photoFiles = files.filter((f) => f.path.startsWith('products/images/')).map((f) => f.path);
    expect(photoFiles.sort()).toEqual(local.map((p) => `products/images/${p.id}.png`).sort());
    expect(local.every((p) => p.image === `../images/${p.id}.png`)).toBe(true);
    expect(generateCatalog({ count: 0, seed: 1 })).toEqual([]);
  });

  it('draws each local photo distinct, a small valid PNG large enough for link previews', () => {
    const photos = generateCatalog({ count: 300, seed: 3, localPhotoEvery: 50 }).filter((f) => f.path.endsWith('.png'));
    expect(photos.length).toBe(300 / 50);
    expect(new Set(photos.map((f) => Buffer.from(f.contents).toString('base64'))).size).toBe(photos.length);
    for (const photo of photos) {
      expect(imageSize(photo.contents as Uint8Array)).toMatchObject({ type: 'png', width: 1200, height: 1200 });
      expect(photo.contents.length).toBeLessThan(30_000);
    }
  });

  it('spreads products over every category', () => {
    const categories = new Set(portuguese(generateCatalog({ count: 28, seed: 5 })).map((f) => dataOf(f).category));
    expect([...categories].sort()).toEqual([...categoryKeys].sort());
  });

  it('leaves out skipped categories, and refuses unknown keys', () => {
    const files = generateCatalog({ count: 120, seed: 5, skipCategories: ['books', 'courses'] });
    const categories = new Set(portuguese(files).map((f) => dataOf(f).category));
    expect(categories.has('books') || categories.has('courses')).toBe(false);
    expect(categories.size).toBe(12);
    expect(() => generateCatalog({ count: 1, seed: 1, skipCategories: ['gadgets'] })).toThrow(/unknown category key\(s\): gadgets/);
  });

  it('has realistic shares of prices, discounts, expiry, featured deals, coupons and merchants', () => {
    const products = portuguese(generateCatalog({ count: 3000, seed: 11 })).map(dataOf);
    const share = (test: (p: Record<string, unknown>) => boolean) => products.filter(test).length / products.length;
    const base = new Date().toISOString().slice(0, 10);
    expect(share((p) => p.listPrice !== undefined)).toBeGreaterThan(0.65);
    expect(share((p) => p.listPrice !== undefined)).toBeLessThan(0.75);
    expect(share((p) => typeof p.expiresAt === 'string' && p.expiresAt < base)).toBeGreaterThan(0.015);
    expect(share((p) => typeof p.expiresAt === 'string' && p.expiresAt < base)).toBeLessThan(0.05);
    expect(products.filter((p) => p.featured === true).length).toBeGreaterThanOrEqual(3);
    expect(share((p) => p.featured === true)).toBeLessThan(0.04);
    expect(share((p) => p.coupon !== undefined)).toBeGreaterThan(0.07);
    expect(share((p) => p.coupon !== undefined)).toBeLessThan(0.13);
    expect(new Set(products.map((p) => p.merchant))).toEqual(new Set(merchants.map((m) => m.name)));
    expect(products.filter((p) => p.merchant === 'Petz').every((p) => p.category === 'pet-shop')).toBe(true);
    const prices = products.map((p) => p.price as number);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(19.9);
    expect(Math.max(...prices)).toBeLessThanOrEqual(9999);
    expect(new Set(prices).size).toBeGreaterThan(1000);
  });

  it('writes safe unique ids, https links on the store domain and dates in order', () => {
    const files = portuguese(generateCatalog({ count: 1500, seed: 13 }));
    const ids = files.map((f) => path.basename(f.path, '.md'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => SLUG_PATTERN.test(id))).toBe(true);
    for (const p of files.map(dataOf)) {
      const url = new URL(p.affiliateUrl as string);
      expect(url.protocol).toBe('https:');
      expect(hostBelongsTo(url.hostname, findMerchant(p.merchant as string)!), url.href).toBe(true);
    }
  });

  it('writes Portuguese with accents and English text in the English files', () => {
    const files = generateCatalog({ count: 300, seed: 17 });
    const pt = portuguese(files).map(text).join('\n');
    const en = english(files).map(text).join('\n');
    expect(pt).toMatch(/[áâãçéêíóôõú]/);
    expect(pt).toContain('Preço conferido em');
    expect(en).toContain('Price checked on');
    expect(en).not.toMatch(/[ãç]|Preço/);
  });

  it('produces a catalog that passes validateCatalog', async () => {
    const dir = path.join(temp, 'valid');
    writeCatalog(dir, generateCatalog({ count: 400, seed: 19 }));
    const report = await validateCatalog(dir);
    expect(report.errors).toEqual([]);
    expect(report.productCount).toBe(400);
    expect(report.warnings.every((w) => w.message.includes('has no English file'))).toBe(true);
  });
});

// Each test starts node on the generator: a second or more each on a busy two-core machine.
describe('catalog:generate CLI', { timeout: 30_000 }, () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/catalog-generate.ts', ...args], { encoding: 'utf8' });

  it('writes the catalog, reports count and time, and can regenerate into the same folder', async () => {
    const out = path.join(temp, 'cli');
    const first = run('--count', '60', '--out', out, '--seed', '4');
    expect(first.status).toBe(0);
    // --local-photo-every 20: products 20, 40 and 60 of 60 have local photos.
    expect(run('--count', '60', '--out', path.join(temp, 'cli-photos'), '--local-photo-every', '20').status).toBe(0);
    expect(readdirSync(path.join(temp, 'cli-photos/products/images'))).toHaveLength(3);
    expect(first.stdout).toMatch(/catalog:generate: 60 products .*\n.*total \d+ ms/);
    expect(readdirSync(path.join(out, 'products/pt'))).toHaveLength(60);
    const again = run('--count', '30', '--out', out, '--seed', '4');
    expect(again.status).toBe(0);
    expect(readdirSync(path.join(out, 'products/pt'))).toHaveLength(30);
    const report = await validateCatalog(out);
    expect(report.errors).toEqual([]);
    expect(report.productCount).toBe(30);
    // The shop's static pages come along, so the footer's links resolve on a generated catalog's site.
    for (const locale of ['pt', 'en'])
      expect(readdirSync(path.join(out, 'pages', locale)).sort()).toEqual(readdirSync(path.join('content/pages', locale)).sort());
    // --no-pages regenerates it as a catalog without any.
    expect(run('--count', '5', '--out', out, '--no-pages').status).toBe(0);
    expect(existsSync(path.join(out, 'pages'))).toBe(false);
  });

  it('refuses to overwrite a catalog it did not make', () => {
    const out = path.join(temp, 'hand-made');
    mkdirSync(path.join(out, 'products/pt'), { recursive: true });
    writeFileSync(path.join(out, 'products/pt/mine.md'), 'keep me');
    const result = run('--count', '5', '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/was not made by this generator/);
    expect(readFileSync(path.join(out, 'products/pt/mine.md'), 'utf8')).toBe('keep me');
  });

  it('explains bad arguments', () => {
    expect(run().stdout).toMatch(/^Usage: npm run catalog:generate/);
    const bad = run('--count', 'many', '--out', path.join(temp, 'x'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--count must be a whole number/);
    expect(run('--count', '3', '--out', path.join(temp, 'y'), '--skip-categories', 'gadgets').stderr).toMatch(/unknown category key/);
    expect(run('--count', '3', '--out', path.join(temp, 'z'), '--local-photo-every', '0').stderr).toMatch(
      /--local-photo-every must be a whole number >= 1, got "0"/,
    );
  });
});
