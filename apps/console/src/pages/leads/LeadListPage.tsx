import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLeadNote,
  ENQUIRY_KINDS,
  exportLeads,
  getLead,
  LEAD_STATUSES,
  type Lead,
  type LeadFilterQuery,
  type LeadStatus,
  listLeads,
  updateLead,
} from '../../api/leads';
import { ChoiceFilter, FilterBar, ListPage, ListTable } from '../../components/list/ListPage';
import { SearchBox } from '../../components/list/SearchBox';
import { useUrlListState } from '../../components/list/useListState';
import { PeriodPicker } from '../../components/PeriodPicker';
import { AdminSelect } from '../../components/selectors';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { useDownload } from '../../hooks/useDownload';
import { loadPageTexts } from '../../i18n';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';

// The enquiries texts load with this page (i18n/index.ts): it renders once they are in.
await loadPageTexts('leads');

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'gold',
  won: 'green',
  lost: 'default',
};

/**
 * /admin/leads (issue 30 §4): the enquiries from the public site, for site editors and super
 * administrators. Filters in the address (status, kind, received from–to, search); a row opens
 * the lead: status, owner, notes. Changes carry the version shown (someone else's change
 * meanwhile: the server refuses, the lead is reloaded).
 */
export default function LeadListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: { status: LEAD_STATUSES, kind: ENQUIRY_KINDS, date_from: 'date', date_to: 'date' },
  });
  const f = table.filters;
  const filters: LeadFilterQuery = {
    status: f.status,
    kind: f.kind,
    date_from: f.date_from,
    date_to: f.date_to,
    name: table.searchText,
  };
  const query = { ...filters, page: table.page, per_page: PAGE_SIZE };
  const { data, isFetching } = useQuery({
    queryKey: ['leads', 'list', query],
    queryFn: () => listLeads(query),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const { downloading, download } = useDownload();

  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      exports={
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => download(() => exportLeads(filters))}
          data-testid="leads-export"
        >
          {t('leads.export')}
        </Button>
      }
    >
      <FilterBar testId="leads-filters">
        <ChoiceFilter
          width={120}
          placeholder={t('leads.status')}
          value={f.status}
          onChange={(value) => table.setFilters({ status: value })}
          choices={LEAD_STATUSES}
          label={(value) => t(`leads.statuses.${value}`)}
          testId="leads-status-filter"
        />
        <ChoiceFilter
          width={140}
          placeholder={t('leads.kind')}
          value={f.kind}
          onChange={(value) => table.setFilters({ kind: value })}
          choices={ENQUIRY_KINDS}
          label={(value) => t(`leads.kinds.${value}`)}
          testId="leads-kind-filter"
        />
        <PeriodPicker
          value={f.date_from && f.date_to ? { from: f.date_from, to: f.date_to } : null}
          onChange={(range) => table.setFilters({ date_from: range?.from, date_to: range?.to })}
          data-testid="leads-date-filter"
        />
        <SearchBox
          value={table.searchText}
          style={{ width: phone ? '100%' : 240 }}
          placeholder={t('leads.searchPlaceholder')}
          onSearch={table.search}
          testId="leads-search"
        />
      </FilterBar>
      <ListTable<Lead>
        list={table}
        page={data}
        loading={isFetching}
        empty={{ missing: t('leads.empty'), next: t('leads.emptyNext'), advice: true }}
        onRow={(lead) => ({ onClick: () => setOpenId(lead.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('leads.reference'),
            dataIndex: 'reference',
            render: (value: string) => <span data-testid="lead-reference">{value}</span>,
          },
          {
            title: t('leads.received'),
            dataIndex: 'created_time',
            render: (time: string) => dateTime(time),
            phone: false,
          },
          {
            title: t('leads.kind'),
            dataIndex: 'kind',
            render: (kind: Lead['kind']) => t(`leads.kinds.${kind}`),
            phone: false,
          },
          {
            title: t('leads.status'),
            dataIndex: 'status',
            render: (status: LeadStatus) => (
              <Tag color={STATUS_COLOURS[status]} data-testid="lead-status">
                {t(`leads.statuses.${status}`)}
              </Tag>
            ),
          },
          { title: t('leads.name'), dataIndex: 'name' },
          { title: t('leads.company'), dataIndex: 'company', phone: false },
          {
            title: t('leads.contact'),
            key: 'contact',
            render: (_: unknown, lead: Lead) => [lead.phone, lead.email].filter(Boolean).join(' · '),
            phone: false,
          },
          { title: t('leads.product'), dataIndex: 'product', phone: false },
          {
            title: t('leads.owner'),
            key: 'owner',
            render: (_: unknown, lead: Lead) => lead.owner?.name ?? '',
            phone: false,
          },
        ]}
      />
      <LeadDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}

function LeadDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const { data: lead } = useQuery({
    queryKey: ['leads', 'one', id],
    queryFn: () => getLead(id!),
    enabled: id !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['leads'] });
  const change = useMutation({
    mutationFn: (body: { status?: LeadStatus; owner_id?: number | null }) =>
      updateLead(id!, { ...body, version: lead!.version }),
    onSuccess: () => {
      void message.success(t('leads.saved'));
      return refresh();
    },
    onError: () => refresh(),
  });
  const addNote = useMutation({
    mutationFn: () => addLeadNote(id!, note, lead!.version),
    onSuccess: () => {
      setNote('');
      return refresh();
    },
    onError: () => refresh(),
  });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={phone ? '100%' : 640}
      title={lead ? `${t('leads.lead')} ${lead.reference}` : t('leads.lead')}
      data-testid="lead-drawer"
    >
      {lead && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('leads.kind')}>{t(`leads.kinds.${lead.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('leads.received')}>{dateTime(lead.created_time)}</Descriptions.Item>
            <Descriptions.Item label={t('leads.name')}>{lead.name}</Descriptions.Item>
            {lead.company ? (
              <Descriptions.Item label={t('leads.company')}>{lead.company}</Descriptions.Item>
            ) : null}
            {lead.region ? (
              <Descriptions.Item label={t('leads.region')}>{lead.region}</Descriptions.Item>
            ) : null}
            {lead.phone ? <Descriptions.Item label={t('leads.phone')}>{lead.phone}</Descriptions.Item> : null}
            {lead.email ? <Descriptions.Item label={t('leads.email')}>{lead.email}</Descriptions.Item> : null}
            {lead.product ? (
              <Descriptions.Item label={t('leads.product')}>{lead.product}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('leads.message')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {lead.message}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <span>{t('leads.status')}</span>
            <Select<LeadStatus>
              style={{ width: 140 }}
              value={lead.status}
              disabled={change.isPending}
              options={LEAD_STATUSES.map((value) => ({ value, label: t(`leads.statuses.${value}`) }))}
              onChange={(status) => change.mutate({ status })}
              data-testid="lead-status-select"
            />
            <span>{t('leads.owner')}</span>
            <AdminSelect
              style={{ width: 180 }}
              value={lead.owner?.id}
              allowClear
              placeholder={t('leads.owner')}
              disabled={change.isPending}
              onChange={(ownerId) => change.mutate({ owner_id: ownerId ?? null })}
              data-testid="lead-owner-select"
            />
          </Space>
          <Typography.Title level={5}>{t('leads.notes')}</Typography.Title>
          <List
            size="small"
            dataSource={lead.notes}
            locale={{ emptyText: t('leads.noNotes') }}
            renderItem={(item) => (
              <List.Item data-testid="lead-note">
                <List.Item.Meta
                  title={`${item.author?.name ?? '—'} · ${dateTime(item.created_time)}`}
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{item.text}</span>}
                />
              </List.Item>
            )}
          />
          <Input.TextArea
            value={note}
            maxLength={1000}
            rows={3}
            placeholder={t('leads.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
            data-testid="lead-note-input"
          />
          <Button
            type="primary"
            disabled={note.trim() === ''}
            loading={addNote.isPending}
            onClick={() => addNote.mutate()}
            data-testid="lead-note-add"
          >
            {t('leads.addNote')}
          </Button>
        </Space>
      )}
    </Drawer>
  );
}
