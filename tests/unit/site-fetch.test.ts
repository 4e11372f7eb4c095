/** The Node stand-in for Pagefind's fetches: site paths from disk, everything else the real fetch with its options. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSitePathsFrom } from '../../scripts/build/site-fetch.ts';

let dir = '';
const server = createServer((_req, res) => {
  res.writeHead(301, { location: '/elsewhere' });
  res.end();
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-fetch-'));
  await mkdir(path.join(dir, 'en'));
  await writeFile(path.join(dir, 'en', 'file.txt'), 'from disk');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serveSitePathsFrom', () => {
  it('answers site paths from the folder, passes other requests on with their options, and puts fetch back', async () => {
    const realFetch = globalThis.fetch;
    const restore = serveSitePathsFrom(dir);
    try {
      expect(await (await fetch('/en/file.txt?v=1')).text()).toBe('from disk');
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/moved`, { redirect: 'manual' });
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe('/elsewhere');
    } finally {
      restore();
    }
    expect(globalThis.fetch).toBe(realFetch);
  });
});
