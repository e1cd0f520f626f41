import { drawQr, mm, pdfDocument } from '../../lib/pdf.js';

/*
 * A shop's payment stand sticker (issue 31 §1): one A6 portrait page (105 × 148 mm) for a counter
 * stand: the shop's name, a large QR of the shop's payment address (drawn as vector squares, so it
 * prints sharp at any resolution, and a link on it for whoever opens the PDF on a screen), and what to
 * do in both languages. The same approach as the scales' QR stickers (scale-reports/stickers.ts).
 */

const A6 = { width: mm(105), height: mm(148) };
const QR_MM = 78;
const INK = '#1f2329';
const MUTED = '#646a73';
const WECHAT_GREEN = '#07c160';
const ALIPAY_BLUE = '#1677ff';

/** The sticker as a PDF. */
export function paymentSticker(shopName: string, url: string): Promise<Buffer> {
  const { doc, bytes: done } = pdfDocument({
    size: [A6.width, A6.height],
    margin: 0,
    info: { Title: `${shopName} · 扫码付款 / Scan to pay`, Subject: url, Creator: 'dahua payment sticker' },
  });
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
