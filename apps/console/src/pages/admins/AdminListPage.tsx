import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Select, Space, Switch, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuperAdministrator } from '../../access/roles';
import {
  ADMIN_ROLES,
  type Admin,
  type AdminRole,
  listAdmins,
  setAdminRole,
  setAdminSiteEditor,
  setAdminStatus,
} from '../../api/admins';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { AdminCreateModal, AdminPasswordModal, adminName } from './AdminFormModals';

const PAGE_SIZE = 10;

/** /admin/adminMng/adminList: administrators; super administrators create and manage them. */
export default function AdminListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const superAdmin = isSuperAdministrator(session);
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<Admin | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: ['admins', 'list', table.query],
    queryFn: () => listAdmins(table.query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admins'] });
  const roleOptions = ADMIN_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const nameOf = adminName;

  const status = useMutation({
    mutationFn: ({ id, next }: { id: number; next: Admin['status'] }) => setAdminStatus(id, next),
    onSuccess: () => {
      void message.success(t('admins.statusChanged'));
      return refresh();
    },
  });
  const role = useMutation({
    mutationFn: ({ id, next }: { id: number; next: AdminRole }) => setAdminRole(id, next),
    onSuccess: () => {
      void message.success(t('admins.roleChanged'));
      return refresh();
    },
    onError: () => refresh(),
  });
  const siteEditor = useMutation({
    mutationFn: ({ id, next }: { id: number; next: boolean }) => setAdminSiteEditor(id, next),
    onSuccess: () => {
      void message.success(t('admins.siteEditorChanged'));
      return refresh();
    },
    onError: () => refresh(),
  });
  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      actions={
        superAdmin && (
          <CreateButton label={t('admins.create')} onClick={() => setCreating(true)} testId="admin-create" />
        )
      }
    >
      {!superAdmin && (
        <Alert type="info" showIcon title={t('admins.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <SearchToolbar table={table} placeholder={t('admins.searchPlaceholder')} testId="admin" width={260} />
      <ListTable<Admin>
        list={table}
        page={data}
        loading={isFetching}
        columns={[
          {
            title: t('admins.username'),
            dataIndex: 'username',
            render: (value: string | null, admin) => (
              <Space>
                {value}
                {admin.id === session?.id && <Tag color="blue">{t('admins.you')}</Tag>}
              </Space>
            ),
          },
          { title: t('admins.nickname'), dataIndex: 'nickname' },
          { title: t('admins.phoneNumber'), dataIndex: 'phone_number' },
          {
            title: t('admins.role'),
            dataIndex: 'role_type',
            render: (value: AdminRole, admin) =>
              superAdmin && admin.id !== session?.id ? (
                <Select<AdminRole>
                  size="small"
                  style={{ width: 130 }}
                  value={value}
                  options={roleOptions}
                  disabled={role.isPending}
                  onChange={(next) => role.mutate({ id: admin.id, next })}
                />
              ) : (
                <Tag color={value === 'SUPER_ADMIN' ? 'gold' : 'blue'}>{t(`roles.${value}`)}</Tag>
              ),
          },
          {
            title: <Tooltip title={t('admins.siteEditorHint')}>{t('admins.siteEditor')}</Tooltip>,
            dataIndex: 'site_editor',
            render: (value: boolean, admin) =>
              admin.role_type === 'SUPER_ADMIN' ? (
                <Switch size="small" checked disabled />
              ) : (
                <Switch
                  size="small"
                  checked={value}
                  disabled={!superAdmin || siteEditor.isPending}
                  onChange={(next) => siteEditor.mutate({ id: admin.id, next })}
                  data-testid={`admin-site-editor-${admin.id}`}
                />
              ),
          },
          {
            title: t('admins.status'),
            dataIndex: 'status',
            render: (value: Admin['status']) =>
              value === 'active' ? (
                <Tag color="green">{t('admins.active')}</Tag>
              ) : (
                <Tag color="red">{t('admins.disabled')}</Tag>
              ),
          },
          {
            title: t('admins.createdTime'),
            dataIndex: 'created_time',
            render: (time: string) => dateTime(time),
          },
          ...(superAdmin
            ? [
                {
                  title: t('admins.actions'),
                  key: 'actions',
                  render: (_: unknown, admin: Admin) => {
                    const active = admin.status === 'active';
                    return (
                      <Space>
                        {admin.id !== session?.id && (
                          <Popconfirm
                            title={t(active ? 'admins.disableConfirm' : 'admins.enableConfirm', {
                              name: nameOf(admin),
                            })}
                            onConfirm={() =>
                              status.mutate({ id: admin.id, next: active ? 'disabled' : 'active' })
                            }
                          >
                            <Button type="link" size="small" danger={active}>
                              {active ? t('admins.disable') : t('admins.enable')}
                            </Button>
                          </Popconfirm>
                        )}
                        <Button type="link" size="small" onClick={() => setResetting(admin)}>
                          {t('admins.resetPassword')}
                        </Button>
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      <AdminCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void refresh();
        }}
      />
      <AdminPasswordModal
        target={resetting}
        onClose={() => setResetting(null)}
        onSaved={() => setResetting(null)}
      />
    </ListPage>
  );
}
