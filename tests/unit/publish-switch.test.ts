/**
 * Publishing never leaves a gap (scripts/build/output-guard.ts switchOutput): OUT_DIR is a symbolic link
 * switched by one rename, so a server answering from OUT_DIR while builds publish finds the old site or
 * the new one on every request. The two folder renames it replaced left OUT_DIR missing for a moment.
 */
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchOutput } from '../../scripts/build/output-guard.ts';

const root = mkdtempSync(path.join(tmpdir(), 'publish-switch-'));
const OUT = path.join(root, 'dist');
let server: Server;
let origin = '';

/** A staged site whose page says `text`. */
function stage(text: string): string {
  const staged = path.join(root, 'dist-building');
  mkdirSync(path.join(staged, 'product'), { recursive: true });
  writeFileSync(path.join(staged, 'index.html'), text);
  writeFileSync(path.join(staged, 'product', 'index.html'), text);
  return staged;
}

beforeAll(async () => {
  // Like nginx: each request looks the file up under OUT_DIR anew.
  server = createServer((req, res) => {
    readFile(path.join(OUT, req.url ?? '/', 'index.html')).then(
      (body) => res.end(body),
      () => {
        res.statusCode = 404;
        res.end('not found');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('publishing into a served folder', () => {
  it('answers every request with a whole site while 30 builds publish, and keeps one older site at most', async () => {
    // A folder from before (a plain OUT_DIR) is switched too.
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'index.html'), 'site 0');
    mkdirSync(path.join(OUT, 'product'));
    writeFileSync(path.join(OUT, 'product', 'index.html'), 'site 0');
    let publishing = true;
    const answers: string[] = [];
    const loop = (async () => {
      // Bounded: at most 20,000 requests, all to this machine's loopback.
      for (let n = 0; publishing && n < 20_000; n++) {
        const response = await fetch(`${origin}${n % 2 ? '/product/' : '/'}`);
        answers.push(`${response.status} ${await response.text()}`);
      }
    })();
    for (let n = 1; n <= 30; n++) {
      await switchOutput(OUT, stage(`site ${n}`), `t${n}`);
      // Publishes a little apart, as builds are: one older site is kept for the requests that began on it,
      // and 5 ms let a request slowed by a loaded machine begin two publishes back (a 404 seen in CI).
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    publishing = false;
    await loop;
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((a) => !/^200 site \d+$/.test(a))).toEqual([]);
    expect(readlinkSync(OUT)).toBe('dist-published-t30');
    expect(readdirSync(root).sort()).toEqual(['dist', 'dist-published-t29', 'dist-published-t30']);
  }, 30_000);
});
