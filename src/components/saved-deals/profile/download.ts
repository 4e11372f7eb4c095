/** Hands the shopper a JSON file made in the page (an export of their list). */
export function downloadJson(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  // The click starts the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
