/** Toasts (spec §9): one at a time, each shown for this long unless dismissed. */
export const TOAST_DURATION_MS = 5000;

/** Name of the DOM event that asks the page's toast region to show a message. */
export const TOAST_EVENT = 'topofertas:toast';

/** A toast: its text and, optionally, a link that says where to go next ("Ver lista"). */
export interface ToastMessage {
  text: string;
  link?: { href: string; label: string };
}

/** Shows a toast, replacing any toast on screen. */
export function showToast(message: string | ToastMessage): void {
  const detail: ToastMessage = typeof message === 'string' ? { text: message } : message;
  document.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail }));
}
