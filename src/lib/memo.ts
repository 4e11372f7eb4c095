/**
 * Rendered HTML kept for the rest of a build, by key. The site frame (header navigation, footer) is the
 * same on every page of a language: its ~20 components need rendering twice, not for each of 20,000
 * pages. Only for markup that depends on nothing but its key.
 */
const rendered = new Map<string, Promise<string>>();

export function memoHtml(key: string, render: () => Promise<string>): Promise<string> {
  // The dev server keeps modules between requests: a cached frame would hide edits to it.
  if (import.meta.env.DEV) return render();
  let html = rendered.get(key);
  if (html === undefined) rendered.set(key, (html = render()));
  return html;
}
