import { drawQr, mm, pdfDocument } from '../../lib/pdf.js';

/*
 * A sheet of QR stickers for a shop's scales (issue 27 §3): A4, 3 × 8 labels of 70 × 37 mm (the
 * common die-cut sheet: no side margins, 0.5 mm top and bottom), one label per scale, 24 a page.
 * Each label carries the QR of the scale's public page (its address only), the scale's and the
 * shop's names and one line telling a shopper what the code is for. The QR is drawn as vector
 * squares, so it prints sharp at any printer's resolution.
 */

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
  const { doc, bytes: done } = pdfDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${shopName} · QR`, Creator: 'dahua scale stickers' },
  });
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
