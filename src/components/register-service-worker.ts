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

/** What the page does first and the worker waits for (see `registerServiceWorkerAfter`). */
const firstWork: Promise<unknown>[] = [];

/**
 * Holds back the service worker until `work` is done, when the page starts it before its `load` event:
 * the search page's first results. A worker installing on a first visit fetches the offline pages and, on
 * the search page, the search index, which would take the network and the processor from that work.
 */
export function registerServiceWorkerAfter(work: Promise<unknown>): void {
  firstWork.push(work.catch(() => undefined));
}

/**
 * Registers the service worker in production builds (never in `astro dev`) once the page has loaded and
 * done its first work, and hands it the page and assets just loaded, since on a first visit the worker
 * starts after they were fetched.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    noticeNewVersions();
    window.addEventListener('load', async () => {
      try {
        await Promise.all(firstWork);
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
