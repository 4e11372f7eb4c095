/**
 * Rendered HTML kept for the rest of a build, by key (src/lib/model/build-lifetime.ts decides how long,
 * and what the dev server does). The site frame (header, footer) is the same on every page of a language:
 * its components need rendering once per language, not once per page. Only for markup that depends on
 * nothing but its key: with MEMO_VERIFY=1 (the e2e fixture build sets it) every later page renders the
 * content again and the build fails where it differs from the kept HTML (tests/unit/memo.test.ts).
 *
 * Astro writes some scripts once per page, at the first component that needs them: a component's own
 * `<script>`, and the island runtime and directive scripts before the first island. Kept HTML is copied
 * to pages Astro never saw it on, so a component script in it would be lost, or doubled. An island in it
 * wakes through the runtime and directive every page loads with its page script, so Astro's inline copies
 * are taken out, and only `client:interaction` islands may be kept. Both are checked when the HTML is made
 * (checkMemoHtml), so a build that breaks this stops with the key and the fix instead of shipping pages
 * whose menus never wake.
 */
import { keptBy } from './model/build-lifetime.ts';
import { INTERACTION_DIRECTIVE } from './island-directive.ts';
import { islandScripts } from './island-scripts.ts';

const rendered = keptBy<string, Promise<string>>();

/** MEMO_VERIFY=1 (the e2e fixture build): every page renders the content again and compares. */
const verifying = () => process.env.MEMO_VERIFY === '1';

/**
 * The HTML kept for `key`, once a page has made it; undefined before, and always under MEMO_VERIFY=1 (every
 * page renders the content again to compare). Memo.astro asks before it renders anything: Astro starts
 * rendering a component's children as soon as the component is used, so only content that is never
 * written into the page is never rendered (BENCHMARKS.md counts the renders before and after).
 */
export function keptMemoHtml(key: string, verify = verifying()): Promise<string> | undefined {
  return verify ? undefined : rendered.peek(key);
}

export async function memoHtml(key: string, render: () => Promise<string>, verify = verifying()): Promise<string> {
  let madeHere = false;
  const kept = await rendered(key, () => {
    madeHere = true;
    return render().then((html) => checkMemoHtml(key, html));
  });
  if (verify && !madeHere) sameAsKept(key, kept, await render());
  return kept;
}

/**
 * Fails when this page renders the memo's content differently from the page whose HTML was kept: the key
 * leaves out something the content depends on. Astro's per-page bookkeeping is left out of the comparison:
 * its island scripts, written only before the first island of a page, and each island's `prefix` (a
 * count of the page's islands, which kept HTML replaces with one of its own: withFixedPrefixes).
 */
export function sameAsKept(key: string, kept: string, again: string): void {
  const bare = (html: string) =>
    withoutIslandScripts(html)
      .replace(/<style>astro-island[^<]*<\/style>/g, '')
      .replace(/(<astro-island\b[^>]*?) prefix="[^"]*"/g, '$1');
  const [a, b] = [bare(kept), bare(again)];
  if (a === b) return;
  let at = 0;
  while (a[at] === b[at]) at++;
  const around = (html: string) => JSON.stringify(html.slice(Math.max(0, at - 40), at + 40));
  throw new Error(
    `Memo "${key}": this page renders it differently from the page whose HTML every page reuses, at character ${at}: kept ${around(a)}, here ${around(b)}. Name what the content depends on in its key, or render that part outside Memo.`,
  );
}

/**
 * The HTML when it is safe to reuse on every page, without Astro's inline island scripts; otherwise an error
 * naming the key, what was found and the fix. Every page loads the island runtime and the `client:interaction`
 * directive with its page script (src/components/header/island-runtime.ts), so islands in kept HTML need no
 * inline copy of them, wherever on the page Astro wrote it; an island with another directive would never wake.
 */
export function checkMemoHtml(key: string, html: string): string {
  const fail = (found: string, fix: string) => {
    throw new Error(`Memo "${key}": ${found}. Other pages reuse this HTML without it: ${fix}.`);
  };
  if (/<script\b[^>]*\bsrc=/.test(html) || /<script type="module"/.test(html)) {
    fail(
      'holds a component <script>, which Astro writes once per page',
      "import the component's behaviour from BaseLayout's page script, or render the component outside Memo",
    );
  }
  const others = [...html.matchAll(/<astro-island\b[^>]*\sclient="([^"]+)"/g)].map((m) => m[1]).filter((d) => d !== INTERACTION_DIRECTIVE.name);
  if (others.length > 0) {
    fail(
      `holds an island hydrated by client:${others[0]}, whose script every page does not load`,
      `hydrate islands in kept HTML with client:${INTERACTION_DIRECTIVE.name}, or render them outside Memo`,
    );
  }
  const kept = withFixedPrefixes(key, withoutIslandScripts(html));
  // Astro's text differing from the one this build knows (island-scripts.ts) would leave a copy that every
  // page's CSP blocks.
  if (/<script>/.test(kept)) {
    fail('holds an inline script that is not one of the island scripts this build knows', 'check src/lib/island-scripts.ts against the Astro version');
  }
  return kept;
}

/**
 * Each island's `prefix` (React's useId prefix) made the memo's own: Astro numbers a page's islands (r0,
 * r1, …), so kept HTML carried the count of whichever page rendered it first, which differs from build to
 * build when an incremental build renders other pages first, and could equal a page island's own prefix.
 */
export function withFixedPrefixes(key: string, html: string): string {
  let n = 0;
  const name = key.replace(/[^\w-]/g, '-');
  return html.replace(/(<astro-island\b[^>]*?) prefix="[^"]*"/g, (_, start: string) => `${start} prefix="memo-${name}-${n++}"`);
}

/** `html` without the island runtime and directive scripts Astro writes inline (src/lib/island-scripts.ts). */
function withoutIslandScripts(html: string): string {
  const scripts = islandScripts();
  return [scripts.runtime, ...Object.values(scripts.directives)].reduce((h, text) => h.replaceAll(`<script>${text}</script>`, ''), html);
}
