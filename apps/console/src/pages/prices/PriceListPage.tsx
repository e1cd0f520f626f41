import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canManageShops, isAdministrator } from '../../access/roles';
import {
  allPriceLists,
  createPriceList,
  deletePriceList,
  editPriceList,
  listPriceLists,
  type PriceList,
  refusalOf,
  SHOP_TAKEN_ERROR,
} from '../../api/priceLists';
import { listShops } from '../../api/shops';
import { CompanyFormItem } from '../../components/form/CompanyFormItem';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';

const PAGE_SIZE = 10;
/** The contract's PRICE_LIST_LIMITS (contracts are imported as types only: no zod in the bundle). */
const LIMITS = { name: 40, note: 200 } as const;

/** ${base}/goodMng/priceLists: a company's price lists, their shops and how many goods each prices. */
export default function PriceListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  const manager = canManageShops(session);
  const phone = usePhone();
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<PriceList | 'new' | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['priceLists', 'list', table.query],
    queryFn: () => listPriceLists(table.query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['priceLists'] });
  const remove = useMutation({
    mutationFn: (list: PriceList) => deletePriceList(list.id),
    onSuccess: () => {
      void message.success(t('priceLists.removed'));
      return refresh();
    },
  });
  const open = (list: PriceList) => `${route.path}/${list.id}`;
  const create = (testId?: string) =>
    manager && (
      <CreateButton label={t('priceLists.create')} onClick={() => setEditing('new')} testId={testId} />
    );

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={create('price-list-create')}>
      <SearchToolbar
        table={table}
        companyFilter={admin}
        placeholder={t('priceLists.searchPlaceholder')}
        testId="price-list"
      />
      <ListTable<PriceList>
        list={table}
        page={data}
        loading={isFetching}
        data-testid="price-list-table"
        empty={{ missing: t('priceLists.empty'), next: t('priceLists.emptyNext'), action: create() }}
        columns={[
          {
            title: t('priceLists.name'),
            dataIndex: 'name',
            render: (name: string, list) => (
              <Flex vertical gap={2} style={phone ? { maxWidth: 170, wordBreak: 'break-word' } : undefined}>
                <Link to={open(list)}>{name}</Link>
                {phone && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {list.shops.map((shop) => shop.name).join('、') || t('priceLists.noShops')} ·{' '}
                    {t('priceLists.goodsCount')} {list.goods_count}
                  </Typography.Text>
                )}
                {list.note && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {list.note}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t('priceLists.shops'),
            dataIndex: 'shops',
            phone: false,
            render: (shops: PriceList['shops']) =>
              shops.length === 0 ? (
                <Typography.Text type="secondary">{t('priceLists.noShops')}</Typography.Text>
              ) : (
                <Flex wrap gap={4}>
                  {shops.map((shop) => (
                    <Tag key={shop.id} style={{ marginInlineEnd: 0 }}>
                      {shop.name}
                    </Tag>
                  ))}
                </Flex>
              ),
          },
          { title: t('priceLists.goodsCount'), dataIndex: 'goods_count', align: 'right', phone: false },
          {
            title: t('priceLists.updated'),
            dataIndex: 'updated_time',
            phone: false,
            render: (value: string) => dateTime(value),
          },
          {
            title: t('priceLists.actions'),
            key: 'actions',
            render: (_, list) => (
              <RowActions
                view={{ to: open(list), label: t('priceLists.open') }}
                edit={
                  manager ? { label: t('priceLists.editAction'), onClick: () => setEditing(list) } : undefined
                }
                remove={
                  manager
                    ? {
                        label: t('priceLists.remove'),
                        confirm: t('priceLists.removeConfirm', { name: list.name }),
                        onRemove: () => remove.mutate(list),
                      }
                    : undefined
                }
              />
            ),
          },
        ]}
      />
      <PriceListFormModal
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

type Draft = { company_id?: number | undefined; name: string; note: string; shop_ids: number[] };

const FIELDS = new Set(['name', 'note', 'shop_ids']);

/**
 * Creates or edits a price list: name, note and its shops. A shop in another list shows that list;
 * saving with it asks whether to move it, and moves it in the same request when told to.
 */
export function PriceListFormModal({
  target,
  chooseCompany,
  onClose,
  onSaved,
}: {
  target: PriceList | 'new' | null;
  chooseCompany: boolean;
  onClose: () => void;
  onSaved: (list: PriceList) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const dialog = useFormDialog<Draft, PriceList>({
    target,
    empty: { name: '', note: '', shop_ids: [] },
    valuesOf: (list) => ({ name: list.name, note: list.note, shop_ids: list.shops.map((shop) => shop.id) }),
    fields: FIELDS,
  });
  const { creating, editing } = dialog;
  const pickedCompany = Form.useWatch('company_id', dialog.form);
  const companyId = editing ? editing.company_id : chooseCompany ? pickedCompany : undefined;
  const ready = !chooseCompany || editing !== null || companyId !== undefined;
  const shops = useQuery({
    queryKey: ['shops', 'priceListChoices', companyId],
    queryFn: () => listShops({ page: 1, per_page: 100, company_id: companyId }),
    enabled: dialog.open && ready,
  });
  const lists = useQuery({
    queryKey: ['priceLists', 'all', companyId],
    queryFn: () => allPriceLists(companyId),
    enabled: dialog.open && ready,
  });
  const listOfShop = new Map<number, string>();
  for (const list of lists.data?.list ?? [])
    if (list.id !== editing?.id) for (const shop of list.shops) listOfShop.set(shop.id, list.name);

  const save = useMutation({
    mutationFn: ({ draft, move }: { draft: Draft; move: boolean }) => {
      const body = {
        name: draft.name.trim(),
        note: (draft.note ?? '').trim(),
        shop_ids: draft.shop_ids ?? [],
        move_shops: move,
      };
      return editing
        ? editPriceList(editing.id, body)
        : createPriceList({ ...body, company_id: chooseCompany ? draft.company_id : undefined });
    },
    onSuccess: (list) => {
      void message.success(t('priceLists.saved'));
      onSaved(list);
    },
    onError: (error, { draft }) => {
      const refusal = refusalOf(error);
      if (refusal.code === SHOP_TAKEN_ERROR) {
        const shop = shops.data?.list.find((s) => s.id === refusal.shopId)?.name ?? String(refusal.shopId);
        modal.confirm({
          title: t('priceLists.moveTitle'),
          content: t('priceLists.moveConfirm', { shop, list: refusal.listName ?? '' }),
          okText: t('priceLists.move'),
          onOk: () => save.mutate({ draft, move: true }),
        });
        return;
      }
      dialog.showRefusal(error);
    },
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={creating ? t('priceLists.create') : t('priceLists.edit')}
      name="priceList"
      testId="price-list-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate({ draft, move: false })}
    >
      {creating && chooseCompany && (
        <CompanyFormItem
          label={t('priceLists.company')}
          requiredMessage={t('priceLists.companyRequired')}
          testId="price-list-form-company"
        />
      )}
      <Form.Item
        name="name"
        label={t('priceLists.name')}
        rules={[{ required: true, whitespace: true, message: t('priceLists.nameRequired') }]}
      >
        <Input maxLength={LIMITS.name} data-testid="price-list-form-name" />
      </Form.Item>
      <Form.Item name="note" label={t('priceLists.note')}>
        <Input.TextArea maxLength={LIMITS.note} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="shop_ids" label={t('priceLists.shops')} extra={t('priceLists.shopsHint')}>
        <Select<number[]>
          mode="multiple"
          allowClear
          disabled={!ready}
          loading={shops.isFetching}
          optionFilterProp="label"
          data-testid="price-list-form-shops"
          options={(shops.data?.list ?? []).map((shop) => {
            const other = listOfShop.get(shop.id);
            return {
              value: shop.id,
              label: other ? `${shop.name} (${t('priceLists.inList', { name: other })})` : shop.name,
            };
          })}
        />
      </Form.Item>
    </FormDialog>
  );
}
