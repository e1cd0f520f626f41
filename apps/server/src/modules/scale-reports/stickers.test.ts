/**
 * The QR sticker sheet (issue 27 §3) read back from its PDF: each page's drawing is inflated and its
 * rectangles (the QR codes' dark runs: nothing else on a sheet is a rectangle) are put back together
 * as module matrices, label by label. So the test sees what a printer prints: A4, 3 × 8 labels of
 * 70 × 37 mm, each QR inside its own label and holding its scale's page address and nothing else.
 */
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { mm } from '../../lib/pdf.js';
import { stickerSheet } from './stickers.js';

const A4 = { width: 595.28, height: 841.89 };
type Rect = { x: number; y: number; w: number; h: number };

/** The rectangles each page draws, page by page (PDFKit's top-left coordinates, in points). */
function pagesOf(pdf: Buffer): Rect[][] {
  const text = pdf.toString('latin1');
  const pages: Rect[][] = [];
  const start = /stream\r?\n/g;
  for (let found = start.exec(text); found; found = start.exec(text)) {
    const from = found.index + found[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(from, text.indexOf('endstream', from))).toString('latin1');
    } catch {
      continue; // not a deflated stream
    }
    // A page's drawing starts by turning the page upside down (PDFKit's top-left origin).
    if (!content.startsWith(`1 0 0 -1 0 ${A4.height} cm`)) continue;
    const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      w: Number(m[3]),
      h: Number(m[4]),
    }));
    pages.push(rects);
  }
  return pages;
}

/** The common die-cut sheet the issue names: 3 × 8 labels of 70 × 37 mm, centred on A4. */
const COLUMNS = 3;
const ROWS = 8;
const LABEL = { width: mm(70), height: mm(37) };
const LEFT = (A4.width - LABEL.width * COLUMNS) / 2;
const TOP = (A4.height - LABEL.height * ROWS) / 2;

/** The label (0..23, row by row) a rectangle lies in. */
const slotOf = (rect: Rect) =>
  Math.floor((rect.y - TOP) / LABEL.height) * COLUMNS + Math.floor((rect.x - LEFT) / LABEL.width);

/** One label's rectangles as the QR's module matrix (its first module is a finder's corner: dark). */
function matrixOf(rects: Rect[]): boolean[][] {
  const cell = Math.min(...rects.map((rect) => rect.w));
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const size = Math.round((Math.max(...rects.map((rect) => rect.x + rect.w)) - left) / cell);
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const rect of rects) {
    const row = Math.round((rect.y - top) / cell);
    const first = Math.round((rect.x - left) / cell);
    for (let column = first; column < first + Math.round(rect.w / cell); column++)
      matrix[row]![column] = true;
  }
  return matrix;
}

function expectedMatrix(url: string): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}

describe('the QR sticker sheet', () => {
  it('is A4 with 24 labels of 70 × 37 mm a page, each QR in its label holding its page’s address only', async () => {
    const stickers = Array.from({ length: 25 }, (_, i) => ({
      scaleName: `秤 ${i + 1}`,
      url: `https://scales.example.com/external/scale/${(0x1a2b3c4d5e6f7000 + i * 977).toString(16)}`,
    }));
    const pdf = await stickerSheet('文三路生鲜店', stickers);
    expect(pdf.toString('latin1')).toContain(`/MediaBox [0 0 ${A4.width} ${A4.height}]`);
    const pages = pagesOf(pdf);
    expect(pages).toHaveLength(2);

    const labels = pages.flatMap((rects, page) => {
      const bySlot = new Map<number, Rect[]>();
      for (const rect of rects) bySlot.set(slotOf(rect), [...(bySlot.get(slotOf(rect)) ?? []), rect]);
      return [...bySlot.entries()]
        .sort(([a], [b]) => a - b)
        .map(([slot, slotRects]) => ({ page, slot, rects: slotRects }));
    });
    // 24 on the first page, row by row, and the 25th alone at the top left of the second.
    expect(labels.map(({ page, slot }) => [page, slot])).toEqual([
      ...Array.from({ length: 24 }, (_, slot) => [0, slot]),
      [1, 0],
    ]);
    const offsets: { x: number; y: number }[] = [];
    labels.forEach(({ slot, rects }, index) => {
      // Every square lies inside its own label (a 1 mm margin kept), so a cut label shows its whole code.
      const x0 = LEFT + (slot % COLUMNS) * LABEL.width;
      const y0 = TOP + Math.floor(slot / COLUMNS) * LABEL.height;
      for (const rect of rects) {
        expect(rect.x).toBeGreaterThanOrEqual(x0 + mm(1));
        expect(rect.y).toBeGreaterThanOrEqual(y0 + mm(1));
        expect(rect.x + rect.w).toBeLessThanOrEqual(x0 + LABEL.width - mm(1));
        expect(rect.y + rect.h).toBeLessThanOrEqual(y0 + LABEL.height - mm(1));
      }
      // Each code sits at the same place in its label: the labels are 70 × 37 mm apart, to the hundredth of a point.
      const offset = {
        x: Math.min(...rects.map((rect) => rect.x)) - x0,
        y: Math.min(...rects.map((rect) => rect.y)) - y0,
      };
      offsets.push(offset);
      expect(offset.x).toBeCloseTo(offsets[0]!.x, 2);
      expect(offset.y).toBeCloseTo(offsets[0]!.y, 2);
      // The code is the scale's page address, exactly (another address makes another matrix).
      const matrix = matrixOf(rects);
      expect(matrix).toEqual(expectedMatrix(stickers[index]!.url));
      expect(matrix).not.toEqual(expectedMatrix(stickers[(index + 1) % stickers.length]!.url));
      // Big enough to scan from a counter: the code with its quiet zone is 29 mm wide.
      const width =
        Math.max(...rects.map((rect) => rect.x + rect.w)) - Math.min(...rects.map((rect) => rect.x));
      expect(width / mm(1)).toBeGreaterThan(20);
    });
  });
});
