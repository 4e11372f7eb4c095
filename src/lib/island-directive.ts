/**
 * `client:interaction` (src/components/header/interaction-directive.ts): hydrates the header menus on the
 * first touch of one. Registered by src/integrations/interaction-directive.ts; the entrypoint is resolved
 * from the project root, where every build and the dev server run. Its own module, without the build's
 * tools, because the browser's island runtime (src/components/header/island-runtime.ts) registers it too.
 */
export const INTERACTION_DIRECTIVE = { name: 'interaction', entrypoint: './src/components/header/interaction-directive.ts' } as const;
