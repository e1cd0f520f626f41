import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Form, type FormInstance, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabelTypeSelect } from '../labelType';

/** What a template is besides its layout: its name, type and slot on the scale. */
export type LabelMeta = { name: string; type: string; slot: number | null };

/** The designer's top card: the template's name, type and slot, and the save button. */
export default function MetaCard({
  title,
  form,
  meta,
  dirty,
  saving,
  onSubmit,
  onChange,
}: {
  title: string;
  form: FormInstance<LabelMeta>;
  meta: LabelMeta;
  dirty: boolean;
  saving: boolean;
  onSubmit: (values: LabelMeta) => void;
  onChange: (values: LabelMeta) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      extra={dirty && <Typography.Text type="warning">{t('designer.unsaved')}</Typography.Text>}
    >
      <Form<LabelMeta>
        form={form}
        layout="inline"
        initialValues={meta}
        onFinish={onSubmit}
        onValuesChange={(_, all) => onChange(all)}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="name"
          label={t('labels.name')}
          rules={[{ required: true, whitespace: true, message: t('labels.nameRequired') }]}
        >
          <Input maxLength={50} style={{ width: 180 }} data-testid="designer-name" />
        </Form.Item>
        <Form.Item name="type" label={t('labels.type')}>
          <LabelTypeSelect style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="slot" label={t('labels.slot')}>
          <InputNumber min={1} max={16} precision={0} style={{ width: 80 }} data-testid="designer-slot" />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving}
            data-testid="designer-save"
          >
            {t('designer.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
