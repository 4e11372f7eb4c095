/**
 * The product photo's button opens its dialog through invoker commands (`commandfor`, ProductPhoto.astro);
 * a browser without them gets the same from this listener. Closing is the dialog's own form
 * (`method="dialog"`), Escape, or a tap outside (`closedby="any"`, here too where the browser lacks it).
 */
export function startPhotoZoom(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-photo-zoom]');
  const dialog = document.getElementById('photo-dialog');
  if (!button || !(dialog instanceof HTMLDialogElement)) return;
  if (!('command' in HTMLButtonElement.prototype)) button.addEventListener('click', () => dialog.showModal());
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    // A click on the backdrop lands on the dialog itself, outside its picture and close button.
    dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  }
}
