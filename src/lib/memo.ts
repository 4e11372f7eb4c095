/**
 * Rendered HTML kept for the rest of a build, by key (src/lib/model/build-lifetime.ts decides how long,
 * and what the dev server does). The site frame (header navigation, footer) is the same on every page of
 * a language: its components need rendering once per language, not once per page. Only for markup that
 * depends on nothing but its key.
 */
import { keptBy } from './model/build-lifetime.ts';

const rendered = keptBy<string, Promise<string>>();

export function memoHtml(key: string, render: () => Promise<string>): Promise<string> {
  return rendered(key, render);
}
