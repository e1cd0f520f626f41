import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-reader.js';

async function workbookOf(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('商品'));
  workbook.addWorksheet('second').addRow(['not read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readXlsxRows', () => {
  it('reads the first sheet: shared and rich text, numbers, booleans, formulas, gaps and escapes', async () => {
    const bytes = await workbookOf((sheet) => {
      sheet.addRow(['plu_number', 'name', 'unit_price']);
      sheet.addRow([1, '红富士苹果\n特级', 12.8]);
      sheet.getCell('A3').value = 2;
      sheet.getCell('B3').value = {
        richText: [{ text: '<猪肉>' }, { text: ' & 五花', font: { bold: true } }],
      };
      sheet.getCell('D3').value = true;
      sheet.getCell('A5').value = { formula: '1+2', result: 3 };
      sheet.getCell('AB5').value = 'far';
    });
    const rows = await readXlsxRows(bytes);
    expect(rows?.slice(0, 3)).toEqual([
      ['plu_number', 'name', 'unit_price'],
      ['1', '红富士苹果\n特级', '12.8'],
      ['2', '<猪肉> & 五花', '', 'true'],
    ]);
    expect(rows?.[3]).toEqual([]);
    expect(rows?.[4]?.[0]).toBe('3');
    expect(rows?.[4]?.[27]).toBe('far');
    expect(rows?.[4]).toHaveLength(28);
  });

  it('reads inline strings, and answers null for bytes that are not a workbook', async () => {
    const zip = new JSZip();
    zip.file(
      'xl/workbook.xml',
      '<workbook xmlns:r="r"><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>',
    );
    zip.file(
      'xl/_rels/workbook.xml.rels',
      '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    );
    zip.file(
      'xl/worksheets/sheet1.xml',
      '<worksheet><sheetData><row r="1"><c r="B1" t="inlineStr"><is><t>香蕉&amp;梨</t></is></c></row></sheetData></worksheet>',
    );
    expect(await readXlsxRows(await zip.generateAsync({ type: 'nodebuffer' }))).toEqual([['', '香蕉&梨']]);
    expect(await readXlsxRows(Buffer.from('PK\u0003\u0004 broken'))).toBeNull();
    const empty = new JSZip();
    expect(await readXlsxRows(await empty.generateAsync({ type: 'nodebuffer' }))).toBeNull();
  });
});
