import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWorkOrderSettings, type WorkOrderSettings, workOrderSettings } from '../../api/workOrders';
import { useFeedback } from '../../feedback/feedback';
import { usePhone } from '../../layouts/usePhone';

const FIELDS: {
  name: keyof WorkOrderSettings;
  group: 'urgent' | 'normal';
  part: 'response' | 'resolution';
  max: number;
}[] = [
  { name: 'urgent_response_hours', group: 'urgent', part: 'response', max: 720 },
  { name: 'urgent_resolution_hours', group: 'urgent', part: 'resolution', max: 2160 },
  { name: 'normal_response_hours', group: 'normal', part: 'response', max: 720 },
  { name: 'normal_resolution_hours', group: 'normal', part: 'resolution', max: 2160 },
];

/** Administrators: the service levels (hours to accept and to resolve, per priority) new orders are timed by. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WorkOrderSettings>();
  const { data, isLoading } = useQuery({
    queryKey: ['workOrders', 'settings'],
    queryFn: workOrderSettings,
    enabled: open,
  });
  useEffect(() => {
    if (open && data) form.setFieldsValue(data);
  }, [open, data, form]);
  const save = useMutation({
    mutationFn: saveWorkOrderSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(['workOrders', 'settings'], next);
      void message.success(t('workOrders.settings.saved'));
      onClose();
    },
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('workOrders.settings.title')}
      width={phone ? '100%' : 400}
      loading={isLoading}
      forceRender
      data-testid="wo-settings-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="wo-settings-save"
          >
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('workOrders.settings.hint')}</Typography.Paragraph>
      <Form<WorkOrderSettings> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={`${t(`workOrders.settings.${field.group}`)} · ${t(`workOrders.settings.${field.part}`)}`}
            rules={[{ required: true, type: 'integer', min: 1, max: field.max }]}
          >
            <InputNumber
              min={1}
              max={field.max}
              precision={0}
              style={{ width: 160 }}
              data-testid={`wo-setting-${field.name}`}
            />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
