import { Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkOrder } from '../../api/workOrders';
import { columnsOf } from '../../components/table/columns';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import { OverdueTag, PriorityTag, StatusTag } from './parts';
import { workOrderPath } from './rules';

/** Work orders as a table: number (to the detail) over the title, status, scale, due time; the overdue marked. */
export function WorkOrderTable({
  area,
  orders,
  loading,
  showCompany,
  showScale = true,
  empty,
  pagination,
  testId = 'wo-table',
}: {
  area: '/admin' | '/project';
  orders: WorkOrder[];
  loading: boolean;
  showCompany: boolean;
  showScale?: boolean;
  empty: ReactNode;
  pagination: { current: number; pageSize: number; total: number; onChange: (page: number) => void } | false;
  testId?: string;
}) {
  const { t } = useTranslation();
  // On a phone the status and priority go under the number and title, so they show without scrolling.
  const phone = usePhone();
  const link = (order: WorkOrder, text: ReactNode) => (
    <Link to={workOrderPath(area, order.id)} data-testid="wo-link">
      {text}
    </Link>
  );
  return (
    <Table<WorkOrder>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={orders}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      rowClassName={(order) => (order.overdue ? 'wo-row-overdue' : '')}
      locale={{ emptyText: empty }}
      pagination={
        pagination && {
          ...pagination,
          showSizeChanger: false,
          showTotal: (total) => t('common.total', { count: total }),
        }
      }
      columns={columnsOf<WorkOrder>([
        {
          title: t('workOrders.number'),
          dataIndex: 'number',
          render: (number: string, order) => (
            <Flex vertical gap={2}>
              <Flex gap={4} align="center" style={{ whiteSpace: 'nowrap' }}>
                {link(order, number)}
                <OverdueTag overdue={order.overdue} />
              </Flex>
              <Typography.Text
                type="secondary"
                ellipsis={{ tooltip: order.title }}
                style={{ maxWidth: 220, display: 'block' }}
                data-testid="wo-row-title"
              >
                {order.title}
              </Typography.Text>
              {phone && (
                <Flex gap={4} wrap>
                  <StatusTag order={order} />
                  <PriorityTag priority={order.priority} />
                </Flex>
              )}
            </Flex>
          ),
        },
        ...(phone
          ? []
          : [
              {
                title: t('workOrders.status'),
                dataIndex: 'status' as const,
                render: (_: unknown, order: WorkOrder) => <StatusTag order={order} />,
              },
            ]),
        // On a phone the priority goes with the status under the title: a column of its own ran
        // under the fixed "View" column.
        ...(phone
          ? []
          : [
              {
                title: t('workOrders.priority'),
                dataIndex: 'priority' as const,
                render: (_: unknown, order: WorkOrder) => <PriorityTag priority={order.priority} />,
              },
            ]),
        ...(showCompany ? [{ title: t('workOrders.company'), dataIndex: 'company_name' as const }] : []),
        ...(showScale
          ? [
              {
                title: t('workOrders.scale'),
                key: 'scale',
                render: (_: unknown, order: WorkOrder) => (
                  <Flex vertical style={{ whiteSpace: 'nowrap' }}>
                    <span>{order.scale.name}</span>
                    <Typography.Text type="secondary">{order.shop_name}</Typography.Text>
                  </Flex>
                ),
              },
            ]
          : []),
        {
          title: t('workOrders.type'),
          dataIndex: 'type',
          render: (_, order) => t(`workOrders.types.${order.type}`),
        },
        {
          title: t('workOrders.engineer'),
          dataIndex: 'assignee',
          render: (_, order) => order.assignee?.name ?? '—',
        },
        {
          title: t('workOrders.createdTime'),
          dataIndex: 'created_time',
          render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(value)}</span>,
        },
        {
          title: t('workOrders.resolutionDue'),
          dataIndex: 'resolution_due',
          render: (value: string, order) => (
            <Typography.Text type={order.overdue ? 'danger' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {dateTime(value)}
            </Typography.Text>
          ),
        },
        {
          title: '',
          key: 'actions',
          width: 72,
          render: (_, order) => link(order, t('workOrders.view')),
        },
      ])}
    />
  );
}
