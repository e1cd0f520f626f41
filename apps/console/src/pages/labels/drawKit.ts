import { bounded, type DrawKit, type LinearSymbol, type MatrixSymbol } from '@dahua/shared/labels/draw';
import type { Primitive } from '@dahua/shared/labels/render';
// The generic build: its `raw` answers bar widths (the browser build's `raw` draws on a canvas).
import bwipjs from 'bwip-js/generic';
import QRCode from 'qrcode';

/*
 * The browser's side of drawing a label (packages/shared/src/labels/draw.ts): the same encoders as
 * the server (bwip-js's bar widths, qrcode's module matrix), glyphs in the system's CJK sans
 * (the server prints Noto Sans Hans; every glyph sits in the same font-table cell either way).
 */

const FAMILY =
  '"Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

const failure = (error: unknown) =>
  new Error(
    (error instanceof Error ? error.message : String(error)).replace(/^bwipp\.\w+#\d+: /, '').slice(0, 120),
  );

const linears = bounded<string, LinearSymbol | Error>(256);
const matrices = bounded<string, MatrixSymbol | Error>(256);
const advances = bounded<string, number>(20_000);
let measurer: CanvasRenderingContext2D | null = null;

function advanceAt100(char: string): number {
  const known = advances.get(char);
  if (known !== undefined) return known;
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return 50;
  measurer.font = `100px ${FAMILY}`;
  return advances.set(char, measurer.measureText(char).width);
}

export function linear(symbology: 'ean13' | 'code128', text: string): LinearSymbol | Error {
  const key = `${symbology}\u0000${text}`;
  const known = linears.get(key);
  if (known) return known;
  try {
    const [symbol] = bwipjs.raw(symbology, text, {}) as Partial<LinearSymbol>[];
    if (!symbol?.sbs) throw new Error('no symbol');
    return linears.set(key, { sbs: symbol.sbs });
  } catch (error) {
    return linears.set(key, failure(error));
  }
}

export function matrix(text: string): MatrixSymbol | Error {
  const known = matrices.get(text);
  if (known) return known;
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    return matrices.set(text, { size: modules.size, dark: modules.data });
  } catch (error) {
    return matrices.set(text, failure(error));
  }
}

/** Logos decoded once; `onLoad` redraws when one finishes loading. */
const logos = new Map<string, HTMLImageElement>();

export function browserDrawKit(ctx: CanvasRenderingContext2D, onLoad: () => void): DrawKit {
  return {
    family: FAMILY,
    advanceAt100,
    linear,
    matrix,
    image(p: Extract<Primitive, { kind: 'image' }>) {
      let image = logos.get(p.src);
      if (!image) {
        image = new Image();
        image.onload = onLoad;
        image.src = p.src;
        logos.set(p.src, image);
      }
      if (!image.complete) return true;
      if (!image.naturalWidth) return false;
      ctx.drawImage(image, p.x, p.y, p.w, p.h);
      return true;
    },
  };
}
