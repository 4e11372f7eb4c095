/**
 * What a product page does in the browser, as one module (one request; BaseLayout's starts the rest):
 * partner buttons through the forward, the phone's buy bar, and the photo's dialog where invoker commands
 * are missing (the coupon's copy-and-go is every page's: src/components/coupon-copy.ts).
 */
import { applyForwardLinks } from '../../../../lib/partner-links';
import { startPhotoZoom } from './photo-zoom';

/**
 * Phones: a compact bar with the price, the coupon if any, and a one-line store button that does what the
 * main one does (buy-bar.css; the main button keeps the full label). It is made here from the buy box rather than written into every page: hidden until
 * a script shows it, it would only be bytes without one. It shows once the main button has scrolled up
 * out of view, never before the shopper has seen it.
 */
function startBuyBar(): void {
  const button = document.querySelector<HTMLAnchorElement>('[data-buy-button]');
  const price = button?.closest('.buy-box')?.querySelector('.price__now');
  const disclosure = document.getElementById('partner-disclosure');
  if (!button?.dataset.barLabel || !disclosure) return;
  const link = button.cloneNode(false) as HTMLAnchorElement;
  link.className = 'button buy-bar__cta';
  link.textContent = button.dataset.barLabel;
  // A store's name does not fit beside the price on a 320 px phone; a screen reader still hears it.
  const store = document.createElement('span');
  store.className = 'visually-hidden';
  store.textContent = ` (${button.dataset.merchant})`;
  link.append(store);
  for (const name of ['aria-describedby', 'data-buy-button', 'data-bar-label', 'data-bar-note', 'data-merchant']) link.removeAttribute(name);
  link.dataset.testid = 'buy-bar-link';
  const ad = document.createElement('span');
  ad.className = 'buy-bar__ad';
  ad.textContent = disclosure.textContent;
  const text = document.createElement('p');
  text.className = 'buy-bar__price';
  // A price too old to show (the buy box says "Ver preço na loja") is not repeated: the bar keeps its button.
  if (price) {
    const amount = document.createElement('strong');
    amount.textContent = price.textContent;
    text.append(amount);
  }
  if (button.dataset.barNote) {
    const coupon = document.createElement('span');
    coupon.className = 'buy-bar__coupon';
    coupon.textContent = button.dataset.barNote;
    text.append(coupon);
  }
  text.append(ad);
  const bar = document.createElement('div');
  bar.className = 'buy-bar';
  bar.hidden = true;
  bar.setAttribute('data-buy-bar', '');
  bar.setAttribute('data-deal-live-only', '');
  bar.append(text, link);
  button.closest('main')!.append(bar);
  // Fixed over the page's end, the bar would cover the footer's last lines: the page ends as much lower (buy-bar.css).
  new ResizeObserver(() => document.documentElement.style.setProperty('--buy-bar-height', `${bar.offsetHeight}px`)).observe(bar);
  new IntersectionObserver(([entry]) => {
    bar.hidden = !entry || entry.isIntersecting || entry.boundingClientRect.top > 0;
  }).observe(button);
}

export function startProductPage(): void {
  applyForwardLinks();
  startBuyBar();
  startPhotoZoom();
}
