import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAX_PHOTOS,
  type NewWorkOrder,
  PRIORITIES,
  submitWorkOrder,
  TYPES,
  type WorkOrderDetail,
} from '../../api/workOrders';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { PhotosUpload } from '../../components/PhotosUpload';
import { ScaleSelect } from '../../components/selectors';
import { useSession } from '../../session';

type Fields = Omit<NewWorkOrder, 'scale_id'> & { scale_id?: number };
/** The form's own fields: a refusal naming one of them shows on it. */
const WORK_ORDER_FIELDS = new Set<string>([
  'scale_id',
  'type',
  'priority',
  'title',
  'description',
  'photos',
  'contact_person',
  'contact_phone',
  'preferred_time',
]);

/**
 * 报修: a new work order on one of the company's scales (from the lists, or from a scale's page with
 * `scale` fixed). Contact person and phone start as the signed-in person's.
 */
export function SubmitWorkOrderModal({
  open,
  scale,
  onClose,
  onSubmitted,
}: {
  open: boolean;
  /** The scale, when reported from its page. */
  scale?: { id: number; name: string } | undefined;
  onClose: () => void;
  onSubmitted: (order: WorkOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const info = useSession();
  const dialog = useFormDialog<Fields, { id: number }>({
    target: open ? 'new' : null,
    empty: {
      type: 'repair',
      priority: 'normal',
      photos: [],
      contact_person: info?.nickname || info?.username || '',
      contact_phone: info?.phone_number ?? '',
      title: '',
    },
    valuesOf: () => ({}) as Fields,
    fields: WORK_ORDER_FIELDS,
  });
  const submit = useMutation({
    mutationFn: (fields: Fields) =>
      submitWorkOrder({ ...fields, scale_id: scale?.id ?? fields.scale_id ?? 0 }),
    onSuccess: (order) => onSubmitted(order),
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Fields>
      dialog={dialog}
      title={t('workOrders.reportTitle')}
      name="work-order"
      testId="wo-submit-form"
      okText={t('common.ok')}
      saving={submit.isPending}
      onClose={onClose}
      onFinish={(fields) => submit.mutate(fields)}
      width={560}
    >
      {scale ? (
        <Form.Item label={t('workOrders.reportScale')}>
          <span data-testid="wo-form-scale-fixed">{scale.name}</span>
        </Form.Item>
      ) : (
        <Form.Item
          name="scale_id"
          label={t('workOrders.reportScale')}
          rules={[{ required: true, message: t('workOrders.scaleRequired') }]}
        >
          <ScaleSelect style={{ width: '100%' }} data-testid="wo-form-scale" />
        </Form.Item>
      )}
      <Form.Item name="type" label={t('workOrders.type')} rules={[{ required: true }]}>
        <Select
          options={TYPES.map((value) => ({ value, label: t(`workOrders.types.${value}`) }))}
          data-testid="wo-form-type"
        />
      </Form.Item>
      <Form.Item name="priority" label={t('workOrders.priority')}>
        <Radio.Group
          optionType="button"
          options={PRIORITIES.map((value) => ({ value, label: t(`workOrders.priorities.${value}`) }))}
          data-testid="wo-form-priority"
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('workOrders.title')}
        rules={[{ required: true, whitespace: true, message: t('workOrders.titleRequired') }]}
      >
        <Input maxLength={100} placeholder={t('workOrders.titlePlaceholder')} data-testid="wo-form-title" />
      </Form.Item>
      <Form.Item name="description" label={t('workOrders.description')}>
        <Input.TextArea
          rows={3}
          maxLength={2000}
          placeholder={t('workOrders.descriptionPlaceholder')}
          data-testid="wo-form-description"
        />
      </Form.Item>
      <Form.Item name="photos" label={t('workOrders.photos')}>
        <PhotosUpload max={MAX_PHOTOS} data-testid="wo-form-photos" />
      </Form.Item>
      <Form.Item
        name="contact_person"
        label={t('workOrders.contactPerson')}
        rules={[{ required: true, whitespace: true, message: t('workOrders.contactPersonRequired') }]}
      >
        <Input maxLength={50} data-testid="wo-form-contact" />
      </Form.Item>
      <Form.Item
        name="contact_phone"
        label={t('workOrders.contactPhone')}
        rules={[
          { required: true, message: t('workOrders.phoneInvalid') },
          { pattern: PHONE_PATTERN, message: t('workOrders.phoneInvalid') },
        ]}
      >
        <Input maxLength={11} inputMode="tel" data-testid="wo-form-phone" />
      </Form.Item>
      <Form.Item name="preferred_time" label={t('workOrders.preferredTime')}>
        <Input
          maxLength={100}
          placeholder={t('workOrders.preferredTimePlaceholder')}
          data-testid="wo-form-preferred"
        />
      </Form.Item>
    </FormDialog>
  );
}
