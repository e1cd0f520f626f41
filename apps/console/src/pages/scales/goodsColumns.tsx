import { formatMoney } from '@dahua/shared';
import type { TFunction } from 'i18next';
import type { Goods } from '../../api/goods';
import type { FieldColumn } from '../../components/table/columns';

/** PLU, item code, name (its lines) and price: the goods columns of the scale's two goods tables. */
export function goodsColumns<
  Row extends Pick<Goods, 'plu_number' | 'item_code' | 'name' | 'unit_price' | 'measure_unit'>,
>(t: TFunction): FieldColumn<Row>[] {
  return [
    { title: t('scales.plu'), dataIndex: 'plu_number', width: 80 },
    { title: t('scales.itemCode'), dataIndex: 'item_code' },
    {
      title: t('scales.goodsName'),
      dataIndex: 'name',
      render: (value: string) => <span style={{ whiteSpace: 'pre-line' }}>{value}</span>,
    },
    {
      title: t('scales.unitPrice'),
      dataIndex: 'unit_price',
      align: 'right' as const,
      render: (fen: number, goods: Row) => `${formatMoney(fen)} / ${goods.measure_unit}`,
    },
  ];
}
