// @vitest-environment jsdom
import { decodePriceBarcode, eanCheckDigit } from '@dahua/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { barcodeSvg } from './BarcodeImage';
import { BarcodePreview } from './BarcodePreview';

beforeEach(() => setLanguage('ch'));
afterEach(cleanup);

const amountSettings = { format: 'FFWWWWWEEEEEC', flag: '20' } as const;
const sample = () => screen.getByTestId('barcode-sample') as HTMLInputElement;
const digits = () => screen.getByTestId('barcode-digits').textContent;
const typeSample = (text: string) => act(() => fireEvent.change(sample(), { target: { value: text } }));

describe('the barcode preview of a goods item', () => {
  it('shows the amount and the digits for the default 0.500 kg, drawn as EAN-13', async () => {
    render(
      <BarcodePreview settings={amountSettings} itemCode="2281080" unitPriceFen={1280} weighingMode={0} />,
    );
    expect(sample().value).toBe('0.500');
    expect(screen.getByTestId('barcode-amount').textContent).toBe('金额 ¥6.40');
    const data = '208108000640';
    expect(digits()).toBe(`${data}${eanCheckDigit(data)}`);
    const image = await screen.findByTestId('barcode-image');
    expect(image.getAttribute('data-symbology')).toBe('ean13');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('follows the sample weight, rounding the amount to the fen', () => {
    render(
      <BarcodePreview settings={amountSettings} itemCode="81080" unitPriceFen={1999} weighingMode={0} />,
    );
    typeSample('0.333');
    expect(screen.getByTestId('barcode-amount').textContent).toBe('金额 ¥6.66');
    expect(decodePriceBarcode('FFWWWWWEEEEEC', digits()!)).toEqual({
      flag: '20',
      itemCode: '81080',
      amountFen: 666,
      weightGrams: null,
    });
  });

  it('explains, in the chosen language, when the amount or the weight does not fit', () => {
    render(<BarcodePreview settings={amountSettings} itemCode="1" unitPriceFen={99_900} weighingMode={0} />);
    typeSample('1.001');
    expect(screen.getByTestId('barcode-message').textContent).toBe(
      '金额 ¥1000.00 超过条码能容纳的 ¥999.99，无法生成条码。请减小示例重量。',
    );
    expect(screen.queryByTestId('barcode-digits')).toBeNull();
    cleanup();
    act(() => setLanguage('en'));
    render(
      <BarcodePreview
        settings={{ format: 'FFWWWWWNNNNNC', flag: '21' }}
        itemCode="1"
        unitPriceFen={100}
        weighingMode={0}
      />,
    );
    typeSample('100');
    expect(screen.getByTestId('barcode-message').textContent).toBe(
      'The weight of 100000 g is more than the 99999 g (99.999 kg) a barcode can hold, so there is no barcode.',
    );
    typeSample('abc');
    expect(screen.getByTestId('barcode-message').textContent).toBe(
      'Enter a weight in kg with up to 3 decimals',
    );
  });

  it('takes a piece count for counted goods, and draws 18-digit formats as Code 128', async () => {
    render(
      <BarcodePreview
        settings={{ format: 'FFWWWWWEEEEENNNNNC', flag: '22' }}
        itemCode="123"
        unitPriceFen={350}
        weighingMode={1}
      />,
    );
    expect(sample().value).toBe('1');
    typeSample('3');
    expect(screen.getByTestId('barcode-amount').textContent).toBe('金额 ¥10.50');
    expect(decodePriceBarcode('FFWWWWWEEEEENNNNNC', digits()!)).toEqual({
      flag: '22',
      itemCode: '00123',
      amountFen: 1050,
      weightGrams: 3,
    });
    expect((await screen.findByTestId('barcode-image')).getAttribute('data-symbology')).toBe('code128');
  });

  it('asks for an item code and a price before drawing', () => {
    render(<BarcodePreview settings={amountSettings} itemCode="" unitPriceFen={1280} weighingMode={0} />);
    expect(screen.getByTestId('barcode-message').textContent).toBe(
      '填写 1–7 位数字的商品编码和单价后显示条码。',
    );
  });
});

describe('the drawing', () => {
  it('is an SVG of the digits for both symbologies', () => {
    const data = '208108000640';
    const check = eanCheckDigit(data);
    expect(barcodeSvg(`${data}${check}`, 'ean13')).toMatch(/^<svg/);
    expect(barcodeSvg('208108000640012345', 'code128')).toMatch(/^<svg/);
    // bwip-js checks the check digit too: a wrong one is not drawn.
    expect(() => barcodeSvg(`${data}${(check + 1) % 10}`, 'ean13')).toThrow();
  });
});
