import { TOAST_DURATION_MS, TOAST_EVENT } from '../lib/toast';

/** Shows the messages scripts send with `showToast()` in the page's toast region, each for a few seconds. */
export function startToasts(): void {
  const toast = document.querySelector<HTMLElement>('[data-toast]');
  const text = toast?.querySelector<HTMLElement>('[data-toast-text]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    clearTimeout(timer);
    if (toast) toast.hidden = true;
  };
  document.addEventListener(TOAST_EVENT, (event) => {
    if (!toast || !text) return;
    clearTimeout(timer);
    text.textContent = (event as CustomEvent<string>).detail;
    toast.hidden = false;
    timer = setTimeout(hide, TOAST_DURATION_MS);
  });
  toast?.querySelector('[data-toast-close]')?.addEventListener('click', hide);
}
