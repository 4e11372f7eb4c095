/**
 * The inline scripts Astro writes into a page with React islands, so the page's CSP (csp.ts) can allow
 * exactly them by hash: its island runtime (the `<astro-island>` element; a development variant in
 * `astro dev`) and one script per hydration directive the page uses. Astro writes them once per page, before
 * the first island that needs them; their text is fixed for a build, so their hashes are made once. The
 * memo of the header takes them out of its kept HTML (memo.ts): pages load them as a file instead.
 */
import { buildSync } from 'esbuild';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import islandRuntimeDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import loadDirective from 'astro/client/load.prebuilt.js';
import { INTERACTION_DIRECTIVE } from './island-directive.ts';

/**
 * The directive's script as Astro writes it: Astro bundles the entrypoint with esbuild into this wrapper
 * (astro/dist/core/client-directive/build.js); tests/unit/island-scripts.test.ts checks the two agree.
 */
function directiveScript({ name, entrypoint }: { name: string; entrypoint: string }, root = process.cwd()): string {
  const output = buildSync({
    stdin: {
      contents: `import directive from ${JSON.stringify(entrypoint)};

(self.Astro || (self.Astro = {}))[${JSON.stringify(name)}] = directive;

window.dispatchEvent(new Event('astro:' + ${JSON.stringify(name)}));`,
      resolveDir: root,
    },
    absWorkingDir: root,
    format: 'iife',
    minify: true,
    bundle: true,
    write: false,
  });
  return output.outputFiles[0]?.text ?? '';
}

/** The hydration directives pages use: the header menus' and `client:load` for app pages (/profile/). */
export type IslandDirective = 'interaction' | 'load';

let scripts: { runtime: string; directives: Record<IslandDirective, string> } | undefined;

/** The texts of the island scripts, made on first use (one esbuild run per build). */
export function islandScripts(): { runtime: string; directives: Record<IslandDirective, string> } {
  scripts ??= {
    // Astro's own test (astro/dist/runtime/server/scripts.js), not import.meta.env.DEV: a build run with
    // NODE_ENV=test (as from a test runner) is DEV to Vite but writes the production runtime.
    runtime: process.env.NODE_ENV === 'development' ? islandRuntimeDev : islandRuntime,
    directives: { interaction: directiveScript(INTERACTION_DIRECTIVE), load: loadDirective },
  };
  return scripts;
}

export { directiveScript };
