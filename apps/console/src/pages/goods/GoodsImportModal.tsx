import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadGoodsTemplate, type ImportReport, importGoods } from '../../api/goods';
import { columnsOf } from '../../components/table/columns';

const MAX_BYTES = 10 * 1024 * 1024;

/** The template downloads: the columns headed as the import reads them, in the current language. */
function TemplateLinks({ onFailure }: { onFailure: (message: string) => void }) {
  const { t } = useTranslation();
  const download = (format: 'xlsx' | 'csv') =>
    downloadGoodsTemplate(format).catch((error: unknown) =>
      onFailure(error instanceof Error ? error.message : String(error)),
    );
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Typography.Text>{t('goods.importTemplate')}</Typography.Text>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => void download(format)}
          data-testid={`goods-template-${format}`}
        >
          {format}
        </Button>
      ))}
    </Space>
  );
}

/** Import dialog: choose a file, whether to skip bad rows; shows progress and the per-row report. */
export function GoodsImportModal({
  open,
  companyId,
  onClose,
  onImported,
}: {
  open: boolean;
  companyId: number | undefined;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = progress !== null;

  const reset = () => {
    setFile(null);
    setProgress(null);
    setReport(null);
    setFailure(null);
  };

  const start = async () => {
    if (!file) return;
    setReport(null);
    setFailure(null);
    setProgress(0);
    try {
      const answer = await importGoods(file, { skipBadRows, companyId, onProgress: setProgress });
      setReport(answer);
      if (answer.committed) onImported();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      title={t('goods.importTitle')}
      open={open}
      onCancel={() => {
        if (busy) return;
        reset();
        onClose();
      }}
      onOk={() => void start()}
      okText={t('goods.importStart')}
      okButtonProps={{ disabled: !file || busy }}
      confirmLoading={busy}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('goods.importHint')}</Typography.Paragraph>
      <TemplateLinks onFailure={setFailure} />
      <Upload.Dragger
        accept=".xlsx,.csv"
        multiple={false}
        maxCount={1}
        disabled={busy}
        fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          if (chosen.size > MAX_BYTES) {
            setFailure(t('goods.importTooLarge'));
            return Upload.LIST_IGNORE;
          }
          // Keep the bytes as chosen: a second import (say, skipping bad rows) sends the same file
          // even if it changed on disk meanwhile, which the browser would otherwise refuse to upload.
          void chosen
            .arrayBuffer()
            .then((bytes) => setFile(new File([bytes], chosen.name, { type: chosen.type })));
          setReport(null);
          setFailure(null);
          return false;
        }}
        onRemove={() => setFile(null)}
        data-testid="goods-import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('goods.importDrop')}</p>
      </Upload.Dragger>
      <Checkbox
        style={{ marginTop: 12 }}
        checked={skipBadRows}
        disabled={busy}
        onChange={(event) => setSkipBadRows(event.target.checked)}
        data-testid="goods-import-skip"
      >
        {t('goods.importSkipBadRows')}
      </Checkbox>
      {busy && (
        <div style={{ marginTop: 12 }}>
          <Progress percent={progress} status="active" />
          <Typography.Text type="secondary">
            {progress < 100 ? t('goods.importUploading') : t('goods.importProcessing')}
          </Typography.Text>
        </div>
      )}
      {failure && <Alert style={{ marginTop: 12 }} type="error" showIcon title={failure} />}
      {report && (
        <div style={{ marginTop: 12 }} data-testid="goods-import-report">
          <Alert
            type={report.committed ? (report.errors.length ? 'warning' : 'success') : 'error'}
            showIcon
            title={
              report.committed
                ? t('goods.importDone', {
                    created: report.created,
                    updated: report.updated,
                    skipped: report.skipped,
                  })
                : t('goods.importRefused', { count: report.errors.length })
            }
          />
          {report.errors.length > 0 && (
            <Table
              style={{ marginTop: 12 }}
              size="small"
              rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
              dataSource={report.errors}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              columns={columnsOf<ImportReport['errors'][number]>([
                { title: t('goods.importRow'), dataIndex: 'row', width: 80 },
                { title: t('goods.importField'), dataIndex: 'field', width: 160 },
                { title: t('goods.importMessage'), dataIndex: 'message' },
              ])}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
