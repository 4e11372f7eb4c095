/** Double buffering of the output (scripts/build/reuse-output.ts): what a build may start from, and what it keeps. */
import { existsSync, lstatSync, lutimesSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mirror, prefillStaging, removeEarlierSite, removeStale } from '../../scripts/build/reuse-output.ts';

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'reuse-output-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string, secondsAgo = 60) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(file, at, at);
};
const read = (file: string) => readFileSync(file, 'utf8');
/** The link's own time is when the publish happened. */
const published = (link: string, secondsAgo: number) => lutimesSync(link, Date.now() / 1000 - secondsAgo, Date.now() / 1000 - secondsAgo);

/** A published site `dist-published-b` (linked from dist, published `publishedSecondsAgo`) and the one it replaced, `dist-published-a`. */
function twoSites(publishedSecondsAgo: number) {
  const [older, newer] = [path.join(root, 'dist-published-a'), path.join(root, 'dist-published-b')];
  put(path.join(older, 'index.html'), 'home v1', 120);
  put(path.join(older, 'en', 'gone', 'index.html'), 'a page the newer site no longer has', 120);
  put(path.join(older, 'same.html'), 'unchanged', 120);
  put(path.join(newer, 'index.html'), 'home v2', 60);
  put(path.join(newer, 'en', 'new', 'index.html'), 'a new page', 60);
  put(path.join(newer, 'same.html'), 'unchanged', 120);
  utimesSync(path.join(newer, 'same.html'), statSync(path.join(older, 'same.html')).atime, statSync(path.join(older, 'same.html')).mtime);
  const dist = path.join(root, 'dist');
  symlinkSync('dist-published-b', dist);
  published(dist, publishedSecondsAgo);
  return { dist, older, newer };
}

describe('mirror', () => {
  it('copies changed and new files (not links), removes the ones the source lacks, and leaves equal ones alone', async () => {
    const { older, newer } = twoSites(60);
    const before = statSync(path.join(older, 'same.html')).ino;
    const pages = new Set(['index.html', 'same.html', path.join('en', 'new', 'index.html'), path.join('en', 'gone', 'index.html')]);
    expect(await mirror(newer, older, pages)).toEqual({ copied: 2, removed: 1 });
    expect(read(path.join(older, 'index.html'))).toBe('home v2');
    expect(read(path.join(older, 'en', 'new', 'index.html'))).toBe('a new page');
    expect(existsSync(path.join(older, 'en', 'gone'))).toBe(false);
    expect(statSync(path.join(older, 'same.html')).ino).toBe(before);
    expect(statSync(path.join(older, 'index.html')).ino).not.toBe(statSync(path.join(newer, 'index.html')).ino);
    // A second mirror finds nothing to do: the copies carry their source's time.
    expect(await mirror(newer, older, pages)).toEqual({ copied: 0, removed: 0 });
    // Only the files named: anything else goes (the build writes it anew).
    expect(await mirror(newer, older, new Set(['same.html']))).toEqual({ copied: 0, removed: 2 });
    expect(existsSync(path.join(older, 'index.html'))).toBe(false);
  });
});

describe('prefillStaging', () => {
  const pages = new Set(['index.html', 'same.html', path.join('en', 'new', 'index.html')]);
  const cache = (published: string | undefined) => ({ published, pages });
  it('starts from the replaced site brought up to the published one, when the cache describes the published site', async () => {
    const { dist } = twoSites(60);
    const staging = path.join(root, 'dist-building');
    const result = await prefillStaging(dist, staging, cache('dist-published-b'));
    expect(result).toEqual({ prefilled: true, from: 'dist-published-a', copied: 2, removed: 1 });
    expect(read(path.join(staging, 'index.html'))).toBe('home v2');
    expect(existsSync(path.join(root, 'dist-published-a'))).toBe(false);
    expect(read(path.join(dist, 'index.html'))).toBe('home v2');
  });

  it('does not when the cache describes another site (a build that wrote it was refused), or the replaced site may still be read', async () => {
    const { dist } = twoSites(60);
    const staging = path.join(root, 'dist-building');
    expect(await prefillStaging(dist, staging, cache(undefined))).toMatchObject({ prefilled: false });
    expect(await prefillStaging(dist, staging, cache('dist-published-a'))).toMatchObject({ prefilled: false });
    published(dist, 1);
    expect(await prefillStaging(dist, staging, cache('dist-published-b'))).toMatchObject({
      prefilled: false,
      why: expect.stringMatching(/less than 30 s ago/),
    });
    expect(existsSync(staging)).toBe(false);
    expect(lstatSync(path.join(root, 'dist-published-a')).isDirectory()).toBe(true);
  });
});

describe('removeEarlierSite', () => {
  it('removes the site the last publish replaced only once it has had its time to serve, never the published one', async () => {
    const { dist, older, newer } = twoSites(1);
    expect(await removeEarlierSite(dist)).toBe(false);
    expect(existsSync(older)).toBe(true);
    published(dist, 60);
    expect(await removeEarlierSite(dist)).toBe(true);
    expect(existsSync(older)).toBe(false);
    expect(read(path.join(newer, 'index.html'))).toBe('home v2');
    expect(await removeEarlierSite(dist)).toBe(false);
  });
});

describe('removeStale', () => {
  it('removes the prefilled pages the build neither wrote nor kept as cached pages', async () => {
    const staging = path.join(root, 'staging');
    const since = Date.now();
    put(path.join(staging, 'kept', 'index.html'), 'a page the cache kept');
    put(path.join(staging, 'deleted', 'index.html'), 'a deal removed since');
    put(path.join(staging, 'index.html'), 'written by this build', -1);
    const prefilled = new Set([path.join('kept', 'index.html'), path.join('deleted', 'index.html'), 'index.html']);
    expect(await removeStale(staging, since, prefilled, new Set([path.join('kept', 'index.html')]))).toBe(1);
    expect(existsSync(path.join(staging, 'kept', 'index.html'))).toBe(true);
    expect(existsSync(path.join(staging, 'index.html'))).toBe(true);
    expect(existsSync(path.join(staging, 'deleted'))).toBe(false);
  });
});
