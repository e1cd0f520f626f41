import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  createInspector,
  type Inspector,
  type InspectorAssignment,
  resetInspectorPassword,
  setInspectorAssignments,
} from '../../api/inspectors';
import { type DialogTarget, FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';
import { AssignmentsEditor } from './AssignmentsEditor';

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

type Draft = {
  username: string;
  password: string;
  nickname: string;
  phone_number: string;
  organisation: string;
  assignments: InspectorAssignment[];
};
const EMPTY: Draft = {
  username: '',
  password: '',
  nickname: '',
  phone_number: '',
  organisation: '',
  assignments: [],
};
const FIELDS = new Set(['username', 'password', 'nickname', 'phone_number', 'organisation']);

const assignmentInputs = (assignments: InspectorAssignment[]) =>
  assignments.map((a) => ({ company_id: a.company_id, shop_id: a.shop_id }));

/** The name an inspector is shown by. */
export const inspectorName = (inspector: Inspector) =>
  inspector.nickname || inspector.username || inspector.phone_number;

/** Creates an inspector account (`target` 'new'; null: closed), with its companies and shops. */
export function InspectorCreateModal({
  target,
  onClose,
  onSaved,
}: {
  target: DialogTarget<{ id: number }>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, { id: number }>({
    target,
    empty: EMPTY,
    valuesOf: () => EMPTY,
    fields: FIELDS,
  });
  const create = useMutation({
    mutationFn: (draft: Draft) =>
      createInspector({
        username: draft.username,
        password: draft.password,
        nickname: draft.nickname?.trim() ?? '',
        phone_number: draft.phone_number?.trim() || undefined,
        organisation: draft.organisation?.trim() ?? '',
        assignments: assignmentInputs(draft.assignments ?? []),
      }),
    onSuccess: () => {
      void message.success(t('inspectors.created'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={t('inspectors.create')}
      name="inspector-create"
      testId="inspector-form"
      saving={create.isPending}
      onClose={onClose}
      onFinish={(draft) => create.mutate(draft)}
    >
      <Form.Item
        name="username"
        label={t('inspectors.username')}
        rules={[
          { required: true, message: t('inspectors.usernameRequired') },
          { pattern: USERNAME_PATTERN, message: t('inspectors.usernameInvalid') },
        ]}
      >
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('inspectors.password')}
        rules={[
          { required: true, message: t('inspectors.passwordRequired') },
          { min: 8, message: t('inspectors.passwordTooShort') },
        ]}
      >
        <Input.Password maxLength={72} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="nickname" label={t('inspectors.nickname')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="organisation" label={t('inspectors.organisation')}>
        <Input maxLength={60} placeholder={t('inspectors.organisationPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="phone_number"
        label={t('inspectors.phoneNumber')}
        extra={t('inspectors.phoneHint')}
        rules={[{ pattern: PHONE_PATTERN, message: t('login.phoneInvalid') }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="assignments"
        label={t('inspectors.assignments')}
        extra={t('inspectors.assignmentsHint')}
      >
        <AssignmentsEditor />
      </Form.Item>
    </FormDialog>
  );
}

type AssignmentsDraft = { assignments: InspectorAssignment[] };
const ASSIGNMENT_FIELDS = new Set(['assignments']);

/** Replaces `target`'s companies and shops (null: closed). */
export function InspectorAssignmentsModal({
  target,
  onClose,
  onSaved,
}: {
  target: Inspector | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<AssignmentsDraft, Inspector>({
    target,
    empty: { assignments: [] },
    valuesOf: (inspector) => ({ assignments: inspector.assignments }),
    fields: ASSIGNMENT_FIELDS,
  });
  const assign = useMutation({
    mutationFn: ({ id, next }: { id: number; next: InspectorAssignment[] }) =>
      setInspectorAssignments(id, assignmentInputs(next)),
    onSuccess: () => {
      void message.success(t('inspectors.assignmentsSaved'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<AssignmentsDraft>
      dialog={dialog}
      title={target ? t('inspectors.assignmentsOf', { name: inspectorName(target) }) : ''}
      name="inspector-assignments"
      testId="inspector-assignments-form"
      saving={assign.isPending}
      onClose={onClose}
      onFinish={(draft) => target && assign.mutate({ id: target.id, next: draft.assignments ?? [] })}
    >
      <p>{t('inspectors.assignmentsHint')}</p>
      <Form.Item name="assignments" noStyle>
        <AssignmentsEditor />
      </Form.Item>
    </FormDialog>
  );
}

const PASSWORD_FIELDS = new Set(['password']);

/** Sets another password for `target` (null: closed); it ends the inspector's sessions. */
export function InspectorPasswordModal({
  target,
  onClose,
  onSaved,
}: {
  target: Inspector | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<{ password: string }, Inspector>({
    target,
    empty: { password: '' },
    valuesOf: () => ({ password: '' }),
    fields: PASSWORD_FIELDS,
  });
  const reset = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => resetInspectorPassword(id, password),
    onSuccess: () => {
      void message.success(t('inspectors.passwordReset'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<{ password: string }>
      dialog={dialog}
      title={target ? t('inspectors.resetPasswordOf', { name: inspectorName(target) }) : ''}
      name="inspector-password"
      testId="inspector-password-form"
      saving={reset.isPending}
      onClose={onClose}
      onFinish={({ password }) => target && reset.mutate({ id: target.id, password })}
    >
      <Form.Item
        name="password"
        label={t('inspectors.newPassword')}
        extra={t('inspectors.passwordEndsSessions')}
        rules={[
          { required: true, message: t('inspectors.passwordRequired') },
          { min: 8, message: t('inspectors.passwordTooShort') },
        ]}
      >
        <Input.Password maxLength={72} autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
