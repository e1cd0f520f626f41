import { type CompanyRoleType, PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addMemberByPhone, type NewMember } from '../../api/members';
import { useFeedback } from '../../feedback/feedback';
import { FormDialog, useFormDialog } from '../form/FormDialog';

const EMPTY: NewMember = { phone_number: '', join_type: 'USER', nickname: '' } as NewMember;
/** The form's own fields: a refusal naming one of them (a phone already a member) shows on it. */
const MEMBER_FIELDS = new Set<string>(['phone_number', 'join_type', 'nickname']);

/** Invites the person behind a phone number to the company, with a role (`roleOptions`). */
export function MemberAddModal({
  companyId,
  open,
  roleOptions,
  onClose,
  onSaved,
}: {
  companyId: number;
  open: boolean;
  roleOptions: { value: CompanyRoleType; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<NewMember, { id: number }>({
    target: open ? 'new' : null,
    empty: EMPTY,
    valuesOf: () => EMPTY,
    fields: MEMBER_FIELDS,
  });
  const add = useMutation({
    mutationFn: (draft: NewMember) =>
      addMemberByPhone(companyId, { ...draft, nickname: draft.nickname?.trim() || undefined }),
    onSuccess: () => {
      void message.success(t('members.added'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<NewMember>
      dialog={dialog}
      title={t('members.add')}
      name="member-add"
      testId="member-form"
      saving={add.isPending}
      onClose={onClose}
      onFinish={(draft) => add.mutate(draft)}
      width={600}
    >
      <Form.Item
        name="phone_number"
        label={t('members.phoneNumber')}
        rules={[
          { required: true, message: t('login.phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('login.phoneInvalid') },
        ]}
      >
        <Input maxLength={11} placeholder={t('login.phonePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="join_type"
        label={t('members.role')}
        rules={[{ required: true, message: t('members.roleRequired') }]}
      >
        <Select<CompanyRoleType> options={roleOptions} data-testid="member-form-role" />
      </Form.Item>
      <Form.Item name="nickname" label={t('members.nicknameOptional')}>
        <Input maxLength={32} />
      </Form.Item>
      <Alert type="info" showIcon title={t('members.smsNote')} />
    </FormDialog>
  );
}
