import { fenToYuanText, formatMoney, PRICE_LIMIT, yuanToFen } from '@dahua/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Goods } from '../../api/goods';
import { allPriceLists, type PriceList } from '../../api/priceLists';
import type { FieldColumn } from '../../components/table/columns';

/**
 * The company's price lists (issue 28 §1), for the goods pages: none until the company is known
 * (an administrator picks it first).
 */
export function useCompanyPriceLists(companyId: number | undefined, known: boolean): PriceList[] {
  const lists = useQuery({
    queryKey: ['priceLists', 'all', companyId],
    queryFn: () => allPriceLists(companyId),
    enabled: known,
  });
  return known ? (lists.data?.list ?? []) : [];
}

/**
 * A column per price list on the goods list: the list's price, or "base" in grey when the list
 * does not price the item. Folded away on a phone (the base price stays).
 */
export function useListPriceColumns(companyId: number | undefined, known: boolean): FieldColumn<Goods>[] {
  const { t } = useTranslation();
  const lists = useCompanyPriceLists(companyId, known);
  return lists.map((list) => ({
    title: list.name,
    key: `price-list-${list.id}`,
    align: 'right' as const,
    phone: false as const,
    render: (_: unknown, goods: Goods) => {
      const price = goods.list_prices.find((p) => p.price_list_id === list.id);
      return price ? (
        <span data-testid={`goods-list-price-${list.id}`}>{formatMoney(price.unit_price)}</span>
      ) : (
        <Typography.Text type="secondary">{t('priceLists.base')}</Typography.Text>
      );
    },
  }));
}

/** The goods form's per-list inputs: yuan text by list id (blank: the base price). */
export type ListYuan = Record<string, string>;

/** A goods item's list prices as the form's inputs. */
export function listYuanOf(goods: Goods): ListYuan {
  return Object.fromEntries(
    goods.list_prices.map((p) => [String(p.price_list_id), fenToYuanText(p.unit_price)]),
  );
}

/**
 * What a goods write sends of the per-list inputs: only the lists whose price changed (a price, or
 * null when emptied), so a price a change set and nobody touched stays the change's.
 */
export function listPricesToSend(
  lists: PriceList[],
  yuan: ListYuan | undefined,
  before: Goods['list_prices'],
): { price_list_id: number; unit_price: number | null }[] {
  const out: { price_list_id: number; unit_price: number | null }[] = [];
  for (const list of lists) {
    const text = (yuan?.[String(list.id)] ?? '').trim();
    const old = before.find((p) => p.price_list_id === list.id)?.unit_price;
    const fen = text === '' ? null : yuanToFen(text, PRICE_LIMIT);
    if (fen === null && text !== '') continue; // refused by the form's own check
    if (fen === null ? old !== undefined : fen !== old) out.push({ price_list_id: list.id, unit_price: fen });
  }
  return out;
}

/** "Prices by list": one optional yuan input per price list of the company (blank: the base price). */
export function ListPricesSection({ lists }: { lists: PriceList[] }) {
  const { t } = useTranslation();
  if (lists.length === 0) return null;
  return (
    <>
      <Divider titlePlacement="start">{t('priceLists.pricesByList')}</Divider>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('priceLists.pricesByListHint')}
      </Typography.Paragraph>
      <Row gutter={16}>
        {lists.map((list) => (
          <Col xs={24} sm={8} key={list.id}>
            <Form.Item
              name={['list_yuan', String(list.id)]}
              label={list.name}
              rules={[
                {
                  validator: (_, value: string | undefined) =>
                    !value?.trim() || yuanToFen(value, PRICE_LIMIT) !== null
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('priceLists.priceInvalid'))),
                },
              ]}
            >
              <Input
                inputMode="decimal"
                prefix="¥"
                placeholder={t('priceLists.base')}
                data-testid={`goods-list-price-input-${list.id}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
