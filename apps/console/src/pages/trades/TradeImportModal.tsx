import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchResult, importTrades } from '../../api/trades';
import { ScaleSelect } from '../../components/selectors';

const RESULT_KEYS = ['received', 'stored', 'duplicates', 'unmapped', 'clock_ahead'] as const;

/**
 * Import of a sales file exported by the maker's PC software: pick the scale the sales are
 * from, upload a csv or xlsx; shows what was stored (records held already are not stored twice).
 */
export function TradeImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [scaleId, setScaleId] = useState<number | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const close = () => {
    setScaleId(undefined);
    setFile(null);
    setResult(null);
    setFailure(null);
    setTried(false);
    onClose();
  };

  const start = async () => {
    setTried(true);
    if (scaleId === undefined || !file) return;
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const answer = await importTrades(scaleId, file);
      setResult(answer);
      onImported();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('trades.importTitle')}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="start"
          type="primary"
          loading={busy}
          onClick={() => void start()}
          data-testid="trade-import-start"
        >
          {t('trades.importStart')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('trades.importIntro')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('trades.importScale')}
          required
          validateStatus={tried && scaleId === undefined ? 'error' : undefined}
          help={tried && scaleId === undefined ? t('trades.importScaleRequired') : undefined}
        >
          <ScaleSelect
            value={scaleId}
            onChange={(id) => setScaleId(id)}
            style={{ width: '100%' }}
            data-testid="trade-import-scale"
          />
        </Form.Item>
        <Form.Item
          label={t('trades.importFile')}
          required
          validateStatus={tried && !file ? 'error' : undefined}
          help={tried && !file ? t('trades.importFileRequired') : undefined}
        >
          <Upload
            accept=".csv,.xlsx"
            maxCount={1}
            beforeUpload={(picked) => {
              setFile(picked);
              setResult(null);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />} data-testid="trade-import-file">
              {t('trades.importPick')}
            </Button>
          </Upload>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="trade-import-failure" />}
      {result && (
        <Descriptions
          size="small"
          bordered
          column={1}
          title={t('trades.importDone')}
          data-testid="trade-import-result"
          items={RESULT_KEYS.map((key) => ({
            key,
            label: t(`trades.result.${key}`),
            children: <span data-testid={`trade-import-${key}`}>{result[key]}</span>,
          }))}
        />
      )}
    </Modal>
  );
}
