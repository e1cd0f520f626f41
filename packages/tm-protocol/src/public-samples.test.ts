import { describe, expect, it } from 'vitest';
import {
  blankPlu,
  decodeClock,
  decodeHotKeys,
  decodeLabelLayout,
  decodeLabelTexts,
  decodePlu,
  decodeSalesReply,
  decodeSpecialInfo,
  decodeSystemParameters,
  decodeText,
  encodeClock,
  encodeHotKeys,
  encodeLabelLayout,
  encodeLabelTexts,
  encodePlu,
  encodeSalesReply,
  encodeSpecialInfo,
  encodeSystemParameters,
  encodeText,
  pluRecordOfGoods,
  SYSTEM_PARAMETERS_13_DIGIT,
  SYSTEM_PARAMETERS_18_DIGIT,
} from './index.js';

// Every public sample of scale-protocol.md (and of the translated document it draws on) reads
// and writes back byte for byte.

describe('the !0V worked example', () => {
  const documented =
    '!0V0001A2281080002000000000000803000000000000000000000000000000000000000000000000B186642525027C';
  const full = `${documented}186642525028D186642525028E`;

  it('is written byte for byte from its fields', () => {
    const record = {
      ...blankPlu(1),
      itemCode: 2281080,
      unitPrice: 2000,
      shelfLife: 8,
      barcodeFlag: 3,
      name: ['测试一', '测试壹', '测试壹'] as [string, string, string],
    };
    const line = encodePlu(record);
    // scale-protocol.md elides lines 2 and 3 (`C…D…E`); the translated document gives them.
    expect(line.startsWith(documented)).toBe(true);
    expect(line).toBe(full);
    expect(decodePlu(line)).toEqual(record);
  });

  it('reads the other public PLU samples and writes them back unchanged', () => {
    for (const line of [
      '!0V0002A2280081001050000000008020000000000000000000100100000000000000000000000000B186642522294CDE',
      '!0V0003A2290082001000001020310030000000000000000000000300000610071240131820192330B186642524093C037503750375D037603760376E',
    ])
      expect(encodePlu(decodePlu(line))).toBe(line);
    expect(
      decodePlu(
        '!0V0003A2290082001000001020310030000000000000000000000300000610071240131820192330B186642524093C037503750375D037603760376E',
      ).name,
    ).toEqual(['测试三', 'kkk', 'lll']);
  });
});

describe('the PLU lines of public clients: positions 31–32 are the barcode flag', () => {
  // Each line is written here as that client assembles it (field by field, from its own source),
  // then our encoder must give the same bytes from the fields, and read them back.
  const zeros = (n: number) => '0'.repeat(n);

  it('a till program that always sends flag 22 and cuts names at 12 characters', () => {
    // PLU = barcode digits 2–5, item code = the barcode padded to 7, price in fen padded to 6, mode 0,
    // special info 000000, shelf life 000, flag "22", department 00, 13-digit code, tare, label 00,
    // 26 zeros (discount flag and four periods); name line 1 only.
    const name = '新疆哈密瓜特级甜脆大个头包邮'.slice(0, 12);
    const line = `!0V2345A0012345001280${zeros(1 + 6 + 3)}22${zeros(2 + 13 + 5 + 2 + 26)}B483429142594356025474456282244802064208324864523CDE`;
    const record = {
      ...blankPlu(2345),
      itemCode: 12345,
      unitPrice: 1280,
      barcodeFlag: 22,
      name: [name, '', ''] as [string, string, string],
    };
    expect(encodePlu(record)).toBe(line);
    expect(decodePlu(line)).toEqual(record);
  });

  it('a shop system that sends its "标识号" (default 21) there, the shop name as line 2', () => {
    // Columns: PLU, item code, price (fen), mode, special info ×3, shelf life, flag (the spin box
    // "条码秤标识", 21 by default), department, 13-digit code, tare, label, discount flag, 12 period
    // fields; names: the goods, the shop, a fixed "测试三".
    const line = `!0V0001A22810800020000${zeros(6)}00821${zeros(2 + 13 + 5 + 2 + 2 + 24)}B186642525027C2083271019124248D186642524093E`;
    const record = {
      ...blankPlu(1),
      itemCode: 2281080,
      unitPrice: 2000,
      shelfLife: 8,
      barcodeFlag: 21,
      name: ['测试一', '大华超市', '测试三'] as [string, string, string],
    };
    expect(encodePlu(record)).toBe(line);
    expect(decodePlu(line)).toEqual(record);
  });

  it('an Android client that sends 03 (the worked example’s flag) with 30 days of shelf life', () => {
    const line = `!0V0001A2281080003000${zeros(7)}03003${zeros(15)}${zeros(5)}${zeros(28)}B244120643570C186642525028D186642525028E`;
    const record = {
      ...blankPlu(1),
      itemCode: 2281080,
      unitPrice: 3000,
      shelfLife: 30,
      barcodeFlag: 3,
      name: ['干脆面', '测试壹', '测试壹'] as [string, string, string],
    };
    expect(encodePlu(record)).toBe(line);
    expect(decodePlu(line)).toEqual(record);
  });

  it('pluRecordOfGoods writes the flag it is given (the company’s), never a shop number', () => {
    const goods = { plu_number: 2345, item_code: '12345', name: '红富士苹果', unit_price: 1280 };
    expect(encodePlu(pluRecordOfGoods(goods, { barcodeFlag: 22 })).slice(31, 33)).toBe('22');
    expect(encodePlu(pluRecordOfGoods(goods, { barcodeFlag: 20 }))).toBe(
      `!0V2345A0012345001280${zeros(10)}20${zeros(48)}B26762427423138272591CDE`,
    );
  });
});

describe('the other public samples', () => {
  it('hot keys: keys 1–36 on layer 00', () => {
    const line =
      '!0L00A000100020003000400050006000700080009001000110012001300140015001600170018001900200021002200230024002500260027002800290030003100320033003400350036B';
    const layer = decodeHotKeys(line);
    expect(layer.layer).toBe(0);
    expect(layer.plus).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(encodeHotKeys(layer)).toBe(line);
  });

  it('label layouts: three !0T samples of 158 digits and a !0R of 192', () => {
    for (const line of [
      '!0T00A56401517070000000000001944210000000000000000000000000000000303150318150000002332261936151950151914300000000000000334300000000000000000000301030302260700000007',
      '!0T02A56300312030000000000001928250000000000000000000000000000000300110313110000003125211927110000001912250000000000000000000000000000000000000000000300210600000007',
    ]) {
      const layout = decodeLabelLayout(line);
      expect(encodeLabelLayout(layout)).toBe(line);
    }
    const layout = decodeLabelLayout(
      '!0T00A56401517070000000000001944210000000000000000000000000000000303150318150000002332261936151950151914300000000000000334300000000000000000000301030302260700000007',
    );
    expect([layout.width, layout.height]).toEqual([56, 40]);
    expect(layout.fields[0]).toEqual({ font: 15, x: 17, y: 7 });
    expect(layout.additionalCode).toEqual({ font: 0, x: 0, y: 0, height: 7 });
    const texts =
      '!0R00A110234030211031711113219033611030230000000000000000000000000000000000000000000000000114519032411000000000000034419030811032311032711035119000000000000000000000000000000000000000000000000110638';
    expect(encodeLabelTexts(decodeLabelTexts(texts))).toBe(texts);
  });

  it('texts and special information, multibyte and single-byte', () => {
    const samples: [string, number, string][] = [
      ['!0Z01A414726032083271021715551195119070000B', 1, '上海大华电子秤厂'],
      ['!0Z13A215654230326414726034248298039373423031703200324032426370000B', 13, '地址:上海市金桥路1488号'],
      ['!0Z31A048050049045053048055054050056056049000B', 31, '021-50762881'],
    ];
    for (const [line, slot, text] of samples) {
      expect(decodeText(line)).toEqual({ slot, text });
      expect(encodeText({ slot, text })).toBe(line);
    }
    expect(decodeSpecialInfo('!0X01A034103780370037903170000B')).toEqual({ slot: 1, text: 'Info1' });
    expect(encodeSpecialInfo({ slot: 11, text: 'Info11' })).toBe('!0X11A073110102111049049000B');
  });

  it('system parameters: the 13- and 18-digit barcode examples', () => {
    const thirteen = '!0O010503000502000100000100010001000000000000000001';
    const eighteen = '!0O010503000701000100000100010001000000000000000001';
    expect(decodeSystemParameters(thirteen)).toEqual(SYSTEM_PARAMETERS_13_DIGIT);
    expect(encodeSystemParameters(SYSTEM_PARAMETERS_13_DIGIT)).toBe(thirteen);
    expect(encodeSystemParameters(SYSTEM_PARAMETERS_18_DIGIT)).toBe(eighteen);
    expect(SYSTEM_PARAMETERS_18_DIGIT.barcodeType).toBe(7);
  });

  it('clock: !0P1103230859 is 2011-03-23 08:59', () => {
    const value = { year: 2011, month: 3, day: 23, hour: 8, minute: 59 };
    expect(decodeClock('!0P1103230859')).toEqual(value);
    expect(encodeClock(value)).toBe('!0P1103230859');
  });

  it('the sales record sample, under the default reading of its extra digit', () => {
    const reply = '0j0001a090327160900030001000780020000000160000016000000200000401bc';
    const record = decodeSalesReply(reply);
    expect(record).toEqual({
      recordNumber: 1,
      dateTime: { year: 2009, month: 3, day: 27, hour: 16, minute: 9 },
      weighingMode: 0,
      department: 0,
      shop: 3,
      plu: 1,
      weight: 78,
      unitPrice: 2000,
      totalBeforeDiscount: 1600,
      totalAfterDiscount: 1600,
      ticketField: 2000004,
      scaleNumber: 1,
    });
    expect(encodeSalesReply(1, record)).toBe(reply);
    expect(decodeSalesReply('0j0001ac')).toBeNull();
    // The documented widths alone do not fit the sample: the option says which field is wider.
    expect(() => decodeSalesReply(reply, { salesRecordWideField: 'none' })).toThrow(
      /65 characters .* got 66/,
    );
    expect(decodeSalesReply(reply, { salesRecordWideField: 'weight' })?.weight).toBe(780);
  });
});
