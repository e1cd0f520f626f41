import { PhoneOutlined } from '@ant-design/icons';
import { isInspector } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Image, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageShops, isAdministrator } from '../../access/roles';
import {
  answerScaleReport,
  createScaleReport,
  listScaleReports,
  REPORT_STATUSES,
  type ScaleReport,
  type ScaleReportStatus,
} from '../../api/scaleReports';
import { type Scope, scopeFilters } from '../../components/list/scopeFilters';
import { useUrlListState } from '../../components/list/useListState';
import { columnsOf } from '../../components/table/columns';
import { EmptyHint } from '../../components/table/EmptyHint';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { roleOf } from '../../services/storage';
import { useSession } from '../../session';
import { AnswerDialog, PhonedReportDialog } from './ReportDialogs';

const PAGE_SIZE = 20;
const ALL = 'all';

export function ReportStatusTag({ status }: { status: ScaleReportStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'open' ? 'orange' : 'green'} data-testid="sr-status">
      {t(`scaleReports.statuses.${status}`)}
    </Tag>
  );
}

/** The report's problem as the shopper wrote it, with the photo and the phone they left. */
function Problem({ report, more }: { report: ScaleReport; more?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={4} style={{ maxWidth: 300 }}>
      {more}
      <Typography.Text
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="sr-description"
      >
        {report.description}
      </Typography.Text>
      {report.photo_url && (
        <Image
          src={report.photo_url}
          width={56}
          height={56}
          style={{ objectFit: 'cover' }}
          alt={t('scaleReports.photo')}
        />
      )}
    </Space>
  );
}

function Answer({ report }: { report: ScaleReport }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={2} style={{ maxWidth: 240 }}>
      <ReportStatusTag status={report.status} />
      {report.answer && (
        <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="sr-answer">
          {report.answer}
        </Typography.Text>
      )}
      {report.answered_by && report.answered_time && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('scaleReports.answeredBy', {
            name: report.answered_by.name,
            time: dateTime(report.answered_time),
          })}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * /…/scaleMng/scaleReports: what shoppers reported from the scales' public pages (and what the shop
 * entered from phone calls), newest first, with tabs per status and the scope filters. The company's
 * owner and managers (and administrators) answer; the answer shows on the public page for the
 * reporter's reference. Read-only for staff and inspectors (the server says who may answer: `can_answer`).
 * `?status=`, `?scale_id=` and `?shop_id=` set the first filters (notices and the scale page link with them).
 */
export default function ScaleReportListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = isAdministrator(session);
  const inspector = isInspector(roleOf(session));
  const mayEnter = canManageShops(session) && !inspector;
  const phone = usePhone();
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: { status: REPORT_STATUSES, shop_id: 'number', scale_id: 'number' },
  });
  const f = table.filters;
  const { page } = table;
  const status = f.status;
  const scope: Scope = { companyId: f.company_id, shopId: f.shop_id, scaleId: f.scale_id };
  const [answering, setAnswering] = useState<ScaleReport | null>(null);
  const [entering, setEntering] = useState(false);

  const filters = {
    company_id: admin ? scope.companyId : undefined,
    shop_id: scope.shopId,
    scale_id: scope.scaleId,
  };
  const query = { ...filters, status, page, per_page: PAGE_SIZE };
  const { data, isFetching } = useQuery({
    queryKey: ['scaleReports', 'list', query],
    queryFn: () => listScaleReports(query),
  });
  const filtered = Object.values(filters).some((value) => value !== undefined);

  const answer = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => answerScaleReport(id, text),
    onSuccess: () => {
      setAnswering(null);
      void message.success(t('scaleReports.answerSaved'));
      void queryClient.invalidateQueries({ queryKey: ['scaleReports'] });
    },
  });
  const enter = useMutation({
    mutationFn: createScaleReport,
    onSuccess: (report) => {
      setEntering(false);
      void message.success(t('scaleReports.created', { reference: report.reference }));
      void queryClient.invalidateQueries({ queryKey: ['scaleReports'] });
    },
  });

  const setScope = (change: Scope) =>
    table.setFilters({
      ...('companyId' in change && { company_id: change.companyId }),
      ...('shopId' in change && { shop_id: change.shopId }),
      ...('scaleId' in change && { scale_id: change.scaleId }),
    });

  const answerButton = (report: ScaleReport) =>
    report.can_answer ? (
      <Button
        size="small"
        type={report.status === 'open' ? 'primary' : 'default'}
        onClick={() => setAnswering(report)}
        data-testid="sr-answer-button"
      >
        {report.status === 'open' ? t('scaleReports.answerAction') : t('scaleReports.editAnswer')}
      </Button>
    ) : null;

  const where = (report: ScaleReport) => (
    <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
      {[admin ? report.company_name : null, report.shop_name, report.scale_name].filter(Boolean).join(' · ')}
    </Typography.Text>
  );
  const when = (report: ScaleReport) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {dateTime(report.created_time)} · {t('scaleReports.reference')}{' '}
      <Typography.Text code>{report.reference}</Typography.Text>
    </Typography.Text>
  );

  const total = (data?.counts.open ?? 0) + (data?.counts.answered ?? 0);

  return (
    <Card
      title={t(`menu.${route.name}`)}
      extra={
        mayEnter && (
          <Button
            icon={<PhoneOutlined />}
            onClick={() => setEntering(true)}
            aria-label={t('scaleReports.create')}
            title={t('scaleReports.create')}
            data-testid="sr-create"
          >
            {phone ? null : t('scaleReports.create')}
          </Button>
        )
      }
    >
      {!inspector && (
        <Space wrap style={{ marginBottom: 8 }} data-testid="sr-filters">
          {scopeFilters({ admin, testId: 'sr', scope, onChange: setScope })}
        </Space>
      )}
      <Tabs
        activeKey={status ?? ALL}
        onChange={(key) => table.setFilters({ status: key === ALL ? undefined : (key as ScaleReportStatus) })}
        data-testid="sr-status-tabs"
        items={[
          { key: ALL, label: `${t('scaleReports.all')} ${data ? total : ''}`.trim() },
          ...REPORT_STATUSES.map((s) => ({
            key: s,
            label: (
              <span data-testid={`sr-tab-${s}`}>
                {t(`scaleReports.statuses.${s}`)} {data ? data.counts[s] : ''}
              </span>
            ),
          })),
        ]}
      />
      <Table<ScaleReport>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={phone ? undefined : { x: 'max-content' }}
        data-testid="sr-table"
        locale={{
          emptyText: (
            <EmptyHint
              loading={isFetching}
              filtered={filtered || status !== undefined}
              missing={t('scaleReports.empty')}
              next={t('scaleReports.emptyNext')}
              advice
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          onChange: table.setPage,
          showSizeChanger: false,
          showTotal: (count) => t('common.total', { count }),
        }}
        columns={columnsOf<ScaleReport>(
          phone
            ? [
                {
                  title: t('scaleReports.description'),
                  key: 'report',
                  render: (_, report) => (
                    <Space direction="vertical" size={6} style={{ width: '100%' }} data-testid="sr-row">
                      <Problem
                        report={report}
                        more={
                          <>
                            {where(report)}
                            {when(report)}
                          </>
                        }
                      />
                      {report.phone && (
                        <Typography.Text>
                          {t('scaleReports.phone')}: {report.phone}
                        </Typography.Text>
                      )}
                      <Flex justify="space-between" align="start" gap={8} wrap>
                        <Answer report={report} />
                        {answerButton(report)}
                      </Flex>
                    </Space>
                  ),
                },
              ]
            : [
                {
                  title: t('scaleReports.time'),
                  dataIndex: 'created_time',
                  render: (_, report) => (
                    <Space direction="vertical" size={0}>
                      <span>{dateTime(report.created_time)}</span>
                      <Typography.Text code data-testid="sr-reference">
                        {report.reference}
                      </Typography.Text>
                    </Space>
                  ),
                },
                {
                  title: t('scaleReports.scale'),
                  dataIndex: 'scale_name',
                  render: (_, report) => (
                    <Space direction="vertical" size={0} style={{ maxWidth: 180 }}>
                      <span style={{ overflowWrap: 'anywhere' }}>{report.scale_name}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                        {admin ? `${report.company_name} · ${report.shop_name}` : report.shop_name}
                      </Typography.Text>
                    </Space>
                  ),
                },
                {
                  title: t('scaleReports.description'),
                  dataIndex: 'description',
                  render: (_, report) => <Problem report={report} />,
                },
                ...(inspector
                  ? []
                  : [
                      {
                        title: t('scaleReports.phone'),
                        dataIndex: 'phone' as const,
                        render: (value: string) =>
                          value || (
                            <Typography.Text type="secondary">{t('scaleReports.noPhone')}</Typography.Text>
                          ),
                      },
                    ]),
                {
                  title: t('scaleReports.answer'),
                  dataIndex: 'answer',
                  render: (_, report) => <Answer report={report} />,
                },
                ...(data?.list.some((report) => report.can_answer)
                  ? [
                      {
                        title: '',
                        key: 'actions',
                        render: (_: unknown, report: ScaleReport) => answerButton(report),
                      },
                    ]
                  : []),
              ],
        )}
      />
      <AnswerDialog
        report={answering}
        pending={answer.isPending}
        onCancel={() => setAnswering(null)}
        onSubmit={(text) => answering && answer.mutate({ id: answering.id, text })}
      />
      {mayEnter && (
        <PhonedReportDialog
          open={entering}
          pending={enter.isPending}
          onCancel={() => setEntering(false)}
          onSubmit={(report) => enter.mutate(report)}
        />
      )}
    </Card>
  );
}
