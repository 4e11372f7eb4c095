import { copyFile, mkdir, readdir, rename, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DEPLOY_HOSTS, deployHost, HOST_RULE_FILES, type DeployHost } from '../config/deploy-host.ts';
import { redirectPage, redirectRuleCounts, redirectRules, redirects } from '../lib/redirects.ts';
import { headersFile } from '../lib/host-headers.ts';
import { folderLocales } from '../i18n/locales.ts';
import { bareSectionFolders, notFoundUrl } from '../lib/routes.ts';

/**
 * Writes what a static host needs beyond the pages: `_redirects` for the retired routes (and, for hosts
 * without rules, a forwarding page at each: DEPLOY_HOST, src/config/deploy-host.ts), the English
 * not-found page at en/404.html, where hosts look for it, and `_headers` (security and cache headers).
 */
export default function staticHostFiles(): AstroIntegration {
  let host: DeployHost = 'static';
  return {
    name: 'top-ofertas:static-host-files',
    hooks: {
      'astro:config:done': () => {
        // Before any page renders: an unknown DEPLOY_HOST stops the build at once.
        host = deployHost();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        // Astro writes en/404.astro as en/404/index.html; hosts expect en/404.html (notFoundUrl).
        for (const locale of folderLocales()) {
          const file = path.join(out, notFoundUrl(locale));
          const nested = file.replace(/\.html$/, '');
          await rename(path.join(nested, 'index.html'), file);
          if ((await readdir(nested)).length === 0) await rmdir(nested);
        }

        const output = DEPLOY_HOSTS[host];
        const list = redirects();
        if (output.forwardingPages) {
          for (const { from, to } of list) {
            const folder = path.join(out, decodeURIComponent(from));
            await mkdir(folder, { recursive: true });
            await writeFile(path.join(folder, 'index.html'), redirectPage(to));
          }
        }
        await writeFile(path.join(out, HOST_RULE_FILES.redirects), redirectRules(list, output));
        await writeFile(path.join(out, HOST_RULE_FILES.headers), headersFile());
        const counts = redirectRuleCounts(list);
        const pages = output.forwardingPages ? `and a forwarding page at each` : `answered by the host, so no forwarding pages`;
        logger.info(
          `DEPLOY_HOST=${host}: ${list.length} forwards, ${counts.static} static and ${counts.placeholder} placeholder rules in _redirects, ${pages}; en/404.html, _headers`,
        );
      },
    },
  };
}

/**
 * Puts the not-found page in the bare section folders (/product/, /category/), where a static host
 * would otherwise show its own 403 or 404. Last in the integration list: the steps before it read those
 * folders as lists of items.
 */
export function sectionNotFoundPages(): AstroIntegration {
  return {
    name: 'top-ofertas:section-not-found-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const sections = bareSectionFolders();
        for (const { path: folder, locale } of sections) {
          await mkdir(path.join(out, folder), { recursive: true });
          await copyFile(path.join(out, notFoundUrl(locale)), path.join(out, folder, 'index.html'));
        }
        logger.info(`not-found page in ${sections.map((s) => s.path).join(', ')}`);
      },
    },
  };
}
