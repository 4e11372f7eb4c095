import { SERVICE_WORKER_PATH } from '../lib/offline';

/**
 * Registers the service worker in production builds (never in `astro dev`) and hands it the page
 * and assets just loaded, since on a first visit the worker starts after they were fetched.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    window.addEventListener('load', async () => {
      try {
        await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
        const { active } = await navigator.serviceWorker.ready;
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        active?.postMessage({ type: 'cache-page', page: location.pathname, urls });
      } catch {
        // Offline support is an extra; the site works the same without it.
      }
    });
  }
}
