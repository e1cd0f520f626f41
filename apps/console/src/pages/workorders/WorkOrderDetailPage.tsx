import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Image,
  Input,
  Rate,
  Row,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAdministrator } from '../../access/roles';
import {
  ACTIONS,
  commentOnWorkOrder,
  MAX_PHOTOS,
  moveWorkOrder,
  type Photo,
  type TimelineEntry,
  type TransitionBody,
  type WorkOrderAction,
  type WorkOrderDetail,
  workOrderDetails,
} from '../../api/workOrders';
import { PhotosUpload } from '../../components/PhotosUpload';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { ActionDialog } from './ActionDialog';
import { OverdueTag, PriorityTag, StatusTag } from './parts';
import { areaOf, errorIdOf, VERSION_CHANGED } from './rules';

const SIDE_COLOURS = { company: 'green', service: 'blue', system: 'gray' } as const;

function Photos({ photos, size = 72, testId }: { photos: Photo[]; size?: number; testId?: string }) {
  if (photos.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={8} data-testid={testId}>
        {photos.map((photo) => (
          <Image
            key={photo.img_url}
            src={photo.img_url}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

function TimelineCard({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('workOrders.timeline')} size="small">
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{t('workOrders.noTimeline')}</Typography.Text>
      ) : (
        <Timeline
          data-testid="wo-timeline"
          items={entries.map((entry) => ({
            key: entry.id,
            color: SIDE_COLOURS[entry.side],
            children: (
              <div data-testid="wo-timeline-entry">
                <Space wrap size={4}>
                  <Typography.Text strong>
                    {t(`workOrders.events.${entry.action ?? 'comment'}`)}
                  </Typography.Text>
                  {entry.to_status && entry.action === 'reopen' && (
                    <Typography.Text type="secondary">
                      → {t(`workOrders.statuses.${entry.to_status}`)}
                    </Typography.Text>
                  )}
                </Space>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {entry.author?.name ?? t('workOrders.sides.system')}{' '}
                    <Tag color={SIDE_COLOURS[entry.side]} style={{ fontSize: 11, lineHeight: '16px' }}>
                      {t(`workOrders.sides.${entry.side}`)}
                    </Tag>
                    {dateTime(entry.created_time)}
                  </Typography.Text>
                </div>
                {entry.text && (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>
                    {entry.text}
                  </Typography.Paragraph>
                )}
                <Photos photos={entry.photos} size={56} />
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

function CommentBox({
  order,
  onSaved,
}: {
  order: WorkOrderDetail;
  onSaved: (next: WorkOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ text: string; photos: Photo[] }>();
  const [round, setRound] = useState(0);
  const send = useMutation({
    mutationFn: (fields: { text: string; photos: Photo[] }) =>
      commentOnWorkOrder(order.id, fields.text.trim(), fields.photos ?? []),
    onSuccess: (next) => {
      form.resetFields();
      setRound((n) => n + 1);
      void message.success(t('workOrders.commented'));
      onSaved(next);
    },
  });
  return (
    <Card title={t('workOrders.comment')} size="small">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ photos: [] }}
        onFinish={(fields) => send.mutate(fields)}
      >
        <Form.Item
          name="text"
          rules={[{ required: true, whitespace: true, message: t('workOrders.commentRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={2000}
            placeholder={t('workOrders.commentPlaceholder')}
            data-testid="wo-comment-text"
          />
        </Form.Item>
        <Form.Item name="photos">
          <PhotosUpload key={round} max={MAX_PHOTOS} data-testid="wo-comment-photos" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="wo-comment-send">
          {t('workOrders.commentSend')}
        </Button>
      </Form>
    </Card>
  );
}

/** /…/workorderMng/workorderList/{id}: the order, its scale, photos, timeline, a comment box and the moves allowed now. */
export default function WorkOrderDetailPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const phone = usePhone();
  const admin = isAdministrator(useSession());
  const area = areaOf(route.path);
  const id = Number(useParams().id);
  const queryKey = ['workOrders', 'one', id];
  const [acting, setActing] = useState<WorkOrderAction | null>(null);

  const {
    data: order,
    isLoading,
    refetch,
  } = useQuery({
    queryKey,
    queryFn: () => workOrderDetails(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

  const settle = (next: WorkOrderDetail) => {
    queryClient.setQueryData(queryKey, next);
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'workOrders' && query.queryKey[1] !== 'one',
    });
    void queryClient.invalidateQueries({ queryKey: ['notices'] });
  };

  const move = useMutation({
    mutationFn: (body: TransitionBody) => moveWorkOrder(id, body),
    onSuccess: (next, body) => {
      setActing(null);
      settle(next);
      void message.success(
        // What became of the order ("已解决"), not the button's verb ("解决").
        t('workOrders.done', { number: next.number, action: t(`workOrders.moved.${body.action}`) }),
      );
    },
    onError: (error) => {
      if (errorIdOf(error) === VERSION_CHANGED) {
        setActing(null);
        void refetch();
        modal.warning({
          title: t('workOrders.changedTitle'),
          content: t('workOrders.changed'),
          okText: t('common.ok'),
        });
      } else if ((error as { kind?: string }).kind === 'api') {
        modal.error({ title: t('workOrders.refusedTitle'), content: error.message, okText: t('common.ok') });
      }
    },
  });

  if (!order) return <Card loading={isLoading} title={t(`menu.${route.name}`)} data-testid="wo-detail" />;

  const actions = ACTIONS.filter((action) => order.actions.includes(action));
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  return (
    <Flex vertical gap={12} data-testid="wo-detail">
      <Card
        size="small"
        title={
          <Space wrap size={6} style={{ whiteSpace: 'normal', padding: '6px 0' }}>
            <span data-testid="wo-number">{order.number}</span>
            <StatusTag order={order} />
            <PriorityTag priority={order.priority} />
            <OverdueTag overdue={order.overdue} />
          </Space>
        }
      >
        <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="wo-title">
          {order.title}
        </Typography.Title>
        {order.description && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{order.description}</Typography.Paragraph>
        )}
        <Photos photos={order.photos} size={phone ? 72 : 96} testId="wo-photos" />

        <Flex wrap gap={8} style={{ margin: '16px 0' }} data-testid="wo-actions">
          {actions.map((action) => (
            <Button
              key={action}
              type={action === 'cancel' || action === 'reopen' ? 'default' : 'primary'}
              danger={action === 'cancel'}
              size={phone ? 'large' : 'middle'}
              style={phone ? { flex: '1 1 40%' } : undefined}
              onClick={() => setActing(action)}
              data-testid={`wo-action-${action}`}
            >
              {t(`workOrders.actions.${action}`)}
            </Button>
          ))}
          {actions.length === 0 && (
            <Typography.Text type="secondary">{t('workOrders.noActions')}</Typography.Text>
          )}
        </Flex>

        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered={!phone} data-testid="wo-fields">
          {admin && (
            <Descriptions.Item label={t('workOrders.company')}>{order.company_name}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('workOrders.shop')}>{order.shop_name}</Descriptions.Item>
          <Descriptions.Item label={t('workOrders.scale')}>
            <Space wrap size={4}>
              <Link to={`${area}/scaleMng/scaleList/manage/${order.scale.id}`} data-testid="wo-scale-link">
                {order.scale.name}
              </Link>
              <Typography.Text type="secondary">
                {order.scale.model_code}
                {order.scale.scale_uuid ? ` · ${order.scale.scale_uuid}` : ''}
              </Typography.Text>
              <Tag color={order.scale.registered ? 'blue' : undefined}>
                {t(order.scale.registered ? 'workOrders.registered' : 'workOrders.unregistered')}
              </Tag>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('workOrders.type')}>
            {t(`workOrders.types.${order.type}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('workOrders.contact')}>
            <Space size={6} wrap>
              {order.contact_person}
              <a href={`tel:${order.contact_phone}`}>{order.contact_phone}</a>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('workOrders.preferredTime')}>
            {order.preferred_time || none}
          </Descriptions.Item>
          <Descriptions.Item label={t('workOrders.submitter')}>
            {order.submitter?.name ?? none}
          </Descriptions.Item>
          <Descriptions.Item label={t('workOrders.engineer')}>
            <span data-testid="wo-engineer">{order.assignee?.name ?? t('workOrders.unassigned')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('workOrders.createdTime')}>
            {dateTime(order.created_time)}
          </Descriptions.Item>
          <Descriptions.Item label={t('workOrders.responseDue')}>
            <Typography.Text
              type={order.overdue && order.status === 'new' ? 'danger' : undefined}
              data-testid="wo-response-due"
            >
              {dateTime(order.response_due)}
            </Typography.Text>
          </Descriptions.Item>
          {order.accepted_time && (
            <Descriptions.Item label={t('workOrders.acceptedTime')}>
              {dateTime(order.accepted_time)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('workOrders.resolutionDue')}>
            <Typography.Text type={order.overdue ? 'danger' : undefined} data-testid="wo-resolution-due">
              {dateTime(order.resolution_due)}
            </Typography.Text>
          </Descriptions.Item>
          {order.resolved_time && (
            <Descriptions.Item label={t('workOrders.resolvedTime')}>
              {dateTime(order.resolved_time)}
            </Descriptions.Item>
          )}
          {order.closed_time && (
            <Descriptions.Item label={t('workOrders.closedTime')}>
              {dateTime(order.closed_time)}
            </Descriptions.Item>
          )}
          {order.satisfaction !== null && (
            <Descriptions.Item label={t('workOrders.satisfaction')}>
              <Rate disabled value={order.satisfaction} data-testid="wo-satisfaction" />
              {order.satisfaction_comment && <div>{order.satisfaction_comment}</div>}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Row gutter={[12, 12]}>
        <Col xs={24} lg={10}>
          <CommentBox order={order} onSaved={settle} />
        </Col>
        <Col xs={24} lg={14}>
          <TimelineCard entries={order.timeline} />
        </Col>
      </Row>

      <ActionDialog
        action={acting}
        number={order.number}
        pending={move.isPending}
        onCancel={() => setActing(null)}
        onSubmit={(fields) => move.mutate({ ...fields, action: acting!, version: order.version })}
      />
    </Flex>
  );
}
