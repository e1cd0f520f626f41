import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  blankPlu,
  CLEAR_SALES_REPLY_CAPTURED,
  type Command,
  CommandSplitter,
  DecodeError,
  decodeCommand,
  decodeHotKeys,
  decodeLabelLayout,
  decodeLabelTexts,
  decodePlu,
  decodePluReadReply,
  decodeSalesReply,
  decodeText,
  EncodeError,
  encodeClock,
  encodeCommand,
  encodeHotKeys,
  encodePlu,
  encodePluReadReply,
  encodeSalesReply,
  encodeText,
  frameCommand,
  frameReply,
  interpretReply,
  LAYOUT_FIELD_COUNT,
  LAYOUT_TEXT_SLOTS,
  type PluRecord,
  ReplySplitter,
  SALES_RECORD_FIELDS,
  type SalesRecord,
  SYSTEM_PARAMETER_FIELDS,
  type SystemParameters,
} from './index.js';

const SEED = 17;
const RUNS = { seed: SEED, numRuns: 300 };

/** Characters with a zone-bit code that read back as themselves (zone 03 and 0101 read back as ASCII). */
const gbChars: string[] = [];
for (const zone of [1, 2, 4, 5, 6, 7, 8, 9, ...Array.from({ length: 72 }, (_, i) => i + 16)])
  for (let position = 1; position <= 94; position += zone >= 16 ? 7 : 1) {
    if (zone === 1 && position === 1) continue;
    const bytes = Buffer.from([zone + 0xa0, position + 0xa0]);
    const char = iconv.decode(bytes, 'gb2312');
    if (char.length === 1 && char !== '\ufffd' && iconv.encode(char, 'gb2312').equals(bytes))
      gbChars.push(char);
  }
const nameChar = fc.oneof(
  fc.constantFrom(...gbChars),
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
);
const nameLine = fc.array(nameChar, { maxLength: 12 }).map((chars) => chars.join(''));
const int = (max: number, min = 0) => fc.integer({ min, max });

const pluRecord: fc.Arbitrary<PluRecord> = fc.record({
  plu: int(9999, 1),
  itemCode: int(9_999_999),
  unitPrice: int(999_999),
  weighingMode: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
  specialInfo: fc.tuple(int(99), int(99), int(99)),
  shelfLife: int(999),
  barcodeFlag: int(99),
  department: int(99),
  numericCode: fc.stringMatching(/^\d{13}$/),
  tare: int(99_999),
  labelNumber: int(15),
  discountFlag: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
  discountPeriods: fc.tuple(
    ...([0, 1, 2, 3].map(() => fc.record({ startHour: int(24), endHour: int(24), discount: int(99) })) as [
      fc.Arbitrary<{ startHour: number; endHour: number; discount: number }>,
      fc.Arbitrary<{ startHour: number; endHour: number; discount: number }>,
      fc.Arbitrary<{ startHour: number; endHour: number; discount: number }>,
      fc.Arbitrary<{ startHour: number; endHour: number; discount: number }>,
    ]),
  ),
  name: fc.tuple(nameLine, nameLine, nameLine),
});

const dateTime = fc
  .record({ year: int(2099, 2000), month: int(12, 1), day: int(28, 1), hour: int(23), minute: int(59) })
  .map((d) => d);
const position = fc.record({ font: int(99), x: int(99), y: int(99) });

const command: fc.Arbitrary<Command> = fc.oneof(
  pluRecord.map((record) => ({ kind: 'plu' as const, record })),
  int(9999, 1).map((plu) => ({ kind: 'pluRead' as const, plu })),
  fc
    .record({ layer: int(3), plus: fc.array(int(9999), { minLength: 36, maxLength: 36 }) })
    .map((hotKeys) => ({ kind: 'hotKeys' as const, hotKeys })),
  fc
    .record({
      number: int(15),
      width: int(99),
      height: int(99),
      fields: fc.array(position, { minLength: LAYOUT_FIELD_COUNT, maxLength: LAYOUT_FIELD_COUNT }),
      barcode: fc.record({ font: int(99), x: int(99), y: int(99), height: int(99) }),
      additionalCode: fc.record({ font: int(99), x: int(99), y: int(99), height: int(99) }),
    })
    .map((layout) => ({ kind: 'labelLayout' as const, layout })),
  fc
    .record({
      number: int(15),
      slots: fc.array(position, { minLength: LAYOUT_TEXT_SLOTS, maxLength: LAYOUT_TEXT_SLOTS }),
    })
    .map((texts) => ({ kind: 'labelTexts' as const, texts })),
  fc.record({ slot: int(16, 1), text: nameLine }).map((text) => ({ kind: 'text' as const, text })),
  fc
    .record({ slot: int(32, 17), text: fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)) })
    .map((text) => ({ kind: 'text' as const, text })),
  fc.record({ slot: int(10, 1), text: nameLine }).map((text) => ({ kind: 'specialInfo' as const, text })),
  fc.tuple(...SYSTEM_PARAMETER_FIELDS.map(() => int(99))).map((values) => ({
    kind: 'systemParameters' as const,
    params: Object.fromEntries(SYSTEM_PARAMETER_FIELDS.map((n, i) => [n, values[i]])) as SystemParameters,
  })),
  dateTime.map((value) => ({ kind: 'clock' as const, dateTime: value })),
  fc.constant({ kind: 'clearPlus' as const }),
  fc.constant({ kind: 'clearSales' as const }),
  int(9999, 1).map((recordNumber) => ({ kind: 'salesRead' as const, recordNumber })),
);

const salesRecord: fc.Arbitrary<SalesRecord> = fc.record({
  recordNumber: int(9999, 1),
  dateTime,
  weighingMode: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
  department: int(99),
  shop: int(99),
  plu: int(9999, 1),
  weight: int(99_999),
  unitPrice: int(999_999),
  totalBeforeDiscount: int(99_999_999),
  totalAfterDiscount: int(9_999_999),
  ticketField: int(99_999_999_999),
  scaleNumber: int(99),
});

describe('decode(encode(x)) = x', () => {
  it('every command', () => {
    fc.assert(
      fc.property(command, (value) => {
        expect(decodeCommand(encodeCommand(value))).toEqual(value);
      }),
      RUNS,
    );
  });

  it('the !0U read-back reply', () => {
    fc.assert(
      fc.property(pluRecord, (record) => {
        expect(decodePluReadReply(encodePluReadReply(record))).toEqual(record);
      }),
      RUNS,
    );
  });

  it('sales records, under each reading of the wider field', () => {
    fc.assert(
      fc.property(salesRecord, fc.constantFrom(...SALES_RECORD_FIELDS), (record, wide) => {
        const bounded = { ...record, totalBeforeDiscount: record.totalBeforeDiscount % 10_000_000 };
        expect(
          decodeSalesReply(encodeSalesReply(record.recordNumber, bounded, { salesRecordWideField: wide }), {
            salesRecordWideField: wide,
          }),
        ).toEqual(bounded);
      }),
      RUNS,
    );
  });

  it('35 keys a layer when so configured', () => {
    const plus = Array.from({ length: 35 }, (_, i) => i);
    const line = encodeHotKeys({ layer: 1, plus }, { hotKeysPerLayer: 35 });
    expect(line.length).toBe(6 + 35 * 4 + 1);
    expect(decodeHotKeys(line, { hotKeysPerLayer: 35 })).toEqual({ layer: 1, plus });
    expect(() => decodeHotKeys(line)).toThrow(DecodeError);
  });
});

describe('encoding refuses what the record cannot carry, naming the field', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(EncodeError);
      return (error as EncodeError).field;
    }
    throw new Error('not refused');
  };
  const plu = { ...blankPlu(1), name: ['苹果', '', ''] as [string, string, string] };

  it('PLU fields', () => {
    expect(refusal(() => encodePlu({ ...plu, unitPrice: 1_000_000 }))).toBe('plu.unitPrice');
    expect(refusal(() => encodePlu({ ...plu, plu: 0 }))).toBe('plu.plu');
    expect(refusal(() => encodePlu({ ...plu, plu: 10_000 }))).toBe('plu.plu');
    expect(refusal(() => encodePlu({ ...plu, itemCode: 12_345_678 }))).toBe('plu.itemCode');
    expect(refusal(() => encodePlu({ ...plu, tare: 1.5 }))).toBe('plu.tare');
    expect(refusal(() => encodePlu({ ...plu, labelNumber: 16 }))).toBe('plu.labelNumber');
    expect(refusal(() => encodePlu({ ...plu, numericCode: '123' }))).toBe('plu.numericCode');
    expect(refusal(() => encodePlu({ ...plu, weighingMode: 3 as 0 }))).toBe('plu.weighingMode');
    expect(refusal(() => encodePlu({ ...plu, name: ['苹果', '€5', ''] }))).toBe('plu.name[1]');
    expect(refusal(() => encodePlu({ ...plu, name: ['🍎', '', ''] }))).toBe('plu.name[0]');
    expect(refusal(() => encodePlu({ ...plu, name: ['a\nb', '', ''] }))).toBe('plu.name[0]');
    expect(refusal(() => encodePlu({ ...plu, name: ['abcd', '', ''] }, { maxNameLineChars: 3 }))).toBe(
      'plu.name[0]',
    );
    expect(
      refusal(() => encodePlu({ ...plu, discountPeriods: [] as unknown as PluRecord['discountPeriods'] })),
    ).toBe('plu.discountPeriods');
  });

  it('other commands', () => {
    expect(refusal(() => encodeHotKeys({ layer: 0, plus: [1, 2] }))).toBe('hotKeys.plus');
    expect(refusal(() => encodeHotKeys({ layer: 4, plus: Array(36).fill(0) }))).toBe('hotKeys.layer');
    expect(refusal(() => encodeText({ slot: 17, text: '中' }))).toBe('text.text');
    expect(refusal(() => encodeText({ slot: 33, text: 'a' }))).toBe('text.slot');
    expect(refusal(() => encodeClock({ year: 2025, month: 2, day: 29, hour: 0, minute: 0 }))).toBe(
      'clock.day',
    );
  });

  it('frames only printable ASCII', () => {
    expect(() => frameCommand('!0P1103230859\r\n!0IA')).toThrow(EncodeError);
    expect(frameCommand('!0IA').toString('latin1')).toBe('!0IA\r\n');
    expect(frameReply('0p').toString('latin1')).toBe('0p\r\n\x03');
  });
});

describe('decoding refuses malformed input precisely', () => {
  const good = encodePlu({ ...blankPlu(12), name: ['苹果', '', ''] });
  it.each([
    [good.slice(0, 40), /plu\.\w+: record ends/],
    [good.replace('A', 'X'), /plu\.A: expected "A"/],
    [good.replace('B', ''), /plu\.B/],
    [`${good}E`, /unexpected characters/],
    [good.replace('B38', 'B98'), /plu\.name\[0\]: 9827 is not a GB2312 zone-bit code/],
    ['!0V0000A', /plu\.plu: 0 is outside 1–9999/],
    ['!0Q', /unknown command/],
    ['!0IAX', /clearPlus/],
  ])('%s', (line, message) => {
    expect(() => decodeCommand(line)).toThrow(message);
  });

  it('label layouts of the wrong length, texts without their end', () => {
    expect(() => decodeLabelLayout(`!0T00A${'0'.repeat(157)}`)).toThrow(/157 digits after A, 158 expected/);
    expect(() => decodeLabelLayout(`!0T16A${'0'.repeat(158)}`)).toThrow(/labelLayout\.number/);
    expect(() => decodeLabelTexts(`!0R00A${'0'.repeat(191)}x`)).toThrow(/other than digits/);
    expect(() => decodeText('!0Z01A1866B')).toThrow(/ending in 0000/);
    expect(() => decodePlu(good.replace('E', ''))).toThrow(DecodeError);
  });
});

describe('replies', () => {
  it('says what each reply means', () => {
    const record = { ...blankPlu(1), itemCode: 2281080 };
    expect(interpretReply({ kind: 'plu', record }, '0v0001a2')).toEqual({ kind: 'accepted' });
    expect(interpretReply({ kind: 'plu', record }, '0v0002a2').kind).toBe('unexpected');
    expect(interpretReply({ kind: 'clearPlus' }, '0iaa0')).toEqual({ kind: 'accepted' });
    expect(interpretReply({ kind: 'clearSales' }, '0ha')).toEqual({ kind: 'accepted' });
    expect(
      interpretReply(
        { kind: 'clock', dateTime: { year: 2011, month: 3, day: 23, hour: 8, minute: 59 } },
        '0p',
      ),
    ).toEqual({
      kind: 'accepted',
    });
    expect(interpretReply({ kind: 'hotKeys', hotKeys: { layer: 2, plus: [] } }, '0l02')).toEqual({
      kind: 'accepted',
    });
    expect(interpretReply({ kind: 'salesRead', recordNumber: 7 }, '0j0007ac')).toEqual({ kind: 'empty' });
    expect(interpretReply({ kind: 'salesRead', recordNumber: 7 }, '0j0001ac').kind).toBe('unexpected');
    const sale = interpretReply(
      { kind: 'salesRead', recordNumber: 1 },
      '0j0001a090327160900030001000780020000000160000016000000200000401bc',
    );
    expect(sale.kind === 'sale' && sale.record.plu).toBe(1);
    const readBack = `0u${encodePlu(record).slice(3)}`;
    expect(interpretReply({ kind: 'pluRead', plu: 1 }, readBack)).toEqual({ kind: 'plu', record });
  });
});

describe('frame splitters', () => {
  it('split replies however the stream is cut', () => {
    const replies = ['0v0001a2', '0p', '0j0001ac', '0iaa0'];
    const stream = replies.map((r) => `${r}\r\n\x03`).join('');
    fc.assert(
      fc.property(fc.array(int(stream.length), { maxLength: 8 }), (cuts) => {
        const splitter = new ReplySplitter();
        const points = [...new Set([0, ...cuts, stream.length])].sort((a, b) => a - b);
        const out: string[] = [];
        for (let i = 1; i < points.length; i++)
          out.push(...splitter.push(Buffer.from(stream.slice(points[i - 1], points[i]), 'latin1')));
        expect(out).toEqual(replies);
        expect(splitter.pending).toBe('');
      }),
      RUNS,
    );
  });

  it('read the captured !0HA reply (0ha LF CR LF ETX) as 0ha, as they read 0ha CR LF ETX', () => {
    const captured = Buffer.from(CLEAR_SALES_REPLY_CAPTURED);
    expect(captured.toString('hex')).toBe('3068610a0d0a03');
    for (const options of [{}, { acceptCrCrLf: true }]) {
      expect(new ReplySplitter(options).push(captured)).toEqual(['0ha']);
      expect(new ReplySplitter(options).push('0ha\r\n\x03')).toEqual(['0ha']);
      // Cut anywhere, with the next reply behind it.
      for (let cut = 1; cut < captured.length; cut++) {
        const splitter = new ReplySplitter(options);
        const out = [...splitter.push(captured.subarray(0, cut)), ...splitter.push(captured.subarray(cut))];
        expect([...out, ...splitter.push('0p\r\n\x03')]).toEqual(['0ha', '0p']);
      }
    }
    expect(interpretReply({ kind: 'clearSales' }, '0ha')).toEqual({ kind: 'accepted' });
  });

  it('take CR CR LF only when asked, and bound an endless frame', () => {
    expect(new ReplySplitter().push('0p\r\r\n')).toEqual([]);
    expect(new ReplySplitter({ acceptCrCrLf: true }).push('0p\r\r\n0l00\r\n\x03')).toEqual(['0p', '0l00']);
    const splitter = new ReplySplitter({ maxFrameLength: 10 });
    expect(() => splitter.push('x'.repeat(11))).toThrow(/without a frame end/);
    expect(splitter.push('0p\r\n\x03')).toEqual(['0p']);
  });

  it('split commands at CR, LF or ETX', () => {
    const splitter = new CommandSplitter();
    expect(splitter.push('!0IA\r\n!0H')).toEqual(['!0IA']);
    expect(splitter.push('A\r\n!0P1103230859\x03')).toEqual(['!0HA', '!0P1103230859']);
  });
});

describe('text slots', () => {
  it('read what they wrote', () => {
    expect(decodeText(encodeText({ slot: 2, text: 'Fresh 鲜' }))).toEqual({ slot: 2, text: 'Fresh 鲜' });
  });
});
