/**
 * Product photos of a generated catalog. Real catalogs have one photo per product, mostly on the
 * store's image CDN (affiliate programs usually require their own image URLs) and a few uploaded by
 * editors; the generator gives every product its own photo the same way.
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { MerchantConfig } from '../../src/config/merchants.ts';
import type { Random } from './random.ts';

/**
 * By default one product in this many gets a local photo file; the rest link to the store's image CDN.
 * Affiliate programs usually require their own image URLs, so editors upload few photos; each costs 4 files
 * in `_astro/` against a host's file limit (docs/deploy.md).
 */
export const LOCAL_PHOTO_EVERY = 400;

/** Side of a generated local photo in pixels: large enough for every size the site renders (1200 px link previews). */
export const LOCAL_PHOTO_SIZE = 1200;

/** Whether the product at `index` gets a local photo: one in `every`, spread evenly, the same for every seed. */
export function hasLocalPhoto(index: number, every = LOCAL_PHOTO_EVERY): boolean {
  return index % every === every - 1;
}

/** A photo URL on the merchant's first image host, unique to the product. */
export function remotePhotoUrl(random: Random, merchant: MerchantConfig, id: string): string {
  const host = merchant.imageHosts[0];
  if (!host) throw new Error(`merchant ${merchant.name} has no imageHosts in src/config/merchants.ts`);
  return `https://${host}/images/${random.code(8, 'abcdefghijklmnopqrstuvwxyz0123456789')}/${id}.jpg`;
}

/** Colour of a product's photo, from its index: neighbouring products never share one. */
function colours(index: number): [number, number, number][] {
  const hue = (index * 137.508) % 360;
  return [hsl(hue, 0.55, 0.55), hsl((hue + 180) % 360, 0.6, 0.92), [255, 255, 255]];
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A square PNG distinct per product: a coloured disc on a pale ground, its size and colours set by
 * `index`. Palette PNG with rows that repeat, so it costs a few milliseconds and a few kilobytes.
 */
export function localPhotoPng(index: number, size = LOCAL_PHOTO_SIZE): Uint8Array {
  const palette = colours(index);
  const radius = size * (0.22 + ((index * 7) % 13) / 60);
  const centre = size / 2;
  const raw = Buffer.alloc((size + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size + 1);
    const dy = y + 0.5 - centre;
    const half = dy * dy <= radius * radius ? Math.sqrt(radius * radius - dy * dy) : -1;
    // Filter byte 0, then palette indexes: 1 is the ground, 0 the disc.
    raw.fill(1, row + 1, row + size + 1);
    if (half >= 0) raw.fill(0, row + 1 + Math.max(0, Math.round(centre - half)), row + 1 + Math.min(size, Math.round(centre + half)));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit palette, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
