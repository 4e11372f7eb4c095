/**
 * Images a body shows (`![x](../images/y.svg)`, `<img src>`): the build publishes each local markdown
 * image like the `image` field's photo, so each is held to the same rules (format, SVG safety, inside the
 * catalog, symbolic links followed, size) and reported with the file, its line and the path as written.
 * Before, only the publish step saw a body's SVG, naming its output file, and a path outside the catalog
 * was published.
 */
import path from 'node:path';
import { bodyImages } from '../markdown-html.ts';
import { imageSizeWarning, localImageProblem, type ImageContext } from './images.ts';
import type { ParsedFile } from './read.ts';
import type { Sink } from './report.ts';

/** An address with a scheme (https:, data:) or a protocol-relative one: not a catalog file. */
const REMOTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function checkBodyImages(parsed: ParsedFile, absolute: string, shown: string, sink: Sink, images: ImageContext): void {
  const baseDir = path.dirname(absolute);
  for (const { line, src, published } of bodyImages(parsed.body)) {
    const value = src.trim();
    // Remote addresses are the sanitiser's (https only) and the page's CSP's business, not a file to check.
    if (REMOTE.test(value)) continue;
    const where = line === undefined ? 'body image' : `line ${line + parsed.bodyLine - 1} (body image)`;
    if (!published) {
      const markdown = `![description](${value})`;
      sink.warn(shown, '-', `${where}: <img src="${value}"> is HTML with a local path, which the build does not publish, so shoppers see a broken image; write it in markdown: ${markdown}`);
      continue;
    }
    const problem = localImageProblem(value, baseDir, images);
    if (problem) {
      sink.error(shown, '-', `${where}: ${problem}`);
      continue;
    }
    const size = imageSizeWarning(value, baseDir, images);
    if (size) sink.warn(shown, '-', `${where}: ${size}`);
  }
}
