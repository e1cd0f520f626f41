import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FleetScale, VerificationStatus } from '../../api/fleet';

/** The colour of each verification status: what needs the shop's attention stands out. */
export const STATUS_COLOURS: Record<VerificationStatus, string> = {
  valid: 'green',
  due: 'gold',
  overdue: 'red',
  failed: 'magenta',
  never: 'default',
};

export function VerificationTag({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} style={{ marginInlineEnd: 0 }} data-testid="fleet-status">
      {t(`fleet.statuses.${status}`)}
    </Tag>
  );
}

/** The status with the next due day under it. */
export function VerificationCell({ verification }: { verification: FleetScale['verification'] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
      <VerificationTag status={verification.status} />
      {verification.next_due_on && (
        <Typography.Text type="secondary">
          {t('fleet.nextDue', { day: verification.next_due_on })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The bridge online or offline, and what it last said of the scale. */
export function LinkCell({ scale }: { scale: Pick<FleetScale, 'online' | 'sync_state'> }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap style={{ whiteSpace: 'nowrap' }}>
      <Tag
        color={scale.online ? 'blue' : 'default'}
        style={{ marginInlineEnd: 0 }}
        data-testid="fleet-online"
      >
        {scale.online ? t('fleet.online') : t('fleet.offline')}
      </Tag>
      <Tag
        color={scale.sync_state === 'in_step' ? 'green' : scale.sync_state === null ? 'default' : 'orange'}
        style={{ marginInlineEnd: 0 }}
      >
        {t(`fleet.syncStates.${scale.sync_state ?? 'never'}`)}
      </Tag>
    </Flex>
  );
}

/** Software identification exactly as read and as entered; nothing when there is none. */
export function SoftwareCell({ software }: { software: FleetScale['software'] }) {
  const { t } = useTranslation();
  if (software.read === null && software.entered === null)
    return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }} data-testid="fleet-software">
      {software.read !== null && <span>{t('fleet.softwareRead', { value: software.read })}</span>}
      {software.entered !== null && <span>{t('fleet.softwareEntered', { value: software.entered })}</span>}
    </Flex>
  );
}
