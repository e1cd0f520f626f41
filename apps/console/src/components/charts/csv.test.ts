import { describe, expect, it } from 'vitest';
import { csvName, type DataColumn, toCsv } from './csv';

type Row = { name: string; amount: number; share: string };
const columns: DataColumn<Row>[] = [
  { key: 'name', title: '商品', value: (r) => r.name },
  { key: 'amount', title: 'Amount, yuan', value: (r) => r.amount },
  { key: 'share', title: 'Share', value: (r) => r.share },
];

describe('a chart’s data as csv', () => {
  it('writes a BOM, the headings and one CRLF line per row, quoting what needs it', () => {
    const text = toCsv(columns, [
      { name: '苹果', amount: 12.5, share: '-3.0%' },
      { name: 'say "hi", ok', amount: -1, share: '1,234.56' },
    ]);
    expect(text).toBe(
      '\uFEFF商品,"Amount, yuan",Share\r\n苹果,12.5,-3.0%\r\n"say ""hi"", ok",-1,"1,234.56"\r\n',
    );
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(toCsv(columns, [{ name: '=SUM(A1)', amount: 0, share: '@x' }])).toContain("'=SUM(A1),0,'@x");
  });

  it('names files safely', () => {
    expect(csvName('sales', '2025-03-01', '2025-03-31')).toBe('sales-2025-03-01-2025-03-31.csv');
    expect(csvName('a/b c', '')).toBe('a_b_c.csv');
  });
});
