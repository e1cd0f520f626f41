import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { cjkFont } from '../../lib/cjk-font.js';

/*
 * A shop's payment stand sticker (issue 31 §1): one A6 portrait page (105 × 148 mm) for a counter
 * stand: the shop's name, a large QR of the shop's payment address (drawn as vector squares, so it
 * prints sharp at any resolution, and a link on it for whoever opens the PDF on a screen), and what to
 * do in both languages. The same approach as the scales' QR stickers (scale-reports/stickers.ts).
 */

const PT_PER_MM = 72 / 25.4;
const mm = (value: number) => value * PT_PER_MM;
const A6 = { width: mm(105), height: mm(148) };
const QR_MM = 78;
const INK = '#1f2329';
const MUTED = '#646a73';
const WECHAT_GREEN = '#07c160';
const ALIPAY_BLUE = '#1677ff';

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

/** The sticker as a PDF. */
export function paymentSticker(shopName: string, url: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A6.width, A6.height],
    margin: 0,
    info: { Title: `${shopName} · 扫码付款 / Scan to pay`, Subject: url, Creator: 'dahua payment sticker' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', cjkFont() as unknown as Buffer);
  doc.font('cjk');

  const side = mm(8);
  const width = A6.width - side * 2;
  // The two channels' colours as a band across the top.
  doc
    .rect(0, 0, A6.width / 2, mm(5))
    .fillColor(WECHAT_GREEN)
    .fill();
  doc
    .rect(A6.width / 2, 0, A6.width / 2, mm(5))
    .fillColor(ALIPAY_BLUE)
    .fill();

  doc.fontSize(18).fillColor(INK).lineWidth(0.4).strokeColor(INK);
  doc.text(shopName, side, mm(11), {
    width,
    height: 48,
    align: 'center',
    ellipsis: true,
    lineGap: 0,
    fill: true,
    stroke: true,
  });

  const qrSize = mm(QR_MM);
  const qrX = (A6.width - qrSize) / 2;
  const qrY = mm(30);
  drawQr(doc, url, qrX, qrY, qrSize);
  doc.link(qrX, qrY, qrSize, qrSize, url);

  let cursor = qrY + qrSize + mm(4);
  doc.fontSize(15).fillColor(INK);
  doc.text('微信 / 支付宝 扫码付款', side, cursor, { width, align: 'center', lineBreak: false });
  cursor += 22;
  doc.fontSize(10).fillColor(MUTED);
  doc.text('Scan with WeChat or Alipay to pay', side, cursor, { width, align: 'center', lineBreak: false });
  doc.fontSize(6).fillColor(MUTED);
  doc.text(url, side, A6.height - mm(7), { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
