/**
 * Keeps the chosen tab of the home feed whole in its row. On phones the tabs are one row that scrolls
 * sideways, and a page opened at /#deals-coupons (or a tab tapped at the row's edge) would show the
 * chosen tab cut off, so the shopper could not tell which deals are shown. Scrolls the row only, never the page.
 */
export function startFeedTabs(): void {
  const row = document.querySelector<HTMLElement>('.feed__tabs .chips');
  if (!row) return;
  const reveal = () => {
    const chip = Array.from(row.querySelectorAll('a')).find((a) => a.getAttribute('href') === location.hash);
    if (!chip) return;
    const [tab, frame] = [chip.getBoundingClientRect(), row.getBoundingClientRect()];
    if (tab.left >= frame.left && tab.right <= frame.right) return;
    row.scrollLeft += tab.left - frame.left - (frame.width - tab.width) / 2;
  };
  reveal();
  window.addEventListener('hashchange', reveal);
}
