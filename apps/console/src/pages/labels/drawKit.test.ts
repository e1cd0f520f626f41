import bwipNode from 'bwip-js/node';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { linear, matrix } from './drawKit';

/** The console draws bars and modules from the same encoders as the server's print raster. */
describe('the console’s label encoders', () => {
  it('give the bar widths the server prints, for EAN-13 and Code 128', () => {
    for (const [symbology, text] of [
      ['ean13', '2000001006405'],
      ['code128', '200000100640005002'],
    ] as const) {
      const [server] = bwipNode.raw(symbology, text, {}) as { sbs: number[] }[];
      const console = linear(symbology, text);
      expect(console).not.toBeInstanceOf(Error);
      expect((console as { sbs: number[] }).sbs).toEqual(server!.sbs);
    }
  });

  it('refuses a wrong check digit as the server does, with a readable reason', () => {
    const refused = linear('ean13', '2000001006406');
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/check digit/i);
  });

  it('gives the QR module matrix the server prints', () => {
    const text = 'https://example.com/external/qrdetail/42';
    const symbol = matrix(text);
    const server = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    expect(symbol).not.toBeInstanceOf(Error);
    expect((symbol as { size: number }).size).toBe(server.size);
    expect(Array.from((symbol as { dark: ArrayLike<number> }).dark)).toEqual(Array.from(server.data));
  });
});
