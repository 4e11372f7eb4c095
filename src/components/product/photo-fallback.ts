/**
 * Product photos come mostly from the stores' image CDNs, which nobody here watches: a photo that
 * fails to load is marked `data-failed`, and card.css then shows a neutral picture sign in its box
 * (the box keeps its size, so nothing moves). A listener, not an `onerror` attribute: the CSP allows
 * no inline handlers.
 */
export function startPhotoFallbacks(): void {
  const mark = (img: HTMLImageElement) => img.setAttribute('data-failed', '');
  // error does not bubble; a capturing listener sees it for every image, cards the search page adds included.
  document.addEventListener('error', (event) => event.target instanceof HTMLImageElement && mark(event.target), true);
  // Images that failed before this module ran (it runs after parsing, an eager photo may fail sooner).
  for (const img of document.images) if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) mark(img);
}
