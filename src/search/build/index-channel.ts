/**
 * The search index's documents go from the build model to the search integration in memory, so
 * Pagefind indexes them while the site renders instead of after it (BENCHMARKS.md). The model runs in
 * Astro's bundle and the integration in Astro's own module graph: one process, two copies of every
 * module, so the hand-over goes through a global both can name. Outside a build (`astro dev`) nobody
 * listens and documents are not sent.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { IndexDocument } from './record.ts';

/** Receives the documents of one language, once per build. */
export type IndexSink = (locale: Locale, documents: readonly IndexDocument[]) => void;

const CHANNEL = Symbol.for('top-ofertas.search-index-channel');
const holder = globalThis as { [CHANNEL]?: IndexSink };

/** Integration side: receive documents until the returned function closes the channel. */
export function openIndexChannel(sink: IndexSink): () => void {
  holder[CHANNEL] = sink;
  return () => {
    if (holder[CHANNEL] === sink) delete holder[CHANNEL];
  };
}

/** Whether a build is listening: only then are documents worth making. */
export function indexChannelOpen(): boolean {
  return holder[CHANNEL] !== undefined;
}

/** Page side: hands a language's documents to the listening build. */
export function sendToIndex(locale: Locale, documents: readonly IndexDocument[]): void {
  holder[CHANNEL]?.(locale, documents);
}
