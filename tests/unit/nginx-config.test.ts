/** The nginx snippets in deploy/nginx restate the site's headers and forwards (scripts/nginx-config.ts). */
import { describe, expect, it } from 'vitest';
import { nginxSnippets, staleSnippets } from '../../scripts/nginx-config.ts';
import { SECURITY_HEADERS } from '../../src/config/security.ts';

describe('nginx snippets', () => {
  it('agree with the sources (run `npm run nginx:config` after changing headers, routes or forwards)', () => {
    expect(staleSnippets()).toEqual([]);
  });

  it('give every location the security headers', () => {
    const files = nginxSnippets();
    const routes = files.get('routes.conf') ?? '';
    const locations = routes.split(/^location /m).slice(1);
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) {
      const set = /include snippets\/top-ofertas\/(headers-[a-z]+\.conf);/.exec(location)?.[1];
      expect(set, location).toBeDefined();
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(files.get(set!), `${set} ${name}`).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
