// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotKeysAnswer, Scale, ScaleGoods } from '../../api/scales';
import FeedbackProvider from '../../feedback/FeedbackProvider';
import { setLanguage } from '../../i18n';

const api = vi.hoisted(() => ({
  scaleHotKeys: vi.fn(),
  saveHotKeys: vi.fn(),
  listScaleGoods: vi.fn(),
  listScales: vi.fn(),
  copyHotKeys: vi.fn(),
}));
vi.mock('../../api/scales', () => api);

const { HotKeysEditor } = await import('./HotKeysEditor');

const scale = {
  id: 5,
  scale_name: '一号秤',
  company_id: 1,
  model_code: 'TM-Aa',
  model: { code: 'TM-Aa', name_zh: 'TM-Aa 条码秤', name_en: 'TM-Aa', plu_limit: 4000, hot_key_count: 71 },
} as Scale;

/** A goods answer with the fields the editor does not read left at their defaults. */
function goodsItem(
  fields: Pick<ScaleGoods, 'id' | 'plu_number' | 'item_code' | 'name' | 'unit_price'>,
): ScaleGoods {
  return {
    ...fields,
    company_id: 1,
    weighing_mode: 0,
    measure_unit: 'kg',
    tare: 0,
    shelf_life: 0,
    special_info_1: 0,
    special_info_2: 0,
    special_info_3: 0,
    department: 0,
    numeric_code: '',
    label_number: 0,
    discount_enabled: false,
    discount_periods: [],
    trace_code: '',
    origin: '',
    img_url: '',
    ingredients: [],
    allergens: null,
    may_contain: [],
    nutrition: null,
    storage: '',
    storage_en: '',
    date_type: 'none',
    producer: '',
    description: '',
    created_time: '2026-11-01T00:00:00.000Z',
    last_modified_time: '2026-11-01T00:00:00.000Z',
    price: { unit_price: fields.unit_price, source: 'base', source_id: null, source_name: null },
  };
}

const goods: ScaleGoods[] = [
  goodsItem({ id: 7, plu_number: 12, item_code: '12', name: '红富士苹果\n山东', unit_price: 1280 }),
  goodsItem({ id: 9, plu_number: 30, item_code: '30', name: '库尔勒香梨', unit_price: 990 }),
];

/** A small keyboard keeps the rendering light: UP 1–4, DOWN 5–8 (the split of a 71-key model is tested in hotKeys.test.ts). */
const KEYS = 8;
let saved: HotKeysAnswer;

beforeAll(() => {
  // antd's responsive grid asks for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  setLanguage('ch');
  saved = {
    key_count: KEYS,
    hot_keys: { UP: [{ key: 1, plu: 12, name: '红富士苹果', type: 'UP', good_id: 7 }], DOWN: [] },
  };
  api.scaleHotKeys.mockImplementation(async () => saved);
  api.listScaleGoods.mockResolvedValue({ list: goods, meta: { total: 2, page: 1, per_page: 20 } });
  api.saveHotKeys.mockImplementation(async (_id: number, items: { key: number; good_id: number }[]) => {
    const byId = new Map(goods.map((g) => [g.id, g]));
    const item = (key: number, goodId: number) => ({
      key,
      plu: byId.get(goodId)!.plu_number,
      name: byId.get(goodId)!.name.split('\n')[0]!,
      type: key <= KEYS / 2 ? ('UP' as const) : ('DOWN' as const),
      good_id: goodId,
    });
    const all = items.map((i) => item(i.key, i.good_id));
    saved = {
      key_count: KEYS,
      hot_keys: { UP: all.filter((i) => i.type === 'UP'), DOWN: all.filter((i) => i.type === 'DOWN') },
    };
    return saved;
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderEditor(canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router, as the console's: the editor's unsaved-changes prompt blocks navigation with it.
  const router = createMemoryRouter([
    { path: '/', element: <HotKeysEditor scale={scale} canEdit={canEdit} /> },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

/** Rendering antd in jsdom is slow on a busy machine. */
const WAIT = { timeout: 10_000 };

describe('the hot-key editor', { timeout: 30_000 }, () => {
  it('shows the model’s keys in the UP and DOWN groups with the saved layout', async () => {
    renderEditor();
    const first = await screen.findByTestId('hot-key-1', {}, WAIT);
    expect(first.textContent).toContain('PLU 12');
    expect(first.textContent).toContain('红富士苹果');
    const keysOf = (group: string) =>
      [...screen.getByTestId(`hot-key-group-${group}`).querySelectorAll('[data-testid^="hot-key-"]')]
        .map((element) => element.getAttribute('data-testid'))
        .filter((id) => /^hot-key-\d+$/.test(id ?? ''));
    expect(keysOf('UP')).toEqual(['hot-key-1', 'hot-key-2', 'hot-key-3', 'hot-key-4']);
    expect(keysOf('DOWN')).toEqual(['hot-key-5', 'hot-key-6', 'hot-key-7', 'hot-key-8']);
    expect(screen.queryByTestId('hot-key-9')).toBeNull();
    expect(screen.getByTestId('hot-key-group-UP').textContent).toContain('上排');
    expect(screen.getByTestId('hot-key-group-DOWN').textContent).toContain('下排');
  });

  it('assigns a picked goods item by clicking a key, flags the change and saves the whole layout', async () => {
    renderEditor();
    fireEvent.click(await screen.findByTestId('hot-key-goods-9', {}, WAIT));
    fireEvent.click(screen.getByTestId('hot-key-6'));
    expect(screen.getByTestId('hot-key-6').textContent).toContain('库尔勒香梨');
    expect(screen.getByTestId('hot-key-unsaved')).toBeTruthy();

    fireEvent.click(screen.getByTestId('hot-key-save'));
    await waitFor(() =>
      expect(api.saveHotKeys).toHaveBeenCalledWith(5, [
        { key: 1, good_id: 7 },
        { key: 6, good_id: 9 },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('hot-key-unsaved')).toBeNull(), WAIT);
    expect(screen.getByTestId('hot-key-6').textContent).toContain('PLU 30');
  });

  it('takes a goods item dropped on a key (its id as text/plain)', async () => {
    renderEditor();
    await screen.findByTestId('hot-key-goods-9', {}, WAIT);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(screen.getByTestId('hot-key-goods-9'), { dataTransfer });
    expect(data.get('text/plain')).toBe('9');
    fireEvent.dragOver(screen.getByTestId('hot-key-3'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('hot-key-3'), { dataTransfer });
    expect(screen.getByTestId('hot-key-3').textContent).toContain('库尔勒香梨');
  });

  it('clears a key with ×, and Reset brings back the saved layout', async () => {
    renderEditor();
    await screen.findByTestId('hot-key-clear-1', {}, WAIT);
    fireEvent.click(screen.getByTestId('hot-key-clear-1'));
    expect(screen.getByTestId('hot-key-1').textContent).not.toContain('PLU');
    expect(screen.getByTestId('hot-key-unsaved')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('hot-key-reset'));
    });
    await waitFor(() => expect(screen.getByTestId('hot-key-1').textContent).toContain('PLU 12'), WAIT);
    expect(screen.queryByTestId('hot-key-unsaved')).toBeNull();
    expect(api.saveHotKeys).not.toHaveBeenCalled();
  });

  it('is read-only for a company user: no goods list, no clear buttons, no save', async () => {
    renderEditor(false);
    await screen.findByTestId('hot-key-1', {}, WAIT);
    expect(screen.queryByTestId('hot-key-goods-list')).toBeNull();
    expect(screen.queryByTestId('hot-key-clear-1')).toBeNull();
    expect(screen.queryByTestId('hot-key-save')).toBeNull();
  });
});
