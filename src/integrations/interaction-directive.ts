import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (src/islands/interaction-directive.ts). */
export default function interactionDirective(): AstroIntegration {
  return {
    name: 'top-ofertas:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../islands/interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the first pointer, touch, focus or key event on the island. */
    'client:interaction'?: boolean;
  }
}
