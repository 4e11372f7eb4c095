import { SERVICE_WORKER_PATH } from '../lib/offline';
import { showToast } from '../lib/toast';

/** Tells the shopper when a new deploy's worker took over this open page: its prices may be old. */
function noticeNewVersions(): void {
  // The first worker taking over a fresh visit is no news; only a change from one worker to another is.
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const labels = document.querySelector<HTMLElement>('[data-new-version]')?.dataset;
    if (!hadController || !labels?.newVersion || !labels.reload) return;
    showToast({ text: labels.newVersion, link: { href: location.href, label: labels.reload } });
  });
}

/**
 * Registers the service worker in production builds (never in `astro dev`) and hands it the page
 * and assets just loaded, since on a first visit the worker starts after they were fetched.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    noticeNewVersions();
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
