import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_ROLES,
  type Admin,
  type AdminRole,
  createAdmin,
  type NewAdmin,
  resetAdminPassword,
} from '../../api/admins';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;
const EMPTY_ADMIN: NewAdmin = { username: '', password: '', role_type: 'ADMIN' } as NewAdmin;
/** The form's own fields: a refusal naming one of them (a username taken) shows on it. */
const ADMIN_FIELDS = new Set<string>(['username', 'password', 'nickname', 'phone_number', 'role_type']);
const PASSWORD_FIELDS = new Set<string>(['password']);

/** The name an administrator is shown by. */
export const adminName = (admin: Admin) => admin.nickname || admin.username || admin.phone_number;

/** A super administrator creates an administrator: username, password, nickname, phone, role. */
export function AdminCreateModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<NewAdmin, Admin>({
    target: open ? 'new' : null,
    empty: EMPTY_ADMIN,
    valuesOf: () => EMPTY_ADMIN,
    fields: ADMIN_FIELDS,
  });
  const roleOptions = ADMIN_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const create = useMutation({
    mutationFn: (draft: NewAdmin) =>
      createAdmin({ ...draft, phone_number: draft.phone_number?.trim() || undefined }),
    onSuccess: () => {
      void message.success(t('admins.saved'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<NewAdmin>
      dialog={dialog}
      title={t('admins.create')}
      name="admin-create"
      testId="admin-form"
      saving={create.isPending}
      onClose={onClose}
      onFinish={(draft) => create.mutate(draft)}
      width={600}
    >
      <Form.Item
        name="username"
        label={t('admins.username')}
        rules={[
          { required: true, message: t('admins.usernameRequired') },
          { pattern: USERNAME_PATTERN, message: t('admins.usernameInvalid') },
        ]}
      >
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('admins.password')}
        rules={[
          { required: true, message: t('admins.passwordRequired') },
          { min: 8, message: t('admins.passwordTooShort') },
        ]}
      >
        <Input.Password maxLength={72} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="nickname" label={t('admins.nickname')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="phone_number"
        label={t('admins.phoneNumber')}
        rules={[{ pattern: PHONE_PATTERN, message: t('login.phoneInvalid') }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="role_type" label={t('admins.role')} rules={[{ required: true }]}>
        <Select<AdminRole> options={roleOptions} />
      </Form.Item>
    </FormDialog>
  );
}

/** A super administrator sets another password for `target` (null: closed). */
export function AdminPasswordModal({
  target,
  onClose,
  onSaved,
}: {
  target: Admin | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<{ password: string }, Admin>({
    target,
    empty: { password: '' },
    valuesOf: () => ({ password: '' }),
    fields: PASSWORD_FIELDS,
  });
  const reset = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => resetAdminPassword(id, password),
    onSuccess: () => {
      void message.success(t('admins.passwordReset'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<{ password: string }>
      dialog={dialog}
      title={target ? t('admins.resetPasswordOf', { name: adminName(target) }) : ''}
      name="admin-password"
      testId="admin-password-form"
      saving={reset.isPending}
      onClose={onClose}
      onFinish={({ password }) => target && reset.mutate({ id: target.id, password })}
      width={600}
    >
      <Form.Item
        name="password"
        label={t('admins.newPassword')}
        rules={[
          { required: true, message: t('admins.passwordRequired') },
          { min: 8, message: t('admins.passwordTooShort') },
        ]}
      >
        <Input.Password maxLength={72} autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
