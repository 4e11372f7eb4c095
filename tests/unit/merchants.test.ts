import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRICE_STALE_AFTER_DAYS, findMerchant, merchants } from '../../src/config/merchants.ts';
import { parseMarkdown } from '../../src/content/validate.ts';
import { SPECIALIST_CATEGORIES } from '../../scripts/catalog/words.ts';

const SAMPLE = path.resolve('content/products/pt');

/** The `merchant` of every sample product file. */
function sampleMerchants(): Set<string> {
  const names = readdirSync(SAMPLE)
    .filter((f) => f.endsWith('.md'))
    .map((f) => String((parseMarkdown(readFileSync(path.join(SAMPLE, f), 'utf8')).data as { merchant?: unknown }).merchant).trim());
  return new Set(names);
}

describe('merchant settings', () => {
  it('configure every merchant the sample catalog and the catalog generator use', () => {
    const used = sampleMerchants();
    expect(used.size).toBeGreaterThan(10);
    for (const name of [...used, ...Object.keys(SPECIALIST_CATEGORIES)]) expect(findMerchant(name), name).toBeDefined();
  });

  it('list each merchant once, with at least one host', () => {
    expect(new Set(merchants.map((m) => m.name)).size).toBe(merchants.length);
    for (const m of merchants) expect(m.hosts.length, m.name).toBeGreaterThan(0);
  });

  it('list bare host names only: lowercase, no scheme, port, path, wildcard or trailing dot', () => {
    const label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
    const bareHost = new RegExp(`^${label}(?:\\.${label})+$`);
    for (const m of merchants) {
      for (const host of m.hosts) {
        expect(host, `${m.name}: ${host}`).toMatch(bareHost);
        expect(new URL(`https://${host}/`).hostname, `${m.name}: ${host}`).toBe(host);
      }
    }
  });

  it('never let two merchants claim the same host', () => {
    const hosts = merchants.flatMap((m) => m.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('keep Amazon’s links unmasked and tagged, as its Operating Agreement requires', () => {
    expect(findMerchant('Amazon')).toMatchObject({ cloak: false, tracking: { name: 'tag', value: 'topofertas-20' } });
    expect(merchants.filter((m) => !m.cloak).map((m) => m.name)).toEqual(['Amazon']);
  });

  it('use tracking parameters that are valid query names and values', () => {
    for (const m of merchants) {
      if (!m.tracking) continue;
      expect(m.tracking.name, m.name).toMatch(/^[a-z_]+$/i);
      expect(encodeURIComponent(m.tracking.value), m.name).toBe(m.tracking.value);
    }
  });

  it('find merchants by the exact name product files use, and no other', () => {
    expect(findMerchant(' KaBuM! ')?.name).toBe('KaBuM!');
    expect(findMerchant('Época Cosméticos')?.hosts).toEqual(['epocacosmeticos.com.br']);
    expect(findMerchant('amazon')).toBeUndefined();
    expect(findMerchant('__proto__')).toBeUndefined();
  });

  it('set a positive whole number of days for stale prices', () => {
    expect(Number.isInteger(PRICE_STALE_AFTER_DAYS) && PRICE_STALE_AFTER_DAYS > 0).toBe(true);
  });
});
