import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrder, WorkOrderPriority, WorkOrderStatus } from '../../api/workOrders';
import { durationParts } from './rules';

const STATUS_COLOURS: Record<WorkOrderStatus, string> = {
  new: 'blue',
  accepted: 'cyan',
  in_progress: 'processing',
  waiting: 'gold',
  resolved: 'green',
  closed: 'default',
  cancelled: 'default',
};

export function StatusTag({ order }: { order: Pick<WorkOrder, 'status' | 'wait_for'> }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[order.status]} data-testid="wo-status" style={{ marginInlineEnd: 0 }}>
      {order.status === 'waiting' && order.wait_for
        ? t(`workOrders.waitFor.${order.wait_for}`)
        : t(`workOrders.statuses.${order.status}`)}
    </Tag>
  );
}

export function PriorityTag({ priority }: { priority: WorkOrderPriority }) {
  const { t } = useTranslation();
  return (
    <Tag color={priority === 'urgent' ? 'red' : undefined} style={{ marginInlineEnd: 0 }}>
      {t(`workOrders.priorities.${priority}`)}
    </Tag>
  );
}

export function OverdueTag({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation();
  if (!overdue) return null;
  return (
    <Tag color="error" data-testid="wo-overdue" style={{ marginInlineEnd: 0 }}>
      {t('workOrders.overdue')}
    </Tag>
  );
}

/** "2 天 3 小时" / "2 d 3 h". */
export function useDurationText() {
  const { t } = useTranslation();
  return (minutes: number) =>
    durationParts(minutes)
      .map((part) => t(`workOrders.duration.${part.unit}`, { n: part.value }))
      .join(' ');
}
