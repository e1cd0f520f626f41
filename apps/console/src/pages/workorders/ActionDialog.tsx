import { Form, Input, Radio, Rate } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type TransitionBody, WAIT_REASONS, type WorkOrderAction } from '../../api/workOrders';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { PhotosUpload } from '../../components/PhotosUpload';
import { AdminSelect } from '../../components/selectors';
import { needsOf } from './rules';

type Fields = Omit<TransitionBody, 'action' | 'version'>;
const EMPTY: Fields = { photos: [] } as Fields;

/**
 * The dialog of one move: what that move needs (the engineer to accept with, what a wait is for,
 * a note where one is owed, 1–5 stars to confirm) and room for a note and photos otherwise. A note
 * or photos begun and then closed by a stray click or Esc ask "discard changes?" first (FormDialog).
 */
export function ActionDialog({
  action,
  number,
  pending,
  onCancel,
  onSubmit,
}: {
  action: WorkOrderAction | null;
  number: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (fields: Fields) => void;
}) {
  const { t } = useTranslation();
  const needs = action ? needsOf(action) : null;
  // Each move opens a new, empty form (one move's note never shows in the next).
  const target = useMemo(() => (action ? { id: action } : null), [action]);
  const dialog = useFormDialog<Fields, { id: WorkOrderAction }>({
    target,
    empty: EMPTY,
    valuesOf: () => EMPTY,
  });
  return (
    <FormDialog<Fields>
      dialog={dialog}
      title={action ? `${t(`workOrders.actions.${action}`)} · ${number}` : ''}
      name="work-order-action"
      testId="wo-action-form"
      saving={pending}
      onClose={onCancel}
      onFinish={(fields) =>
        onSubmit({
          ...fields,
          comment: fields.comment?.trim() || undefined,
          photos: fields.photos?.length ? fields.photos : undefined,
        })
      }
      okText={t('common.ok')}
      okDanger={action === 'cancel'}
    >
      {action && needs && (
        <>
          {needs.assignee && (
            <Form.Item
              name="assignee_id"
              label={t('workOrders.dialog.engineer')}
              rules={[{ required: true, message: t('workOrders.dialog.engineerRequired') }]}
            >
              <AdminSelect style={{ width: '100%' }} data-testid="wo-action-engineer" />
            </Form.Item>
          )}
          {needs.waitFor && (
            <Form.Item
              name="wait_for"
              label={t('workOrders.dialog.waitFor')}
              rules={[{ required: true, message: t('workOrders.dialog.waitForRequired') }]}
            >
              <Radio.Group
                optionType="button"
                options={WAIT_REASONS.map((value) => ({ value, label: t(`workOrders.waitFor.${value}`) }))}
                data-testid="wo-action-wait-for"
              />
            </Form.Item>
          )}
          {needs.satisfaction && (
            <Form.Item
              name="satisfaction"
              label={t('workOrders.dialog.satisfaction')}
              rules={[{ required: true, message: t('workOrders.dialog.satisfactionRequired') }]}
            >
              <Rate style={{ fontSize: 28 }} data-testid="wo-action-rate" />
            </Form.Item>
          )}
          <Form.Item
            name="comment"
            label={t(`workOrders.dialog.notes.${action}`)}
            rules={
              needs.comment === 'required'
                ? [{ required: true, whitespace: true, message: t('workOrders.dialog.noteRequired') }]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={2000} data-testid="wo-action-comment" />
          </Form.Item>
          {!needs.satisfaction && (
            <Form.Item name="photos" label={t('workOrders.photos')}>
              <PhotosUpload max={9} data-testid="wo-action-photos" />
            </Form.Item>
          )}
        </>
      )}
    </FormDialog>
  );
}
