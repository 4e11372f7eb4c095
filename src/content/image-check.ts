/**
 * Is an image file what its name says? The build's image pipeline crashes on a corrupt file (a git-LFS
 * pointer saved as .jpg, a truncated download), and an SVG is a document that can carry script: opened
 * directly on the site's origin it would run. The checker refuses both; the build script checks every
 * SVG it is about to publish with the same rules (svg-check.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { svgProblem } from './svg-check.ts';

type Signature = { offset: number; bytes: readonly number[] };

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// The first bytes every file of each format starts with.
const SIGNATURES: Record<string, readonly Signature[]> = {
  '.jpg': [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }],
  '.jpeg': [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }],
  '.png': [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  '.gif': [{ offset: 0, bytes: ascii('GIF8') }],
  '.webp': [
    { offset: 0, bytes: ascii('RIFF') },
    { offset: 8, bytes: ascii('WEBP') },
  ],
  '.avif': [{ offset: 4, bytes: ascii('ftyp') }],
};

const FORMAT_NAMES: Record<string, string> = { '.jpg': 'JPEG', '.jpeg': 'JPEG', '.png': 'PNG', '.gif': 'GIF', '.webp': 'WebP', '.avif': 'AVIF' };

/** Why `absolute` is not a usable image of its extension, or undefined when it is fine. */
export function imageFileProblem(absolute: string): string | undefined {
  const extension = path.extname(absolute).toLowerCase();
  let content: Buffer;
  try {
    content = readFileSync(absolute);
  } catch (error) {
    return `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (content.length === 0) return 'is an empty file';
  if (content.subarray(0, 40).toString('latin1').startsWith('version https://git-lfs')) {
    return 'is a git-LFS pointer, not the image: run "git lfs pull" or commit the real file';
  }
  if (extension === '.svg') return svgProblem(content);
  const signatures = SIGNATURES[extension];
  if (!signatures) return undefined;
  const matches = signatures.every(({ offset, bytes }) => bytes.every((byte, i) => content[offset + i] === byte));
  return matches ? undefined : `is not a ${FORMAT_NAMES[extension]} file (its content does not start like one): re-export it, or fix its extension`;
}
