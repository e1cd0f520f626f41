import { instantOfWallClock } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  Pagination,
  Select,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageShops } from '../../access/roles';
import {
  type Attachment,
  addScaleEvent,
  ENTERED_KINDS,
  type EnteredEventKind,
  EVENT_KINDS,
  type ScaleEvent,
  type ScaleEventKind,
  scaleEvents,
} from '../../api/scaleLegal';
import { listWorkOrders } from '../../api/workOrders';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';
import { dateTime, displayZone } from '../../format/time';
import { useSession } from '../../session';
import { AttachmentList, AttachmentsUpload } from './Attachments';

const PER_PAGE = 10;

/** The colour of each kind on the timeline. */
const KIND_COLOURS: Record<ScaleEventKind, string> = {
  verification: 'green',
  calibration: 'blue',
  seal_broken: 'red',
  seal_replaced: 'cyan',
  repair: 'orange',
  software_change: 'purple',
  moved: 'geekblue',
  retired: 'gray',
  note: 'gray',
};

type Draft = {
  kind: EnteredEventKind;
  occurred_at: Dayjs | null;
  note: string;
  attachments: Attachment[];
  work_order_id: number | null;
  software_before: string;
  software_after: string;
};

const FIELDS = new Set([
  'kind',
  'occurred_at',
  'note',
  'attachments',
  'work_order_id',
  'software_before',
  'software_after',
]);

/** A picked wall-clock time as the instant it is on the console's clock (the company's zone, not the browser's). */
function instantOf(value: Dayjs): string {
  return instantOfWallClock(
    {
      year: value.year(),
      month: value.month() + 1,
      day: value.date(),
      hour: value.hour(),
      minute: value.minute(),
    },
    displayZone(),
  ).toISOString();
}

/** What an event says beyond its note: the record, the move, the software, the work order. */
function EventDetail({ event }: { event: ScaleEvent }) {
  const { t } = useTranslation();
  if (event.verification)
    return (
      <Typography.Text>
        {t('scaleLegal.events.verification', {
          body: event.verification.body,
          result: t(`scaleLegal.results.${event.verification.result}`),
          day: event.verification.next_due_on,
        })}
      </Typography.Text>
    );
  if (event.kind === 'moved')
    return (
      <Typography.Text>
        {t('scaleLegal.events.moved', {
          from: event.from_shop?.name ?? t('scaleLegal.events.unknown'),
          to: event.to_shop?.name ?? t('scaleLegal.events.unknown'),
        })}
      </Typography.Text>
    );
  if (event.kind === 'software_change')
    return (
      <Typography.Text
        style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        data-testid="event-software"
      >
        {t('scaleLegal.events.software', {
          before: event.software_before ?? t('scaleLegal.events.unknown'),
          after: event.software_after ?? t('scaleLegal.events.unknown'),
        })}
      </Typography.Text>
    );
  if (event.work_order)
    return (
      <Typography.Text>
        {t('scaleLegal.events.workOrder')}: {event.work_order.number} {event.work_order.title}
      </Typography.Text>
    );
  return null;
}

/** Enters an event: kind, time, note, attachments; a repair's work order; a software change's before and after. */
function EventDialog({ scaleId, open, onClose }: { scaleId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const dialog = useFormDialog<Draft, { id: number }>({
    target: open ? 'new' : null,
    empty: {
      kind: 'calibration',
      occurred_at: null,
      note: '',
      attachments: [],
      work_order_id: null,
      software_before: '',
      software_after: '',
    },
    valuesOf: () => {
      throw new Error('events are only added');
    },
    fields: FIELDS,
  });
  const kind = Form.useWatch('kind', dialog.form);
  const orders = useQuery({
    queryKey: ['work-orders', 'of-scale', scaleId],
    queryFn: () => listWorkOrders({ scale_id: scaleId, per_page: 100 }),
    enabled: open && kind === 'repair',
  });

  const save = useMutation({
    mutationFn: (draft: Draft) =>
      addScaleEvent(scaleId, {
        kind: draft.kind,
        occurred_at: draft.occurred_at ? instantOf(draft.occurred_at) : undefined,
        note: draft.note.trim(),
        attachments: draft.attachments ?? [],
        work_order_id: draft.kind === 'repair' && draft.work_order_id ? draft.work_order_id : undefined,
        software_before:
          draft.kind === 'software_change' && draft.software_before?.trim()
            ? draft.software_before.trim()
            : undefined,
        software_after: draft.kind === 'software_change' ? draft.software_after?.trim() : undefined,
      }),
    onSuccess: () => {
      void message.success(t('scaleLegal.events.saved'));
      void queryClient.invalidateQueries({ queryKey: ['scale-legal'] });
      void queryClient.invalidateQueries({ queryKey: ['scales'] });
      onClose();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={t('scaleLegal.events.addTitle')}
      name="scale-event"
      testId="event-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
    >
      <Flex gap={12} wrap>
        <Form.Item name="kind" label={t('scaleLegal.events.kind')} style={{ flex: '1 1 160px' }}>
          <Select
            data-testid="event-kind"
            options={ENTERED_KINDS.map((value) => ({ value, label: t(`scaleLegal.kinds.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="occurred_at"
          label={t('scaleLegal.events.occurredAt')}
          extra={t('scaleLegal.events.occurredHint')}
          style={{ flex: '1 1 180px' }}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            disabledDate={(value) => value.valueOf() > Date.now()}
            data-testid="event-time"
          />
        </Form.Item>
      </Flex>
      {kind === 'retired' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('scaleLegal.events.retireWarning')}
        />
      )}
      {kind === 'repair' && (
        <Form.Item name="work_order_id" label={t('scaleLegal.events.workOrder')}>
          <Select
            allowClear
            loading={orders.isLoading}
            placeholder={t('scaleLegal.events.workOrderPlaceholder')}
            data-testid="event-work-order"
            options={(orders.data?.list ?? []).map((order) => ({
              value: order.id,
              label: `${order.number} ${order.title}`,
            }))}
          />
        </Form.Item>
      )}
      {kind === 'software_change' && (
        <Flex gap={12} wrap>
          <Form.Item
            name="software_before"
            label={t('scaleLegal.events.softwareBefore')}
            extra={t('scaleLegal.events.softwareBeforeHint')}
            style={{ flex: '1 1 200px' }}
          >
            <Input maxLength={100} spellCheck={false} data-testid="event-software-before" />
          </Form.Item>
          <Form.Item
            name="software_after"
            label={t('scaleLegal.events.softwareAfter')}
            style={{ flex: '1 1 200px' }}
            rules={[
              { required: true, whitespace: true, message: t('scaleLegal.events.softwareAfterRequired') },
            ]}
          >
            <Input maxLength={100} spellCheck={false} data-testid="event-software-after" />
          </Form.Item>
        </Flex>
      )}
      <Form.Item
        name="note"
        label={t('scaleLegal.events.note')}
        rules={[{ required: true, whitespace: true, message: t('scaleLegal.events.noteRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={1000} data-testid="event-note" />
      </Form.Item>
      <Form.Item name="attachments" label={t('scaleLegal.events.attachments')}>
        <AttachmentsUpload data-testid="event-attachments" />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * A scale's event log (issue 27 §2): a timeline, newest first, filtered by kind, paged; each event
 * with who (or the system) and when, its note and files. "Add event" for owners, managers and
 * administrators; `readOnly` hides it (company staff, inspectors, the fleet's view).
 */
export function EventLogCard({ scaleId, readOnly }: { scaleId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const canWrite = !readOnly && canManageShops(session);
  const [kind, setKind] = useState<ScaleEventKind | undefined>();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const query = { page, per_page: PER_PAGE, kind };
  const { data, isLoading } = useQuery({
    queryKey: ['scale-legal', 'events', scaleId, query],
    queryFn: () => scaleEvents(scaleId, query),
  });

  return (
    <Card
      size="small"
      title={t('scaleLegal.events.title')}
      style={{ marginTop: 16 }}
      data-testid="event-log-card"
      extra={
        canWrite && (
          <Button type="primary" size="small" onClick={() => setAdding(true)} data-testid="event-add">
            {t('scaleLegal.events.add')}
          </Button>
        )
      }
      loading={isLoading}
    >
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <Select
          size="small"
          allowClear
          value={kind}
          placeholder={t('scaleLegal.events.allKinds')}
          onChange={(value: ScaleEventKind | undefined) => {
            setKind(value);
            setPage(1);
          }}
          style={{ minWidth: 140 }}
          data-testid="event-kind-filter"
          options={EVENT_KINDS.map((value) => ({ value, label: t(`scaleLegal.kinds.${value}`) }))}
        />
      </Flex>
      {data && data.list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <Flex vertical gap={4}>
              <span>{t('scaleLegal.events.empty')}</span>
              {!kind && (
                <Typography.Text type="secondary">{t('scaleLegal.events.emptyNext')}</Typography.Text>
              )}
            </Flex>
          }
        />
      ) : (
        data && (
          <>
            <Timeline
              style={{ marginTop: 8 }}
              items={data.list.map((event) => ({
                key: event.id,
                color: KIND_COLOURS[event.kind],
                content: (
                  <Flex
                    vertical
                    gap={2}
                    style={{ minWidth: 0 }}
                    data-testid="scale-event"
                    data-kind={event.kind}
                  >
                    <Flex gap={8} wrap align="center">
                      <Tag color={KIND_COLOURS[event.kind]} style={{ marginInlineEnd: 0 }}>
                        {t(`scaleLegal.kinds.${event.kind}`)}
                      </Tag>
                      <Typography.Text>{dateTime(event.occurred_at)}</Typography.Text>
                      <Typography.Text type="secondary">
                        {event.created_by ? event.created_by.name : t('scaleLegal.events.system')}
                      </Typography.Text>
                    </Flex>
                    <EventDetail event={event} />
                    {event.note && (
                      <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {event.note}
                      </Typography.Text>
                    )}
                    <AttachmentList attachments={event.attachments} />
                  </Flex>
                ),
              }))}
            />
            {data.meta.total > PER_PAGE && (
              <Pagination
                size="small"
                align="end"
                current={page}
                pageSize={PER_PAGE}
                total={data.meta.total}
                showSizeChanger={false}
                onChange={setPage}
              />
            )}
          </>
        )
      )}
      {canWrite && <EventDialog scaleId={scaleId} open={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}
