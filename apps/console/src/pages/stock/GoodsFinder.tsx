import { ScanOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Space, Typography } from 'antd';
import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listGoods } from '../../api/goods';
import { useFeedback } from '../../feedback/feedback';
import { useSession } from '../../session';
import {
  type BarcodeSettings,
  exactMatch,
  type GoodsRef,
  itemCodeMatches,
  itemCodeSearch,
  localMatches,
  readBarcode,
} from './goodsLookup';

/** What a lookup finds for typed text: the candidates, and the weight (or count) a barcode carried. */
export type Found<G extends GoodsRef> = { candidates: G[]; exact: G | null; weight: number | null };
export type Lookup<G extends GoodsRef> = (text: string) => Promise<Found<G>>;

const PAGE = 100;

/** The company's barcode settings from the session (administrators: the defaults). */
export function useBarcodeSettings(): BarcodeSettings {
  const info = useSession()?.company_info;
  const format = info?.barcode_format;
  const flag = info?.barcode_flag;
  return useMemo(() => ({ format, flag }), [format, flag]);
}

/**
 * The goods item with this PLU number. The goods list has no PLU filter; it is ordered by PLU
 * number (unique in a company), so the item's page is found by bisection (at most 7 calls for
 * 10,000 goods).
 */
async function goodsByPlu(plu: number, companyId: number | undefined): Promise<GoodsRef | null> {
  const first = await listGoods({ page: 1, per_page: PAGE, company_id: companyId });
  const inPage = (list: GoodsRef[]) => list.find((g) => g.plu_number === plu) ?? null;
  const found = inPage(first.list);
  if (found || first.list.length === 0 || first.list.at(-1)!.plu_number >= plu) return found;
  let lo = 2;
  let hi = Math.min(Math.ceil(first.meta.total / PAGE), Math.ceil(plu / PAGE));
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const { list } = await listGoods({ page: mid, per_page: PAGE, company_id: companyId });
    if (list.length === 0 || list[0]!.plu_number > plu) hi = mid - 1;
    else if (list.at(-1)!.plu_number < plu) lo = mid + 1;
    else return inPage(list);
  }
  return null;
}

/** Finds goods of a company on the server: a price barcode's item code, a PLU number, an item code or a name. */
export function serverLookup(companyId: number | undefined, settings: BarcodeSettings): Lookup<GoodsRef> {
  return async (text) => {
    const barcode = readBarcode(text, settings);
    const search = barcode ? itemCodeSearch(barcode.itemCode) : text.trim().slice(0, 60);
    const { list } = await listGoods({ page: 1, per_page: 20, name: search, company_id: companyId });
    let candidates = barcode ? list.filter((g) => itemCodeMatches(g, barcode.itemCode)) : list;
    // A packaged item's own EAN-13 can read like a price barcode; the goods search also matches
    // the numeric code, so the raw digits find it.
    if (barcode && candidates.length === 0) {
      candidates = (await listGoods({ page: 1, per_page: 20, name: text.trim(), company_id: companyId }))
        .list;
      if (candidates.length > 0)
        return { candidates, exact: candidates.length === 1 ? candidates[0]! : null, weight: null };
    }
    let exact: GoodsRef | null = exactMatch(text, candidates, barcode);
    if (!barcode && /^\d{1,4}$/.test(text.trim()) && (!exact || exact.plu_number !== Number(text))) {
      const byPlu = await goodsByPlu(Number(text.trim()), companyId);
      if (byPlu) exact = byPlu;
    }
    return { candidates, exact, weight: barcode?.weight ?? null };
  };
}

/**
 * Finds goods among a list the page has (a stocktake's goods); what it does not find there (a
 * packaged item's EAN-13, say) is asked of the server, keeping only goods of the list.
 */
export function localLookup<G extends GoodsRef>(
  goods: G[],
  settings: BarcodeSettings,
  companyId?: number | undefined,
): Lookup<G> {
  return async (text) => {
    const barcode = readBarcode(text, settings);
    const candidates = barcode
      ? goods.filter((g) => itemCodeMatches(g, barcode.itemCode))
      : localMatches(text, goods).slice(0, 20);
    if (candidates.length === 0 && /^\d{8,14}$/.test(text.trim())) {
      const found = await serverLookup(companyId, settings)(text);
      const ours = goods.filter((g) => found.candidates.some((c) => c.id === g.id));
      return { candidates: ours, exact: ours.length === 1 ? ours[0]! : null, weight: found.weight };
    }
    return { candidates, exact: exactMatch(text, candidates, barcode), weight: barcode?.weight ?? null };
  };
}

/**
 * One field for everything that names a goods item: a scanned or typed barcode, a PLU number, an
 * item code or part of the name. Enter picks the one match; several show as buttons to pick from.
 */
export function GoodsFinder<G extends GoodsRef>({
  lookup,
  onPick,
  large = false,
  disabled = false,
  inputRef,
  testId = 'goods-finder',
}: {
  lookup: Lookup<G>;
  onPick: (goods: G, weight: number | null) => void;
  large?: boolean;
  disabled?: boolean;
  inputRef?: Ref<InputRef>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [found, setFound] = useState<Found<G> | null>(null);

  const pick = (goods: G, weight: number | null) => {
    onPick(goods, weight);
    setText('');
    setFound(null);
  };

  const find = async (value: string) => {
    if (!value.trim()) return;
    setLoading(true);
    try {
      const answer = await lookup(value);
      if (answer.exact) pick(answer.exact, answer.weight);
      else if (answer.candidates.length === 0) {
        setFound(null);
        void message.warning(t('stock.goodsNotFound', { text: value.trim() }));
      } else setFound(answer);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <Input.Search
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => void find(value)}
        placeholder={t('stock.finderPlaceholder')}
        prefix={<ScanOutlined />}
        enterButton={t('stock.find')}
        size={large ? 'large' : 'middle'}
        loading={loading}
        disabled={disabled}
        allowClear
        autoComplete="off"
        data-testid={testId}
      />
      {found && (
        <div style={{ marginTop: 8 }} data-testid={`${testId}-candidates`}>
          <Typography.Text type="secondary">{t('stock.pickOne')}</Typography.Text>
          <Space wrap style={{ marginTop: 4 }}>
            {found.candidates.map((goods) => (
              <Button
                key={goods.id}
                size={large ? 'large' : 'middle'}
                onClick={() => pick(goods, found.weight)}
              >
                {goods.plu_number} · {goods.name.replace(/\n/g, ' ')}
              </Button>
            ))}
          </Space>
        </div>
      )}
    </div>
  );
}
