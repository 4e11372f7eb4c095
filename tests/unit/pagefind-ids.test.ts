/**
 * Sorted search reads Pagefind's page ids from its fragment files (pageIds), a format Pagefind does not
 * document. This test writes small indexes with the real Pagefind API, one fragment per page and pages
 * bundled together, and checks the ids read back are the ones Pagefind's own search returns.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageIds } from '../../src/search/build/pagefind-index.ts';
import type { PagefindApi } from '../../src/search/shared/pagefind.ts';
import { serveSitePathsFrom } from '../../scripts/build/site-fetch.ts';

const pages = ['alpha', 'beta', 'gamma'].map((word) => ({
  url: `/product/${word}/`,
  content: `<html lang="en"><body><main data-pagefind-body><h1>${word} deal</h1><p>common words</p></main></body></html>`,
}));

let dir = '';
let restoreFetch = () => {};

/** Writes the three pages' index into `folder` with at most `maxFragments` fragment files. */
async function writeThree(folder: string, maxFragments: number): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', maxFragments });
  if (!index) throw new Error(errors.join('; '));
  for (const page of pages) expect((await index.addHTMLFile(page)).errors).toEqual([]);
  expect((await index.writeFiles({ outputPath: path.join(dir, folder) })).errors).toEqual([]);
}

/** Every page Pagefind's own search finds, as url -> id. */
async function searchedIds(folder: string): Promise<Map<string, string>> {
  const api = (await import(`${pathToFileURL(path.join(dir, folder, 'pagefind.js')).href}?${folder}`)) as PagefindApi;
  await api.options({ basePath: `/${folder}/` });
  const found = await api.search('common', {});
  const results = found?.results ?? [];
  return new Map(await Promise.all(results.map(async (r) => [(await r.data()).url, r.id] as [string, string])));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pagefind-ids-'));
  await writeThree('single', 100);
  await writeThree('bundled', 1);
  await pagefind.close();
  // Pagefind's browser bundle fetches its files; in Node they come from the temp folder.
  restoreFetch = serveSitePathsFrom(dir);
}, 60_000);

afterAll(async () => {
  restoreFetch();
  await rm(dir, { recursive: true, force: true });
});

describe('page ids read from Pagefind fragments', () => {
  it.each([
    ['single', 3],
    ['bundled', 1],
  ])('match the ids of Pagefind search results (%s fragments)', async (folder, files) => {
    expect(await readdir(path.join(dir, folder, 'fragment'))).toHaveLength(files);
    const read = await pageIds(path.join(dir, folder));
    expect([...read.keys()].sort()).toEqual(pages.map((p) => p.url).sort());
    expect(new Set(read.values()).size).toBe(3);
    expect(Object.fromEntries(await searchedIds(folder))).toEqual(Object.fromEntries(read));
  });
});
