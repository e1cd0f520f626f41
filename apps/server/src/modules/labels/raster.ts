import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { bounded, type DrawKit, type DrawWarning, drawPrimitives } from '@dahua/shared/labels/draw';
import type { RenderedLabel } from '@dahua/shared/labels/render';
import { createCanvas, GlobalFonts, Image, type SKRSContext2D } from '@napi-rs/canvas';
import bwipjs from 'bwip-js';
import QRCode from 'qrcode';

/*
 * The server's raster of a label: what renderLabel laid out (packages/shared/src/labels/render.ts,
 * printer dots at 203 dpi) drawn with Skia (@napi-rs/canvas, prebuilt per platform as npm optional
 * packages) and thresholded to a 1-bit PNG of exactly width × height dots, as the thermal head
 * prints it. Text is Noto Sans Hans (SIL OFL 1.1, from @embedpdf/fonts-sc, the font the pdf
 * exports embed), one character per cell of the scale's font table. Bar codes come from bwip-js
 * (bar and space widths) and QR codes from `qrcode` (its module matrix: some 2 ms a symbol, where
 * bwip-js takes 40 ms), both drawn here on whole dots, so every bar is exactly its module width.
 */

/** Past the renderer's warnings, what only drawing finds out. */
export type RasterWarning = DrawWarning;

/**
 * A 1-bit picture as PNG holds it: rows of ceil(width / 8) bytes, most significant bit first,
 * a set bit white (grayscale 1 = white), a clear bit printed.
 */
export type Bitmap = { width: number; height: number; rows: Uint8Array };

export type Raster = { bitmap: Bitmap; warnings: RasterWarning[] };

/** The family name the CJK font is registered under (unlikely to clash with a system font). */
const FAMILY = 'DahuaLabelSansSC';
/** Pixels at or above this gray level (0–255) stay white. */
const THRESHOLD = 128;
/** A logo larger than this (either side, in pixels) is refused rather than decoded. */
const MAX_IMAGE_SIDE = 4096;

/** The font's file inside its package (whose `exports` hide package.json, so resolve its entry). */
export function cjkFontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
}

let fontReady = false;
/** Registers the font with Skia once per process (~15 ms; Skia then keeps it mapped). */
function ensureFont(): void {
  if (fontReady) return;
  if (!GlobalFonts.registerFromPath(cjkFontPath(), FAMILY))
    throw new Error(`${cjkFontPath()}: Skia cannot read the label font`);
  fontReady = true;
}

// --- small caches: one entry per distinct character, symbol or logo ------------------------------

/** A character's advance at 100 px (advances scale linearly with the size). */
const advances = bounded<string, number>(20_000);
let measurer: SKRSContext2D | null = null;
function advanceAt100(char: string): number {
  const known = advances.get(char);
  if (known !== undefined) return known;
  if (!measurer) {
    measurer = createCanvas(1, 1).getContext('2d');
    measurer.lang = 'zh-CN';
    measurer.font = `100px ${FAMILY}`;
  }
  return advances.set(char, measurer.measureText(char).width);
}

type Linear = { sbs: number[] };
type Matrix = { size: number; dark: Uint8Array };
const symbols = bounded<string, Linear | Matrix | Error>(256);

const failure = (error: unknown) =>
  new Error(
    (error instanceof Error ? error.message : String(error)).replace(/^bwipp\.\w+#\d+: /, '').slice(0, 120),
  );

/** bwip-js's bar and space widths of a linear symbol, or why there are none. */
function linear(symbology: 'ean13' | 'code128', text: string): Linear | Error {
  const key = `${symbology}\u0000${text}`;
  const known = symbols.get(key) as Linear | Error | undefined;
  if (known) return known;
  try {
    const [symbol] = bwipjs.raw(symbology, text, {}) as Partial<Linear>[];
    if (!symbol?.sbs) throw new Error('no symbol');
    return symbols.set(key, { sbs: symbol.sbs }) as Linear;
  } catch (error) {
    return symbols.set(key, failure(error)) as Error;
  }
}

/** A QR code's module matrix (error correction M, UTF-8 bytes), or why there is none. */
function matrix(text: string): Matrix | Error {
  const key = `qr\u0000${text}`;
  const known = symbols.get(key) as Matrix | Error | undefined;
  if (known) return known;
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    return symbols.set(key, { size: modules.size, dark: modules.data }) as Matrix;
  } catch (error) {
    return symbols.set(key, failure(error)) as Error;
  }
}

const logos = bounded<string, Image | null>(32);

/** A PNG's pixel size from its IHDR, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A logo's data URL decoded (only `data:image/png;base64,` and only a PNG of sane size: the bytes
 * never name a file or an address for Skia to open), or null when it cannot be.
 */
async function decodeLogo(src: string): Promise<Image | null> {
  const cached = logos.get(src);
  if (cached !== undefined) return cached;
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(src);
  const bytes = match ? Buffer.from(match[1]!, 'base64') : null;
  const size = bytes ? pngSize(bytes) : null;
  if (!bytes || !size || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    return logos.set(src, null);
  try {
    const image = new Image();
    image.src = bytes;
    await image.decode();
    return logos.set(src, image.width > 0 && image.height > 0 ? image : null);
  } catch {
    return logos.set(src, null);
  }
}

/** Gray to bits: a set bit for each pixel at or above the threshold (white). */
function threshold(rgba: Uint8ClampedArray, width: number, height: number): Bitmap {
  const stride = (width + 7) >> 3;
  const rows = new Uint8Array(stride * height);
  let i = 0;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++, i += 4) {
      // Rec. 601 luma in 8-bit fixed point; the canvas is opaque, so alpha is always 255.
      const gray = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
      if (gray >= THRESHOLD) rows[row + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return { width, height, rows };
}

/**
 * Draws a rendered label to a 1-bit bitmap of its size in dots (anti-aliased, then thresholded
 * at mid gray). Anything outside the label is cut at its edge.
 */
export async function rasterLabel(label: RenderedLabel): Promise<Raster> {
  ensureFont();
  const images = new Map<number, Image | null>();
  for (const p of label.primitives) if (p.kind === 'image') images.set(p.item, await decodeLogo(p.src));

  const width = Math.max(1, label.width);
  const height = Math.max(1, label.height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'zh-CN';
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  const kit: DrawKit = {
    family: FAMILY,
    advanceAt100,
    linear,
    matrix,
    image: (p) => {
      const image = images.get(p.item);
      if (!image) return false;
      ctx.drawImage(image, p.x, p.y, p.w, p.h);
      return true;
    },
  };
  const warnings: RasterWarning[] = [...label.warnings, ...drawPrimitives(ctx, kit, label.primitives)];
  return { bitmap: threshold(ctx.getImageData(0, 0, width, height).data, width, height), warnings };
}

// --- PNG -----------------------------------------------------------------------------------------------

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A bitmap as a PNG: grayscale (colour type 0), bit depth 1, no interlace, every row filter 0
 * (prediction only grows bilevel rows), and a pHYs chunk of 8000 dots per metre (203.2 dpi), so
 * image viewers and editors know the print size.
 */
export function encodePng1(bitmap: Bitmap): Buffer {
  const stride = (bitmap.width + 7) >> 3;
  const filtered = Buffer.alloc((stride + 1) * bitmap.height);
  for (let y = 0; y < bitmap.height; y++)
    filtered.set(bitmap.rows.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(bitmap.width, 0);
  header.writeUInt32BE(bitmap.height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const physical = Buffer.alloc(9);
  physical.writeUInt32BE(8000, 0);
  physical.writeUInt32BE(8000, 4);
  physical[8] = 1;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('pHYs', physical),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A blank (all white) bitmap of a size: what the bench encodes beside a drawn label. */
export function blankBitmap(width: number, height: number): Bitmap {
  return { width, height, rows: new Uint8Array(((width + 7) >> 3) * height).fill(0xff) };
}

/** A rendered label as a 1-bit PNG, with the renderer's warnings and the raster's own. */
export async function labelPng(label: RenderedLabel): Promise<{ png: Buffer; warnings: RasterWarning[] }> {
  const { bitmap, warnings } = await rasterLabel(label);
  return { png: encodePng1(bitmap), warnings };
}
