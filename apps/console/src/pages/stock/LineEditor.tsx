import { DeleteOutlined } from '@ant-design/icons';
import { DatePicker, Form, type FormInstance, Input, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import type { LineDraft } from './documentDraft';
import type { KindConfig } from './kinds';
import { byCount, money, parseQuantity, parseYuan, quantityText, valueAt } from './units';

/** The value of a line as typed (fen), or null when quantity or cost is not (yet) a number. */
export function draftValue(line: LineDraft | undefined): number | null {
  if (!line) return null;
  const quantity = parseQuantity(line.quantity ?? '', line.weighing_mode);
  const cost = line.unit_cost?.trim() ? parseYuan(line.unit_cost) : null;
  return quantity === null || cost === null ? null : valueAt(quantity, cost, line.weighing_mode);
}

/**
 * The lines of a document form (Form.List `lines`): goods, quantity in kg or pieces, and what the
 * kind adds (unit cost in yuan, lot and dates, a reason for receiving more than ordered).
 */
export function LineEditor({
  config,
  form,
  fields,
  remove,
}: {
  config: KindConfig;
  form: FormInstance;
  fields: FormListFieldData[];
  remove: (index: number) => void;
}) {
  const { t } = useTranslation();
  // preserve: the lines' goods fields have no Form.Item of their own, yet the columns show them.
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineDraft[];
  const unit = (line: LineDraft | undefined) => (line && byCount(line.weighing_mode) ? t('stock.pcs') : 'kg');
  const total = lines.reduce((sum, line) => sum + (draftValue(line) ?? 0), 0);

  const cell = {
    style: { marginBottom: 0 },
  };

  return (
    <Table<FormListFieldData>
      rowKey="key"
      size="small"
      dataSource={fields}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="line-editor"
      locale={{ emptyText: t('stock.noLines') }}
      summary={() =>
        config.cost && lines.length > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              {t('stock.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <span data-testid="line-editor-total">{money(total)}</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
      columns={[
        {
          title: t('stock.goods'),
          key: 'goods',
          width: 180,
          render: (_, field) => {
            const line = lines[field.name];
            return line ? (
              <div style={{ minWidth: 140 }}>
                <div>{line.goods_name.replace(/\n/g, ' ')}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  PLU {line.plu_number} · {line.item_code}
                  {line.open !== null &&
                    ` · ${t('stock.open')} ${quantityText(line.open, line.weighing_mode, t('stock.pcs'))}`}
                </Typography.Text>
              </div>
            ) : null;
          },
        },
        {
          title: t('stock.quantity'),
          key: 'quantity',
          render: (_, field) => {
            const line = lines[field.name];
            return (
              <Form.Item
                {...cell}
                name={[field.name, 'quantity']}
                rules={[
                  {
                    validator: (_rule, value: string | undefined) => {
                      const quantity = line ? parseQuantity(value ?? '', line.weighing_mode) : null;
                      return quantity !== null && quantity > 0
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('stock.quantityInvalid')));
                    },
                  },
                ]}
              >
                <Input
                  inputMode="decimal"
                  suffix={unit(line)}
                  style={{ width: 130 }}
                  data-testid={`line-quantity-${field.name}`}
                />
              </Form.Item>
            );
          },
        },
        ...(config.cost
          ? [
              {
                title: t('stock.unitCost'),
                key: 'unit_cost',
                render: (_: unknown, field: FormListFieldData) => (
                  <Form.Item
                    {...cell}
                    name={[field.name, 'unit_cost']}
                    rules={[
                      {
                        validator: (_rule: unknown, value: string | undefined) =>
                          !value?.trim() || parseYuan(value) !== null
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('stock.costInvalid'))),
                      },
                    ]}
                  >
                    <Input
                      inputMode="decimal"
                      prefix="¥"
                      suffix={`/${unit(lines[field.name])}`}
                      style={{ width: 140 }}
                      data-testid={`line-cost-${field.name}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('stock.value'),
                key: 'value',
                align: 'right' as const,
                render: (_: unknown, field: FormListFieldData) => {
                  const value = draftValue(lines[field.name]);
                  return value === null ? '' : `${money(value)}`;
                },
              },
            ]
          : []),
        ...(config.lotDates
          ? [
              {
                title: t('stock.lot'),
                key: 'lot',
                render: (_: unknown, field: FormListFieldData) => (
                  <Form.Item {...cell} name={[field.name, 'lot']} rules={[{ max: 50 }]}>
                    <Input maxLength={50} style={{ width: 110 }} />
                  </Form.Item>
                ),
              },
              {
                title: t('stock.productionDate'),
                key: 'production_date',
                render: (_: unknown, field: FormListFieldData) => (
                  <Form.Item {...cell} name={[field.name, 'production_date']}>
                    <DatePicker style={{ width: 140 }} />
                  </Form.Item>
                ),
              },
              {
                title: t('stock.expiryDate'),
                key: 'expiry_date',
                render: (_: unknown, field: FormListFieldData) => (
                  <Form.Item {...cell} name={[field.name, 'expiry_date']}>
                    <DatePicker style={{ width: 140 }} placeholder={t('stock.expiryAuto')} />
                  </Form.Item>
                ),
              },
            ]
          : []),
        ...(config.lineReason
          ? [
              {
                title: t('stock.overReceiptReason'),
                key: 'reason',
                render: (_: unknown, field: FormListFieldData) => (
                  <Form.Item {...cell} name={[field.name, 'reason']} rules={[{ max: 200 }]}>
                    <Input
                      maxLength={200}
                      style={{ width: 160 }}
                      placeholder={t('stock.overReceiptHint')}
                      data-testid={`line-reason-${field.name}`}
                    />
                  </Form.Item>
                ),
              },
            ]
          : []),
        {
          title: '',
          key: 'remove',
          width: 48,
          fixed: 'right',
          render: (_, field) => (
            <DeleteOutlined
              role="button"
              aria-label={t('stock.removeLine')}
              onClick={() => remove(field.name)}
              style={{ color: '#cf1322', cursor: 'pointer', padding: 4 }}
            />
          ),
        },
      ]}
    />
  );
}
