/**
 * The editing form, in `astro dev` only. Keystatic needs two on-demand routes (/keystatic and
 * /api/keystatic) that a static site cannot ship; added only to the dev server, nothing of it reaches
 * `astro build`, its pages or their CSP. Keystatic's own integration does the set-up; its API route is
 * swapped for ./api.ts, which roots the local file access at the catalog folder and checks saves, and its
 * page for ./form-page.astro, which adds the content-error bar.
 */
import type { AstroIntegration } from 'astro';

const API_ROUTE = new URL('./api.ts', import.meta.url);
const PAGE_ROUTE = new URL('./form-page.astro', import.meta.url);

export default function editingForm(): AstroIntegration {
  return {
    name: 'editing-form',
    hooks: {
      'astro:config:setup': async (options) => {
        if (options.command !== 'dev') return;
        const { default: keystatic } = await import('@keystatic/astro');
        await keystatic().hooks['astro:config:setup']?.({
          ...options,
          injectRoute: (route) =>
            options.injectRoute(
              route.pattern.startsWith('/api/keystatic')
                ? { ...route, entrypoint: API_ROUTE }
                : route.pattern.startsWith('/keystatic')
                  ? { ...route, entrypoint: PAGE_ROUTE }
                  : route,
            ),
        });
      },
    },
  };
}
