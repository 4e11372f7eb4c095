/** The `_headers` file the build writes for Netlify and Cloudflare Pages (src/lib/host-headers.ts). */
import { describe, expect, it } from 'vitest';
import { headersFile } from '../../src/lib/host-headers.ts';

const blocks = new Map(
  headersFile()
    .trim()
    .split('\n\n')
    .map((block) => {
      const [pattern = '', ...lines] = block.split('\n');
      return [
        pattern,
        Object.fromEntries(
          lines.map((line) =>
            line
              .trim()
              .split(/: (.*)/s)
              .slice(0, 2),
          ),
        ),
      ] as const;
    }),
);

describe('_headers', () => {
  it('sends the security headers on every response', () => {
    const all = blocks.get('/*') ?? {};
    expect(all['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(all['Content-Security-Policy']).toMatch(/object-src 'none'/);
    expect(all['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBeTruthy();
    expect(all['Permissions-Policy']).toBeTruthy();
    // Hosts merge every matching rule: a Cache-Control here would be joined to the immutable ones.
    expect(all['Cache-Control']).toBeUndefined();
  });

  it('caches hashed assets and Pagefind chunks for a year; revalidates the service worker', () => {
    for (const pattern of ['/_astro/*', '/pagefind/fragment/*', '/en/pagefind/index/*']) {
      expect(blocks.get(pattern)?.['Cache-Control'], pattern).toBe('public, max-age=31536000, immutable');
    }
    expect(blocks.get('/sw.js')?.['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    // Pagefind's entry file and loader keep their names across builds: never immutable.
    expect([...blocks.keys()].some((p) => p.startsWith('/pagefind/') && !/\/(index|fragment|filter)\/\*$/.test(p))).toBe(false);
  });

  it('lets no built image run anything when opened directly', () => {
    expect(blocks.get('/_astro/*')?.['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });
});
