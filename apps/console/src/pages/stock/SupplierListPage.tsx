import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageShops, isAdministrator } from '../../access/roles';
import { deleteSupplier, listSuppliers, type Supplier } from '../../api/stock';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { SupplierFormModal } from './SupplierFormModal';

const PAGE_SIZE = 10;

/** /project/stockMng/supplierList: the suppliers, searched by name or phone, filtered by active. */
export default function SupplierListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  const manager = canManageShops(session);
  const table = useUrlListState({ pageSize: PAGE_SIZE, filters: { active: 'boolean' } });
  const active = table.filters.active;
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);

  const { name, ...paging } = table.query;
  const query = { ...paging, search: name, active };
  const { data, isFetching } = useQuery({
    queryKey: ['stock', 'suppliers', query],
    queryFn: () => listSuppliers(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['stock', 'suppliers'] });

  const remove = useMutation({
    mutationFn: (supplier: Supplier) => deleteSupplier(supplier.id),
    onSuccess: (answer) => {
      void message.success(
        answer.outcome === 'deleted' ? t('suppliers.deleted') : t('suppliers.deactivated'),
      );
      return refresh();
    },
  });

  const create = (testId?: string) =>
    manager && (
      <CreateButton label={t('suppliers.create')} onClick={() => setEditing('new')} testId={testId} />
    );

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={create('supplier-create')}>
      <SearchToolbar
        table={table}
        companyFilter={admin}
        placeholder={t('suppliers.searchPlaceholder')}
        testId="supplier"
        filters={
          <Select<'all' | 'active' | 'inactive'>
            style={{ width: 120 }}
            value={active === undefined ? 'all' : active ? 'active' : 'inactive'}
            onChange={(value) =>
              table.setFilters({ active: value === 'all' ? undefined : value === 'active' })
            }
            options={[
              { value: 'all', label: t('suppliers.allStates') },
              { value: 'active', label: t('suppliers.activeOnly') },
              { value: 'inactive', label: t('suppliers.inactiveOnly') },
            ]}
            data-testid="supplier-active-filter"
          />
        }
      />
      <ListTable<Supplier>
        list={table}
        page={data}
        loading={isFetching}
        empty={{ missing: t('suppliers.empty'), next: t('suppliers.emptyNext'), action: create() }}
        columns={[
          { title: t('suppliers.name'), dataIndex: 'name' },
          ...(admin ? [{ title: t('stock.company'), dataIndex: 'company_name' as const }] : []),
          { title: t('suppliers.contactPerson'), dataIndex: 'contact_person' },
          { title: t('suppliers.phoneNumber'), dataIndex: 'phone_number' },
          // A long address wraps in its column instead of pushing the others under the actions.
          { title: t('suppliers.address'), dataIndex: 'address', width: 240 },
          { title: t('suppliers.paymentTerms'), dataIndex: 'payment_terms' },
          { title: t('suppliers.documentCount'), dataIndex: 'document_count', align: 'right' },
          {
            title: t('suppliers.active'),
            dataIndex: 'active',
            render: (value: boolean) =>
              value ? (
                <Tag color="green">{t('suppliers.activeTag')}</Tag>
              ) : (
                <Tag>{t('suppliers.inactiveTag')}</Tag>
              ),
          },
          ...(manager
            ? [
                {
                  title: t('stock.actionsColumn'),
                  key: 'actions',
                  render: (_: unknown, supplier: Supplier) => (
                    <RowActions
                      edit={{ label: t('stock.actions.edit'), onClick: () => setEditing(supplier) }}
                      remove={{
                        label: t('stock.actions.delete'),
                        confirm: t('suppliers.removeConfirm', { name: supplier.name }),
                        onRemove: () => remove.mutate(supplier),
                      }}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <SupplierFormModal
        target={editing}
        chooseCompany={admin}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </ListPage>
  );
}
