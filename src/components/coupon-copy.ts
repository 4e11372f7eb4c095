/**
 * Copying a coupon, wherever one is shown, with the same toast: a coupon deal's store buttons (the deal
 * page's main one and its phone bar, a saved deal's row on /profile: links with `data-copy-coupon`) copy
 * the code and open the store in a new tab in one tap; a card's coupon chip (a button) copies only.
 * The texts are the page's one `[data-coupon-texts]` element (PageEnd.astro), with `{code}` to fill.
 *
 * A browser known to refuse the clipboard (no API, or the permission denied) would send the shopper to
 * the store without the code, the new tab covering the message: a store button's first tap then stays and
 * says the code, the next one goes.
 */
import { fill } from '../i18n/text';
import { showToast } from '../lib/toast';

/** The attribute that carries the code on a store link or a chip. */
export const COPY_COUPON = 'data-copy-coupon';

/** The page-level element holding the toasts' texts (`data-copied`, `data-failed`, `data-blocked`). */
export const COUPON_TEXTS = 'data-coupon-texts';

export function startCouponCopy(): void {
  let blocked = !navigator.clipboard;
  navigator.permissions
    ?.query({ name: 'clipboard-write' as PermissionName })
    .then((status) => (blocked = status.state === 'denied'))
    .catch(() => undefined);
  document.addEventListener('click', async (event) => {
    const control = (event.target as Element).closest<HTMLElement>(`[${COPY_COUPON}]`);
    const texts = document.querySelector<HTMLElement>(`[${COUPON_TEXTS}]`)?.dataset;
    if (!control || !texts) return;
    const code = control.getAttribute(COPY_COUPON) ?? '';
    const goes = control instanceof HTMLAnchorElement;
    if (blocked && goes && !control.hasAttribute('data-coupon-shown')) {
      event.preventDefault();
      control.setAttribute('data-coupon-shown', '');
      showToast(fill(texts.blocked ?? '', { code }));
      return;
    }
    try {
      await navigator.clipboard.writeText(code);
      // The deal page's "Cupom copiado" beside its code, for its own store buttons.
      const feedback = goes ? document.querySelector<HTMLElement>('[data-coupon-feedback]') : null;
      if (feedback) feedback.hidden = false;
      showToast(fill(texts.copied ?? '', { code }));
    } catch {
      showToast(texts.failed ?? '');
    }
  });
}
