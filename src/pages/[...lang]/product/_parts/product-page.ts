/**
 * What a product page does in the browser, as one module (one request; BaseLayout's starts the rest):
 * partner buttons through the forward, the coupon's copy-and-go, and the phone's buy bar.
 */
import { applyForwardLinks } from '../../../../lib/partner-links';
import { showToast } from '../../../../lib/toast';

/** The coupon link opens the store in a new tab as usual; copying happens in the same click. */
function startCouponCopy(): void {
  document.querySelectorAll<HTMLAnchorElement>('[data-copy-coupon]').forEach((link) => {
    const feedback = link.parentElement?.querySelector<HTMLElement>('[data-coupon-feedback]');
    link.addEventListener('click', async () => {
      const { copyCoupon = '', copied = '', failed = '' } = link.dataset;
      try {
        await navigator.clipboard.writeText(copyCoupon);
        if (feedback) feedback.hidden = false;
        showToast(copied);
      } catch {
        showToast(failed);
      }
    });
  });
}

/**
 * Phones: a compact bar with the price and a short store button (buy-bar.css; the main button keeps the
 * spec's full label). It is made here from the buy box rather than written into every page: hidden until
 * a script shows it, it would only be bytes without one. It shows once the main button has scrolled up
 * out of view, never before the shopper has seen it.
 */
function startBuyBar(): void {
  const button = document.querySelector<HTMLAnchorElement>('[data-buy-button]');
  const price = button?.closest('.buy-box')?.querySelector('.price__now');
  const disclosure = document.getElementById('partner-disclosure');
  if (!button?.dataset.barLabel || !price || !disclosure) return;
  const link = button.cloneNode(false) as HTMLAnchorElement;
  link.className = 'button buy-bar__cta';
  link.textContent = button.dataset.barLabel;
  for (const name of ['aria-describedby', 'data-buy-button', 'data-bar-label']) link.removeAttribute(name);
  link.dataset.testid = 'buy-bar-link';
  const amount = document.createElement('strong');
  amount.textContent = price.textContent;
  const ad = document.createElement('span');
  ad.className = 'buy-bar__ad';
  ad.textContent = disclosure.textContent;
  const text = document.createElement('p');
  text.className = 'buy-bar__price';
  text.append(amount, ad);
  const bar = document.createElement('div');
  bar.className = 'buy-bar';
  bar.hidden = true;
  bar.setAttribute('data-buy-bar', '');
  bar.setAttribute('data-deal-live-only', '');
  bar.append(text, link);
  button.closest('main')!.append(bar);
  new IntersectionObserver(([entry]) => {
    bar.hidden = !entry || entry.isIntersecting || entry.boundingClientRect.top > 0;
  }).observe(button);
}

export function startProductPage(): void {
  applyForwardLinks();
  startCouponCopy();
  startBuyBar();
}
