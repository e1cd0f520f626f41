import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../feedback/feedback';
import { useModalWidth } from '../../hooks/useModalWidth';
import { showOnFields } from '../../services/field-errors';
import { useResetOnOpen } from '../useResetOnOpen';
import { useUnsavedChangesPrompt } from '../useUnsavedChangesPrompt';

/** What a create-or-edit dialog is opened on: a new row, a row to edit, or nothing (closed). */
export type DialogTarget<Row> = Row | 'new' | null;

/**
 * The state of a create-or-edit dialog: its form, the values it opens with (a row's, or `empty`
 * for a new one: written in at each opening, so create and edit never share stale values), its
 * width (the whole screen on a phone), and `showRefusal`, which puts a refusal's field errors under
 * the form's own `fields` and shows any other refusal as a dialog.
 */
export function useFormDialog<Draft, Row extends { id: number | string }>({
  target,
  empty,
  valuesOf,
  fields,
}: {
  target: DialogTarget<Row>;
  empty: Draft;
  valuesOf: (row: Row) => Draft;
  /** The fields a refusal's `data.fields[]` may name (shown under them). */
  fields?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [form] = Form.useForm<Draft>();
  const width = useModalWidth();
  const editing = target !== null && target !== 'new' ? target : null;
  const initialValues = editing ? valuesOf(editing) : empty;
  useResetOnOpen(form, target, initialValues);
  return {
    form,
    width,
    open: target !== null,
    creating: target === 'new',
    editing,
    initialValues,
    /** A new form for each row (and one for a new row). */
    formKey: editing ? editing.id : 'new',
    showRefusal: (error: Error) => {
      if (!fields || !showOnFields(form, error, fields))
        modal.error({ title: t('request.errorTitle'), content: error.message });
    },
  };
}

export type FormDialogState<Draft> = Omit<ReturnType<typeof useFormDialog<Draft, { id: number }>>, 'editing'>;

/** While the dialog is open and its form touched, leaving the page asks first. */
function UnsavedPrompt({ form }: { form: FormInstance }) {
  Form.useWatch([], form);
  useUnsavedChangesPrompt(form.isFieldsTouched());
  return null;
}

/**
 * A create-or-edit dialog: OK submits the form (a vertical one, `data-testid` = `testId`), the OK
 * button spins while saving, the dialog is as wide as `useModalWidth` says. `unsavedPrompt` asks
 * before leaving the page with a touched form.
 */
export function FormDialog<Draft>({
  dialog,
  title,
  name,
  testId,
  saving,
  onClose,
  onFinish,
  unsavedPrompt = false,
  width,
  children,
}: {
  dialog: FormDialogState<Draft>;
  title: ReactNode;
  /** The form's name (antd prefixes field ids with it). */
  name: string;
  testId: string;
  saving: boolean;
  onClose: () => void;
  onFinish: (draft: Draft) => void;
  unsavedPrompt?: boolean;
  /** A wider dialog than the default, at every screen width (global.css fits it to a phone). */
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open={dialog.open}
      onCancel={onClose}
      onOk={() => dialog.form.submit()}
      confirmLoading={saving}
      width={width ?? dialog.width}
      destroyOnHidden
    >
      <Form<Draft>
        key={dialog.formKey}
        name={name}
        form={dialog.form}
        initialValues={dialog.initialValues as never}
        layout="vertical"
        onFinish={onFinish}
        data-testid={testId}
      >
        {children}
      </Form>
      {unsavedPrompt && dialog.open && <UnsavedPrompt form={dialog.form} />}
    </Modal>
  );
}
