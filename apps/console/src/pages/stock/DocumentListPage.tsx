import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Popconfirm, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isAdministrator } from '../../access/roles';
import { type DocumentStatus, documentCalls, exportDocuments, type StockDocument } from '../../api/stock';
import { ListPage, ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { DocumentFormModal } from './DocumentFormModal';
import { ExportButtons } from './ExportButtons';
import { documentPath, kindOfRoute } from './kinds';
import { LocationSelect, StatusTag, SupplierSelect } from './selects';
import { money, quantityText } from './units';

const PAGE_SIZE = 10;

/**
 * /project/stockMng/{importOrder|importReceipt|importReturn|exchangeList|stockLoss|stockCheck}:
 * one page for every kind of stock document, driven by the kind's config (kinds.ts).
 */
export default function DocumentListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const admin = isAdministrator(useSession());
  const phone = usePhone();
  const config = kindOfRoute(route.name);
  const calls = documentCalls[config.kind];
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: {
      status: config.statuses,
      location_id: 'number',
      supplier_id: 'number',
      date_from: 'date',
      date_to: 'date',
    },
  });
  const f = table.filters;
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const { name, ...paging } = table.query;
  const query = {
    ...paging,
    search: name,
    status: f.status,
    location_id: f.location_id,
    supplier_id: f.supplier_id,
    date_from: f.date_from,
    date_to: f.date_to,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['stock', 'documents', config.kind, 'list', query],
    queryFn: () => calls.list(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['stock'] });

  const remove = useMutation({
    mutationFn: (document: StockDocument) => calls.remove(document.id),
    onSuccess: () => {
      void message.success(t('stock.deleted'));
      return refresh();
    },
  });

  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      exports={
        <ExportButtons
          download={(format) => exportDocuments(config.kind, query, format)}
          testId="documents"
        />
      }
      actions={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="document-create">
          {t(`stock.create.${config.kind}`)}
        </Button>
      }
    >
      <SearchToolbar
        table={table}
        companyFilter={admin}
        placeholder={t('stock.searchDocuments')}
        testId="document"
        filters={
          <>
            <Select<DocumentStatus>
              allowClear
              style={{ width: 130 }}
              placeholder={t('stock.status')}
              value={f.status}
              onChange={(value) => table.setFilters({ status: value })}
              options={config.statuses.map((s) => ({ value: s, label: t(`stock.statuses.${s}`) }))}
              data-testid="document-status-filter"
            />
            <LocationSelect
              companyId={table.companyId}
              includeInactive
              showCompany={admin && table.companyId === undefined}
              value={f.location_id}
              onChange={(id) => table.setFilters({ location_id: id })}
              data-testid="document-location-filter"
            />
            {config.supplier && (
              <SupplierSelect
                companyId={table.companyId}
                activeOnly={false}
                value={f.supplier_id}
                onChange={(id) => table.setFilters({ supplier_id: id })}
                data-testid="document-supplier-filter"
              />
            )}
            <DatePicker.RangePicker
              style={{ width: 240 }}
              value={f.date_from && f.date_to ? [dayjs(f.date_from), dayjs(f.date_to)] : null}
              onChange={(range) =>
                table.setFilters({
                  date_from: range?.[0] && range[1] ? range[0].format('YYYY-MM-DD') : undefined,
                  date_to: range?.[0] && range[1] ? range[1].format('YYYY-MM-DD') : undefined,
                })
              }
              data-testid="document-date-filter"
            />
          </>
        }
      />
      <ListTable<StockDocument>
        list={table}
        page={data}
        loading={isFetching}
        empty={{
          missing: t('stock.empty'),
          next: t('stock.emptyNext'),
          action: (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t(`stock.create.${config.kind}`)}
            </Button>
          ),
        }}
        scroll={phone ? undefined : { x: 'max-content' }}
        columns={[
          {
            title: t('stock.number'),
            dataIndex: 'number',
            render: (number: string, document) =>
              phone ? (
                // A phone's one column of what identifies the document: number, status, place, date.
                <Space direction="vertical" size={2}>
                  <Link to={documentPath(document.kind, document.id)}>{number}</Link>
                  <StatusTag status={document.status} />
                  <span style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, whiteSpace: 'normal' }}>
                    {[document.supplier_name, document.location_name, document.doc_date]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Space>
              ) : (
                // The status under the number: the list fits 1440 px without scrolling under the actions.
                <Space direction="vertical" size={4}>
                  <Link to={documentPath(document.kind, document.id)}>{number}</Link>
                  <StatusTag status={document.status} />
                </Space>
              ),
          },
          ...(admin
            ? [{ title: t('stock.company'), dataIndex: 'company_name' as const, phone: false as const }]
            : []),
          config.toLocation
            ? {
                title: t('stock.route'),
                dataIndex: 'location_name',
                phone: false as const,
                render: (from: string, document: StockDocument) =>
                  `${from} → ${document.to_location_name ?? ''}`,
              }
            : { title: t('stock.location'), dataIndex: 'location_name', phone: false as const },
          ...(config.supplier
            ? [{ title: t('stock.supplier'), dataIndex: 'supplier_name' as const, phone: false as const }]
            : []),
          ...(config.reason === 'loss'
            ? [
                {
                  title: t('stock.lossReason'),
                  dataIndex: 'reason' as const,
                  phone: false as const,
                  render: (reason: string) => (reason ? t(`stock.lossReasons.${reason}`) : ''),
                },
              ]
            : []),
          {
            // The expected date (orders) under the document's own: one column fewer at 1440 px.
            title: t('stock.docDate'),
            dataIndex: 'doc_date',
            phone: false,
            render: (day: string, document) => (
              <div style={{ whiteSpace: 'nowrap' }}>
                <div>{day}</div>
                {config.expectedDate && document.expected_date && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="document-expected">
                    {t('stock.expectedDate')} {document.expected_date}
                  </Typography.Text>
                )}
              </div>
            ),
          },
          { title: t('stock.lineCount'), dataIndex: 'line_count', align: 'right', phone: false },
          {
            // Weight and count apart, each with its unit: grams and pieces never add up.
            title: t('stock.totalQuantity'),
            dataIndex: 'total_quantity',
            align: 'right',
            render: (_: number, document) => (
              <div data-testid="document-total-quantity" style={{ whiteSpace: 'nowrap' }}>
                {!!document.total_weight && <div>{quantityText(document.total_weight, 0)}</div>}
                {!!document.total_count && <div>{quantityText(document.total_count, 1, t('stock.pcs'))}</div>}
                {/* A phone shows the value here too: the list's key figures in one column. */}
                {phone && document.total_value !== null && <div>{money(document.total_value)}</div>}
              </div>
            ),
          },
          {
            title: t('stock.totalValue'),
            dataIndex: 'total_value',
            align: 'right',
            phone: false,
            render: (fen: number | null) => (fen === null ? '' : `${money(fen)}`),
          },
          {
            // Who and when in one column: the list fits 1440 px without scrolling under the actions.
            title: t('stock.createdBy'),
            dataIndex: 'created_by',
            phone: false,
            render: (name: string, document) => (
              <div data-testid="document-created">
                <div>{name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                  {dateTime(document.created_time)}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: t('stock.actionsColumn'),
            key: 'actions',
            render: (_, document) => (
              <Space direction={phone ? 'vertical' : 'horizontal'} size={phone ? 0 : undefined}>
                <Link to={documentPath(document.kind, document.id)}>{t('stock.view')}</Link>
                {document.actions.includes('edit') && (
                  <Button type="link" size="small" onClick={() => setEditing(document.id)}>
                    {t('stock.actions.edit')}
                  </Button>
                )}
                {document.actions.includes('delete') && (
                  <Popconfirm
                    title={t('stock.confirm.delete', { number: document.number })}
                    onConfirm={() => remove.mutate(document)}
                  >
                    <Button type="link" size="small" danger>
                      {t('stock.actions.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <DocumentFormModal
        config={config}
        target={editing}
        chooseCompany={admin}
        defaultCompanyId={table.companyId}
        onClose={() => setEditing(null)}
        onSaved={(document, created) => {
          setEditing(null);
          void refresh();
          // A new document goes on from its page: submit, post, ship or count it there.
          if (created) navigate(documentPath(document.kind, document.id));
        }}
      />
    </ListPage>
  );
}
