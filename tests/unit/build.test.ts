/**
 * `npm run build` (scripts/build.ts) never leaves the served folder empty or half-written: a failed
 * content check or a failed Astro build keeps the previous site in place, and no temporary folder stays.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const OUT = path.resolve('.cache/build-test-out');
const build = (catalog: string) =>
  spawnSync(process.execPath, ['scripts/build.ts'], {
    env: { ...process.env, CONTENT_DIR: `tests/fixtures/catalogs/${catalog}`, OUT_DIR: OUT, NO_COLOR: '1' },
    encoding: 'utf8',
  });

describe('a failed build leaves the previous output in place', () => {
  beforeEach(() => {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'index.html'), 'previous site');
  });
  afterEach(() => rmSync(OUT, { recursive: true, force: true }));

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
});
