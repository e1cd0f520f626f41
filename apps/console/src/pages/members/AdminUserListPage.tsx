import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listUsers, type Member } from '../../api/members';
import type { CompanyOption } from '../../api/shops';
import { SearchBox } from '../../components/list/SearchBox';
import { useUrlListState } from '../../components/list/useListState';
import { MembersPanel, ROLE_COLOURS } from '../../components/members/MembersPanel';
import { CompanySelect } from '../../components/selectors';
import { columnsOf } from '../../components/table/columns';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';

const PAGE_SIZE = 10;

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
  const [company, setCompany] = useState<CompanyOption | undefined>(undefined);
  return (
    <Card
      title={company ? t('members.membersOf', { name: company.name }) : t(`menu.${route.name}`)}
      extra={
        <CompanySelect
          value={company?.id}
          onChange={(id, option) =>
            setCompany(id === undefined ? undefined : (option ?? { id, name: String(id) }))
          }
          data-testid="user-company-filter"
        />
      }
    >
      {company ? (
        <MembersPanel key={company.id} companyId={company.id} canManage canManageOwners />
      ) : (
        <AllUsers />
      )}
    </Card>
  );
}
