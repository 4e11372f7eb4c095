/**
 * Is an image file what its name says? The build's image pipeline crashes on a corrupt file (a git-LFS
 * pointer saved as .jpg, a truncated download), and an SVG is a document that can carry script: opened
 * directly on the site's origin it would run. The checker refuses both; the build script checks every
 * SVG it is about to publish with the same rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/** What in an SVG can run or load something, with the reason shown to the editor. */
const SVG_ACTIVE_CONTENT: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /<script\b/i, what: 'a <script> element' },
  { pattern: /\son[a-z]+\s*=/i, what: 'an event handler attribute (onload, onclick...)' },
  { pattern: /<foreignObject\b/i, what: 'a <foreignObject> element (HTML inside the image)' },
  { pattern: /<(iframe|embed|object)\b/i, what: 'an embedded document' },
  { pattern: /<!ENTITY/i, what: 'an XML entity declaration' },
  { pattern: /\b(?:xlink:)?href\s*=\s*["']?\s*(?!#)[^"'\s>]/i, what: 'a link or reference to another file (only #fragment references are allowed)' },
  { pattern: /url\(\s*["']?\s*(?!#)[^)"'\s]/i, what: 'a url() reference to another file' },
  { pattern: /<\?xml-stylesheet/i, what: 'an external stylesheet' },
];

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
  if (extension === '.svg') return svgProblem(content.toString('utf8'));
  const signatures = SIGNATURES[extension];
  if (!signatures) return undefined;
  const matches = signatures.every(({ offset, bytes }) => bytes.every((byte, i) => content[offset + i] === byte));
  return matches ? undefined : `is not a ${FORMAT_NAMES[extension]} file (its content does not start like one): re-export it, or fix its extension`;
}

/** Why an SVG document cannot be published, or undefined when it is a plain drawing. */
export function svgProblem(text: string): string | undefined {
  if (!/<svg\b/i.test(text)) return 'is not an SVG image (no <svg> element): re-export it';
  const found = SVG_ACTIVE_CONTENT.find(({ pattern }) => pattern.test(text));
  if (!found) return undefined;
  return `contains ${found.what}; an SVG on the site must be a plain drawing, so re-export it without it (or use PNG/WebP)`;
}
