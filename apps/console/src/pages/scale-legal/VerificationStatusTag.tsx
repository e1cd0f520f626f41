import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '../../api/scaleLegal';

/** The colour of each status: valid green, due orange, overdue and failed red, never grey. */
export const VERIFICATION_STATUS_COLOURS: Record<VerificationStatus, string> = {
  valid: 'green',
  due: 'orange',
  overdue: 'red',
  failed: 'red',
  never: 'default',
};

/** A scale's verification status as a coloured tag, in words. */
export function VerificationStatusTag({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={VERIFICATION_STATUS_COLOURS[status]}
      style={{ marginInlineEnd: 0 }}
      data-testid="verification-status"
      data-status={status}
    >
      {t(`scaleLegal.statuses.${status}`)}
    </Tag>
  );
}
