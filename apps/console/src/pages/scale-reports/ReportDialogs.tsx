import { PHONE_PATTERN } from '@dahua/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type ScaleReport } from '../../api/scaleReports';
import { ScaleSelect } from '../../components/selectors';
import { useResetOnOpen } from '../../components/useResetOnOpen';

/** The shop's answer to a report (shown on the scale's public page to whoever holds the reference). */
export function AnswerDialog({
  report,
  pending,
  onCancel,
  onSubmit,
}: {
  report: ScaleReport | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ answer: string }>();
  useResetOnOpen(form, report, { answer: report?.answer ?? '' });
  return (
    <Modal
      open={report !== null}
      title={report ? t('scaleReports.answerTitle', { reference: report.reference }) : ''}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      data-testid="sr-answer-dialog"
    >
      {report && (
        <Typography.Paragraph
          type="secondary"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="sr-answer-report"
        >
          {report.scale_name} · {report.description}
        </Typography.Paragraph>
      )}
      <Form<{ answer: string }>
        form={form}
        layout="vertical"
        onFinish={(fields) => onSubmit(fields.answer.trim())}
      >
        <Form.Item
          name="answer"
          label={t('scaleReports.answer')}
          extra={t('scaleReports.answerHint')}
          rules={[{ required: true, whitespace: true, message: t('scaleReports.answerRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={REPORT_LIMITS.answer} showCount data-testid="sr-answer-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export type PhonedReport = { scale_id: number; description: string; phone: string };

/** A report a customer made by phone, entered by the shop's owner or a manager. */
export function PhonedReportDialog({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (report: PhonedReport) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhonedReport>();
  useResetOnOpen(form, open ? true : null, {
    scale_id: undefined as unknown as number,
    description: '',
    phone: '',
  });
  return (
    <Modal
      open={open}
      title={t('scaleReports.create')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      data-testid="sr-create-dialog"
    >
      <Typography.Paragraph type="secondary">{t('scaleReports.createHint')}</Typography.Paragraph>
      <Form<PhonedReport>
        form={form}
        layout="vertical"
        onFinish={(fields) =>
          onSubmit({ ...fields, description: fields.description.trim(), phone: (fields.phone ?? '').trim() })
        }
      >
        <Form.Item
          name="scale_id"
          label={t('scaleReports.scale')}
          rules={[{ required: true, message: t('scaleReports.scaleRequired') }]}
        >
          <ScaleSelect style={{ width: '100%' }} data-testid="sr-create-scale" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('scaleReports.description')}
          rules={[{ required: true, whitespace: true, message: t('scaleReports.descriptionRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REPORT_LIMITS.description}
            showCount
            data-testid="sr-create-text"
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('scaleReports.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: t('login.phoneInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={11} data-testid="sr-create-phone" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
