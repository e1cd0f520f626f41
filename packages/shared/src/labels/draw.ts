import { isWide, type LabelFont } from './fonts.js';
import type { Primitive, RenderWarning } from './render.js';

/*
 * Drawing a rendered label (render.ts, printer dots) on a 2D canvas: one code for the server's
 * Skia raster (a 1-bit PNG) and the console's <canvas> (the designer, the previews), so both
 * place every glyph cell, bar and QR module on the same dots. What differs per side comes in as
 * `DrawKit`: the symbol encoders (bwip-js, qrcode), the font family and its glyph advances, and
 * how a logo is drawn.
 */

/** The part of CanvasRenderingContext2D drawing needs (Skia's context has it too). */
export interface DrawContext {
  font: string;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  beginPath(): void;
  rect(x: number, y: number, w: number, h: number): void;
  clip(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
}

/** A linear symbol's bar and space widths in modules (bwip-js's `sbs`), or why there is none. */
export type LinearSymbol = { sbs: number[] };
/** A QR code's module matrix, row by row, non-zero dark. */
export type MatrixSymbol = { size: number; dark: ArrayLike<number> };

/** Past the renderer's warnings, what only drawing finds out. */
export type DrawWarning =
  | RenderWarning
  /** The encoder refused the data: a 13-digit value with a wrong check digit, text Code 128 cannot carry, a QR code too long. */
  | { kind: 'barcodeInvalid'; item: number; reason: string }
  /** QR modules under 2 dots (hard to scan) or, at 0, no room for the symbol at all. */
  | { kind: 'qrNarrow'; item: number; module: number }
  | { kind: 'imageUnreadable'; item: number };

export type DrawKit = {
  /** The CSS font family the glyphs are drawn in. */
  family: string;
  /** A character's advance at a 100 px font size (advances scale linearly with the size). */
  advanceAt100(char: string): number;
  linear(symbology: 'ean13' | 'code128', digits: string): LinearSymbol | Error;
  matrix(text: string): MatrixSymbol | Error;
  /** Draws a logo primitive; false when its image cannot be read. */
  image(p: Extract<Primitive, { kind: 'image' }>): boolean;
};

/**
 * Noto Sans CJK's ideographic em box: 880 units above the baseline and 120 below, of 1000. A
 * font size equal to the table's glyph height makes the em box that height, so a Chinese glyph
 * fills its cell as the scale's bitmap font does.
 */
const EM_ASCENT = 0.88;

/**
 * Characters in cells from (x, y), the top left of the first cell, in the current transform:
 * each character takes its cell of the font table (a Chinese character the wide cell, ASCII the
 * narrow one), centred in it and squeezed across when its glyph is wider than the cell, so the
 * text is exactly as wide as the table says.
 */
function drawCells(
  ctx: DrawContext,
  kit: DrawKit,
  text: string,
  font: LabelFont,
  x: number,
  y: number,
  marks?: readonly boolean[],
  emphasis?: 'bold' | 'underline',
): void {
  const size = Math.max(font.zh.height, font.en.height);
  ctx.font = `${size}px ${kit.family}`;
  const baseline = y + size * EM_ASCENT;
  // An underline: a stroke of a sixteenth of the cell (one dot at least) on the cell's last rows.
  const rule = Math.max(1, Math.round(size / 16));
  let cellX = x;
  let index = 0;
  for (const char of text) {
    const cell = isWide(char) ? font.zh.width : font.en.width;
    const marked = marks?.[index++] === true;
    if (char.trim()) {
      const advance = (kit.advanceAt100(char) * size) / 100;
      // Bold as a bitmap font makes it: the glyph again one dot to the right (inside its cell).
      const strikes = marked && emphasis === 'bold' ? [0, 1] : [0];
      for (const dx of strikes) {
        if (advance > cell) {
          ctx.save();
          ctx.translate(cellX + dx, baseline);
          ctx.scale((cell - dx) / advance, 1);
          ctx.fillText(char, 0, 0);
          ctx.restore();
        } else {
          ctx.fillText(char, cellX + (cell - advance) / 2 + dx, baseline);
        }
      }
    }
    if (marked && emphasis === 'underline') ctx.fillRect(cellX, y + size - rule, cell, rule);
    cellX += cell;
  }
}

/**
 * A text in the scale's cells, cut at its box. Rotated texts turn their box: 90 reads top to
 * bottom, 180 upside down from the bottom right, 270 bottom to top.
 */
function drawText(ctx: DrawContext, kit: DrawKit, p: Extract<Primitive, { kind: 'text' }>): void {
  const font = p.font;
  const turned = font.angle === 90 || font.angle === 270;
  const along = turned ? p.h : p.w;
  const across = turned ? p.w : p.h;
  ctx.save();
  switch (font.angle) {
    case 0:
      ctx.translate(p.x, p.y);
      break;
    case 90:
      ctx.translate(p.x + p.w, p.y);
      ctx.rotate(Math.PI / 2);
      break;
    case 180:
      ctx.translate(p.x + p.w, p.y + p.h);
      ctx.rotate(Math.PI);
      break;
    case 270:
      ctx.translate(p.x, p.y + p.h);
      ctx.rotate(-Math.PI / 2);
      break;
  }
  ctx.beginPath();
  ctx.rect(0, 0, along, across);
  ctx.clip();
  drawCells(ctx, kit, p.text, font, 0, 0, p.marks, p.emphasis);
  ctx.restore();
}

/** The glyph heights of the font table: the human-readable line under a bar code takes one. */
const DIGIT_HEIGHTS = [12, 16, 24, 32];

/**
 * A linear bar code of whole-dot modules, centred across its box. The digits go under the bars
 * only when they fit: as wide as the symbol at most, and leaving the bars two thirds of the box.
 */
function drawBarcode(
  ctx: DrawContext,
  kit: DrawKit,
  p: Extract<Primitive, { kind: 'barcode' }>,
  warnings: DrawWarning[],
): void {
  const symbol = kit.linear(p.symbology, p.digits);
  if (symbol instanceof Error) {
    warnings.push({ kind: 'barcodeInvalid', item: p.item, reason: symbol.message });
    return;
  }
  const module = Math.max(1, p.module);
  const width = symbol.sbs.reduce((sum, n) => sum + n, 0) * module;
  const left = p.x + Math.max(0, Math.floor((p.w - width) / 2));
  const digitHeight = DIGIT_HEIGHTS.filter((h) => h <= 8 * module).at(-1) ?? DIGIT_HEIGHTS[0]!;
  const withDigits = p.h >= 3 * digitHeight && (p.digits.length * digitHeight) / 2 <= width;
  const barHeight = withDigits ? p.h - digitHeight - module : p.h;
  let x = left;
  symbol.sbs.forEach((n, i) => {
    if (i % 2 === 0) ctx.fillRect(x, p.y, n * module, barHeight);
    x += n * module;
  });
  if (withDigits) {
    const font: LabelFont = {
      no: 0,
      zh: { width: digitHeight, height: digitHeight },
      en: { width: digitHeight / 2, height: digitHeight },
      angle: 0,
    };
    const textWidth = (p.digits.length * digitHeight) / 2;
    drawCells(ctx, kit, p.digits, font, left + Math.floor((width - textWidth) / 2), p.y + p.h - digitHeight);
  }
}

/** A QR code of whole-dot square modules, centred in its square. */
function drawQr(
  ctx: DrawContext,
  kit: DrawKit,
  p: Extract<Primitive, { kind: 'qr' }>,
  warnings: DrawWarning[],
): void {
  if (!p.content) return;
  const symbol = kit.matrix(p.content);
  if (symbol instanceof Error) {
    warnings.push({ kind: 'barcodeInvalid', item: p.item, reason: symbol.message });
    return;
  }
  const n = symbol.size;
  const module = Math.floor(p.size / n);
  if (module < 2) warnings.push({ kind: 'qrNarrow', item: p.item, module });
  if (module < 1) return;
  const offset = Math.floor((p.size - module * n) / 2);
  const left = p.x + offset;
  const top = p.y + offset;
  for (let row = 0; row < n; row++) {
    const base = row * n;
    let col = 0;
    while (col < n) {
      if (!symbol.dark[base + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && symbol.dark[base + col]) col++;
      ctx.fillRect(left + start * module, top + row * module, (col - start) * module, module);
    }
  }
}

/**
 * A line along the longer side of its box, centred across it (a box 0 high is a horizontal line
 * at its top); a box as a frame drawn inside its edges.
 */
function drawStroke(ctx: DrawContext, p: Extract<Primitive, { kind: 'line' | 'box' }>): void {
  const t = Math.max(1, Math.round(p.thickness));
  if (p.kind === 'line') {
    if (p.w >= p.h) ctx.fillRect(p.x, p.y + Math.max(0, Math.floor((p.h - t) / 2)), p.w, t);
    else ctx.fillRect(p.x + Math.max(0, Math.floor((p.w - t) / 2)), p.y, t, p.h);
    return;
  }
  const side = Math.min(t, Math.ceil(p.w / 2), Math.ceil(p.h / 2));
  ctx.fillRect(p.x, p.y, p.w, side);
  ctx.fillRect(p.x, p.y + p.h - side, p.w, side);
  ctx.fillRect(p.x, p.y, side, p.h);
  ctx.fillRect(p.x + p.w - side, p.y, side, p.h);
}

/** Draws primitives in the context's current fill style and transform; returns drawing's warnings. */
export function drawPrimitives(
  ctx: DrawContext,
  kit: DrawKit,
  primitives: readonly Primitive[],
): DrawWarning[] {
  const warnings: DrawWarning[] = [];
  for (const p of primitives) {
    switch (p.kind) {
      case 'text':
        drawText(ctx, kit, p);
        break;
      case 'barcode':
        drawBarcode(ctx, kit, p, warnings);
        break;
      case 'qr':
        drawQr(ctx, kit, p, warnings);
        break;
      case 'line':
      case 'box':
        drawStroke(ctx, p);
        break;
      case 'image':
        if (!(p.w > 0 && p.h > 0 && kit.image(p))) warnings.push({ kind: 'imageUnreadable', item: p.item });
        break;
    }
  }
  return warnings;
}

/** A small cache: one entry per distinct character, symbol or logo, the oldest dropped first. */
export function bounded<K, V>(max: number) {
  const map = new Map<K, V>();
  return {
    get: (key: K) => map.get(key),
    set(key: K, value: V) {
      if (map.size >= max) map.delete(map.keys().next().value as K);
      map.set(key, value);
      return value;
    },
  };
}
