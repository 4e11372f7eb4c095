import { TOAST_DURATION_MS, TOAST_EVENT, type ToastMessage } from '../lib/toast';

/** Shows the messages scripts send with `showToast()` in the page's toast region, each for a few seconds. */
export function startToasts(): void {
  const toast = document.querySelector<HTMLElement>('[data-toast]');
  const text = toast?.querySelector<HTMLElement>('[data-toast-text]');
  const link = toast?.querySelector<HTMLAnchorElement>('[data-toast-link]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    clearTimeout(timer);
    if (toast) toast.hidden = true;
  };
  document.addEventListener(TOAST_EVENT, (event) => {
    if (!toast || !text) return;
    const message = (event as CustomEvent<ToastMessage>).detail;
    clearTimeout(timer);
    text.textContent = message.text;
    if (link) {
      link.hidden = !message.link;
      link.href = message.link?.href ?? '';
      link.textContent = message.link?.label ?? '';
    }
    toast.hidden = false;
    timer = setTimeout(hide, TOAST_DURATION_MS);
  });
  toast?.querySelector('[data-toast-close]')?.addEventListener('click', hide);
}
