import zlib from 'node:zlib';
import { loadImage } from '@napi-rs/canvas';
import { AppError } from '../../errors/app-error.js';
import type { ImageType } from './image-type.js';

/** The most pixels an uploaded image may have: 40 megapixels (a decoded one is up to 160 MB of RGBA). */
export const MAX_IMAGE_PIXELS = 40_000_000;

type Size = { width: number; height: number };

const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const be32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const text = (b: Uint8Array, at: number, length: number) =>
  Buffer.from(b.subarray(at, at + length)).toString('latin1');

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): Size | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = be16(b, at + 2);
    if (length < 2) return null;
    if (SOF.has(marker))
      return at + 9 <= b.length ? { height: be16(b, at + 5), width: be16(b, at + 7) } : null;
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): Size | null {
  const kind = text(b, 12, 4);
  if (kind === 'VP8 ' && b.length >= 30) return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  if (kind === 'VP8L' && b.length >= 25) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (kind === 'VP8X' && b.length >= 30) return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return null;
}

/** The size an image's header declares, read without decoding it; null when the header is not readable. */
export function declaredSize(bytes: Uint8Array, type: ImageType): Size | null {
  if (type.ext === 'png')
    return bytes.length >= 24 && text(bytes, 12, 4) === 'IHDR'
      ? { width: be32(bytes, 16), height: be32(bytes, 20) }
      : null;
  if (type.ext === 'gif')
    return bytes.length >= 10 ? { width: le16(bytes, 6), height: le16(bytes, 8) } : null;
  if (type.ext === 'webp') return webpSize(bytes);
  return jpegSize(bytes);
}

/**
 * A PNG checked to the last byte of its pixel data: every chunk up to IEND whole with its CRC, and
 * the IDAT stream inflating to exactly the rows the header declares (counted as it streams, never
 * held). Skia alone would draw a PNG with missing rows.
 */
async function pngComplete(bytes: Uint8Array, size: Size): Promise<boolean> {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const depth = b[24]!;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[b[25]!] ?? 0;
  const interlaced = b[28] === 1;
  if (!channels || size.width === 0 || size.height === 0) return false;
  const idat: Buffer[] = [];
  let at = 8;
  let ended = false;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > b.length) return false;
    if (zlib.crc32(b.subarray(at + 4, at + 8 + length)) !== b.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IDAT') idat.push(b.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended || idat.length === 0) return false;
  const rowBytes = (w: number) => 1 + Math.ceil((w * depth * channels) / 8);
  let expected = 0;
  if (!interlaced) expected = size.height * rowBytes(size.width);
  // Adam7: seven reduced images, each with its own rows.
  else
    for (const [x0, y0, dx, dy] of [
      [0, 0, 8, 8],
      [4, 0, 8, 8],
      [0, 4, 4, 8],
      [2, 0, 4, 4],
      [0, 2, 2, 4],
      [1, 0, 2, 2],
      [0, 1, 1, 2],
    ] as const) {
      const w = Math.ceil((size.width - x0) / dx);
      const h = Math.ceil((size.height - y0) / dy);
      if (w > 0 && h > 0) expected += h * rowBytes(w);
    }
  return new Promise((resolve) => {
    let total = 0;
    const inflate = zlib.createInflate();
    inflate.on('data', (piece: Buffer) => {
      total += piece.length;
      if (total > expected) inflate.destroy();
    });
    inflate.on('error', () => resolve(false));
    inflate.on('close', () => resolve(total === expected));
    inflate.on('end', () => resolve(total === expected));
    for (const part of idat) inflate.write(part);
    inflate.end();
  });
}

/** A JPEG ends with its end-of-image marker; a cut one would be drawn half grey. */
const jpegComplete = (b: Uint8Array) => {
  let end = b.length;
  while (end > 2 && b[end - 1] === 0) end -= 1; // padding some cameras add
  return b[end - 2] === 0xff && b[end - 1] === 0xd9;
};

/**
 * Refuses an image above 40 megapixels by the size its header declares, before anything decodes it
 * (a few hundred bytes can claim 60,000 × 60,000), then one that does not decode whole, or decodes
 * to another size than it declares.
 */
export async function checkImage(bytes: Uint8Array, type: ImageType): Promise<void> {
  const size = declaredSize(bytes, type);
  if (!size || size.width === 0 || size.height === 0) throw new AppError('IMAGE_UNREADABLE');
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new AppError('IMAGE_TOO_MANY_PIXELS', {
      width: size.width,
      height: size.height,
      ch: MAX_IMAGE_PIXELS / 10_000,
      en: MAX_IMAGE_PIXELS / 1_000_000,
    });
  if (type.ext === 'png' && !(await pngComplete(bytes, size))) throw new AppError('IMAGE_UNREADABLE');
  if (type.ext === 'jpg' && !jpegComplete(bytes)) throw new AppError('IMAGE_UNREADABLE');
  try {
    const image = await loadImage(Buffer.from(bytes));
    if (image.width !== size.width || image.height !== size.height) throw new AppError('IMAGE_UNREADABLE');
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }
}
