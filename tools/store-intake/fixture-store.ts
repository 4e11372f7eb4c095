/**
 * A local stand-in for the stores, on 127.0.0.1, for the tests and the benchmark (STORE_ORIGIN_OVERRIDE
 * points the stores' origins at it): fixture pages by path, the failures stores produce (404, a page that
 * never ends, a redirect loop, a redirect off the store, 429 then the page, a 10 MB page), and any other
 * path answered with a product page generated from the path. It counts the requests in flight at once.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page the store serves at a path. */
export interface FixtureAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface FixtureStore {
  origin: string;
  /** Answers by path (query ignored); a test may change them between runs. */
  pages: Map<string, FixtureAnswer>;
  /** Most requests in flight at once, and the total served. */
  stats: { peakInFlight: number; requests: number; userAgents: Set<string> };
  close(): Promise<void>;
}

/** A product page as stores publish it in JSON-LD: `price` in the schema.org form (dot decimal). */
export function productPage(input: { name: string; price: string | number; currency?: string; image?: string; availability?: string }): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    image: input.image ?? 'https://http2.mlstatic.com/D_NQ_NP_000000-MLA0000000000_000000-O.webp',
    offers: { '@type': 'Offer', price: input.price, priceCurrency: input.currency ?? 'BRL', availability: input.availability ?? 'https://schema.org/InStock' },
  };
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${input.name}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${input.name}</h1></body></html>`;
}

/** A price for a generated page: stable per path, the same as generated catalogs' prices in most cases. */
export type GeneratedPrice = (path: string) => number | undefined;

const TEN_MB = 10 * 1024 * 1024;

/** Starts the stand-in; `generated` answers paths without a fixture (404 when it returns undefined). */
export async function startFixtureStore(options: { pages?: Record<string, FixtureAnswer>; generated?: GeneratedPrice } = {}): Promise<FixtureStore> {
  const pages = new Map(Object.entries(options.pages ?? {}));
  const stats = { peakInFlight: 0, requests: 0, userAgents: new Set<string>() };
  let inFlight = 0;
  const busy = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    stats.userAgents.add(req.headers['user-agent'] ?? '');
    const fixture = pages.get(path);
    if (fixture) {
      res.writeHead(fixture.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...fixture.headers });
      return res.end(fixture.body ?? '');
    }
    switch (path) {
      case '/robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('User-agent: *\nDisallow: /private/\n');
      case '/slow':
        hanging.add(res);
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.write('<!doctype html><html><head>');
      case '/loop':
        res.writeHead(302, { location: '/loop-again' });
        return res.end();
      case '/loop-again':
        res.writeHead(302, { location: '/loop' });
        return res.end();
      case '/offsite':
        res.writeHead(301, { location: 'https://evil.example/p/1' });
        return res.end();
      case '/big': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(1020)}</p>`;
        for (let sent = 0; sent < TEN_MB; sent += chunk.length) res.write(chunk);
        return res.end();
      }
      case '/busy': {
        const seen = busy.get(path) ?? 0;
        busy.set(path, seen + 1);
        if (seen === 0) {
          res.writeHead(429, { 'retry-after': '1' });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(productPage({ name: 'Produto depois de 429', price: 100 }));
      }
    }
    const price = options.generated?.(path);
    if (price === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Não encontrado</title>');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(productPage({ name: `Produto ${path}`, price: price.toFixed(2) }));
  };
  const server: Server = createServer((req, res) => {
    stats.requests++;
    inFlight++;
    stats.peakInFlight = Math.max(stats.peakInFlight, inFlight);
    res.on('close', () => inFlight--);
    // A little latency, like a real store: lets requests overlap, so the per-host limit is what bounds them.
    setTimeout(() => handle(req, res), 2);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
