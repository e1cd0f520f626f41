import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { cjkFont } from './cjk-font.js';

/*
 * What the printed PDFs share (the scales' QR sticker sheets, the shops' payment stickers): millimetres,
 * a document with the CJK font registered whose bytes arrive as one Buffer, and QR codes drawn as vector
 * squares, so they print sharp at any printer's resolution.
 */

const PT_PER_MM = 72 / 25.4;
export const mm = (value: number) => value * PT_PER_MM;

/** A PDF document with the CJK font registered as 'cjk', and the promise of its bytes once ended. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', cjkFont() as unknown as Buffer);
  return { doc, bytes };
}

/** One QR code as dark squares, quiet zone included, in a square of `size` points at (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  for (let row = 0; row < count; row++) {
    let run = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && qr.modules.get(row, column) === 1;
      if (dark && run < 0) run = column;
      if (!dark && run >= 0) {
        // A run of dark modules is one rectangle (slightly overlapping the next row: no hairline gaps).
        doc.rect(x + (quiet + run) * cell, y + (quiet + row) * cell, (column - run) * cell, cell + 0.05);
        run = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
}
