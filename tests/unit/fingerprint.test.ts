/**
 * The build fingerprint decides "nothing changed; kept it" (scripts/build.ts), so it must cover every
 * input: every file git would track, and every setting the build reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_CONTROLS, BUILD_SETTINGS, buildFingerprint, buildInputs, repositoryFiles } from '../../scripts/build/fingerprint.ts';

const day = new Date('2026-11-23T10:00:00Z');

/** Vite's own `import.meta.env` flags: the mode of the run, not settings. */
const VITE_FLAGS = new Set(['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL']);

describe('the settings the build reads', () => {
  it('are all declared in BUILD_SETTINGS (or are build-script controls)', () => {
    const code = (repositoryFiles() ?? []).filter((f) => /^(src\/|scripts\/build(\.ts|\/)|astro\.config\.mjs$)/.test(f) && /\.(ts|tsx|mjs|js|astro)$/.test(f));
    expect(code.length).toBeGreaterThan(50);
    const read = new Map<string, string>();
    for (const file of code) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)) {
        const name = match[1] ?? match[2]!;
        if (!VITE_FLAGS.has(name)) read.set(name, file);
      }
    }
    const declared = new Set<string>([...BUILD_SETTINGS, ...BUILD_CONTROLS]);
    const undeclared = [...read].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(undeclared, 'add each to BUILD_SETTINGS in scripts/build/fingerprint.ts').toEqual([]);
    expect([...read.keys()]).toEqual(expect.arrayContaining(['CONTENT_DIR', 'OUT_DIR', 'SITE_URL']));
  });
});

describe('the build fingerprint of a repository', () => {
  let repo = '';
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };
  const env = (extra: NodeJS.ProcessEnv = {}) => ({ CONTENT_DIR: path.join(repo, 'content'), ...extra });
  const fingerprint = (extra: NodeJS.ProcessEnv = {}) => buildFingerprint(env(extra), day, repo);

  beforeEach(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
    git('init', '-q');
    write('.gitignore', 'ignored/\n');
    write('src/a.ts', 'export const a = 1;\n');
    write('content/products/pt/x.md', '---\nprice: 1\n---\n');
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it("is the same when nothing changed, whatever the hour of the stores' day (midnight to midnight in Brasília)", async () => {
    expect(await fingerprint()).toBe(await buildFingerprint(env(), new Date('2026-11-24T02:59:00Z'), repo));
  });

  it("changes at midnight in Brasília, the nightly build's hour, though UTC's date is the same", async () => {
    const evening = await buildFingerprint(env(), new Date('2026-11-24T00:30:00Z'), repo);
    expect(await buildFingerprint(env(), new Date('2026-11-24T03:00:00Z'), repo)).not.toBe(evening);
  });

  it('changes with a new folder of code that git does not track yet', async () => {
    const before = await fingerprint();
    write('src/new-feature/b.ts', 'export const b = 2;\n');
    expect(await fingerprint()).not.toBe(before);
  });

  it('changes with an edited file, a setting, the catalog and the day', async () => {
    const before = await fingerprint();
    write('src/a.ts', 'export const a = 2;\n');
    const edited = await fingerprint();
    expect(edited).not.toBe(before);
    expect(await fingerprint({ SITE_URL: 'https://elsewhere.example' })).not.toBe(edited);
    write('content/products/pt/x.md', '---\nprice: 2\n---\n');
    expect(await fingerprint()).not.toBe(edited);
    expect(await buildFingerprint(env(), new Date('2026-11-24T03:00:00Z'), repo)).not.toBe(await fingerprint());
  });

  it('is per output folder, while the version of the site it builds is not', async () => {
    const [here, there] = [await buildInputs(env({ OUT_DIR: 'dist' }), day, repo), await buildInputs(env({ OUT_DIR: 'dist-other' }), day, repo)];
    expect(here!.fingerprint).not.toBe(there!.fingerprint);
    expect(here!.version).toBe(there!.version);
    expect((await buildInputs(env({ OUT_DIR: 'dist', SITE_URL: 'https://elsewhere.example' }), day, repo))!.version).not.toBe(here!.version);
  });

  it('ignores what git ignores (build output, caches)', async () => {
    const before = await fingerprint();
    write('ignored/output.html', '<p>built</p>');
    expect(await fingerprint()).toBe(before);
  });

  it('is undefined outside git: every build is then a full one', async () => {
    rmSync(path.join(repo, '.git'), { recursive: true, force: true });
    expect(await fingerprint()).toBeUndefined();
  });
});
