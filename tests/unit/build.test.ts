/**
 * `npm run build` (scripts/build.ts) never leaves the served folder empty or half-written: a failed
 * content check or a failed Astro build keeps the previous site in place, and no temporary folder stays.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pt } from '../../src/i18n/pt.ts';
import { buildFingerprint } from '../../scripts/build/fingerprint.ts';

const OUT = path.resolve('.cache/build-test-out');
const build = (catalog: string) =>
  spawnSync(process.execPath, ['scripts/build.ts'], {
    env: { ...process.env, CONTENT_DIR: `tests/fixtures/catalogs/${catalog}`, OUT_DIR: OUT, NO_COLOR: '1' },
    encoding: 'utf8',
  });

describe('npm run build publishes only a finished site', () => {
  beforeEach(() => {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'index.html'), 'previous site');
  });
  afterEach(() => {
    rmSync(OUT, { recursive: true, force: true });
    rmSync(`${OUT}.fingerprint`, { force: true });
  });

  it('when content:check fails', () => {
    const result = build('many-problems');
    expect(result.status).toBe(1);
    expect(readFileSync(path.join(OUT, 'index.html'), 'utf8')).toBe('previous site');
    expect(existsSync(`${OUT}-building`)).toBe(false);
  }, 30_000);

  // A truncated download still starts like a PNG, so it passes the checker and breaks Astro's image step.
  it('when astro build fails after content:check passed', () => {
    const result = build('truncated-image');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/build: failed; .* was left as it was/);
    expect(readFileSync(path.join(OUT, 'index.html'), 'utf8')).toBe('previous site');
    expect(existsSync(`${OUT}-building`)).toBe(false);
  }, 120_000);

  // Also the "0 products" catalog: it used to crash the search index step after content:check passed.
  it('replaces the previous output when it succeeds, even for a catalog with no products', () => {
    const result = build('empty');
    expect(result.status, result.stderr).toBe(0);
    const category = readFileSync(path.join(OUT, 'category', 'Eletrônicos', 'index.html'), 'utf8');
    expect(category).toContain(pt.listing.noProductsText);
    expect(readFileSync(path.join(OUT, 'en', 'search', 'index.html'), 'utf8')).toContain('data-total="0"');
    expect(existsSync(`${OUT}-building`)).toBe(false);
    // Nothing changed since: the output stays as it is, without a second build.
    const again = build('empty');
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/build: nothing changed since .* was built today; kept it/);
  }, 120_000);
});

describe('the build fingerprint', () => {
  const env = (catalog: string, extra: NodeJS.ProcessEnv = {}) => ({ CONTENT_DIR: `tests/fixtures/catalogs/${catalog}`, OUT_DIR: OUT, ...extra });
  const day = new Date('2026-11-23T10:00:00Z');

  it('is the same for the same catalog, code, settings and day', async () => {
    expect(await buildFingerprint(env('empty'), day)).toBe(await buildFingerprint(env('empty'), new Date('2026-11-23T23:00:00Z')));
  });

  it('changes with the catalog, a setting or the day', async () => {
    const base = await buildFingerprint(env('empty'), day);
    expect(await buildFingerprint(env('hostile'), day)).not.toBe(base);
    expect(await buildFingerprint(env('empty', { SITE_URL: 'https://elsewhere.example' }), day)).not.toBe(base);
    expect(await buildFingerprint(env('empty'), new Date('2026-11-24T00:00:00Z'))).not.toBe(base);
  });
});
