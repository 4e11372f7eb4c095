/**
 * `npm run build` (scripts/build.ts) never leaves the served folder empty or half-written: a failed
 * content check or a failed Astro build keeps the previous site in place, and no temporary folder stays.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pt } from '../../src/i18n/pt.ts';
import { buildFingerprint } from '../../scripts/build/fingerprint.ts';
import { CHECKOUT_LOCK, claimOutput, OUTPUT_MARKER, OutputGuardError } from '../../scripts/build/output-guard.ts';

const OUT = path.resolve('.cache/build-test-out');
const OTHER_OUT = path.resolve('.cache/build-test-other-out');
const build = (catalog: string, out = OUT) =>
  spawnSync(process.execPath, ['scripts/build.ts'], {
    env: { ...process.env, CONTENT_DIR: catalog.includes('/') ? catalog : `tests/fixtures/catalogs/${catalog}`, OUT_DIR: out, NO_COLOR: '1' },
    encoding: 'utf8',
  });
/** Staging folders of OUT's builds still on disk. */
/** Folders of OUT's builds still on disk, other than the published site OUT links to (output-guard.ts). */
const leftovers = () => {
  const live = existsSync(OUT) ? path.basename(realpathSync(OUT)) : undefined;
  return readdirSync(path.dirname(OUT)).filter((name) => name.startsWith(`${path.basename(OUT)}-`) && name !== live);
};
/** OUT, the sites it links to, and its fingerprint. */
const removeOutput = (out = OUT) => {
  for (const name of readdirSync(path.dirname(out)))
    if (name === path.basename(out) || name.startsWith(`${path.basename(out)}-published-`))
      rmSync(path.join(path.dirname(out), name), { recursive: true, force: true });
  rmSync(`${out}.fingerprint`, { force: true });
};

describe('npm run build publishes only a finished site', () => {
  beforeEach(() => {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'index.html'), 'previous site');
    writeFileSync(path.join(OUT, OUTPUT_MARKER), '');
  });
  afterEach(() => removeOutput());

  it('when content:check fails', () => {
    const result = build('many-problems');
    expect(result.status).toBe(1);
    expect(readFileSync(path.join(OUT, 'index.html'), 'utf8')).toBe('previous site');
    expect(leftovers()).toEqual([]);
  }, 30_000);

  // A truncated download still starts like a PNG, so it passes the checker and breaks Astro's image step.
  it('when astro build fails after content:check passed', () => {
    const result = build('truncated-image');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/build: failed; .* was left as it was/);
    expect(readFileSync(path.join(OUT, 'index.html'), 'utf8')).toBe('previous site');
    expect(leftovers()).toEqual([]);
  }, 120_000);
});

describe('npm run build checks the content as of the day it publishes', () => {
  let catalog = '';
  afterEach(() => rmSync(catalog, { recursive: true, force: true }));

  // A later CONTENT_CHECK_TODAY would end the deal, turning its unknown store into a warning.
  it('ignores CONTENT_CHECK_TODAY, so a live deal of an unknown store still stops it', () => {
    catalog = mkdtempSync(path.join(tmpdir(), 'build-today-'));
    const file = readFileSync('tests/fixtures/catalogs/partner-links/products/pt/unknown-merchant.md', 'utf8');
    mkdirSync(path.join(catalog, 'products', 'pt'), { recursive: true });
    writeFileSync(
      path.join(catalog, 'products', 'pt', 'unknown-merchant.md'),
      file.replace(/^priceCheckedAt: .*$/m, (line) => `${line}\nexpiresAt: 2098-12-31`),
    );
    const result = spawnSync(process.execPath, ['scripts/build.ts'], {
      env: { ...process.env, CONTENT_DIR: catalog, OUT_DIR: OUT, NO_COLOR: '1', CONTENT_CHECK_TODAY: '2099-06-01' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('build: CONTENT_CHECK_TODAY=2099-06-01 ignored; the build checks the content as of today');
    expect(result.stdout).toMatch(/unknown-merchant\.md: merchant: "Loja do Zé" is not a store .*cannot be published/);
    expect(existsSync(OUT)).toBe(false);
  }, 60_000);
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
    expect(await buildFingerprint(env('empty'), new Date('2026-11-24T03:00:00Z'))).not.toBe(base);
  });
});

describe('builds cannot hurt each other or the catalog', () => {
  afterEach(() => {
    removeOutput();
    rmSync(`${OUT}.lock`, { force: true });
  });

  // Two builds into one OUT_DIR published a mix of both and both said "published"; two builds of
  // different catalogs into different folders published each other's picture paths (Astro's .astro/).
  // The first build is of the "0 products" catalog, which used to crash the search index step after
  // content:check passed; it also shows a finished build replacing the previous site.
  it('a second build, into the same OUT_DIR or another, fails at once, naming the running one; the first replaces the previous site, even with no products', async () => {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'index.html'), 'previous site');
    writeFileSync(path.join(OUT, OUTPUT_MARKER), '');
    const run = (catalog: string, out = OUT) => {
      const child = spawn(process.execPath, ['scripts/build.ts'], {
        env: { ...process.env, CONTENT_DIR: `tests/fixtures/catalogs/${catalog}`, OUT_DIR: out, NO_COLOR: '1' },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
        const started = Date.now();
        child.on('close', (code) => resolve({ code, output, ms: Date.now() - started }));
      });
    };
    const first = run('empty');
    while (!existsSync(`${OUT}.lock`)) await new Promise((resolve) => setTimeout(resolve, 20));
    const [second, elsewhere] = await Promise.all([run('hostile'), run('hostile', OTHER_OUT)]);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/build: refused: OUT_DIR .* is locked: another build \(pid \d+ on .*, started .*\) is writing \.cache\/build-test-out\./);
    expect(second.ms).toBeLessThan(10_000);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toMatch(
      /build: refused: another build \(pid \d+ .*\) is writing \.cache\/build-test-out, and builds of one checkout share Astro's generated modules/,
    );
    expect(existsSync(OTHER_OUT)).toBe(false);
    const winner = await first;
    expect(winner.code, winner.output).toBe(0);
    // The empty catalog's site, not the previous one nor the refused hostile catalog's (its only product).
    expect(readFileSync(path.join(OUT, 'index.html'), 'utf8')).not.toBe('previous site');
    expect(readFileSync(path.join(OUT, 'category', 'Eletrônicos', 'index.html'), 'utf8')).toContain(pt.listing.noProductsText);
    expect(readFileSync(path.join(OUT, 'en', 'search', 'index.html'), 'utf8')).toContain('data-total="0"');
    expect(existsSync(path.join(OUT, 'product', 'smart-tv-hostil', 'index.html'))).toBe(false);
    expect(existsSync(path.join(OUT, OUTPUT_MARKER))).toBe(true);
    expect(existsSync(`${OUT}.lock`)).toBe(false);
    expect(existsSync(CHECKOUT_LOCK)).toBe(false);
    expect(leftovers()).toEqual([]);
    // Nothing changed since: the output stays as it is, without a second build.
    const again = build('empty');
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/build: nothing changed since .* was built today; kept it/);
  }, 120_000);

  it('takes over the lock of a build that is gone, and removes the staging folder it recorded', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const staging = `${OUT}-building-${dead}-old`;
    mkdirSync(staging, { recursive: true });
    writeFileSync(`${OUT}.lock`, JSON.stringify({ pid: dead, host: hostname(), startedAt: new Date().toISOString(), token: 'old', staging }));
    const claim = claimOutput(OUT, 'tests/fixtures/catalogs/empty', '.', 'out');
    try {
      expect(existsSync(staging)).toBe(false);
      expect(JSON.parse(readFileSync(`${OUT}.lock`, 'utf8')).pid).toBe(process.pid);
      // The same process holding it counts as a live build: a second claim is refused.
      expect(() => claimOutput(OUT, 'tests/fixtures/catalogs/empty', '.', 'out')).toThrow(/is locked: another build \(pid \d+/);
    } finally {
      // This test process holds the checkout's lock too: the builds of later tests would be refused.
      claim.release();
    }
    expect(existsSync(`${OUT}.lock`)).toBe(false);
    expect(existsSync(CHECKOUT_LOCK)).toBe(false);
  });

  describe('refuses an OUT_DIR that would replace the catalog, the sources or someone else’s files', () => {
    let scratch: string;
    beforeEach(() => {
      scratch = mkdtempSync(path.join(tmpdir(), 'build-guard-'));
      cpSync('tests/fixtures/catalogs/empty', path.join(scratch, 'catalog'), { recursive: true });
      writeFileSync(path.join(scratch, 'catalog', 'keep.txt'), 'the catalog');
    });
    afterEach(() => rmSync(scratch, { recursive: true, force: true }));

    it.each([
      ['the catalog itself', 'catalog', /is the catalog \(CONTENT_DIR\)/],
      ['a folder inside the catalog', 'catalog/products', /lies inside the catalog/],
      ['a folder containing the catalog', '.', /contains the catalog/],
      ['a link to the catalog', 'link', /is the catalog/],
    ])('%s', (_what, out, reason) => {
      symlinkSync(path.join(scratch, 'catalog'), path.join(scratch, 'link'));
      const result = build(path.join(scratch, 'catalog'), path.join(scratch, out));
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(reason);
      expect(readFileSync(path.join(scratch, 'catalog', 'keep.txt'), 'utf8')).toBe('the catalog');
      expect(readdirSync(path.join(scratch, 'catalog', 'products')).sort()).toEqual(readdirSync('tests/fixtures/catalogs/empty/products').sort());
    });

    it.each([
      ['the repository', '.', /is or contains the repository itself/],
      ['its sources', 'src', /is the repository's src\//],
      ['inside its tests', 'tests/out', /lies inside the repository's tests\//],
      ['node_modules', 'node_modules/.out', /node_modules/],
      ['a folder above the repository', '..', /contains the repository/],
    ])('%s', (_what, out, reason) => {
      const result = build('empty', out);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(reason);
    });

    it('a folder with files no build wrote', () => {
      const mine = path.join(scratch, 'my-files');
      mkdirSync(mine);
      writeFileSync(path.join(mine, 'notes.txt'), 'mine');
      const result = build(path.join(scratch, 'catalog'), mine);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/holds files no build wrote/);
      expect(readFileSync(path.join(mine, 'notes.txt'), 'utf8')).toBe('mine');
      expect(() => claimOutput(mine, path.join(scratch, 'catalog'), '.', 'mine')).toThrow(OutputGuardError);
    });
  });
});
