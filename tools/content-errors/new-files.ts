/**
 * New and deleted catalog files reach the dev server's pages at once. When a deal file is added (a deal
 * just made in the editing form) or deleted, Astro's loader reads it at once but serves it only once its
 * content store is written, a moment later; a page asked for in between was answered from the store as it
 * was ("Produto não encontrado" for the new deal), Astro kept that answer's `getStaticPaths()` until the
 * next edit, and the page's reload signal could come before the page was listening. So pages asked for
 * while such a change is pending wait for the store, and once it is written the server's module runner
 * reloads its modules and open pages reload. A dev-server hook only: `astro build` never calls it.
 */
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment } from 'vite';
import { contentRoot } from '../../src/content/paths.ts';
import { isCatalogFile } from './payload.ts';

/** Longest a page waits for the store, and the change is forgotten: past it, pages are answered as the store is. */
const MAX_WAIT_MS = 3000;

/** Where Astro's dev server writes its content store (astro/dist/content/paths.js, without chunking); tests/e2e-dev/new-files.spec.ts checks it. */
export const DEV_CONTENT_STORE = path.join('.astro', 'data-store.json');

export default function newCatalogFiles(): AstroIntegration {
  return {
    name: 'new-catalog-files',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const root = path.resolve(contentRoot());
        const store = path.join(server.config.root, DEV_CONTENT_STORE);
        /** Set from a deal file's arrival or removal until the store holding it is written (or MAX_WAIT_MS). */
        let written: PromiseWithResolvers<void> | undefined;
        let giveUp: NodeJS.Timeout | undefined;
        const settle = () => {
          clearTimeout(giveUp);
          written?.resolve();
          written = undefined;
        };
        const onFileAddedOrRemoved = (file: string) => {
          if (!isCatalogFile(file, root) || !file.endsWith('.md') || written) return;
          written = Promise.withResolvers();
          giveUp = setTimeout(() => {
            logger.warn(
              `no new ${DEV_CONTENT_STORE} within ${MAX_WAIT_MS} ms of a new or deleted file (one with errors is not stored); pages are answered as the store is`,
            );
            settle();
          }, MAX_WAIT_MS);
        };
        const onStoreWritten = (file: string) => {
          if (file !== store || !written) return;
          for (const environment of Object.values(server.environments))
            if (isRunnableDevEnvironment(environment)) environment.hot.send({ type: 'full-reload' });
          server.environments.client.hot.send({ type: 'full-reload', path: '*' });
          settle();
        };
        server.watcher.on('add', onFileAddedOrRemoved);
        server.watcher.on('unlink', onFileAddedOrRemoved);
        server.watcher.on('add', onStoreWritten);
        server.watcher.on('change', onStoreWritten);
        server.middlewares.use((req, _res, next) => {
          if (!written || !req.headers.accept?.includes('text/html')) return next();
          void written.promise.then(() => next());
        });
      },
    },
  };
}
