import type { ClientDirective } from 'astro';

/**
 * Events that show a shopper is about to use an island. Pointer-over and focus come before the press,
 * so the download usually starts a moment ahead of the click.
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: hydrates an island on the first interaction with it, so a page that is only read
 * never downloads the framework. Until the island has hydrated, its server markup works through
 * first-tap.ts. Kept this small because every page loads it (island-runtime.ts).
 */
const interaction: ClientDirective = (load, _options, el) => {
  const start = async () => {
    for (const type of EVENTS) el.removeEventListener(type, start);
    await (
      await load()
    )();
  };
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;
