import { PlusOutlined } from '@ant-design/icons';
import { COMPANY_ROLE_TYPES, type CompanyRoleType, isCompanyOwner } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMemberRole, listMembers, type Member, removeMember } from '../../api/members';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { FilterBar, ListTable } from '../list/ListPage';
import { SearchBox } from '../list/SearchBox';
import { useListState, useUrlListState } from '../list/useListState';
import { MemberAddModal } from './MemberAddModal';
import PendingInvitations from './PendingInvitations';

const PAGE_SIZE = 10;
export const ROLE_COLOURS: Record<CompanyRoleType, string> = {
  OWNER: 'gold',
  MANAGER: 'blue',
  USER: 'default',
};

export type MembersPanelProps = {
  companyId: number;
  /** Add members, change roles and remove them (owners, managers, administrators). */
  canManage: boolean;
  /** Assign or take away the OWNER role (owners and administrators, not managers). */
  canManageOwners: boolean;
  /** Only these roles, e.g. OWNER and MANAGER for the company's admin list. */
  roles?: readonly CompanyRoleType[];
  /**
   * The list's page and search text live in the address (a list page of its own); else in the
   * panel (a tab of another page, whose address is not the list's).
   */
  inAddress?: boolean;
};

/** A company's members: search, add by phone, change roles, remove (the server keeps the last owner). */
export function MembersPanel({
  companyId,
  canManage,
  canManageOwners,
  roles,
  inAddress = false,
}: MembersPanelProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const inPanel = useListState({ pageSize: PAGE_SIZE });
  const addressed = useUrlListState({ pageSize: PAGE_SIZE });
  const table = inAddress ? addressed : inPanel;
  const [adding, setAdding] = useState(false);

  // The company is the panel's; only the paging and the search text come from the list state.
  const query = { page: table.page, per_page: table.pageSize, name: table.query.name };
  const { data, isFetching } = useQuery({
    queryKey: ['members', companyId, query, roles],
    queryFn: () => listMembers(companyId, { ...query, join_type: roles }),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['members'] }),
      queryClient.invalidateQueries({ queryKey: ['users'] }),
      queryClient.invalidateQueries({ queryKey: ['companies'] }),
      queryClient.invalidateQueries({ queryKey: ['invitations'] }),
    ]);

  const assignable = COMPANY_ROLE_TYPES.filter((role) => canManageOwners || !isCompanyOwner(role));
  const roleOptions = assignable.map((role) => ({ value: role, label: t(`members.roleNames.${role}`) }));
  const mayTouch = (member: Member) => canManage && (canManageOwners || !isCompanyOwner(member.join_type));

  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: CompanyRoleType }) =>
      changeMemberRole(companyId, userId, role),
    onSuccess: () => {
      void message.success(t('members.roleChanged'));
      return refresh();
    },
    // A refusal (the last owner) was shown by the request layer; the Select snaps back on refresh.
    onError: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (userId: number) => removeMember(companyId, userId),
    onSuccess: () => {
      void message.success(t('members.removed'));
      return refresh();
    },
  });

  return (
    <div data-testid="members-panel">
      <FilterBar>
        <SearchBox
          value={table.searchText}
          placeholder={t('members.searchPlaceholder')}
          style={{ width: 240 }}
          onSearch={table.search}
          testId="member-search"
        />
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="member-add"
          >
            {t('members.add')}
          </Button>
        )}
      </FilterBar>
      <ListTable<Member>
        list={table}
        page={data}
        rowKey="user_id"
        loading={isFetching}
        columns={[
          { title: t('members.nickname'), dataIndex: 'nickname' },
          { title: t('members.phoneNumber'), dataIndex: 'phone_number' },
          {
            title: t('members.role'),
            key: 'role',
            render: (_, member) =>
              member.join_type && mayTouch(member) ? (
                <Select<CompanyRoleType>
                  size="small"
                  style={{ width: 110 }}
                  value={member.join_type}
                  options={roleOptions}
                  disabled={changeRole.isPending}
                  onChange={(role) => changeRole.mutate({ userId: member.user_id, role })}
                  data-testid="member-role-select"
                />
              ) : (
                member.join_type && <Tag color={ROLE_COLOURS[member.join_type]}>{member.role_name}</Tag>
              ),
          },
          {
            title: t('members.status'),
            dataIndex: 'status',
            render: (status: Member['status']) =>
              status === 'active' ? (
                <Tag color="green">{t('members.active')}</Tag>
              ) : (
                <Tag color="red">{t('members.disabled')}</Tag>
              ),
          },
          {
            title: t('members.joined'),
            dataIndex: 'created_time',
            render: (time: string) => dateTime(time),
          },
          ...(canManage
            ? [
                {
                  title: t('members.actions'),
                  key: 'actions',
                  render: (_: unknown, member: Member) =>
                    mayTouch(member) && (
                      <Popconfirm
                        title={t('members.removeConfirm', { name: member.nickname || member.phone_number })}
                        onConfirm={() => remove.mutate(member.user_id)}
                      >
                        <Button type="link" size="small" danger>
                          {t('members.remove')}
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
      {canManage && <PendingInvitations companyId={companyId} />}
      <MemberAddModal
        companyId={companyId}
        open={adding}
        roleOptions={roleOptions}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void refresh();
        }}
      />
    </div>
  );
}
