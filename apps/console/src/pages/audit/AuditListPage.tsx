import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, listAuditLogs } from '../../api/audit';
import { FilterBar, ListPage, ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
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
  // The page and the action live in the address (`?action=company.create&page=2`).
  const table = useUrlListState({ pageSize: PAGE_SIZE, filters: { action: AUDIT_ACTIONS } });
  const { page } = table;
  const action = table.filters.action;
  const { data, isFetching } = useQuery({
    queryKey: ['audit', 'list', { page, action }],
    queryFn: () => listAuditLogs({ page, per_page: PAGE_SIZE, action }),
  });
  const label = (value: string) => t(actionKey(value), { defaultValue: value });

  return (
    <ListPage title={t(`menu.${route.name}`)}>
      <FilterBar>
        <Select<AuditAction>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220, maxWidth: '100%' }}
          placeholder={t('audit.actionFilter')}
          value={action}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: label(value) }))}
          onChange={(value) => table.setFilters({ action: value ?? undefined })}
          data-testid="audit-action-filter"
        />
      </FilterBar>
      <ListTable<AuditEntry>
        list={table}
        page={data}
        loading={isFetching}
        columns={[
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
        ]}
      />
    </ListPage>
  );
}
