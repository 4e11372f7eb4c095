import type { AstroIntegration } from 'astro';
import { INTERACTION_DIRECTIVE } from '../lib/island-directive.ts';

/** Registers `client:interaction` (src/components/header/interaction-directive.ts). */
export default function interactionDirective(): AstroIntegration {
  return {
    name: 'top-ofertas:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ ...INTERACTION_DIRECTIVE });
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
