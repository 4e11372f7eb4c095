/**
 * The shipped nginx configuration (deploy/nginx), run by the real nginx over a release of the built
 * sample made by deploy/release.sh and compressed as PRECOMPRESS=1 builds are: headers on every kind of
 * path, precompressed and on-the-fly compression, forwards that keep the query, each language's
 * not-found page, HTTP to HTTPS (to the configured name, never the request's Host), build files and dot-files
 * not found, and a page opened before a release switch still loading the previous release's hashed files.
 * Skipped, saying so, where nginx is not installed (.ci/run installs it).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { precompress } from '../../scripts/build/precompress.ts';
import { IMAGE_CSP, IMMUTABLE, REVALIDATE } from '../../src/config/security.ts';
import { redirects } from '../../src/lib/redirects.ts';
import { expectSecurityHeaders, get, HTTP_PORT, HTTPS_PORT, values, waitForPort } from './support/nginx.ts';
import { REPO_ROOT, SAMPLE_DIST_DIR } from './support/urls.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const SHIPPED_CONF = readFileSync(path.join(REPO_ROOT, 'deploy/nginx/top-ofertas.conf'), 'utf8');
/** The name the shipped file sets (its first server_name), which forwards must use. */
const SERVER_NAME = /^\s*server_name (\S+?)[\s;]/m.exec(SHIPPED_CONF)![1]!;

/** Replaces text that must be in the shipped file, so a changed file cannot quietly stop being tested. */
function replaced(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  expect(next, `deploy/nginx/top-ofertas.conf still has ${String(from)}`).not.toBe(text);
  return next;
}

test.describe('nginx configuration (deploy/nginx)', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!NGINX, 'nginx is not installed here (apt-get install nginx): deploy/nginx was NOT tested');

  let tmp = '';
  let server: ChildProcess | undefined;
  let brotli = false;

  test.beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'top-ofertas-nginx-'));
    // Three releases, keeping two: the oldest is pruned and `current` names the newest.
    const site = path.join(tmp, 'srv');
    for (let i = 0; i < 3; i++) execFileSync('bash', [path.join(REPO_ROOT, 'deploy/release.sh'), SAMPLE_DIST_DIR, site, '2'], { stdio: 'pipe' });
    const live = path.join(site, 'current');
    await precompress(live);

    const key = path.join(tmp, 'key.pem');
    const cert = path.join(tmp, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );

    const conf = path.join(tmp, 'conf');
    cpSync(path.join(REPO_ROOT, 'deploy/nginx/snippets'), path.join(conf, 'snippets'), { recursive: true });
    brotli = existsSync(BROTLI_MODULE);
    if (brotli) symlinkSync('../brotli.conf', path.join(conf, 'snippets/top-ofertas/enabled/brotli.conf'));
    let siteConf = SHIPPED_CONF;
    siteConf = replaced(siteConf, /^\s*listen \[::\].*\n/gm, '');
    siteConf = replaced(siteConf, 'listen 80;', `listen 127.0.0.1:${HTTP_PORT};`);
    siteConf = replaced(siteConf, 'listen 443 ssl http2;', `listen 127.0.0.1:${HTTPS_PORT} ssl http2;`);
    siteConf = replaced(siteConf, /ssl_certificate .*;/, `ssl_certificate ${cert};`);
    siteConf = replaced(siteConf, /ssl_certificate_key .*;/, `ssl_certificate_key ${key};`);
    siteConf = replaced(siteConf, 'root /srv/top-ofertas/current;', `root ${live};`);
    writeFileSync(path.join(conf, 'top-ofertas.conf'), siteConf);
    const temp = (name: string) => `${name} ${path.join(tmp, name)};`;
    writeFileSync(
      path.join(conf, 'nginx.conf'),
      [
        brotli ? `load_module ${BROTLI_MODULE};` : '',
        // Workers read the release and the temporary folder as the user running the test.
        process.getuid?.() === 0 ? 'user root root;' : '',
        `pid ${path.join(tmp, 'nginx.pid')};`,
        `error_log ${path.join(tmp, 'error.log')} warn;`,
        'worker_processes 1;',
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        `  ${['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp).join(' ')}`,
        '  include top-ofertas.conf;',
        '}',
      ].join('\n'),
    );
    const args = ['-p', `${tmp}/`, '-c', path.join(conf, 'nginx.conf')];
    const check = spawnSync(NGINX!, ['-t', ...args], { encoding: 'utf8' });
    expect(check.status, `nginx -t:\n${check.stderr}`).toBe(0);
    server = spawn(NGINX!, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitForPort(HTTPS_PORT, Date.now() + 5_000);
  });

  test.afterAll(() => {
    server?.kill('SIGQUIT');
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test('the release script switches current to the newest release and prunes the rest', () => {
    const releases = path.join(tmp, 'srv/releases');
    const kept = readdirSync(releases).sort();
    expect(kept).toHaveLength(2);
    expect(readFileSync(path.join(tmp, 'srv/releases.log'), 'utf8').trim().split('\n')).toHaveLength(3);
    expect(readlinkSync(path.join(tmp, 'srv/current'))).toBe(`releases/${kept[1]}`);
  });

  test('every response carries the security headers; hashed files are cached for a year, pages revalidated', async () => {
    const css = readdirSync(path.join(SAMPLE_DIST_DIR, '_astro')).find((f) => f.endsWith('.css'))!;
    const image = readdirSync(path.join(SAMPLE_DIST_DIR, '_astro')).find((f) => f.endsWith('.png'))!;
    const pages = ['/', '/en/', '/en/search/', '/pagefind/pagefind.js', '/sw.js', '/sitemap-index.xml'];
    for (const where of pages) {
      const reply = await get(where);
      expect(reply.status, where).toBe(200);
      expectSecurityHeaders(reply, where);
      expect(values(reply, 'Cache-Control'), where).toEqual([REVALIDATE]);
    }
    for (const where of [`/_astro/${css}`, `/_astro/${image}`]) {
      const reply = await get(where);
      expect(reply.status, where).toBe(200);
      expectSecurityHeaders(reply, where);
      expect(values(reply, 'Content-Security-Policy').join(', '), where).toContain(IMAGE_CSP);
      expect(values(reply, 'Cache-Control'), where).toEqual([IMMUTABLE]);
    }
    const chunk = readdirSync(path.join(SAMPLE_DIST_DIR, 'en/pagefind/fragment'))[0]!;
    const fragment = await get(`/en/pagefind/fragment/${chunk}`);
    expectSecurityHeaders(fragment, 'a Pagefind fragment');
    expect(values(fragment, 'Cache-Control')).toEqual([IMMUTABLE]);
    const missing = await get('/en/nothing-here/');
    expectSecurityHeaders(missing, 'a 404');
  });

  test('text is sent precompressed when the build wrote it, compressed on the fly otherwise', async () => {
    const live = path.join(tmp, 'srv/current');
    const css = readdirSync(path.join(live, '_astro')).find((f) => f.endsWith('.css') && existsSync(path.join(live, '_astro', `${f}.gz`)))!;
    for (const where of [`/_astro/${css}`, '/en/index.html', '/']) {
      const file = path.join(live, where.endsWith('/') ? `${where}index.html` : where);
      const gz = await get(where, { 'Accept-Encoding': 'gzip' });
      expect(gz.headers['content-encoding'], where).toBe('gzip');
      // gzip_static sends the file's own length; on-the-fly compression streams without one.
      expect(Number(gz.headers['content-length']), where).toBe(statSync(`${file}.gz`).size);
      if (brotli) {
        const br = await get(where, { 'Accept-Encoding': 'gzip, br' });
        expect(br.headers['content-encoding'], where).toBe('br');
        expect(Number(br.headers['content-length']), where).toBe(statSync(`${file}.br`).size);
      }
      const raw = await get(where);
      expect(raw.headers['content-encoding'], where).toBeUndefined();
    }
    // pagefind.js without its .gz: compressed by nginx as it is sent.
    rmSync(path.join(live, 'pagefind/pagefind.js.gz'), { force: true });
    rmSync(path.join(live, 'pagefind/pagefind.js.br'), { force: true });
    const dynamic = await get('/pagefind/pagefind.js', { 'Accept-Encoding': 'gzip' });
    expect(dynamic.headers['content-encoding']).toBe('gzip');
    expect(dynamic.headers['content-length']).toBeUndefined();
  });

  test('old outbound links /go/{id}/ are a 301 to the product page forward; other /go/ paths are not found', async () => {
    for (const where of ['/go/fone-x/', '/go/fone-x']) {
      const reply = await get(where);
      expect(reply.status, where).toBe(301);
      expect(reply.headers.location, where).toBe('/product/fone-x/?go');
      expectSecurityHeaders(reply, where);
    }
    expect((await get('/go/Fone%0d%0aSet-Cookie:x/')).status).toBe(404);
  });

  test('retired routes and old English category addresses are 301s that keep the query', async () => {
    const list = redirects();
    expect(list.length).toBeGreaterThan(10);
    for (const { from, to } of list) {
      for (const source of [from, `${from}/`]) {
        const reply = await get(`${source}?utm_source=x&a=1`);
        expect(reply.status, source).toBe(301);
        expect(reply.headers.location, source).toBe(`${to}?utm_source=x&a=1`);
      }
      expect((await get(from)).headers.location, from).toBe(to);
    }
  });

  test('a missing page is a 404 in its language, without script', async () => {
    const en = await get('/en/no-such-page/');
    expect(en.status).toBe(404);
    expect(en.body.toString()).toMatch(/<html[^>]* lang="en/);
    expect(en.body.toString()).toContain('Page Not Found');
    const pt = await get('/nao-existe/');
    expect(pt.status).toBe(404);
    expect(pt.body.toString()).toMatch(/<html[^>]* lang="pt/);
    const asset = await get('/en/pagefind/fragment/missing.pf_fragment');
    expect(asset.status).toBe(404);
    expect(asset.body.toString()).toMatch(/<html[^>]* lang="en/);
  });

  test('plain HTTP is forwarded to HTTPS at the configured name, path and query kept, whatever Host the request names', async () => {
    for (const headers of [{}, { Host: 'evil.example' }, { Host: 'evil.example:80' }] as Record<string, string>[]) {
      const reply = await get('/en/search/?q=fone', headers, true);
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe(`https://${SERVER_NAME}/en/search/?q=fone`);
    }
  });

  test('files for other hosts, the build marker and any dot-file are not found, however the path is spelled', async () => {
    const live = path.join(tmp, 'srv/current');
    // Present in the release, so only the configuration hides them.
    for (const file of ['_headers', '_redirects', '.top-ofertas-build']) expect(existsSync(path.join(live, file)), file).toBe(true);
    for (const [file, text] of Object.entries({
      '.git/config': 'secret',
      '_astro/.env': 'secret',
      'en/pagefind/.cache': 'secret',
      '.well-known/test.txt': 'ok',
    })) {
      mkdirSync(path.dirname(path.join(live, file)), { recursive: true });
      writeFileSync(path.join(live, file), text);
    }
    const hidden = ['/_headers', '/_redirects', '/.top-ofertas-build', '/%5Fheaders', '//_redirects', '/en/../_headers', '/%2Etop-ofertas-build'];
    for (const where of [...hidden, '/.git/config', '/_astro/.env', '/en/pagefind/.cache', '/.well-known/.hidden']) {
      const reply = await get(where, { 'Accept-Encoding': 'gzip' });
      expect(reply.status, where).toBe(404);
      expect(reply.body.toString(), where).not.toContain('secret');
      expectSecurityHeaders(reply, where);
    }
    expect((await get('/.well-known/test.txt')).status).toBe(200);
  });

  test("a page opened before a release switch still loads the previous release's /_astro/ and Pagefind files", async ({ browser }) => {
    const site = path.join(tmp, 'srv');
    // Release A: the sample build with its home page's stylesheet and a Pagefind fragment under names the next build does not have.
    const a = path.join(tmp, 'build-a');
    // dereference: dist is a link to the published folder (scripts/build/output-guard.ts); renaming in a copy of the link renamed the site's own files.
    cpSync(SAMPLE_DIST_DIR, a, { recursive: true, dereference: true });
    const css = /\/_astro\/[^"]+\.css/.exec(readFileSync(path.join(a, 'index.html'), 'utf8'))![0];
    const oldCss = css.replace(/\.css$/, '-a.css');
    renameSync(path.join(a, css), path.join(a, oldCss));
    writeFileSync(path.join(a, 'index.html'), readFileSync(path.join(a, 'index.html'), 'utf8').replaceAll(css, oldCss));
    const fragments = path.join(a, 'pagefind/fragment');
    const oldFragment = `/pagefind/fragment/old-a-${readdirSync(fragments)[0]!}`;
    cpSync(path.join(fragments, readdirSync(fragments)[0]!), path.join(a, oldFragment));
    execFileSync('bash', [path.join(REPO_ROOT, 'deploy/release.sh'), a, site, '2'], { stdio: 'pipe' });

    const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`https://127.0.0.1:${HTTPS_PORT}/`);
    const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname));
    expect(sheets).toContain(oldCss);

    // Release B, the build as it is: neither file is in it.
    execFileSync('bash', [path.join(REPO_ROOT, 'deploy/release.sh'), SAMPLE_DIST_DIR, site, '2'], { stdio: 'pipe' });
    expect(existsSync(path.join(SAMPLE_DIST_DIR, oldCss))).toBe(false);
    const status = (url: string) => page.evaluate(async (u) => (await fetch(u, { cache: 'no-store' })).status, url);
    expect(await page.evaluate(async () => (await (await fetch('/', { cache: 'no-store' })).text()).includes('-a.css'))).toBe(false);
    for (const where of [...sheets, oldFragment]) expect(await status(where), where).toBe(200);
    await context.close();
  });
});
