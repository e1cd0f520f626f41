import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Image, Popconfirm, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Company, editCompany, listCompanies, setCompanyEnabled } from '../../api/companies';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import type { ConsoleRoute } from '../../routes/types';
import { CompanyFormModal } from './CompanyFormModal';

const PAGE_SIZE = 10;

/** /admin/companyMng/companyList: every company, searched by name; create, edit, disable, enable. */
export default function CompanyListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Company | 'new' | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: ['companies', 'list', table.query],
    queryFn: () => listCompanies(table.query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['companies'] });

  const analysis = useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) =>
      editCompany(id, { if_analysis_open: open ? 1 : 0 }),
    onSuccess: (company) => {
      void message.success(
        t(company.if_analysis_open === 1 ? 'companies.analysisOn' : 'companies.analysisOff'),
      );
      return refresh();
    },
  });
  const status = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setCompanyEnabled(id, enabled),
    onSuccess: (company) => {
      void message.success(
        t(company.status === 'active' ? 'companies.enabledDone' : 'companies.disabledDone'),
      );
      return refresh();
    },
  });

  const manageLink = (company: Company) => `${route.path}/manage/${company.id}`;

  const create = (testId?: string) => (
    <CreateButton label={t('companies.create')} onClick={() => setEditing('new')} testId={testId} />
  );

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={create('company-create')}>
      <SearchToolbar table={table} placeholder={t('companies.searchPlaceholder')} testId="company" />
      <ListTable<Company>
        list={table}
        page={data}
        loading={isFetching}
        empty={{ missing: t('companies.empty'), next: t('companies.emptyNext'), action: create() }}
        columns={[
          {
            title: t('companies.logo'),
            dataIndex: 'img_url',
            width: 72,
            render: (url: string) => (url ? <Image src={url} width={40} height={40} /> : null),
          },
          {
            title: t('companies.name'),
            dataIndex: 'name',
            render: (value: string, company) => <Link to={manageLink(company)}>{value}</Link>,
          },
          { title: t('companies.contactPerson'), dataIndex: 'contact_person' },
          { title: t('companies.phoneNumber'), dataIndex: 'phone_number' },
          { title: t('companies.memberCount'), dataIndex: 'member_count' },
          { title: t('companies.shopCount'), dataIndex: 'shop_count' },
          { title: t('companies.scaleCount'), dataIndex: 'scale_count' },
          {
            title: t('companies.analysis'),
            dataIndex: 'if_analysis_open',
            render: (value: number, company) => (
              <Switch
                size="small"
                checked={value === 1}
                loading={analysis.isPending && analysis.variables?.id === company.id}
                onChange={(open) => analysis.mutate({ id: company.id, open })}
                aria-label={t('companies.analysis')}
              />
            ),
          },
          {
            title: t('companies.status'),
            dataIndex: 'status',
            render: (value: Company['status']) =>
              value === 'active' ? (
                <Tag color="green">{t('companies.active')}</Tag>
              ) : (
                <Tag color="red">{t('companies.disabled')}</Tag>
              ),
          },
          {
            title: t('companies.actions'),
            key: 'actions',
            render: (_, company) => {
              const enabled = company.status === 'active';
              return (
                <RowActions
                  view={{ to: manageLink(company), label: t('companies.manage') }}
                  edit={{ label: t('companies.editAction'), onClick: () => setEditing(company) }}
                >
                  <Popconfirm
                    title={t(enabled ? 'companies.disableConfirm' : 'companies.enableConfirm', {
                      name: company.name,
                    })}
                    onConfirm={() => status.mutate({ id: company.id, enabled: !enabled })}
                  >
                    <Button type="link" size="small" danger={enabled}>
                      {enabled ? t('companies.disable') : t('companies.enable')}
                    </Button>
                  </Popconfirm>
                </RowActions>
              );
            },
          },
        ]}
      />
      <CompanyFormModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </ListPage>
  );
}
