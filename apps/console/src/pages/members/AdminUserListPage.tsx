import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getCompany } from '../../api/companies';
import { listUsers, type Member } from '../../api/members';
import type { CompanyOption } from '../../api/shops';
import { readListState } from '../../components/list/listState';
import { SearchBox } from '../../components/list/SearchBox';
import { useUrlListState } from '../../components/list/useListState';
import { MembersPanel, ROLE_COLOURS } from '../../components/members/MembersPanel';
import { CompanySelect } from '../../components/selectors';
import { columnsOf } from '../../components/table/columns';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';

const PAGE_SIZE = 10;
const CHOSEN = { company: 'number' } as const;

/** Every company user with their company (administrators). */
function AllUsers() {
  const { t } = useTranslation();
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const { data, isFetching } = useQuery({
    queryKey: ['users', 'list', table.query],
    queryFn: () => listUsers(table.query),
  });
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchBox
          value={table.searchText}
          placeholder={t('members.searchPlaceholder')}
          style={{ width: 240 }}
          onSearch={table.search}
          testId="user-search"
        />
        <Typography.Text type="secondary">{t('members.chooseCompany')}</Typography.Text>
      </Space>
      <Table<Member>
        rowKey="user_id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={table.pagination(data?.meta.total)}
        columns={columnsOf<Member>([
          { title: t('members.nickname'), dataIndex: 'nickname' },
          { title: t('members.phoneNumber'), dataIndex: 'phone_number' },
          {
            title: t('members.company'),
            dataIndex: 'company_name',
            render: (value: string | null) => value ?? <Tag>{t('members.noCompany')}</Tag>,
          },
          {
            title: t('members.role'),
            key: 'role',
            render: (_, user) =>
              user.join_type && <Tag color={ROLE_COLOURS[user.join_type]}>{user.role_name}</Tag>,
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
        ])}
      />
    </>
  );
}

/** /admin/userMng/userList: all company users; choosing a company manages its members. */
export default function AdminUserListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  // The chosen company lives in the address too (`?company=3`), beside its members' page and search.
  const [params, setParams] = useSearchParams();
  const companyId = readListState(params, CHOSEN, 1).filters.company;
  const [picked, setPicked] = useState<CompanyOption | undefined>(undefined);
  const { data: named } = useQuery({
    queryKey: ['companies', 'details', companyId],
    queryFn: () => getCompany(companyId as number),
    // The picker gave the name; a reload or a link asks for it.
    enabled: companyId !== undefined && picked?.id !== companyId,
  });
  const name = picked?.id === companyId ? picked?.name : named?.name;
  return (
    <Card
      title={companyId !== undefined ? t('members.membersOf', { name: name ?? '' }) : t(`menu.${route.name}`)}
      extra={
        <CompanySelect
          value={companyId}
          onChange={(id, option) => {
            setPicked(id === undefined ? undefined : (option ?? { id, name: String(id) }));
            // Another company starts its own list: its first page, no search.
            setParams(id === undefined ? {} : { company: String(id) });
          }}
          data-testid="user-company-filter"
        />
      }
    >
      {companyId !== undefined ? (
        <MembersPanel key={companyId} companyId={companyId} canManage canManageOwners inAddress />
      ) : (
        <AllUsers />
      )}
    </Card>
  );
}
