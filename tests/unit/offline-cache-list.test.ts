/** The lists the service worker hands to Cache.addAll, which Firefox and WebKit reject whole when two entries are one request. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { shellFiles } from '../../src/integrations/build-service-worker.ts';
import { cacheList } from '../../src/lib/offline.ts';
import { offlineUrl } from '../../src/lib/routes.ts';

describe('cacheList', () => {
  test('keys each file once, by its path: no fragment, no query, no repeat', () => {
    const list = cacheList(['/_astro/icons.a1.svg#menu', '/_astro/icons.a1.svg#close', '/_astro/icons.a1.svg', '/pagefind/pagefind.js?v=abc', '/offline/']);
    expect(list).toEqual(['/_astro/icons.a1.svg', '/offline/', '/pagefind/pagefind.js']);
  });

  test('takes URLs of any origin as their path', () => {
    expect(cacheList([new URL('https://example.com/deals/3.json?x=1'), new URL('https://example.com/deals/3.json')])).toEqual(['/deals/3.json']);
  });
});

describe('shellFiles', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  test('lists the offline pages and the files they reference once each, as the built pages reference a sprite by fragment', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'shell-files-'));
    dirs.push(out);
    for (const page of locales.map(offlineUrl)) {
      await mkdir(path.join(out, page), { recursive: true });
      const html = `<link rel="stylesheet" href="/_astro/site.b2.css"><svg><use href="/_astro/icons.a1.svg#menu"/></svg>
        <svg><use href="/_astro/icons.a1.svg#close"/></svg><svg><use href="/_astro/icons.a1.svg#menu"/></svg><script src="/_astro/page.c3.js"></script>`;
      await writeFile(path.join(out, page, 'index.html'), html);
    }
    const list = await shellFiles(out);
    expect(list).toEqual(cacheList([...locales.map(offlineUrl), '/_astro/icons.a1.svg', '/_astro/page.c3.js', '/_astro/site.b2.css']));
    expect(new Set(list).size).toBe(list.length);
    expect(list.filter((url) => /[#?]/.test(url))).toEqual([]);
  });
});
