import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canManageShops, isAdministrator } from '../../access/roles';
import { VERIFICATION_STATUS_LIST, type VerificationStatus } from '../../api/scaleLegal';
import { deleteScale, listScales, type Scale, type ScaleListRow } from '../../api/scales';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { useUrlListState } from '../../components/list/useListState';
import { ShopSelect } from '../../components/selectors';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { VerificationStatusTag } from '../scale-legal/VerificationStatusTag';
import { modelName } from './hotKeys';
import { ScaleFormModal } from './ScaleFormModal';

const PAGE_SIZE = 10;

/** `due,overdue` from the address (the dashboard's link) as known statuses, in the list's order; none: undefined. */
export function statusesOf(text: string | null | undefined): VerificationStatus[] | undefined {
  const picked = new Set((text ?? '').split(','));
  const known = VERIFICATION_STATUS_LIST.filter((status) => picked.has(status));
  return known.length > 0 ? known : undefined;
}

/** /project/scaleMng/scaleList and /admin/scaleMng/scaleList: the scales, by shop and name. */
export default function ScaleListPage({ route }: { route: ConsoleRoute }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  // Company owners and managers (and administrators) write scales, as they do shops.
  const manager = canManageShops(session);
  // The dashboard's "due this month" figure links here with `?due_this_month=true`: the same scales.
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: { shop_id: 'number', verification_status: 'string', due_this_month: 'string' },
  });
  const shopId = table.filters.shop_id;
  const statuses = statusesOf(table.filters.verification_status);
  const [editing, setEditing] = useState<Scale | 'new' | null>(null);
  // A list goes as its comma-joined text (`due,overdue`), as the server reads it.
  const dueThisMonth = table.filters.due_this_month === 'true';
  const query = {
    ...table.query,
    shop_id: shopId,
    verification_status: statuses,
    due_this_month: dueThisMonth || undefined,
  };

  const { data, isFetching } = useQuery({
    queryKey: ['scales', 'list', query],
    queryFn: () => listScales(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['scales'] });

  const remove = useMutation({
    mutationFn: (scale: Scale) => deleteScale(scale.shop_id, scale.id),
    onSuccess: () => {
      void message.success(t('scales.removed'));
      return refresh();
    },
  });

  const manageLink = (scale: Scale) => `${route.path}/manage/${scale.id}`;

  const create = (testId?: string) =>
    manager && <CreateButton label={t('scales.create')} onClick={() => setEditing('new')} testId={testId} />;

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={create('scale-create')}>
      <SearchToolbar
        table={table}
        companyFilter={admin}
        placeholder={t('scales.searchPlaceholder')}
        testId="scale"
        filters={
          <>
            <ShopSelect
              companyId={admin ? table.companyId : undefined}
              value={shopId}
              onChange={(id) => table.setFilters({ shop_id: id })}
              data-testid="scale-shop-filter"
            />
            <Select<VerificationStatus[]>
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              value={statuses ?? []}
              placeholder={t('scaleLegal.list.filter')}
              onChange={(picked) =>
                table.setFilters({ verification_status: statusesOf(picked.join(','))?.join(',') })
              }
              style={{ minWidth: 220 }}
              data-testid="scale-status-filter"
              options={VERIFICATION_STATUS_LIST.map((status) => ({
                value: status,
                label: t(`scaleLegal.statuses.${status}`),
              }))}
            />
            {dueThisMonth && (
              <Tag
                closable
                color="orange"
                onClose={() => table.setFilters({ due_this_month: undefined })}
                data-testid="scale-due-this-month"
              >
                {t('scaleLegal.dashboard.due')}
              </Tag>
            )}
          </>
        }
      />
      <ListTable<ScaleListRow>
        list={table}
        page={data}
        loading={isFetching}
        empty={{ missing: t('scales.empty'), next: t('scales.emptyNext'), action: create() }}
        columns={[
          {
            title: t('scales.name'),
            dataIndex: 'scale_name',
            render: (value: string, scale) => <Link to={manageLink(scale)}>{value}</Link>,
          },
          { title: t('scales.shop'), dataIndex: 'shop_name' },
          {
            title: t('scales.model'),
            key: 'model',
            render: (_, scale) => (scale.model ? modelName(scale.model, i18n.language) : scale.model_code),
          },
          {
            title: t('scales.goodsUsage'),
            key: 'goods',
            render: (_, scale) => `${scale.goods_count} / ${scale.model?.plu_limit ?? '—'}`,
          },
          {
            title: t('scaleLegal.list.column'),
            key: 'verification',
            render: (_, scale) => (
              <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
                <VerificationStatusTag status={scale.verification_status} />
                {scale.next_due_on && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('scaleLegal.list.nextDue', { day: scale.next_due_on })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t('scales.registered'),
            dataIndex: 'registered',
            render: (value: number) =>
              value === 1 ? (
                <Tag color="blue">{t('scales.registeredYes')}</Tag>
              ) : (
                <Tag>{t('scales.registeredNo')}</Tag>
              ),
          },
          {
            title: t('scales.verify'),
            dataIndex: 'if_verify',
            render: (value: number) =>
              value === 1 ? (
                <Tag color="green">{t('scales.verified')}</Tag>
              ) : (
                <Tag>{t('scales.unverified')}</Tag>
              ),
          },
          {
            title: t('scales.actions'),
            key: 'actions',
            render: (_, scale) => (
              <RowActions
                view={{ to: manageLink(scale), label: t('scales.manage') }}
                edit={
                  manager ? { label: t('scales.editAction'), onClick: () => setEditing(scale) } : undefined
                }
                remove={
                  manager
                    ? {
                        label: t('scales.remove'),
                        confirm: t('scales.removeConfirm', { name: scale.scale_name }),
                        onRemove: () => remove.mutate(scale),
                      }
                    : undefined
                }
              />
            ),
          },
        ]}
      />
      <ScaleFormModal
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
