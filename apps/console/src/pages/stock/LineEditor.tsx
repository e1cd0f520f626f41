import { DeleteOutlined } from '@ant-design/icons';
import { Card, Col, DatePicker, Empty, Form, type FormInstance, Input, Row, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../layouts/usePhone';
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
 * How much a line, as typed, is over what its order line has open (> 0: more than ordered, which
 * needs a reason), or null when the line has no order line or its quantity is not a number.
 */
export function overOrdered(line: LineDraft | undefined, open: number | null | undefined): number | null {
  if (!line || open === null || open === undefined) return null;
  const quantity = parseQuantity(line.quantity ?? '', line.weighing_mode);
  return quantity === null ? null : quantity - open;
}

/**
 * The lines of a document form (Form.List `lines`): goods, quantity in kg or pieces, and what the
 * kind adds (unit cost in yuan, lot and dates, a reason for receiving more than ordered, asked in
 * the line as soon as the quantity typed is over what the order has open).
 *
 * Wide screens edit the lines as a table; phones as cards, one line a card, every field on screen.
 */
export function LineEditor({
  config,
  form,
  fields,
  remove,
  openOf,
}: {
  config: KindConfig;
  form: FormInstance;
  fields: FormListFieldData[];
  remove: (index: number) => void;
  /** What the line's order line still has open (null: no order line), when the line does not say. */
  openOf?: (line: LineDraft) => number | null;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  // preserve: the lines' goods fields have no Form.Item of their own, yet the columns show them.
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineDraft[];
  const unit = (line: LineDraft | undefined) => (line && byCount(line.weighing_mode) ? t('stock.pcs') : 'kg');
  const total = lines.reduce((sum, line) => sum + (draftValue(line) ?? 0), 0);
  const openLine = (line: LineDraft | undefined) => (line ? (line.open ?? openOf?.(line) ?? null) : null);
  const pcs = t('stock.pcs');

  const cell = { style: { marginBottom: 0 } };
  const labelled = (label: string) => (phone ? { label, style: { marginBottom: 8 } } : cell);
  const wide = phone ? { width: '100%' } : undefined;

  const goods = (line: LineDraft | undefined) =>
    line ? (
      <div style={{ minWidth: phone ? 0 : 140 }}>
        {!phone && <div>{line.goods_name.replace(/\n/g, ' ')}</div>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          PLU {line.plu_number} · {line.item_code}
          {openLine(line) !== null &&
            ` · ${t('stock.open')} ${quantityText(openLine(line)!, line.weighing_mode, pcs)}`}
        </Typography.Text>
      </div>
    ) : null;

  const quantity = (field: FormListFieldData) => {
    const line = lines[field.name];
    return (
      <Form.Item
        {...labelled(t('stock.quantity'))}
        name={[field.name, 'quantity']}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const parsed = line ? parseQuantity(value ?? '', line.weighing_mode) : null;
              return parsed !== null && parsed > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('stock.quantityInvalid')));
            },
          },
        ]}
      >
        <Input
          inputMode="decimal"
          suffix={unit(line)}
          style={phone ? wide : { width: 150 }}
          data-testid={`line-quantity-${field.name}`}
        />
      </Form.Item>
    );
  };

  /** The over-receipt reason: shown, and asked for, once the quantity is over the order's open. */
  const reason = (field: FormListFieldData) => {
    if (!config.lineReason) return null;
    const line = lines[field.name];
    const over = overOrdered(line, openLine(line));
    const needed = over !== null && over > 0;
    if (!needed && !line?.reason?.trim()) return null;
    const missing = needed && !line?.reason?.trim();
    return (
      <Form.Item
        {...(phone ? { label: t('stock.overReceiptReason') } : {})}
        style={{ marginBottom: phone ? 8 : 0, marginTop: phone ? 0 : 4 }}
        name={[field.name, 'reason']}
        dependencies={[['lines', field.name, 'quantity']]}
        validateStatus={missing ? 'error' : undefined}
        help={
          missing
            ? t('stock.overReceiptNeeded')
            : needed && line
              ? t('stock.overReceiptBy', { quantity: quantityText(over, line.weighing_mode, pcs) })
              : undefined
        }
        rules={[
          { max: 200 },
          {
            validator: (_rule, value: string | undefined) => {
              const current = (form.getFieldValue('lines') as LineDraft[] | undefined)?.[field.name];
              const excess = overOrdered(current, openLine(current));
              return excess !== null && excess > 0 && !value?.trim()
                ? Promise.reject(new Error(t('stock.overReceiptNeeded')))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          maxLength={200}
          style={wide}
          placeholder={t('stock.overReceiptHint')}
          data-testid={`line-reason-${field.name}`}
        />
      </Form.Item>
    );
  };

  const cost = (field: FormListFieldData) => (
    <Form.Item
      {...labelled(t('stock.unitCost'))}
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
        style={phone ? wide : { width: 140 }}
        data-testid={`line-cost-${field.name}`}
      />
    </Form.Item>
  );

  const value = (field: FormListFieldData) => {
    const fen = draftValue(lines[field.name]);
    return fen === null ? '' : money(fen);
  };

  const lot = (field: FormListFieldData) => (
    <Form.Item {...labelled(t('stock.lot'))} name={[field.name, 'lot']} rules={[{ max: 50 }]}>
      <Input maxLength={50} style={phone ? wide : { width: 110 }} data-testid={`line-lot-${field.name}`} />
    </Form.Item>
  );

  const production = (field: FormListFieldData) => (
    <Form.Item {...labelled(t('stock.productionDate'))} name={[field.name, 'production_date']}>
      <DatePicker style={phone ? wide : { width: 135 }} data-testid={`line-production-${field.name}`} />
    </Form.Item>
  );

  const expiry = (field: FormListFieldData) => (
    <Form.Item {...labelled(t('stock.expiryDate'))} name={[field.name, 'expiry_date']}>
      <DatePicker
        style={phone ? wide : { width: 135 }}
        placeholder={t('stock.expiryAuto')}
        data-testid={`line-expiry-${field.name}`}
      />
    </Form.Item>
  );

  const removeButton = (field: FormListFieldData) => (
    <DeleteOutlined
      role="button"
      aria-label={t('stock.removeLine')}
      onClick={() => remove(field.name)}
      style={{ color: '#cf1322', cursor: 'pointer', padding: 4 }}
      data-testid={`line-remove-${field.name}`}
    />
  );

  const totalRow: ReactNode =
    config.cost && lines.length > 0 ? <span data-testid="line-editor-total">{money(total)}</span> : null;

  if (phone)
    return (
      <div data-testid="line-editor">
        {fields.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stock.noLinesYet')} />
        ) : (
          fields.map((field) => {
            const line = lines[field.name];
            return (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 8 }}
                title={
                  <span style={{ whiteSpace: 'normal' }}>{line?.goods_name.replace(/\n/g, ' ') ?? ''}</span>
                }
                extra={removeButton(field)}
                data-testid={`line-card-${field.name}`}
              >
                <div style={{ marginBottom: 8 }}>{goods(line)}</div>
                <Row gutter={8}>
                  <Col span={config.cost ? 12 : 24}>{quantity(field)}</Col>
                  {config.cost && <Col span={12}>{cost(field)}</Col>}
                  <Col span={24}>{reason(field)}</Col>
                  {config.cost && value(field) !== '' && (
                    <Col span={24} style={{ marginBottom: 8 }}>
                      <Typography.Text type="secondary">{t('stock.value')} </Typography.Text>
                      {value(field)}
                    </Col>
                  )}
                  {config.lotDates && (
                    <>
                      <Col span={24}>{lot(field)}</Col>
                      <Col span={12}>{production(field)}</Col>
                      <Col span={12}>{expiry(field)}</Col>
                    </>
                  )}
                </Row>
              </Card>
            );
          })
        )}
        {totalRow && (
          <div style={{ textAlign: 'right', padding: '4px 0' }}>
            {t('stock.total')} {totalRow}
          </div>
        )}
      </div>
    );

  return (
    <Table<FormListFieldData>
      rowKey="key"
      size="small"
      dataSource={fields}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="line-editor"
      locale={{ emptyText: t('stock.noLinesYet') }}
      summary={() =>
        totalRow ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              {t('stock.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {totalRow}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
      columns={[
        {
          title: t('stock.goods'),
          key: 'goods',
          width: 180,
          render: (_, field) => goods(lines[field.name]),
        },
        {
          title: t('stock.quantity'),
          key: 'quantity',
          // One width for the quantity and, under it, the reason and its message (which wrap).
          render: (_, field) => (
            <div style={{ width: 150, whiteSpace: 'normal' }}>
              {quantity(field)}
              {reason(field)}
            </div>
          ),
        },
        ...(config.cost
          ? [
              {
                title: t('stock.unitCost'),
                key: 'unit_cost',
                render: (_: unknown, field: FormListFieldData) => cost(field),
              },
              {
                title: t('stock.value'),
                key: 'value',
                align: 'right' as const,
                render: (_: unknown, field: FormListFieldData) => value(field),
              },
            ]
          : []),
        ...(config.lotDates
          ? [
              {
                title: t('stock.lot'),
                key: 'lot',
                render: (_: unknown, field: FormListFieldData) => lot(field),
              },
              {
                title: t('stock.productionDate'),
                key: 'production_date',
                render: (_: unknown, field: FormListFieldData) => production(field),
              },
              {
                title: t('stock.expiryDate'),
                key: 'expiry_date',
                render: (_: unknown, field: FormListFieldData) => expiry(field),
              },
            ]
          : []),
        {
          title: '',
          key: 'remove',
          width: 48,
          fixed: 'right',
          render: (_, field) => removeButton(field),
        },
      ]}
    />
  );
}
