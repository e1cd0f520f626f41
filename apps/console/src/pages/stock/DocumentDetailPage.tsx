import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, Space, Table, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isAdministrator } from '../../access/roles';
import {
  type DocumentEvent,
  type DocumentLine,
  documentCalls,
  exportDocument,
  runAction,
  type StockDocumentDetail,
} from '../../api/stock';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { DocumentFormModal } from './DocumentFormModal';
import { ExportButtons } from './ExportButtons';
import { ACTION_ORDER, documentPath, KIND_CONFIGS, kindOfRoute, listPath } from './kinds';
import { StocktakePanel } from './StocktakePanel';
import { StatusTag } from './selects';
import { TransferReceiveModal } from './TransferReceiveModal';
import { byCount, money, quantityText } from './units';

type ButtonAction = (typeof ACTION_ORDER)[number];

const time = (value: string | null) => (value ? dateTime(value) : '');

/** /project/stockMng/{list}/{id}: a document's header, lines, history and the actions its answer allows. */
export default function DocumentDetailPage({ route }: { route: ConsoleRoute }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = isAdministrator(useSession());
  const config = kindOfRoute(route.name);
  const calls = documentCalls[config.kind];
  const id = Number(useParams().id);
  const [editing, setEditing] = useState(false);
  const [receiving, setReceiving] = useState(false);
  // A purchase order's "receive": a new receipt filled from the order.
  const [receivingOrder, setReceivingOrder] = useState(false);
  const phone = usePhone();
  const queryKey = ['stock', 'documents', config.kind, 'one', id];

  const { data: document, isLoading } = useQuery({
    queryKey,
    queryFn: () => calls.one(id),
    enabled: Number.isInteger(id) && id > 0,
  });

  const settle = (next: StockDocumentDetail, action: string) => {
    queryClient.setQueryData(queryKey, next);
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'stock' && query.queryKey[4] !== id,
    });
    void message.success(
      t('stock.actionDone', { number: next.number, action: t(`stock.actions.${action}`) }),
    );
  };

  const act = useMutation({
    mutationFn: async ({ action, note }: { action: ButtonAction; note?: string }) => {
      if (action === 'cancel') return calls.cancel(id, note ?? '');
      if (action === 'delete') {
        await calls.remove(id);
        return null;
      }
      return runAction(config.kind, action as 'submit' | 'post' | 'ship' | 'close', id);
    },
    onSuccess: (next, { action }) => {
      if (next) settle(next, action);
      else {
        void message.success(t('stock.deleted'));
        void queryClient.invalidateQueries({ queryKey: ['stock'] });
        navigate(listPath(config.kind));
      }
    },
  });

  const ask = (action: ButtonAction) => {
    if (!document) return;
    if (action === 'edit') return setEditing(true);
    if (action === 'receive') return setReceiving(true);
    let note = '';
    modal.confirm({
      title: t(`stock.actions.${action}`),
      content:
        action === 'cancel' ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <span>{t('stock.confirm.cancel', { number: document.number })}</span>
            <Input.TextArea
              maxLength={200}
              placeholder={t('stock.cancelNote')}
              onChange={(event) => {
                note = event.target.value;
              }}
              data-testid="cancel-note"
            />
          </Space>
        ) : (
          t(`stock.confirm.${action}`, { number: document.number })
        ),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: action === 'cancel' || action === 'delete' },
      onOk: () => act.mutateAsync({ action, note: note.trim() }).catch(() => undefined),
    });
  };

  const eventLabel = (event: DocumentEvent) =>
    i18n.exists(`stock.events.${event.action}`) ? t(`stock.events.${event.action}`) : event.action;

  const quantity = (q: number | null, line: DocumentLine) =>
    q === null ? '' : quantityText(q, line.weighing_mode, t('stock.pcs'));
  const costPer = (line: DocumentLine) => (byCount(line.weighing_mode) ? t('stock.pcs') : 'kg');

  const canReceiveOrder =
    document?.kind === 'purchase_order' &&
    (document.status === 'submitted' || document.status === 'partially_received');
  const actions: ReactNode = document && (
    <Space wrap data-testid="document-actions">
      <ExportButtons
        download={(format) => exportDocument(document.kind, document.id, format)}
        testId="document"
        formats={['pdf', 'xlsx']}
      />
      {ACTION_ORDER.filter((action) => document.actions.includes(action)).map((action) => (
        <Button
          key={action}
          type={action === 'edit' || action === 'cancel' || action === 'delete' ? 'default' : 'primary'}
          danger={action === 'cancel' || action === 'delete'}
          loading={act.isPending && act.variables?.action === action}
          onClick={() => ask(action)}
          data-testid={`document-action-${action}`}
        >
          {t(`stock.actions.${action}`)}
        </Button>
      ))}
      {canReceiveOrder && (
        <Button
          type="primary"
          onClick={() => setReceivingOrder(true)}
          data-testid="document-action-receive-order"
        >
          {t('stock.receiveOrder')}
        </Button>
      )}
    </Space>
  );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        loading={isLoading}
        data-testid="document-detail"
        title={
          document ? (
            <Space wrap>
              <span>
                {t(`stock.kinds.${config.kind}`)} {document.number}
              </span>
              <StatusTag status={document.status} />
            </Space>
          ) : (
            t(`menu.${route.name}`)
          )
        }
        extra={phone ? undefined : actions}
      >
        {/* On a phone the actions go under the title, never over the number. */}
        {phone && actions && <div style={{ marginBottom: 12 }}>{actions}</div>}
        {document && (
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" data-testid="document-header">
            {admin && (
              <Descriptions.Item label={t('stock.company')}>{document.company_name}</Descriptions.Item>
            )}
            <Descriptions.Item label={t(config.toLocation ? 'stock.fromLocation' : 'stock.location')}>
              {document.location_name}
            </Descriptions.Item>
            {config.toLocation && (
              <Descriptions.Item label={t('stock.toLocation')}>{document.to_location_name}</Descriptions.Item>
            )}
            {config.supplier && (
              <Descriptions.Item label={t('stock.supplier')}>{document.supplier_name}</Descriptions.Item>
            )}
            {config.source && document.source_id !== null && (
              <Descriptions.Item label={t('stock.source')}>
                <Link to={documentPath(config.source, document.source_id)}>{document.source_number}</Link>
              </Descriptions.Item>
            )}
            {config.reason && (
              <Descriptions.Item
                label={t(config.reason === 'loss' ? 'stock.lossReason' : 'stock.returnReason')}
              >
                {config.reason === 'loss' && document.reason
                  ? t(`stock.lossReasons.${document.reason}`)
                  : document.reason}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('stock.docDate')}>{document.doc_date}</Descriptions.Item>
            {config.expectedDate && (
              <Descriptions.Item label={t('stock.expectedDate')}>{document.expected_date}</Descriptions.Item>
            )}
            {document.total_value !== null && (
              <Descriptions.Item label={t('stock.totalValue')}>
                {money(document.total_value)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('stock.createdBy')}>
              {document.created_by} · {time(document.created_time)}
            </Descriptions.Item>
            {document.posted_time && (
              <Descriptions.Item label={t('stock.postedTime')}>
                {time(document.posted_time)}
              </Descriptions.Item>
            )}
            {document.notes && (
              <Descriptions.Item label={t('stock.notes')}>{document.notes}</Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Card>

      {document && config.kind === 'stocktake' && <StocktakePanel document={document} />}

      {document && config.kind !== 'stocktake' && (
        <Card title={`${t('stock.lines')} (${document.line_count})`}>
          <Table<DocumentLine>
            rowKey="id"
            size="small"
            dataSource={document.lines}
            scroll={phone ? undefined : { x: 'max-content' }}
            pagination={document.lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            data-testid="document-lines"
            // A phone shows goods and quantities; the rest of a line opens under it.
            expandable={
              phone
                ? {
                    expandedRowRender: (line) => (
                      <Descriptions size="small" column={1}>
                        <Descriptions.Item label={t('stock.plu')}>{line.plu_number}</Descriptions.Item>
                        {line.unit_cost !== null && (
                          <Descriptions.Item label={t('stock.unitCost')}>
                            {money(line.unit_cost)}/{costPer(line)}
                          </Descriptions.Item>
                        )}
                        {line.value !== null && (
                          <Descriptions.Item label={t('stock.value')}>{money(line.value)}</Descriptions.Item>
                        )}
                        {line.lot && <Descriptions.Item label={t('stock.lot')}>{line.lot}</Descriptions.Item>}
                        {line.production_date && (
                          <Descriptions.Item label={t('stock.productionDate')}>
                            {line.production_date}
                          </Descriptions.Item>
                        )}
                        {line.expiry_date && (
                          <Descriptions.Item label={t('stock.expiryDate')}>
                            {line.expiry_date}
                          </Descriptions.Item>
                        )}
                        {line.reason && (
                          <Descriptions.Item label={t('stock.reason')}>{line.reason}</Descriptions.Item>
                        )}
                      </Descriptions>
                    ),
                  }
                : undefined
            }
            columns={columnsOf<DocumentLine>([
              { title: '#', dataIndex: 'line_no', width: 48, phone: false },
              { title: t('stock.plu'), dataIndex: 'plu_number', phone: false },
              {
                title: t('stock.goods'),
                dataIndex: 'goods_name',
                render: (name: string) => name.replace(/\n/g, ' '),
              },
              {
                title: config.kind === 'purchase_order' ? t('stock.ordered') : t('stock.quantity'),
                dataIndex: 'quantity',
                align: 'right',
                render: quantity,
              },
              ...(config.done
                ? [
                    {
                      title: t(`stock.done.${config.done}`),
                      dataIndex: 'done_quantity' as const,
                      align: 'right' as const,
                      render: quantity,
                    },
                  ]
                : []),
              ...(document.lines.some((line) => line.unit_cost !== null)
                ? [
                    {
                      title: t('stock.unitCost'),
                      dataIndex: 'unit_cost' as const,
                      phone: false as const,
                      align: 'right' as const,
                      render: (fen: number | null, line: DocumentLine) =>
                        fen === null ? '' : `${money(fen)}/${costPer(line)}`,
                    },
                    {
                      title: t('stock.value'),
                      dataIndex: 'value' as const,
                      phone: false as const,
                      align: 'right' as const,
                      render: (fen: number | null) => (fen === null ? '' : `${money(fen)}`),
                    },
                  ]
                : []),
              ...(config.lotDates || config.kind === 'supplier_return'
                ? [
                    { title: t('stock.lot'), dataIndex: 'lot' as const, phone: false as const },
                    {
                      title: t('stock.productionDate'),
                      dataIndex: 'production_date' as const,
                      phone: false as const,
                    },
                    {
                      title: t('stock.expiryDate'),
                      dataIndex: 'expiry_date' as const,
                      phone: false as const,
                    },
                  ]
                : []),
              ...(document.lines.some((line) => line.reason)
                ? [{ title: t('stock.reason'), dataIndex: 'reason' as const, phone: false as const }]
                : []),
            ])}
          />
        </Card>
      )}

      {document && (
        <Card title={t('stock.history')}>
          {document.events.length === 0 ? (
            <Typography.Text type="secondary">{t('stock.noEvents')}</Typography.Text>
          ) : (
            <Timeline
              data-testid="document-events"
              items={document.events.map((event, index) => ({
                key: index,
                children: (
                  <>
                    <Typography.Text strong>{eventLabel(event)}</Typography.Text>{' '}
                    <Typography.Text type="secondary">
                      {event.user_name} · {time(event.time)}
                    </Typography.Text>
                    {event.note && <div>{event.note}</div>}
                  </>
                ),
              }))}
            />
          )}
        </Card>
      )}

      {document && (
        <DocumentFormModal
          config={config}
          target={editing ? document.id : null}
          chooseCompany={admin}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            queryClient.setQueryData(queryKey, next);
            void queryClient.invalidateQueries({ queryKey: ['stock'] });
          }}
        />
      )}
      {document && canReceiveOrder && (
        <DocumentFormModal
          config={KIND_CONFIGS.receipt}
          target={receivingOrder ? 'new' : null}
          chooseCompany={admin}
          defaultCompanyId={document.company_id}
          fillFrom={{ id: document.id, number: document.number }}
          onClose={() => setReceivingOrder(false)}
          onSaved={(receipt) => {
            setReceivingOrder(false);
            void queryClient.invalidateQueries({ queryKey: ['stock'] });
            navigate(documentPath(receipt.kind, receipt.id));
          }}
        />
      )}
      {document && config.kind === 'transfer' && (
        <TransferReceiveModal
          document={document}
          open={receiving}
          onClose={() => setReceiving(false)}
          onReceived={(next) => {
            setReceiving(false);
            queryClient.setQueryData(queryKey, next);
            void queryClient.invalidateQueries({
              predicate: (query) => query.queryKey[0] === 'stock' && query.queryKey[4] !== id,
            });
          }}
        />
      )}
    </Space>
  );
}
