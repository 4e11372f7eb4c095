/**
 * Content errors where the editor is looking: in `astro dev`, each save in the catalog runs the same
 * checks as `npm run content:check`, and its errors show in the browser (file, field, value and fix, as
 * the terminal prints them), also on pages opened afterwards, until a save fixes them and the page
 * reloads. Astro itself only logged them and kept serving the last valid data. They are shown by a panel
 * of ours (./panel-client.ts), not Astro's error overlay: that one covered the editing form too (its
 * editor could not open the bad deal), showed a stack trace and English chrome. Dev-server hooks only:
 * `astro build` never calls them, so nothing of it reaches the site.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { contentRoot } from '../../src/content/paths.ts';
import { formatProblem, validateCatalog, type Problem } from '../../src/content/validate.ts';
import { synonymExpansion } from '../../src/search/build/synonyms.ts';
import { fileURLToPath } from 'node:url';
import { ASK_EVENT, CONTENT_ERRORS_EVENT, contentErrorReport, isCatalogFile, SETTLE_MS, STABLE_CHECK_MS } from './payload.ts';

const PANEL_SCRIPT = fileURLToPath(new URL('./panel-client.ts', import.meta.url));

/** The file's size and a hash of its bytes; undefined when it is gone. */
async function snapshot(file: string): Promise<string | undefined> {
  try {
    const bytes = await readFile(file);
    return `${bytes.length}:${createHash('sha1').update(bytes).digest('hex')}`;
  } catch {
    return undefined;
  }
}

/** Resolves once the file's size has stopped changing (an editor's save written in several chunks). */
async function settled(file: string): Promise<void> {
  let size = -1;
  for (let tries = 0; tries < 20; tries++) {
    const now = await stat(file).then(
      (s) => s.size,
      () => -2,
    );
    if (now === size) return;
    size = now;
    await new Promise((resolve) => setTimeout(resolve, STABLE_CHECK_MS));
  }
}

export default function contentErrors(): AstroIntegration {
  return {
    name: 'content-errors',
    hooks: {
      'astro:config:setup': ({ command, injectScript }) => {
        if (command === 'dev') injectScript('page', `import ${JSON.stringify(PANEL_SCRIPT)};`);
      },
      'astro:server:setup': ({ server, logger }) => {
        const root = path.resolve(contentRoot());
        const hot = server.environments.client.hot;
        let errors: Problem[] = [];
        let timer: NodeJS.Timeout | undefined;
        /** What each changed file held when its change was announced (what Astro's loader read then). */
        const announced = new Map<string, string | undefined>();
        /** Files whose change this hook announced again: not a new save. */
        const echoes = new Set<string>();

        const report = () => (errors.length ? contentErrorReport(errors) : null);

        async function check() {
          const files = [...announced];
          announced.clear();
          await Promise.all(files.map(([file]) => settled(file)));
          // A file read while half-written leaves Astro with the half; announce it again so the loader re-reads it.
          for (const [file, before] of files) {
            if ((await snapshot(file)) !== before) {
              echoes.add(file);
              server.watcher.emit('change', file);
            }
          }
          const hadErrors = errors.length > 0;
          errors = (await validateCatalog(root, { synonymExpansion })).errors;
          if (errors.length) {
            logger.error(`content errors (the browser shows them too):\n  ${errors.map(formatProblem).join('\n  ')}`);
            hot.send(CONTENT_ERRORS_EVENT, report());
          } else if (hadErrors) {
            logger.info('content errors fixed');
            hot.send(CONTENT_ERRORS_EVENT, null);
            hot.send({ type: 'full-reload', path: '*' });
          }
        }

        const onChange = (file: string) => {
          if (!isCatalogFile(file, root)) return;
          if (echoes.delete(file)) return;
          void snapshot(file).then((bytes) => {
            announced.set(file, bytes);
            clearTimeout(timer);
            timer = setTimeout(() => void check().catch((error: unknown) => logger.error(`content check failed: ${String(error)}`)), SETTLE_MS);
          });
        };
        server.watcher.add(root);
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);
        // A page opened (or reloaded) while errors stand gets them too, once its panel script asks.
        hot.on(ASK_EVENT, (_data, client) => client.send(CONTENT_ERRORS_EVENT, report()));
        void validateCatalog(root, { synonymExpansion }).then((report) => {
          errors = report.errors;
        });
      },
    },
  };
}
