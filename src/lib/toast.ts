/** Toasts (spec §9): one at a time, each shown for this long unless dismissed. */
export const TOAST_DURATION_MS = 5000;

/** Name of the DOM event that asks the page's toast region to show a message. */
export const TOAST_EVENT = 'topofertas:toast';

/** Shows a toast, replacing any toast on screen. */
export function showToast(message: string): void {
  document.dispatchEvent(new CustomEvent<string>(TOAST_EVENT, { detail: message }));
}
