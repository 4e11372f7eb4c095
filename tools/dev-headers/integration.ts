/**
 * The dev server sends the production image headers (src/lib/host-headers.ts) with every SVG and every
 * catalog file it serves (./sandbox.ts says which), so an SVG opened from `npm run dev` can run nothing,
 * as on the site. A dev-server hook only: `astro build` never calls it.
 */
import type { ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { contentRoot } from '../../src/content/paths.ts';
import { imageHeaders } from '../../src/lib/host-headers.ts';
import { needsSandbox } from './sandbox.ts';

/** The headers grouped by name (the two CSPs are sent as two headers, as production does). */
function grouped(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const [name, value] of imageHeaders()) byName.set(name, [...(byName.get(name) ?? []), value]);
  return byName;
}

/** The Content-Type a response is about to be sent with: set on it, or in writeHead's headers object. */
function contentTypeOf(res: ServerResponse, headers: unknown): string | undefined {
  if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === 'content-type') return String(value);
  }
  const set = res.getHeader('content-type');
  return set === undefined ? undefined : String(set);
}

export default function devImageHeaders(): AstroIntegration {
  return {
    name: 'dev-image-headers',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const root = contentRoot();
        const headers = grouped();
        server.middlewares.use((req, res, next) => {
          const writeHead = res.writeHead;
          // Patched for this response only: the type is known once the serving middleware writes its head.
          res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
            const given = args.find((arg, i) => i > 0 && arg !== null && typeof arg === 'object');
            // Node merges headers set here with those writeHead is given (theirs win on the same name; none sets these).
            if (needsSandbox(req.url ?? '/', contentTypeOf(res, given), root)) for (const [name, values] of headers) res.setHeader(name, values);
            return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
          } as ServerResponse['writeHead'];
          next();
        });
      },
    },
  };
}
