import { Button, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A value shown as text that toggles to an input and back (SPEC §4: profile fields toggle view/edit). */
export default function EditableField({
  value,
  display,
  onSave,
  maxLength,
  testId,
}: {
  value: string;
  display?: ReactNode;
  onSave: (next: string) => Promise<unknown>;
  maxLength?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);

  if (!editing) {
    return (
      <Space>
        <span>{display ?? (value || t('common.notSet'))}</span>
        <Button
          type="link"
          size="small"
          data-testid={testId && `${testId}-edit`}
          onClick={() => {
            setDraft(value);
            setEditing(true);
          }}
        >
          {t('profile.edit')}
        </Button>
      </Space>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      await onSave(draft.trim());
      setEditing(false);
    } catch {
      // The request layer has shown why; the input stays open for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact>
      <Input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={maxLength}
        onPressEnter={save}
        data-testid={testId && `${testId}-input`}
        autoFocus
      />
      <Button type="primary" onClick={save} loading={busy} data-testid={testId && `${testId}-save`}>
        {t('profile.save')}
      </Button>
      <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
    </Space.Compact>
  );
}
