import { Form, type FormInstance, Modal, Spin } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
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

/** While `dirty`, leaving the page asks first (mounted only while the dialog is open). */
function UnsavedPrompt({ dirty }: { dirty: boolean }) {
  useUnsavedChangesPrompt(dirty);
  return null;
}

/**
 * Closing a dialog whose form was touched (Cancel, the X, Esc, a click outside) asks "discard
 * changes?" first: Discard closes, Keep editing keeps the dialog and what was typed. An untouched
 * form closes at once; a saved one is closed by its caller (not through here), so never asks.
 */
function useAskBeforeClosing(form: FormInstance, onClose: () => void, ask: boolean): () => void {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const asking = useRef(false);
  return () => {
    if (!ask || !form.isFieldsTouched()) {
      onClose();
      return;
    }
    if (asking.current) return; // a second Esc or click while the question is up
    asking.current = true;
    modal.confirm({
      title: t('unsaved.discardTitle'),
      content: t('unsaved.discardContent'),
      okText: t('unsaved.discard'),
      okButtonProps: { danger: true, 'data-testid': 'unsaved-discard' },
      cancelText: t('unsaved.keepEditing'),
      cancelButtonProps: { 'data-testid': 'unsaved-keep-editing' },
      onOk: () => {
        asking.current = false;
        onClose();
      },
      onCancel: () => {
        asking.current = false;
      },
    });
  };
}

/**
 * A create-or-edit dialog: OK submits the form (a vertical one, `data-testid` = `testId`), the OK
 * button spins while saving, the dialog is as wide as `useModalWidth` says. With `unsavedPrompt`
 * (the default) a touched form asks before the dialog closes and before the page is left.
 */
export function FormDialog<Draft>({
  dialog,
  title,
  name,
  testId,
  saving,
  onClose,
  onFinish,
  unsavedPrompt = true,
  width,
  style,
  okText,
  okDanger = false,
  okDisabled = false,
  okTestId,
  ready = true,
  footer,
  children,
}: {
  dialog: FormDialogState<Draft>;
  title: ReactNode;
  /** The form's name (antd prefixes field ids with it). */
  name: string;
  testId: string;
  saving: boolean;
  /** Called when the person closes the dialog (after Discard, if the form was touched). */
  onClose: () => void;
  onFinish: (draft: Draft) => void;
  /** Ask before closing the dialog or leaving the page with a touched form (default on). */
  unsavedPrompt?: boolean;
  /** A wider dialog than the default, at every screen width (global.css fits it to a phone). */
  width?: number | string;
  style?: CSSProperties;
  /** The OK button's words (antd's OK by default). */
  okText?: ReactNode;
  /** OK does something that cannot be taken back (a red button). */
  okDanger?: boolean;
  /** OK is offered only once the form is complete enough to send (e.g. a choice that others hang on). */
  okDisabled?: boolean;
  /** The OK button's `data-testid`. */
  okTestId?: string;
  /** False while what the form opens with is still loading: a spinner instead of the form, OK disabled. */
  ready?: boolean;
  /** The dialog's own buttons instead of OK / Cancel. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const close = useAskBeforeClosing(dialog.form, onClose, unsavedPrompt);
  // Touched by the person (antd's onValuesChange is theirs only, not setFieldsValue's); each opening starts untouched.
  const [touched, setTouched] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an opening or another row starts untouched.
  useEffect(() => setTouched(false), [dialog.open, dialog.formKey]);
  return (
    <Modal
      title={title}
      open={dialog.open}
      onCancel={close}
      onOk={() => dialog.form.submit()}
      okText={okText}
      okButtonProps={{
        disabled: !ready || okDisabled,
        danger: okDanger,
        ...(okTestId ? { 'data-testid': okTestId } : {}),
      }}
      style={style}
      {...(footer !== undefined ? { footer } : {})}
      confirmLoading={saving}
      width={width ?? dialog.width}
      destroyOnHidden
    >
      {!ready ? (
        <Spin />
      ) : (
        <Form<Draft>
          key={dialog.formKey}
          name={name}
          form={dialog.form}
          initialValues={dialog.initialValues as never}
          layout="vertical"
          onFinish={onFinish}
          onValuesChange={() => setTouched(true)}
          data-testid={testId}
        >
          {children}
        </Form>
      )}
      {unsavedPrompt && dialog.open && <UnsavedPrompt dirty={touched && !saving} />}
    </Modal>
  );
}
