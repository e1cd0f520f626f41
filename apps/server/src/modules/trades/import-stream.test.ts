import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/sheets/cells.js';
import { CsvSplitter, rowSourceOf } from './import-stream.js';

// Pure code, in the integration tier because apps/server's tests all are (vitest.config.ts).
describe('the import csv, split a piece at a time', () => {
  it('gives the rows parseCsv gives for the whole text, however the text is cut', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = ['a', 'b', ',', '"', '\r', '\n', '\r\n', '中', ' '];
    for (let k = 0; k < 20_000; k++) {
      let text = '';
      const length = Math.floor(random() * 30);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      const splitter = new CsvSplitter();
      const rows: string[][] = [];
      for (let at = 0; at < text.length; ) {
        const n = 1 + Math.floor(random() * 5);
        rows.push(...splitter.feed(text.slice(at, at + n)));
        at += n;
      }
      rows.push(...splitter.end());
      expect(rows, JSON.stringify(text)).toEqual(parseCsv(text));
    }
  });

  it('reads UTF-8 with or without BOM and GBK, refuses binary, control characters and blank files, and unguards cells', async () => {
    const rows = async (bytes: Buffer) => {
      const source = await rowSourceOf(bytes);
      return source ? [...source()] : null;
    };
    const text = '记录号,名称\r\n1,"苹果,红"\r\n2,\'=SUM(A1)\r\n';
    const want = [
      ['记录号', '名称'],
      ['1', '苹果,红'],
      ['2', '=SUM(A1)'],
    ];
    expect(await rows(Buffer.from(text))).toEqual(want);
    expect(await rows(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual(want);
    // GBK: 记录号 as Chinese Excel saves it.
    const gbk = Buffer.from([0xbc, 0xc7, 0xc2, 0xbc, 0xba, 0xc5, 0x2c, 0x41, 0x0d, 0x0a]);
    expect(await rows(gbk)).toEqual([['记录号', 'A']]);
    // A multi-byte character cut by the slices is decoded whole.
    const long = `${'中'.repeat(70_000)},x\n`;
    expect(await rows(Buffer.from(long))).toEqual([['中'.repeat(70_000), 'x']]);
    expect(await rows(Buffer.from('a,b\0c'))).toBeNull();
    await expect(rows(Buffer.from('a,b\x07c'))).rejects.toMatchObject({ key: 'IMPORT_FILE_TYPE' });
    await expect(rows(Buffer.from(`${'a,b\n'.repeat(50_000)}\x1b`))).rejects.toMatchObject({
      key: 'IMPORT_FILE_TYPE',
    });
    expect(await rows(Buffer.from(' \r\n\t'))).toBeNull();
  });
});
