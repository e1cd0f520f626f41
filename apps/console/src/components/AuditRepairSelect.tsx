import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditRepairMode } from '../api/devices';

const MODES: AuditRepairMode[] = ['auto', 'report'];

/** What happens when a scale is found holding other PLUs than the console: resent at once, or only reported. */
export function AuditRepairSelect({
  value,
  onChange,
  disabled,
  'data-testid': testId,
}: {
  value?: AuditRepairMode;
  onChange?: (mode: AuditRepairMode) => void;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select<AuditRepairMode>
      value={value}
      onChange={onChange}
      disabled={disabled}
      style={{ width: '100%', maxWidth: 320 }}
      data-testid={testId}
      options={MODES.map((mode) => ({ value: mode, label: t(`devices.repair.${mode}`) }))}
    />
  );
}
