/** Shows this year in the copyright line. */
export function showCurrentYear(): void {
  // The page may be served years after it was built; the copyright year must be today's.
  document.querySelectorAll('[data-current-year]').forEach((el) => (el.textContent = String(new Date().getFullYear())));
}
