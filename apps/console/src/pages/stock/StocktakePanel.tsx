import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Empty,
  Input,
  type InputRef,
  List,
  Row,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCounts, type StockDocumentDetail, stocktakeVariances, type Variance } from '../../api/stock';
import { columnsOf } from '../../components/table/columns';
import { useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt';
import { useFeedback } from '../../feedback/feedback';
import { dateTimeSeconds } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import { GoodsFinder, localLookup, useBarcodeSettings } from './GoodsFinder';
import type { GoodsRef } from './goodsLookup';
import { byCount, money, parseQuantity, quantityInput, quantityText } from './units';

const signed = (text: string, quantity: number) => (quantity > 0 ? `+${text}` : text);

/** Who entered what, when, for one goods item. */
function Entries({ variance }: { variance: Variance | undefined }) {
  const { t } = useTranslation();
  if (!variance || variance.entries.length === 0)
    return <Typography.Text type="secondary">{t('stock.noEntries')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={variance.entries}
      data-testid="count-entries"
      renderItem={(entry) => (
        <List.Item>
          <span>{quantityText(entry.quantity, variance.weighing_mode, t('stock.pcs'))}</span>
          <Typography.Text type="secondary">
            {entry.user_name} · {dateTimeSeconds(entry.time).slice(5)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

/**
 * A stocktake's count entry (usable on a phone: large fields, one goods item at a time) and its
 * variance report: book, moved since the start, expected, counted, variance quantity and value.
 */
export function StocktakePanel({ document }: { document: StockDocumentDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const settings = useBarcodeSettings();
  const finder = useRef<InputRef>(null);
  const quantityField = useRef<InputRef>(null);
  const [chosen, setChosen] = useState<GoodsRef | null>(null);
  const [quantity, setQuantity] = useState('');
  const canCount = document.actions.includes('count');
  // A count typed (or scanned) but not yet added is lost on leaving.
  useUnsavedChangesPrompt(chosen !== null && quantity.trim() !== '');
  const key = ['stock', 'documents', 'stocktake', 'variances', document.id];

  const { data: report, isFetching } = useQuery({
    queryKey: [...key, document.status],
    queryFn: () => stocktakeVariances(document.id),
  });

  const goods = useMemo<GoodsRef[]>(
    () =>
      document.lines.map((line) => ({
        id: line.goods_id,
        name: line.goods_name,
        plu_number: line.plu_number,
        item_code: line.item_code,
        weighing_mode: line.weighing_mode,
      })),
    [document.lines],
  );
  const lookup = useMemo(
    () => localLookup(goods, settings, document.company_id),
    [goods, settings, document.company_id],
  );

  const parsed = chosen ? parseQuantity(quantity, chosen.weighing_mode) : null;
  const count = useMutation({
    mutationFn: () => addCounts(document.id, { lines: [{ goods_id: chosen!.id, quantity: parsed! }] }),
    onSuccess: (next) => {
      queryClient.setQueryData([...key, document.status], next);
      void queryClient.invalidateQueries({
        queryKey: ['stock', 'documents', 'stocktake', 'one', document.id],
      });
      void message.success(
        t('stock.countAdded', {
          name: chosen!.name.replace(/\n/g, ' '),
          quantity: quantityText(parsed!, chosen!.weighing_mode, t('stock.pcs')),
        }),
      );
      setQuantity('');
      finder.current?.focus();
    },
  });

  /** A line's variance (signed, coloured) and, on a phone, its value under it. */
  const variance = (line: Variance) => {
    const q = line.variance_quantity;
    return (
      <div style={{ whiteSpace: 'nowrap' }}>
        <span style={{ color: q < 0 ? '#cf1322' : q > 0 ? '#389e0d' : undefined }}>
          {q === 0 ? '0' : signed(quantityText(q, line.weighing_mode, t('stock.pcs')), q)}
        </span>
        {phone && <div>{money(line.variance_value)}</div>}
      </div>
    );
  };

  const chosenVariance = chosen ? report?.lines.find((line) => line.goods_id === chosen.id) : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canCount && (
        <Card title={t('stock.countPanel')} data-testid="count-panel">
          <Typography.Paragraph type="secondary">{t('stock.countHint')}</Typography.Paragraph>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <GoodsFinder
              large
              inputRef={finder}
              lookup={lookup}
              testId="count-finder"
              onPick={(picked, weight) => {
                setChosen(picked);
                setQuantity(weight !== null ? quantityInput(weight, picked.weighing_mode) : '');
                setTimeout(() => quantityField.current?.focus(), 0);
              }}
            />
            {chosen && (
              <div data-testid="count-chosen">
                <Typography.Text type="secondary">{t('stock.countChosen')}</Typography.Text>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {chosen.plu_number} · {chosen.name.replace(/\n/g, ' ')}
                </Typography.Title>
              </div>
            )}
            <Row gutter={[12, 12]}>
              <Col xs={24} sm={12}>
                <Input
                  ref={quantityField}
                  size="large"
                  inputMode="decimal"
                  value={quantity}
                  onChange={(event) => setQuantity(event.target.value)}
                  onPressEnter={() => parsed !== null && count.mutate()}
                  placeholder={t('stock.countQuantity')}
                  suffix={chosen && byCount(chosen.weighing_mode) ? t('stock.pcs') : 'kg'}
                  disabled={!chosen}
                  status={quantity && parsed === null ? 'error' : undefined}
                  data-testid="count-quantity"
                />
              </Col>
              <Col xs={24} sm={12}>
                <Button
                  type="primary"
                  size="large"
                  block
                  disabled={!chosen || parsed === null}
                  loading={count.isPending}
                  onClick={() => count.mutate()}
                  data-testid="count-add"
                >
                  {t('stock.addCount')}
                </Button>
              </Col>
            </Row>
            {chosen && (
              <div>
                <Typography.Text strong>
                  {t('stock.entries')}
                  {chosenVariance?.counted_quantity != null &&
                    ` · ${t('stock.counted')} ${quantityText(chosenVariance.counted_quantity, chosenVariance.weighing_mode, t('stock.pcs'))}`}
                </Typography.Text>
                <Entries variance={chosenVariance} />
              </div>
            )}
          </Space>
        </Card>
      )}
      <Card title={t('stock.variances')} loading={!report && isFetching} data-testid="variance-report">
        {report && (
          <>
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              <Col xs={12} md={6}>
                <Statistic
                  title={t('stock.countedGoods')}
                  value={report.counted}
                  suffix={t('stock.goodsItems')}
                  data-testid="counted-goods"
                />
              </Col>
              <Col xs={12} md={6}>
                <Statistic
                  title={t('stock.uncountedGoods')}
                  value={report.uncounted}
                  suffix={t('stock.goodsItems')}
                />
              </Col>
              <Col xs={24} md={12}>
                <Statistic
                  title={t('stock.totalVarianceValue')}
                  value={`${money(report.total_variance_value)}`}
                  valueStyle={{ color: report.total_variance_value < 0 ? '#cf1322' : undefined }}
                />
              </Col>
            </Row>
            <Typography.Paragraph type="secondary">
              {t('stock.varianceTotals', { counted: report.counted, uncounted: report.uncounted })}
            </Typography.Paragraph>
            <Table<Variance>
              rowKey="goods_id"
              size={phone ? 'small' : 'middle'}
              dataSource={report.lines}
              scroll={phone ? undefined : { x: 'max-content' }}
              pagination={report.lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              locale={{ emptyText: <Empty /> }}
              expandable={{
                rowExpandable: (line) => line.entries.length > 0,
                expandedRowRender: (line) => <Entries variance={line} />,
              }}
              columns={columnsOf<Variance>([
                { title: t('stock.plu'), dataIndex: 'plu_number', phone: false },
                {
                  title: t('stock.goods'),
                  dataIndex: 'goods_name',
                  render: (name: string, line) =>
                    phone ? (
                      // A phone folds PLU and what was expected under the name.
                      <div>
                        <div>{name.replace(/\n/g, ' ')}</div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          PLU {line.plu_number} · {t('stock.expected')}{' '}
                          {quantityText(line.expected_quantity, line.weighing_mode, t('stock.pcs'))}
                        </Typography.Text>
                      </div>
                    ) : (
                      name.replace(/\n/g, ' ')
                    ),
                },
                {
                  title: t('stock.bookQuantity'),
                  dataIndex: 'book_quantity',
                  phone: false,
                  align: 'right',
                  render: (q: number, line) => quantityText(q, line.weighing_mode, t('stock.pcs')),
                },
                {
                  title: t('stock.moved'),
                  dataIndex: 'moved_quantity',
                  phone: false,
                  align: 'right',
                  render: (q: number, line) =>
                    q === 0 ? '0' : signed(quantityText(q, line.weighing_mode, t('stock.pcs')), q),
                },
                {
                  title: t('stock.expected'),
                  dataIndex: 'expected_quantity',
                  phone: false,
                  align: 'right',
                  render: (q: number, line) => quantityText(q, line.weighing_mode, t('stock.pcs')),
                },
                {
                  title: t('stock.counted'),
                  dataIndex: 'counted_quantity',
                  align: 'right',
                  render: (q: number | null, line) => (
                    <div style={{ whiteSpace: 'nowrap' }}>
                      {q === null ? (
                        <Tag>{t('stock.notCounted')}</Tag>
                      ) : (
                        <span>{quantityText(q, line.weighing_mode, t('stock.pcs'))}</span>
                      )}
                      {/* A phone shows the variance and its value under what was counted. */}
                      {phone && variance(line)}
                    </div>
                  ),
                },
                {
                  title: t('stock.variance'),
                  dataIndex: 'variance_quantity',
                  align: 'right',
                  phone: false,
                  render: (_: number, line) => variance(line),
                },
                {
                  title: t('stock.varianceValue'),
                  dataIndex: 'variance_value',
                  phone: false,
                  align: 'right',
                  render: (fen: number) => money(fen),
                },
              ])}
            />
          </>
        )}
      </Card>
    </Space>
  );
}
