import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Announcement, createAnnouncement, editAnnouncement } from '../../api/announcements';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';

type Draft = { title: string; content: string };
const EMPTY: Draft = { title: '', content: '' };
/** The form's own fields: a refusal naming one of them shows on it. */
const ANNOUNCEMENT_FIELDS = new Set<string>(['title', 'content']);

/** Writes a new announcement (`target` 'new') or edits one. */
export function AnnouncementFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: Announcement | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, Announcement>({
    target,
    empty: EMPTY,
    valuesOf: (announcement) => ({ title: announcement.title, content: announcement.content }),
    fields: ANNOUNCEMENT_FIELDS,
  });
  const save = useMutation({
    mutationFn: (draft: Draft) =>
      target && target !== 'new' ? editAnnouncement(target.id, draft) : createAnnouncement(draft),
    onSuccess: () => {
      void message.success(t('announcements.saved'));
      onSaved();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={dialog.creating ? t('announcements.create') : t('announcements.edit')}
      name="announcement"
      testId="announcement-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
      width={600}
    >
      <Form.Item
        name="title"
        label={t('announcements.fieldTitle')}
        rules={[{ required: true, whitespace: true, max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('announcements.fieldContent')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input.TextArea rows={6} maxLength={10_000} />
      </Form.Item>
    </FormDialog>
  );
}
