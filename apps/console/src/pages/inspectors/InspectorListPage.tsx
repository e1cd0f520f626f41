import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Inspector, listInspectors, setInspectorStatus } from '../../api/inspectors';
import type { DialogTarget } from '../../components/form/FormDialog';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import {
  InspectorAssignmentsModal,
  InspectorCreateModal,
  InspectorPasswordModal,
  inspectorName,
} from './InspectorDialogs';

const PAGE_SIZE = 10;
/** The assignments of a row, as tags: "company · shop" or "company · whole company". */
function AssignmentTags({ inspector }: { inspector: Inspector }) {
  const { t } = useTranslation();
  if (inspector.assignments.length === 0) return <Tag>{t('inspectors.noAssignments')}</Tag>;
  return (
    <Space size={[4, 4]} wrap style={{ maxWidth: 360 }}>
      {inspector.assignments.map((a) => (
        <Tag key={`${a.company_id}:${a.shop_id ?? ''}`} color={a.shop_id === null ? 'blue' : undefined}>
          {a.company_name} · {a.shop_id === null ? t('inspectors.wholeCompany') : a.shop_name}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * /admin/inspectorMng/inspectorList (issue 27): market regulators' read-only accounts. Every
 * administrator creates them, gives them companies or shops, disables or enables them and sets
 * their passwords; each change is in the audit log.
 */
export default function InspectorListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const query = { page: table.query.page, per_page: table.query.per_page, name: table.query.name };
  const [creating, setCreating] = useState<DialogTarget<{ id: number }>>(null);
  const [assigning, setAssigning] = useState<Inspector | null>(null);
  const [resetting, setResetting] = useState<Inspector | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: ['inspectors', 'list', query],
    queryFn: () => listInspectors(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['inspectors'] });
  const nameOf = inspectorName;

  const status = useMutation({
    mutationFn: ({ id, next }: { id: number; next: Inspector['status'] }) => setInspectorStatus(id, next),
    onSuccess: () => {
      void message.success(t('inspectors.statusChanged'));
      return refresh();
    },
  });
  const createButton = (testId?: string) => (
    <CreateButton label={t('inspectors.create')} onClick={() => setCreating('new')} testId={testId} />
  );

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={createButton('inspector-create')}>
      <SearchToolbar
        table={table}
        placeholder={t('inspectors.searchPlaceholder')}
        testId="inspector"
        width={260}
      />
      <ListTable<Inspector>
        list={table}
        page={data}
        loading={isFetching}
        empty={{ missing: t('inspectors.empty'), next: t('inspectors.emptyNext'), action: createButton() }}
        columns={[
          { title: t('inspectors.username'), dataIndex: 'username' },
          { title: t('inspectors.nickname'), dataIndex: 'nickname' },
          { title: t('inspectors.organisation'), dataIndex: 'organisation' },
          { title: t('inspectors.phoneNumber'), dataIndex: 'phone_number' },
          {
            title: t('inspectors.assignments'),
            key: 'assignments',
            render: (_: unknown, inspector: Inspector) => <AssignmentTags inspector={inspector} />,
          },
          {
            title: t('inspectors.status'),
            dataIndex: 'status',
            render: (value: Inspector['status']) =>
              value === 'active' ? (
                <Tag color="green">{t('inspectors.active')}</Tag>
              ) : (
                <Tag color="red">{t('inspectors.disabled')}</Tag>
              ),
          },
          {
            title: t('inspectors.createdTime'),
            dataIndex: 'created_time',
            render: (time: string) => dateTime(time),
          },
          {
            title: t('inspectors.actions'),
            key: 'actions',
            render: (_: unknown, inspector: Inspector) => {
              const active = inspector.status === 'active';
              return (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setAssigning(inspector)}
                    data-testid="inspector-assign"
                  >
                    {t('inspectors.editAssignments')}
                  </Button>
                  <Popconfirm
                    title={t(active ? 'inspectors.disableConfirm' : 'inspectors.enableConfirm', {
                      name: nameOf(inspector),
                    })}
                    onConfirm={() =>
                      status.mutate({ id: inspector.id, next: active ? 'disabled' : 'active' })
                    }
                  >
                    <Button type="link" size="small" danger={active} data-testid="inspector-status">
                      {active ? t('inspectors.disable') : t('inspectors.enable')}
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" onClick={() => setResetting(inspector)}>
                    {t('inspectors.resetPassword')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />

      <InspectorCreateModal
        target={creating}
        onClose={() => setCreating(null)}
        onSaved={() => {
          setCreating(null);
          void refresh();
        }}
      />
      <InspectorAssignmentsModal
        target={assigning}
        onClose={() => setAssigning(null)}
        onSaved={() => {
          setAssigning(null);
          void refresh();
        }}
      />
      <InspectorPasswordModal
        target={resetting}
        onClose={() => setResetting(null)}
        onSaved={() => setResetting(null)}
      />
    </ListPage>
  );
}
