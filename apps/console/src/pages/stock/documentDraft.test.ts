import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { StockDocumentDetail } from '../../api/stock';
import { documentBody, linesFromSource, newLine } from './documentDraft';
import { KIND_CONFIGS } from './kinds';

const apple = { id: 7, name: '苹果', plu_number: 1, item_code: '1001', weighing_mode: 0 };
const egg = { id: 8, name: '鸡蛋', plu_number: 2, item_code: '1002', weighing_mode: 1 };

describe('document forms', () => {
  it('send each kind only the fields it uses, quantities in grams or pieces and costs in fen', () => {
    const lines = [
      {
        ...newLine(apple),
        quantity: '1.25',
        unit_cost: '12.5',
        lot: ' L1 ',
        production_date: dayjs('2026-01-02'),
        reason: 'extra',
      },
      { ...newLine(egg, 30), unit_cost: '' },
    ];
    const draft = {
      location_id: 3,
      to_location_id: 4,
      supplier_id: 5,
      doc_date: dayjs('2026-01-03'),
      expected_date: dayjs('2026-01-09'),
      reason: 'damaged',
      notes: ' n ',
      lines,
    };
    expect(documentBody(KIND_CONFIGS.purchase_order, draft)).toEqual({
      company_id: undefined,
      location_id: 3,
      doc_date: '2026-01-03',
      notes: 'n',
      supplier_id: 5,
      expected_date: '2026-01-09',
      lines: [
        { goods_id: 7, quantity: 1250, unit_cost: 1250 },
        { goods_id: 8, quantity: 30 },
      ],
    });
    expect(documentBody(KIND_CONFIGS.receipt, draft)).toMatchObject({
      lines: [
        {
          goods_id: 7,
          quantity: 1250,
          unit_cost: 1250,
          lot: 'L1',
          production_date: '2026-01-02',
          reason: 'extra',
        },
        { goods_id: 8, quantity: 30 },
      ],
    });
    expect(documentBody(KIND_CONFIGS.transfer, draft)).toEqual({
      company_id: undefined,
      location_id: 3,
      doc_date: '2026-01-03',
      notes: 'n',
      to_location_id: 4,
      lines: [
        { goods_id: 7, quantity: 1250 },
        { goods_id: 8, quantity: 30 },
      ],
    });
    expect(documentBody(KIND_CONFIGS.loss, draft)).toMatchObject({ reason: 'damaged' });
    expect(documentBody(KIND_CONFIGS.stocktake, { location_id: 3, goods_ids: [7] })).toEqual({
      company_id: undefined,
      location_id: 3,
      doc_date: undefined,
      notes: '',
      goods_ids: [7],
    });
  });

  it('fill lines from a source with what is still open', () => {
    const line = {
      id: 11,
      line_no: 1,
      goods_id: 7,
      goods_name: '苹果',
      plu_number: 1,
      item_code: '1001',
      weighing_mode: 0,
      quantity: 10_000,
      unit_cost: 800,
      value: 8000,
      lot: 'L9',
      production_date: null,
      expiry_date: null,
      reason: '',
      source_line_id: null,
      done_quantity: 4000,
      book_quantity: null,
    };
    const source = { lines: [line, { ...line, id: 12, done_quantity: 10_000 }] } as StockDocumentDetail;
    const filled = linesFromSource(source);
    expect(filled).toHaveLength(1);
    expect(filled[0]).toMatchObject({
      quantity: '6.000',
      unit_cost: '8.00',
      lot: 'L9',
      source_line_id: 11,
      open: 6000,
    });
  });
});
