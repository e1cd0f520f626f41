import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canManageShops, isAdministrator } from '../../access/roles';
import { deleteShop, listShops, type Shop } from '../../api/shops';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { RequestError } from '../../services/request';
import { useSession } from '../../session';
import { ShopFormModal } from './ShopFormModal';

const PAGE_SIZE = 10;

/** /project/shopMng/shopList and /admin/shopMng/shopList: the shops, searched by name. */
export default function ShopListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  const manager = canManageShops(session);
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Shop | 'new' | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: ['shops', 'list', table.query],
    queryFn: () => listShops(table.query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['shops'] });

  const remove = useMutation({
    mutationFn: (shop: Shop) => deleteShop(shop.id),
    onSuccess: () => {
      void message.success(t('shops.removed'));
      return refresh();
    },
    onError: (error) => {
      // A failure the request layer has not shown (the refusal of a shop that still has scales).
      if (error instanceof RequestError && error.kind === 'api')
        modal.error({ title: t('shops.removeRefusedTitle'), content: error.message });
    },
  });

  const manageLink = (shop: Shop) => `${route.path}/manage/${shop.id}`;

  const create = manager && <CreateButton label={t('shops.create')} onClick={() => setEditing('new')} />;

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={create}>
      <SearchToolbar
        table={table}
        companyFilter={admin}
        placeholder={t('shops.searchPlaceholder')}
        testId="shop"
      />
      <ListTable<Shop>
        list={table}
        page={data}
        loading={isFetching}
        empty={{ missing: t('shops.empty'), next: t('shops.emptyNext'), action: create }}
        columns={[
          {
            title: t('shops.image'),
            dataIndex: 'img_url',
            width: 72,
            render: (url: string) => (url ? <Image src={url} width={40} height={40} /> : null),
          },
          {
            title: t('shops.name'),
            dataIndex: 'name',
            render: (value: string, shop) => <Link to={manageLink(shop)}>{value}</Link>,
          },
          ...(admin ? [{ title: t('shops.company'), dataIndex: 'company_name' as const }] : []),
          { title: t('shops.contactPerson'), dataIndex: 'contact_person' },
          { title: t('shops.phoneNumber'), dataIndex: 'phone_number' },
          // A long address wraps in its column instead of pushing the others under the actions.
          { title: t('shops.address'), dataIndex: 'address', width: 240 },
          { title: t('shops.scaleCount'), dataIndex: 'scale_count' },
          {
            title: t('shops.createdTime'),
            dataIndex: 'created_time',
            render: (time: string) => dateTime(time),
          },
          {
            title: t('shops.actions'),
            key: 'actions',
            render: (_, shop) => (
              <RowActions
                view={{ to: manageLink(shop), label: t('shops.manage') }}
                edit={manager ? { label: t('shops.editAction'), onClick: () => setEditing(shop) } : undefined}
                remove={
                  manager
                    ? {
                        label: t('shops.remove'),
                        confirm: t('shops.removeConfirm', { name: shop.name }),
                        onRemove: () => remove.mutate(shop),
                      }
                    : undefined
                }
              />
            ),
          },
        ]}
      />
      <ShopFormModal
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
