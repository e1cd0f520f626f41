import { useQuery } from '@tanstack/react-query';
import { Card, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditEntry, listAuditLogs } from '../../api/audit';
import { columnsOf } from '../../components/table/columns';
import { dateTimeSeconds } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { describeDetail, describeTarget } from './describe';

const PAGE_SIZE = 20;

/** The i18n key of an action's label: `company.create` → `audit.actions.company_create`. */
export function actionKey(action: string): string {
  return `audit.actions.${action.replace(/\./g, '_')}`;
}

/** /admin/auditMng/auditList: administrative changes, newest first, filtered by action. */
export default function AuditListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<string | undefined>(undefined);
  const { data, isFetching } = useQuery({
    queryKey: ['audit', 'list', { page, action }],
    queryFn: () => listAuditLogs({ page, per_page: PAGE_SIZE, action }),
  });
  const label = (value: string) => t(actionKey(value), { defaultValue: value });

  return (
    <Card title={t(`menu.${route.name}`)}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220, maxWidth: '100%' }}
          placeholder={t('audit.actionFilter')}
          value={action}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: label(value) }))}
          onChange={(value) => {
            setAction(value ?? undefined);
            setPage(1);
          }}
          data-testid="audit-action-filter"
        />
      </Space>
      <Table<AuditEntry>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={columnsOf<AuditEntry>([
          {
            title: t('audit.time'),
            dataIndex: 'created_time',
            render: (time: string) => dateTimeSeconds(time),
          },
          { title: t('audit.actor'), dataIndex: 'actor_name' },
          { title: t('audit.action'), dataIndex: 'action', render: (value: string) => label(value) },
          {
            title: t('audit.target'),
            key: 'target',
            render: (_, entry) => describeTarget(t, entry),
          },
          {
            title: t('audit.company'),
            key: 'company',
            render: (_, entry) =>
              entry.company_name ?? (entry.company_id === null ? '' : `#${entry.company_id}`),
          },
          {
            title: t('audit.detail'),
            key: 'detail',
            render: (_, entry) => (
              <Typography.Text
                style={{ display: 'inline-block', minWidth: 200, maxWidth: 480 }}
                data-testid="audit-detail"
              >
                {describeDetail(t, entry)}
              </Typography.Text>
            ),
          },
        ])}
      />
    </Card>
  );
}
