import { useQuery } from '@tanstack/react-query';
import {
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  List,
  Result,
  Row,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAdministrator } from '../../access/roles';
import { type FleetScaleDetail, fleetScale } from '../../api/fleet';
import { columnsOf } from '../../components/table/columns';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { EventLogCard } from '../scale-legal/EventLogCard';
import { VerificationsCard } from '../scale-legal/VerificationsCard';
import { StatusTag } from '../workorders/parts';
import { LinkCell, VerificationTag } from './parts';

type WorkOrderLine = FleetScaleDetail['work_orders'][number];

/**
 * One scale of the fleet (`<list path>/:id`): the list's facts, software as read and as entered, its
 * verification records and event log (read-only), its link (bridges, sync times, the last error) and
 * its latest work orders. Administrators also get
 * links to the scale's management page and to each work order; anyone else (an inspector under
 * /inspect) reads only.
 */
export default function FleetScalePage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const readOnly = !isAdministrator(useSession());
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: scale, isError } = useQuery({
    queryKey: ['fleet', 'scale', id],
    queryFn: () => fleetScale(id),
    enabled: valid,
    retry: false,
  });
  const time = (iso: string | null) => (iso ? dateTime(iso) : t('fleet.never'));

  if (!valid || isError)
    return (
      <Card title={t(`menu.${route.name}`)}>
        <Result status="404" subTitle={t('fleet.detail.notFound')} />
      </Card>
    );
  if (!scale)
    return (
      <Card title={t(`menu.${route.name}`)}>
        <Skeleton active />
      </Card>
    );

  const v = scale.verification;
  const manage = !readOnly && (
    <Link to={`/admin/scaleMng/scaleList/manage/${scale.id}`} data-testid="fleet-manage">
      {t('fleet.detail.manage')}
    </Link>
  );
  const columns = phone ? 1 : 2;
  return (
    <div data-testid="fleet-scale">
      <Card
        title={
          <Flex gap={8} wrap align="center">
            <span data-testid="fleet-scale-name">{scale.name}</span>
            <VerificationTag status={v.status} />
            {scale.retired_time && <Tag>{t('fleet.retired')}</Tag>}
          </Flex>
        }
        // On a phone the link goes under the title, which keeps the whole width for the name.
        extra={!phone && manage}
      >
        {phone && manage && <div style={{ marginBottom: 12 }}>{manage}</div>}
        <Descriptions column={columns} size="small" bordered data-testid="fleet-facts">
          <Descriptions.Item label={t('fleet.columns.company')}>{scale.company.name}</Descriptions.Item>
          <Descriptions.Item label={t('fleet.columns.shop')}>{scale.shop.name}</Descriptions.Item>
          <Descriptions.Item label={t('fleet.columns.model')}>{scale.model_code}</Descriptions.Item>
          <Descriptions.Item label={t('fleet.columns.link')}>
            <LinkCell scale={scale} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fleet.detail.softwareRead')}>
            <span data-testid="fleet-software-read">{scale.software.read ?? t('fleet.none')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('fleet.detail.softwareEntered')}>
            <span data-testid="fleet-software-entered">{scale.software.entered ?? t('fleet.none')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('fleet.detail.status')}>
            <VerificationTag status={v.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fleet.detail.verifiedOn')}>
            {v.verified_on ?? t('fleet.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('fleet.detail.nextDue')}>
            {v.next_due_on ?? t('fleet.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('fleet.detail.body')}>{v.body ?? t('fleet.none')}</Descriptions.Item>
          <Descriptions.Item label={t('fleet.columns.openWorkOrders')}>
            {scale.open_work_orders}
          </Descriptions.Item>
          <Descriptions.Item label={t('fleet.detail.timeZone')}>{scale.time_zone}</Descriptions.Item>
          {scale.retired_time && (
            <Descriptions.Item label={t('fleet.retired')}>{dateTime(scale.retired_time)}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {/* The scale's legal life (modules scale-legal), read-only here: it is written on the scale's own page. */}
      <Row gutter={[16, 0]}>
        <Col xs={24} xl={12}>
          <VerificationsCard scaleId={scale.id} readOnly />
        </Col>
        <Col xs={24} xl={12}>
          <EventLogCard scaleId={scale.id} readOnly />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card title={t('fleet.detail.link')} size="small" style={{ height: '100%' }}>
            <Descriptions column={1} size="small" data-testid="fleet-sync">
              <Descriptions.Item label={t('fleet.columns.link')}>
                <LinkCell scale={scale} />
              </Descriptions.Item>
              <Descriptions.Item label={t('fleet.detail.stateSince')}>
                {time(scale.sync.state_since)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fleet.columns.lastContact')}>
                {time(scale.last_contact)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fleet.columns.lastInStep')}>
                {time(scale.last_in_step)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fleet.detail.lastFullSync')}>
                {time(scale.sync.last_full_sync)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fleet.detail.lastDeltaSync')}>
                {time(scale.sync.last_delta_sync)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fleet.columns.lastSalesUpload')}>
                {time(scale.last_sales_upload)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fleet.detail.lastError')}>
                {scale.sync.error ? (
                  <Typography.Text type="danger" data-testid="fleet-sync-error">
                    {t('fleet.detail.errorAt', {
                      message: scale.sync.error,
                      time: time(scale.sync.error_time),
                    })}
                  </Typography.Text>
                ) : (
                  t('fleet.none')
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('fleet.detail.bridges')} size="small" style={{ height: '100%' }}>
            {scale.bridges.length === 0 ? (
              <Typography.Text type="secondary">{t('fleet.detail.noBridge')}</Typography.Text>
            ) : (
              <List
                size="small"
                dataSource={scale.bridges}
                data-testid="fleet-bridges"
                renderItem={(bridge) => (
                  <List.Item>
                    <Flex gap={8} wrap align="center">
                      <Tag color={bridge.online ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
                        {bridge.online ? t('fleet.online') : t('fleet.offline')}
                      </Tag>
                      <span>
                        {t('fleet.detail.bridgeLine', {
                          name: bridge.name || t('fleet.detail.unnamedBridge'),
                          version: bridge.version || '—',
                          time: time(bridge.last_seen),
                        })}
                      </span>
                    </Flex>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
      <Card title={t('fleet.detail.workOrders')} size="small" style={{ marginTop: 16 }}>
        <Table<WorkOrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={scale.work_orders}
          data-testid="fleet-work-orders"
          scroll={phone ? undefined : { x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleet.detail.noWorkOrders')} />
            ),
          }}
          columns={columnsOf<WorkOrderLine>([
            {
              title: t('fleet.detail.workOrderNumber'),
              dataIndex: 'number',
              render: (number: string, order) => (
                <Flex vertical gap={2}>
                  {readOnly ? (
                    <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
                  ) : (
                    <Link
                      to={`/admin/workorderMng/workorderList/${order.id}`}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {number}
                    </Link>
                  )}
                  {phone && <Typography.Text type="secondary">{order.title}</Typography.Text>}
                </Flex>
              ),
            },
            { title: t('fleet.detail.workOrderTitle'), dataIndex: 'title', phone: false },
            {
              title: t('fleet.detail.workOrderStatus'),
              dataIndex: 'status',
              render: (_, order) => <StatusTag order={{ status: order.status, wait_for: null }} />,
            },
            {
              title: t('fleet.detail.workOrderCreated'),
              dataIndex: 'created_time',
              phone: false,
              render: (value: string) => dateTime(value),
            },
          ])}
        />
      </Card>
    </div>
  );
}
