import type { LabelStyle } from '@dahua/shared/labels/model';
import { Empty, Form, Input, InputNumber, Space, Table, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../components/table/columns';
import { LabelTypeSelect } from './labelType';

export type LabelDraft = {
  name: string;
  type: string;
  slot: number | null;
  size: { width: number; height: number } | null;
};

export const EMPTY_DRAFT: LabelDraft = { name: '', type: '', slot: null, size: null };

/** The fields a refusal may name (a slot another template of the shop holds). */
export const LABEL_FIELDS = new Set(['name', 'type', 'slot']);

type QrRow = LabelStyle['qr_code_list'][number];

/**
 * The two tabs of the label dialogs (SPEC §2.5): basic information (name required, type, scale
 * slot, size read-only) and the QR codes with what each encodes.
 */
export function LabelTabs({
  style,
  readOnly,
  extra,
}: {
  style: LabelStyle | null;
  readOnly: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const basic = (
    <>
      <Form.Item
        name="name"
        label={t('labels.name')}
        rules={[{ required: true, whitespace: true, message: t('labels.nameRequired') }]}
      >
        <Input maxLength={50} readOnly={readOnly} data-testid="label-name" />
      </Form.Item>
      <Form.Item name="type" label={t('labels.type')}>
        <LabelTypeSelect readOnly={readOnly} />
      </Form.Item>
      <Form.Item name="slot" label={t('labels.slot')} extra={readOnly ? undefined : t('labels.slotHint')}>
        <InputNumber min={1} max={16} precision={0} readOnly={readOnly} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item label={t('labels.size')}>
        <Space wrap>
          <Form.Item name={['size', 'height']} noStyle>
            <InputNumber
              readOnly
              prefix={t('labels.height')}
              suffix="mm"
              style={{ width: 150 }}
              data-testid="label-height"
            />
          </Form.Item>
          <Form.Item name={['size', 'width']} noStyle>
            <InputNumber
              readOnly
              prefix={t('labels.width')}
              suffix="mm"
              style={{ width: 150 }}
              data-testid="label-width"
            />
          </Form.Item>
        </Space>
      </Form.Item>
      {extra}
    </>
  );
  const qr = (
    <Table<QrRow>
      rowKey="index"
      size="small"
      pagination={false}
      dataSource={style?.qr_code_list ?? []}
      locale={{ emptyText: <Empty description={t('labels.noQrCodes')} /> }}
      columns={columnsOf<QrRow>([
        { title: t('labels.qrIndex'), dataIndex: 'index', width: 64 },
        {
          title: t('labels.qrContent'),
          dataIndex: 'content',
          render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span>,
        },
      ])}
    />
  );
  return (
    <Tabs
      items={[
        { key: 'basic', label: t('labels.basicTab'), children: basic, forceRender: true },
        { key: 'qr', label: t('labels.qrTab'), children: qr },
      ]}
    />
  );
}
