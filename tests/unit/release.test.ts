/**
 * deploy/release.sh on a real file system with the real bash: releases started in the same second, releases
 * killed at each step followed by a good one, a `current` that is a plain folder, pruning by the order
 * releases went live (with a clock a year ahead), and old hashed files kept for a grace period. The clock
 * is moved by a stand-in `date` on PATH; kills come from stand-ins of cp, mv, ln, rm and date that kill the
 * release's whole process group just before their Nth call, or from outside while the copy runs.
 */
import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('deploy/release.sh');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const real = (tool: string) => execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
const shims = path.join(tmp, 'bin');
mkdirSync(shims);
const NOW = Math.floor(Date.now() / 1000);
// Kills the process group (the release and everything it started) before call KILL_BEFORE=tool:N.
const killer = (tool: string) =>
  `n=$(( $(cat "$KILL_STATE/${tool}" 2>/dev/null || echo 0) + 1 )); echo $n > "$KILL_STATE/${tool}"\n` +
  `if [ "$KILL_BEFORE" = "${tool}:$n" ]; then kill -KILL 0; sleep 5; fi\n`;
// With rsync installed the script copies with it (hard links to the live release); otherwise with cp.
const RSYNC = spawnSync('bash', ['-c', 'command -v rsync']).status === 0;
for (const tool of ['cp', 'mv', 'ln', 'rm', ...(RSYNC ? ['rsync'] : [])]) {
  writeFileSync(path.join(shims, tool), `#!/bin/sh\n${killer(tool)}exec ${real(tool)} "$@"\n`);
}
// The clock: CLOCK=<epoch seconds> pins it (releases in one second), otherwise now.
writeFileSync(path.join(shims, 'date'), `#!/bin/sh\n${killer('date')}exec ${real('date')} -d "@\${CLOCK:-${NOW}}" "$@"\n`);
for (const file of readdirSync(shims)) chmodSync(path.join(shims, file), 0o755);

let count = 0;
/** A build: index.html naming it, plus the files given (path → text). */
function build(label: string, files: Record<string, string> = {}): string {
  const dir = path.join(tmp, `build-${++count}`);
  for (const [file, text] of Object.entries({ 'index.html': label, 'sw.js': label, _headers: label, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
const site = () => path.join(tmp, `site-${++count}`);

interface Options {
  keep?: number;
  clock?: number;
  killBefore?: string;
  grace?: number;
}
function env({ clock, killBefore, grace }: Options) {
  const state = mkdtempSync(path.join(tmp, 'kill-'));
  return {
    PATH: `${shims}:${process.env.PATH}`,
    KILL_STATE: state,
    KILL_BEFORE: killBefore ?? '',
    ...(clock === undefined ? {} : { CLOCK: String(clock) }),
    ...(grace === undefined ? {} : { RELEASE_GRACE_HOURS: String(grace) }),
  };
}
function release(from: string, root: string, options: Options = {}): SpawnSyncReturns<string> {
  // setsid: the release leads a process group of its own, which the stand-ins kill.
  return spawnSync('setsid', ['--wait', 'bash', SCRIPT, from, root, String(options.keep ?? 5)], { encoding: 'utf8', env: env(options) });
}
function ok(from: string, root: string, options: Options = {}) {
  const result = release(from, root, options);
  expect(result.status, result.stderr).toBe(0);
  return result;
}

/** Every file under a folder, relative, sorted. */
const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
const live = (root: string) => path.join(root, 'releases', readlinkSync(path.join(root, 'current')).replace(/^releases\//, ''));
const logged = (root: string) =>
  readFileSync(path.join(root, 'releases.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t')[0]!);
const folders = (root: string) => readdirSync(path.join(root, 'releases')).sort();

/** The release holds every file of the build, unchanged. */
function expectHolds(release: string, from: string) {
  for (const file of files(from))
    expect(readFileSync(path.join(release, file), 'utf8'), `${release}: ${file}`).toBe(readFileSync(path.join(from, file), 'utf8'));
}
/** After a good release: it is live and whole, nothing unfinished or unrecorded is left. */
function expectClean(root: string, from: string, keep = 5) {
  expectHolds(live(root), from);
  const names = folders(root);
  expect(names.filter((n) => n.startsWith('.'))).toEqual([]);
  expect(readdirSync(path.join(root, 'release-assets')).filter((n) => n.startsWith('.'))).toEqual([]);
  expect(
    names.every((n) => logged(root).includes(n)),
    `${names} all in releases.log`,
  ).toBe(true);
  expect(names.length).toBeLessThanOrEqual(keep);
  expect(logged(root).at(-1)).toBe(path.basename(live(root)));
}

// Real processes on a machine that may be busy: each test may take seconds.
describe('deploy/release.sh', { timeout: 30_000 }, () => {
  it('serializes releases started in the same second: each one whole, every name unique, none lost', { timeout: 60_000 }, async () => {
    const [a, b] = [build('A', { '_astro/a.css': 'a' }), build('B', { '_astro/b.css': 'b' })];
    for (let round = 0; round < 3; round++) {
      const root = site();
      ok(a, root, { clock: NOW });
      const runs = [a, b, a, b].map(
        (from) =>
          new Promise<number | null>((resolve) =>
            spawn('bash', [SCRIPT, from, root, '10'], { env: env({ clock: NOW }), stdio: 'ignore' }).on('exit', (code) => resolve(code)),
          ),
      );
      expect(await Promise.all(runs)).toEqual([0, 0, 0, 0]);
      const names = folders(root);
      expect(names).toHaveLength(5);
      expect(new Set(logged(root))).toEqual(new Set(names));
      for (const name of names) {
        const label = readFileSync(path.join(root, 'releases', name, 'index.html'), 'utf8');
        expectHolds(path.join(root, 'releases', name), label === 'A' ? a : b);
      }
      expectClean(root, readFileSync(path.join(live(root), 'index.html'), 'utf8') === 'A' ? a : b, 10);
    }
  });

  // Each step of a release, by the tool call it starts with (call numbers of a release onto a live one).
  const moments = {
    'before the copy starts': RSYNC ? 'rsync:1' : 'cp:1',
    'before the old hashed files are linked in': RSYNC ? 'cp:2' : 'cp:3',
    'before its asset list is saved': 'mv:1',
    'copied, before the copy is renamed into a release': 'mv:2',
    'renamed, before the new link is made': 'ln:1',
    'linked, before the switch': 'mv:3',
    'switched, before releases.log records it': 'date:3',
    'while pruning': 'rm:2',
  };
  for (const [moment, killBefore] of Object.entries(moments)) {
    it(`a release killed ${moment} leaves the site whole, and the next release cleans up after it`, () => {
      const root = site();
      const [a, b, c] = [build('A', { '_astro/a.css': 'a' }), build('B', { '_astro/b.css': 'b' }), build('C', { '_astro/c.css': 'c' })];
      ok(a, root, { keep: 1 });
      const killed = release(b, root, { keep: 1, killBefore });
      expect(killed.signal, `${killBefore} was reached`).toBe('SIGKILL');
      const label = readFileSync(path.join(live(root), 'index.html'), 'utf8');
      expectHolds(live(root), label === 'A' ? a : b);
      ok(c, root, { keep: 1 });
      expectClean(root, c, 1);
    });
  }

  it('a release killed in the middle of copying (SIGKILL from outside) leaves no folder behind after the next one', { timeout: 60_000 }, async () => {
    const big = build('BIG', Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`_astro/f${i}.js`, 'x'.repeat(2000)])));
    const [a, c] = [build('A'), build('C')];
    const root = site();
    ok(a, root);
    const child = spawn('bash', [SCRIPT, big, root], { env: env({}), stdio: 'ignore', detached: true });
    const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    let copied = -1;
    for (const until = Date.now() + 20_000; Date.now() < until;) {
      const partial = readdirSync(path.join(root, 'releases')).find((n) => n.startsWith('.partial-'));
      const assets = partial && path.join(root, 'releases', partial, '_astro');
      if (assets && existsSync(assets) && (copied = readdirSync(assets).length) > 10) break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    process.kill(-child.pid!, 'SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(copied, 'killed after some files and before all of them').toBeGreaterThan(10);
    expect(copied).toBeLessThan(4000);
    expect(folders(root).some((n) => n.startsWith('.partial-'))).toBe(true);
    expectHolds(live(root), a);
    ok(c, root);
    expectClean(root, c);
  });

  it('refuses a current that is a real folder, printing the exact command that moves it aside and releases', () => {
    const root = site();
    const from = build('A');
    mkdirSync(path.join(root, 'current'), { recursive: true });
    writeFileSync(path.join(root, 'current', 'index.html'), 'old site');
    const refused = release(from, root);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${root}/current is a real folder`);
    const command = refused.stderr.split('\n').find((line) => line.startsWith('  mv -T '))!;
    expect(command).toBeDefined();
    const moved = spawnSync('bash', ['-c', command], { encoding: 'utf8', env: env({}) });
    expect(moved.status, moved.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'current.before-releases', 'index.html'), 'utf8')).toBe('old site');
    expectClean(root, from);
  });

  it('prunes by the order releases went live, whatever the clock said when naming them', () => {
    const root = site();
    const year = 365 * 24 * 3600;
    const builds = ['1', '2', '3', '4'].map((label) => build(label));
    ok(builds[0]!, root, { keep: 2, clock: NOW + year });
    ok(builds[1]!, root, { keep: 2, clock: NOW + year });
    ok(builds[2]!, root, { keep: 2, clock: NOW });
    ok(builds[3]!, root, { keep: 2, clock: NOW });
    const kept = folders(root).map((n) => readFileSync(path.join(root, 'releases', n, 'index.html'), 'utf8'));
    expect(kept).toEqual(['3', '4']);
    expectClean(root, builds[3]!, 2);
  });

  it('adopts releases made before releases.log, the live one counted as the newest of them', () => {
    const root = site();
    // The earlier script named releases by the clock: a clock a year ahead made the older one sort last.
    for (const [name, label] of [
      ['20271101T000000Z', 'ahead'],
      ['20261101T000000Z', 'live'],
      ['20261001T000000Z', 'old'],
    ]) {
      mkdirSync(path.join(root, 'releases', name!), { recursive: true });
      writeFileSync(path.join(root, 'releases', name!, 'index.html'), label!);
    }
    symlinkSync('releases/20261101T000000Z', path.join(root, 'current'));
    const from = build('new');
    ok(from, root, { keep: 2 });
    expect(folders(root)).toEqual([path.basename(live(root)), '20261101T000000Z'].sort());
    expectClean(root, from, 2);
  });

  it('counts a rollback by hand as the newest release before the next one', () => {
    const root = site();
    const builds = ['1', '2', '3', '4'].map((label) => build(label));
    for (const from of builds.slice(0, 3)) ok(from, root, { keep: 3 });
    const second = folders(root)[1]!;
    execFileSync('bash', ['-c', `cd '${root}' && ln -sfn releases/${second} current.new && mv -T current.new current`]);
    ok(builds[3]!, root, { keep: 2 });
    const kept = folders(root).map((n) => readFileSync(path.join(root, 'releases', n, 'index.html'), 'utf8'));
    expect(kept).toEqual(['2', '4']);
  });

  it("keeps the replaced releases' /_astro/ and Pagefind files in the live one for the grace period, then drops them", () => {
    const root = site();
    const old = { '_astro/a.css': 'a', 'en/pagefind/fragment/en_a.pf_fragment': 'fa', 'pagefind/pagefind.js': 'A' };
    const a = build('A', old);
    const b = build('B', { '_astro/b.css': 'b', 'pagefind/pagefind.js': 'B' });
    const hour = 3600;
    ok(a, root, { clock: NOW });
    ok(b, root, { clock: NOW + 60 });
    expectHolds(live(root), b);
    for (const file of ['_astro/a.css', 'en/pagefind/fragment/en_a.pf_fragment']) {
      expect(readFileSync(path.join(live(root), file), 'utf8')).toBe(old[file as keyof typeof old]);
      // The same file as the old release's, not a copy.
      expect(statSync(path.join(live(root), file)).nlink).toBeGreaterThan(1);
    }
    // Another release within the day keeps them until the day after B replaced A, not a day after this one.
    ok(b, root, { clock: NOW + 60 + 23 * hour });
    expect(existsSync(path.join(live(root), '_astro/a.css'))).toBe(true);
    ok(b, root, { clock: NOW + 60 + 25 * hour });
    expect(existsSync(path.join(live(root), '_astro/a.css'))).toBe(false);
    expect(existsSync(path.join(live(root), 'en/pagefind/fragment/en_a.pf_fragment'))).toBe(false);
    expectClean(root, b);
  });

  it('keeps no old files with RELEASE_GRACE_HOURS=0', () => {
    const root = site();
    ok(build('A', { '_astro/a.css': 'a' }), root);
    ok(build('B'), root, { grace: 0 });
    expect(files(live(root))).toEqual(['_headers', 'index.html', 'sw.js']);
  });
});
