/**
 * A static server for benchmarks that behaves like a CDN in front of the built site: text compressed
 * with brotli for browsers that accept it (as CDNs and the nginx config do, at the quality of the build's
 * precompressed files) or else gzip, ETags with 304s, hashed assets cached for a year and everything else
 * revalidated. `astro preview` sends neither compression nor validators, so byte counts through it would mislead.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { BROTLI_QUALITY } from '../build/precompress.ts';
import { contentTypeOf } from '../../src/lib/content-type.ts';

// Pagefind's index files are already gzip inside; compressing them again only costs time.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.svg', '.txt']);

async function resolve(root: string, pathname: string): Promise<string | undefined> {
  const file = path.join(root, decodeURIComponent(pathname));
  if (!file.startsWith(root)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (info?.isFile()) return file;
  if (info?.isDirectory()) return resolve(root, path.join(pathname, 'index.html'));
  return undefined;
}

/**
 * Serves `root` on `port` (localhost) until closed; `sent` hears each response's body bytes as sent
 * (compressed), by path.
 */
export async function serve(root: string, port: number, sent?: (pathname: string, bytes: number) => void): Promise<Server> {
  const base = path.resolve(root);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = (await resolve(base, url.pathname)) ?? path.join(base, '404.html');
    const info = await stat(file);
    const ext = path.extname(file);
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    res.setHeader('Content-Type', contentTypeOf(file));
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', url.pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (file.endsWith('404.html') && !url.pathname.endsWith('404.html')) res.statusCode = 404;
    const accepted = COMPRESSIBLE.has(ext) ? String(req.headers['accept-encoding'] ?? '') : '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const stream = createReadStream(file);
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: info.size } })
        : encoding === 'gzip' && createGzip();
    const body: NodeJS.ReadableStream = compressor ? stream.pipe(compressor) : stream;
    let bytes = 0;
    body.on('data', (chunk: Buffer) => (bytes += chunk.length));
    body.on('end', () => sent?.(url.pathname, bytes));
    body.pipe(res);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}
