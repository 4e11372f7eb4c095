/** The nginx snippets in deploy/nginx restate the site's headers and forwards (scripts/nginx-config.ts). */
import { describe, expect, it } from 'vitest';
import { nginxSnippets, staleSnippets } from '../../scripts/nginx-config.ts';
import { HOST_RULE_FILES } from '../../src/config/deploy-host.ts';
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

  it('hide every host rule file and dot-file before any location is chosen (the real-nginx test requests them)', () => {
    const routes = nginxSnippets().get('routes.conf') ?? '';
    const rule = /^if \(\$uri ~ "(.+)"\) \{\n {4}return 404;\n\}$/m.exec(routes);
    expect(rule, routes.slice(0, 400)).not.toBeNull();
    expect(routes.indexOf(rule![0])).toBeLessThan(routes.indexOf('location '));
    const hidden = new RegExp(rule![1]!);
    for (const name of Object.values(HOST_RULE_FILES)) expect(hidden.test(`/${name}`), name).toBe(true);
    for (const path of ['/.top-ofertas-build', '/_astro/.env', '/.git/config', '/.well-known/.x']) expect(hidden.test(path), path).toBe(true);
    for (const path of ['/', '/_astro/a.css', '/product/x/', '/.well-known/security.txt', '/_headers/x']) expect(hidden.test(path), path).toBe(false);
  });
});
