/**
 * Registers `client:interaction` in the browser, as Astro's inline directive script does
 * (astro/dist/core/client-directive/build.js). It must run before the island runtime is defined: the runtime
 * reads the global `Astro` as soon as an island connects (island-runtime.ts imports this first).
 */
import { INTERACTION_DIRECTIVE } from '../../lib/island-directive';
import interaction from './interaction-directive';

const astro = self as unknown as { Astro?: Record<string, unknown> };
(astro.Astro ??= {})[INTERACTION_DIRECTIVE.name] = interaction;
window.dispatchEvent(new Event(`astro:${INTERACTION_DIRECTIVE.name}`));
