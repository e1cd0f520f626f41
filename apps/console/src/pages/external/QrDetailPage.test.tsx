// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPublicGoods, type PublicGoods } from '../../api/external';
import { setLanguage } from '../../i18n';
import QrDetailPage, { priceLabel } from './QrDetailPage';

const apple: PublicGoods = {
  id: 7,
  name: '红富士苹果 烟台',
  name_lines: ['红富士苹果', '烟台'],
  img_url: '/uploads/apple.png',
  unit_price: 1280,
  measure_unit: 'kg',
  weighing_mode: 0,
  origin: '山东烟台',
  trace_code: '1234567890',
  shelf_life_days: 8,
  description: '脆甜多汁',
  company_name: '鲜果公司',
  shop: { name: '鲜果一号店', address: '杭州市文三路 1 号', telephone: '0571-88888888' },
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(path: string) {
  const router = createMemoryRouter([{ path: '/external/qrdetail/:id', element: <QrDetailPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => setLanguage('ch'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the price a shopper reads', () => {
  it('is yuan per measure unit, per piece for counted goods', () => {
    expect(priceLabel(apple, '件')).toBe('¥12.80/kg');
    expect(priceLabel({ unit_price: 350, measure_unit: 'kg', weighing_mode: 1 }, '件')).toBe('¥3.50/件');
    expect(priceLabel({ unit_price: 5, measure_unit: '袋', weighing_mode: 1 }, '件')).toBe('¥0.05/袋');
  });
});

describe('fetching the public goods', () => {
  it('asks without a token, in the stored language, with the scale', async () => {
    const fake = vi.fn(async () => answer(200, { code: 1, msg: 'success', data: apple }));
    setLanguage('en');
    expect(await fetchPublicGoods('7', '3', fake)).toEqual({ kind: 'found', goods: apple });
    expect(fake).toHaveBeenCalledWith('/api/external/goods/7?scale_id=3', { headers: { lang: 'en' } });
  });

  it('tells not found from a failure', async () => {
    const notFound = async () => answer(404, { code: 0, msg: 'x', data: { dahua_error: 'ERCO000006' } });
    expect(await fetchPublicGoods('9', null, notFound)).toEqual({ kind: 'notFound' });
    const busy = async () => answer(429, { code: 0, msg: 'x', data: { dahua_error: 'ERCO000640' } });
    expect(await fetchPublicGoods('9', null, busy)).toEqual({ kind: 'failed' });
    const offline = async () => {
      throw new TypeError('network');
    };
    expect(await fetchPublicGoods('9', null, offline)).toEqual({ kind: 'failed' });
  });
});

describe('the page', () => {
  it('shows the goods: name, price, origin, trace code, shelf life, shop and description', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { code: 1, msg: 'success', data: apple })),
    );
    open('/external/qrdetail/7?scale_id=3');
    expect((await screen.findByTestId('qrdetail-price')).textContent).toBe('¥12.80/kg');
    expect(screen.getByTestId('qrdetail-name').textContent).toBe('红富士苹果烟台');
    expect(screen.getByTestId('qrdetail-origin').textContent).toBe('产地山东烟台');
    expect(screen.getByTestId('qrdetail-trace-code').textContent).toBe('追溯码1234567890');
    expect(screen.getByTestId('qrdetail-shelf-life').textContent).toBe('保质期8 天');
    expect(screen.getByTestId('qrdetail-shop').textContent).toContain('杭州市文三路 1 号');
    expect(screen.getByTestId('qrdetail-description').textContent).toBe('脆甜多汁');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/apple.png');
    // the title is set in an effect, which may run after the content is on screen
    await waitFor(() => expect(document.title).toBe('红富士苹果 烟台'));
  });

  it('leaves out what the goods do not have', async () => {
    const plain = {
      ...apple,
      img_url: '',
      origin: '',
      trace_code: '',
      shelf_life_days: 0,
      description: '',
      shop: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { code: 1, msg: 'success', data: plain })),
    );
    open('/external/qrdetail/7');
    await screen.findByTestId('qrdetail-price');
    for (const id of ['qrdetail-origin', 'qrdetail-trace-code', 'qrdetail-shelf-life', 'qrdetail-shop'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('answers an unknown id with a friendly page and no technical text, in English too', async () => {
    setLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(404, {
          code: 0,
          msg: 'The requested resource does not exist.',
          data: { dahua_error: 'ERCO000006' },
        }),
      ),
    );
    open('/external/qrdetail/nope');
    const page = await screen.findByTestId('qrdetail-not-found');
    expect(page.textContent).toContain('We could not find this product');
    expect(page.textContent).not.toMatch(/ERCO|404|resource/);
  });
});
