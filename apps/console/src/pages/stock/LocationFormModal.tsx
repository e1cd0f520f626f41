import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createWarehouse, editLocation, type StockLocation } from '../../api/stock';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';

type Draft = { name: string };
const EMPTY: Draft = { name: '' };
/** The form's own fields: a refusal naming one of them shows on it. */
const LOCATION_FIELDS = new Set<string>(['name']);

/** Adds a warehouse (`target` 'new'; an administrator's goes to `companyId`) or renames one. */
export function LocationFormModal({
  target,
  companyId,
  admin,
  onClose,
  onSaved,
}: {
  target: StockLocation | 'new' | null;
  companyId: number | undefined;
  admin: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, StockLocation>({
    target,
    empty: EMPTY,
    valuesOf: (location) => ({ name: location.name }),
    fields: LOCATION_FIELDS,
  });

  const save = useMutation({
    mutationFn: ({ name }: Draft) =>
      target === 'new' || target === null
        ? createWarehouse({ name: name.trim(), company_id: admin ? companyId : undefined }, { silent: true })
        : editLocation(target.id, { name: name.trim() }, { silent: true }),
    onSuccess: () => {
      void message.success(t('stock.locationSaved'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={dialog.creating ? t('stock.addWarehouse') : t('stock.rename')}
      name="location"
      testId="location-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
    >
      <Form.Item
        name="name"
        label={t('stock.warehouseName')}
        rules={[{ required: true, whitespace: true, message: t('stock.locationNameRequired') }, { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
    </FormDialog>
  );
}
