import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { cjkFont } from '../../lib/cjk-font.js';

/*
 * A sheet of QR stickers for a shop's scales (issue 27 §3): A4, 3 × 8 labels of 70 × 37 mm (the
 * common die-cut sheet: no side margins, 0.5 mm top and bottom), one label per scale, 24 a page.
 * Each label carries the QR of the scale's public page (its address only), the scale's and the
 * shop's names and one line telling a shopper what the code is for. The QR is drawn as vector
 * squares, so it prints sharp at any printer's resolution.
 */

const PT_PER_MM = 72 / 25.4;
const mm = (value: number) => value * PT_PER_MM;
const A4 = { width: 595.28, height: 841.89 };
export const STICKERS = { columns: 3, rows: 8, widthMm: 70, heightMm: 37 } as const;
export const STICKERS_PER_PAGE = STICKERS.columns * STICKERS.rows;
const TOP = (A4.height - mm(STICKERS.heightMm) * STICKERS.rows) / 2;
const LEFT = (A4.width - mm(STICKERS.widthMm) * STICKERS.columns) / 2;

const QR_MM = 29;
const PAD_MM = 3;
const INK = '#1f2329';
const MUTED = '#646a73';

export type Sticker = { scaleName: string; url: string };

/** One QR code as dark squares, quiet zone included, in a square of `size` points at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
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

function drawSticker(doc: PDFKit.PDFDocument, sticker: Sticker, shopName: string, x: number, y: number) {
  const height = mm(STICKERS.heightMm);
  const qrSize = mm(QR_MM);
  drawQr(doc, sticker.url, x + mm(PAD_MM), y + (height - qrSize) / 2, qrSize);
  const textX = x + mm(PAD_MM + QR_MM + 2);
  const width = x + mm(STICKERS.widthMm - PAD_MM) - textX;
  let cursor = y + mm(4.5);
  doc.fontSize(11).fillColor(INK).lineWidth(0.35).strokeColor(INK);
  doc.text(sticker.scaleName, textX, cursor, {
    width,
    height: 33,
    ellipsis: true,
    lineGap: 0,
    fill: true,
    stroke: true,
  });
  cursor = doc.y + 2;
  doc.fontSize(8).fillColor(MUTED);
  doc.text(shopName, textX, cursor, { width, height: 24, ellipsis: true, lineGap: 0 });
  const bottom = y + height - mm(4.5);
  doc.fontSize(7).fillColor(INK);
  doc.text('扫码查看检定信息', textX, bottom - 19, { width, lineBreak: false });
  doc.text('Scan for verification', textX, bottom - 9, { width, lineBreak: false });
}

/** The sheet as a PDF: one page per 24 scales (a shop without any gets one page that says so). */
export function stickerSheet(shopName: string, stickers: readonly Sticker[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${shopName} · QR`, Creator: 'dahua scale stickers' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', cjkFont() as unknown as Buffer);
  if (stickers.length === 0) {
    doc.addPage();
    doc.font('cjk').fontSize(12).fillColor(INK);
    doc.text(`${shopName}：没有在用的电子秤 / no scales in service`, mm(20), mm(20), {
      width: A4.width - mm(40),
    });
  }
  stickers.forEach((sticker, index) => {
    const slot = index % STICKERS_PER_PAGE;
    if (slot === 0) {
      doc.addPage();
      doc.font('cjk');
    }
    const column = slot % STICKERS.columns;
    const row = Math.floor(slot / STICKERS.columns);
    drawSticker(
      doc,
      sticker,
      shopName,
      LEFT + column * mm(STICKERS.widthMm),
      TOP + row * mm(STICKERS.heightMm),
    );
  });
  doc.end();
  return done;
}
