import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { locales } from '../i18n/locales.ts';
import {
  cacheList,
  FULL_BUNDLE_BUDGET,
  FULL_BUNDLE_FILES,
  isCodeFile,
  SERVICE_WORKER_PATH,
  type BundleManifest,
  type OfflineManifest,
} from '../lib/offline.ts';
import { offlineUrl } from '../lib/routes.ts';
import { buildId, pagefindUrl, sortOrderFile, VOCABULARY_FILE } from '../search/contract.ts';
import { sortKeys } from '../lib/sorts.ts';

/** Files of a bundle that only some searches need: the spelling vocabulary and the sort orders. */
const OPTIONAL_FILES = [VOCABULARY_FILE, ...sortKeys.map(sortOrderFile)].map((file) => `/${file}`);

/** The built assets a page's HTML references (`/_astro/…`), as they are written: fragments and repeats included. */
export function referencedAssets(html: string): string[] {
  return [...html.matchAll(/\/_astro\/[^"'\s)]+/g)].map(([asset]) => asset);
}

/** The offline pages and the assets they reference, so they render with no network at all. */
export async function shellFiles(out: string): Promise<string[]> {
  const files: string[] = [];
  for (const page of locales.map(offlineUrl)) {
    files.push(page, ...referencedAssets(await readFile(path.join(out, page, 'index.html'), 'utf8')));
  }
  return cacheList(files);
}

async function bundleManifest(out: string, root: string): Promise<BundleManifest> {
  const manifest: BundleManifest = { core: [], fragments: [], bytes: 0 };
  for (const entry of await readdir(path.join(out, root), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const url = `/${path.relative(out, file).split(path.sep).join('/')}`;
    // Pagefind's own UI kits are not used by the site.
    if (/pagefind-(component-|modular-)?ui|pagefind-highlight|playground/.test(url)) continue;
    (url.includes('/fragment/') || OPTIONAL_FILES.some((file) => url.endsWith(file)) ? manifest.fragments : manifest.core).push(url);
    manifest.bytes += (await stat(file)).size;
  }
  manifest.core.sort();
  manifest.fragments.sort();
  // Listing every fragment of a large catalog would grow /sw.js with it; such a bundle is never cached whole anyway.
  const whole = manifest.bytes <= FULL_BUNDLE_BUDGET && manifest.core.length + manifest.fragments.length <= FULL_BUNDLE_FILES;
  if (!whole) manifest.fragments = [];
  return manifest;
}

/** SHA-256 (base64) of every script, style and WebAssembly file under these folders of the output. */
async function codeIntegrity(out: string, folders: readonly string[]): Promise<Record<string, string>> {
  const integrity: Record<string, string> = {};
  for (const folder of folders) {
    for (const entry of await readdir(path.join(out, folder), { withFileTypes: true })) {
      const url = `/${path.posix.join(folder.split(path.sep).join('/'), entry.name)}`;
      if (!entry.isFile() || !isCodeFile(url)) continue;
      integrity[url] = createHash('sha256')
        .update(await readFile(path.join(out, folder, entry.name)))
        .digest('base64');
    }
  }
  return Object.fromEntries(Object.entries(integrity).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Writes /sw.js after Pagefind has written its bundles, with the files a search needs, the hash of
 * every code file, and the build's id as its version (contract.ts `buildId`, the search page's too), which
 * changes whenever anything the output is made from does (old caches are then dropped).
 * Build only: `astro dev` gets no service worker.
 */
export default function serviceWorker(): AstroIntegration {
  return {
    name: 'top-ofertas:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const bundles = Object.fromEntries(
          await Promise.all(locales.map(async (l) => [l, await bundleManifest(out, pagefindUrl(l))] as const)),
        ) as OfflineManifest['bundles'];
        // Code files only (a few dozen whatever the catalog's size): pictures are cached as they are seen.
        const integrity = await codeIntegrity(out, ['_astro', ...locales.map((l) => pagefindUrl(l).slice(1, -1))]);
        const manifest: OfflineManifest = { version: buildId(process.env), shell: await shellFiles(out), integrity, bundles };
        const result = await build({
          entryPoints: [fileURLToPath(new URL('../sw/offline-worker.ts', import.meta.url))],
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2022',
          write: false,
          define: { __OFFLINE_MANIFEST__: JSON.stringify(manifest) },
        });
        await writeFile(path.join(out, SERVICE_WORKER_PATH), result.outputFiles[0]!.contents);
        logger.info(`${SERVICE_WORKER_PATH} version ${manifest.version}, ${Math.round(result.outputFiles[0]!.contents.length / 1024)} KB`);
      },
    },
  };
}
