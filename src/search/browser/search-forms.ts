import { searchState, searchStateUrl } from '../contract';

/** Every header search form of the page (desktop and mobile) applies the spec's rules: trim, non-empty, encode, clear. */
export function startSearchForms(): void {
  document.querySelectorAll<HTMLFormElement>('[data-search-form]').forEach((form) => {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const input = form.querySelector('input')!;
      const text = input.value.trim();
      if (!text) return;
      input.value = '';
      // Lets the mobile menu close after a search, and only after one; the search page cancels it to
      // search in place without a reload.
      const search = new CustomEvent('site-search', { bubbles: true, cancelable: true, detail: { query: text } });
      if (form.dispatchEvent(search)) window.location.assign(searchStateUrl(form.getAttribute('action')!, searchState({ query: text })));
    });
  });
}
