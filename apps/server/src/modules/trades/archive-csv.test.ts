import { describe, expect, it } from 'vitest';
import { csvBatches, csvLine, parseCsv } from './archive-csv.js';

const rows: (string | null)[][] = [
  ['id', 'goods_name', 'price_source'],
  ['1', '苹果, "红富士"', null],
  ['2', '', 'list'],
  ['3', 'two\r\nlines', '"'],
  ['4', null, ','],
];
const text = rows.map(csvLine).join('');

describe('the archive CSV', () => {
  it('quotes what RFC 4180 needs, writes NULL unquoted and the empty text as ""', () => {
    expect(text).toBe(
      'id,goods_name,price_source\r\n1,"苹果, ""红富士""",\r\n2,"",list\r\n3,"two\r\nlines",""""\r\n4,,","\r\n',
    );
    expect(parseCsv(text)).toEqual(rows);
  });

  it('reads the same records from a stream cut anywhere, even inside a character', async () => {
    const bytes = Buffer.from(text.repeat(50));
    const expected = Array.from({ length: 50 }, () => rows).flat();
    for (const cut of [1, 2, 3, 5, 7, 64]) {
      async function* chunks() {
        for (let i = 0; i < bytes.length; i += cut) yield bytes.subarray(i, i + cut);
      }
      const got: (string | null)[][] = [];
      for await (const batch of csvBatches(chunks(), 7)) {
        expect(batch.length).toBeLessThanOrEqual(7);
        got.push(...batch);
      }
      expect(got, `cut ${cut}`).toEqual(expected);
    }
  });
});
