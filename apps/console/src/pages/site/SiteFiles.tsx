import { FileOutlined, FolderOpenOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  List,
  Modal,
  Pagination,
  Progress,
  Space,
  Spin,
  Typography,
  Upload,
  type UploadProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadHeaders } from '../../api/client';
import {
  listSiteFiles,
  MAX_SITE_FILE_BYTES,
  SITE_FILE_ACCEPT,
  SITE_FILE_UPLOAD_ACTION,
  type SiteFile,
} from '../../api/site';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { useModalWidth } from '../../hooks/useModalWidth';
import { fileSize } from './content';

const PICK_PAGE = 10;
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The server's answer to an upload: the stored file, or its refusal's message. */
function uploadAnswer(response: unknown): { file?: SiteFile; message?: string } {
  const answer = response as { code?: number; msg?: string; data?: SiteFile } | undefined;
  if (answer?.code === 1 && answer.data) return { file: answer.data };
  return { message: typeof answer?.msg === 'string' ? answer.msg : undefined };
}

/** A PDF or a ZIP by its name or its type (the server judges the bytes; this spares a wasted upload). */
const looksAllowed = (file: File) =>
  /\.(pdf|zip)$/i.test(file.name) ||
  ['application/pdf', 'application/zip', 'application/x-zip-compressed'].includes(file.type);

/** A file's name, size and SHA-256 (monospace, wrapping anywhere: it is one 64-letter word). */
export function SiteFileFacts({ file, testId }: { file: SiteFile; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} style={{ minWidth: 0 }}>
      <Space size={6} align="start" style={{ maxWidth: '100%' }}>
        <FileOutlined style={{ marginTop: 4 }} />
        <Typography.Link
          href={file.url}
          target="_blank"
          rel="noopener"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="site-file-name"
        >
          {file.name}
        </Typography.Link>
      </Space>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        <span data-testid="site-file-size">{fileSize(file.size)}</span>
        {' · '}
        {file.content_type === 'application/zip' ? 'ZIP' : 'PDF'}
        {' · '}
        {t('site.files.uploadedAt', { time: dateTime(file.uploaded_time) })}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        SHA-256{' '}
        <code
          style={{ fontFamily: MONO, wordBreak: 'break-all', overflowWrap: 'anywhere' }}
          data-testid="site-file-sha256"
        >
          {file.sha256}
        </code>
      </Typography.Text>
    </div>
  );
}

/**
 * The file of a download: the one chosen (name, size, SHA-256), uploaded here (a PDF or a ZIP up to
 * 100 MB, with its progress and the server's refusal shown) or picked from those uploaded before.
 */
export function SiteFileField({
  value,
  onChange,
  readOnly,
  error,
  testId,
}: {
  value: SiteFile | undefined;
  onChange: (file: SiteFile) => void;
  readOnly: boolean;
  /** The server's refusal of the field (no file chosen). */
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const max = MAX_SITE_FILE_BYTES / 1024 / 1024;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    setFailure(null);
    if (!looksAllowed(file)) {
      setFailure(t('site.files.notAllowed', { file: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_SITE_FILE_BYTES) {
      setFailure(t('site.files.tooLarge', { file: file.name, mb: max }));
      return Upload.LIST_IGNORE;
    }
    setProgress({ name: file.name, percent: 0 });
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setProgress({ name: file.name, percent: Math.floor(file.percent ?? 0) });
      return;
    }
    if (file.status !== 'done' && file.status !== 'error') return;
    setProgress(null);
    const answer = uploadAnswer(file.response);
    if (file.status === 'done' && answer.file) {
      onChange(answer.file);
      void message.success(t('site.files.uploaded', { file: file.name }));
    } else {
      const text = answer.message
        ? t('site.files.refused', { file: file.name, reason: answer.message })
        : t('site.files.failed', { file: file.name });
      setFailure(text);
      void message.error(text);
    }
  };

  return (
    <div data-testid={testId} style={{ minWidth: 0 }}>
      {value ? (
        <SiteFileFacts file={value} testId={`${testId}-chosen`} />
      ) : (
        <Typography.Text type={readOnly ? 'secondary' : 'danger'} style={{ display: 'block' }}>
          {t('site.files.none')}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
          {error}
        </Typography.Text>
      )}
      {!readOnly && (
        <Space wrap style={{ marginTop: 8 }}>
          <Upload
            name="file"
            action={SITE_FILE_UPLOAD_ACTION}
            headers={uploadHeaders()}
            accept={SITE_FILE_ACCEPT}
            showUploadList={false}
            disabled={progress !== null}
            beforeUpload={beforeUpload}
            onChange={handleChange}
          >
            <Button icon={<UploadOutlined />} loading={progress !== null} data-testid={`${testId}-upload`}>
              {value ? t('site.files.replace') : t('site.files.upload')}
            </Button>
          </Upload>
          <Button
            icon={<FolderOpenOutlined />}
            disabled={progress !== null}
            onClick={() => setPicking(true)}
            data-testid={`${testId}-pick`}
          >
            {t('site.files.pick')}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('site.files.hint', { mb: max })}
          </Typography.Text>
        </Space>
      )}
      {progress && (
        <div data-testid={`${testId}-progress`} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
            {t('site.files.uploading', { file: progress.name })}
          </Typography.Text>
          <Progress percent={progress.percent} size="small" />
        </div>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null) }}
          style={{ marginTop: 8 }}
          title={failure}
          data-testid={`${testId}-error`}
        />
      )}
      {picking && (
        <PickFile
          chosen={value?.id}
          onClose={() => setPicking(false)}
          onPick={(file) => {
            onChange(file);
            setFailure(null);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/** The files already uploaded, newest first, one to pick. */
function PickFile({
  chosen,
  onClose,
  onPick,
}: {
  chosen: string | undefined;
  onClose: () => void;
  onPick: (file: SiteFile) => void;
}) {
  const { t } = useTranslation();
  const width = useModalWidth();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ['site', 'files', page],
    queryFn: () => listSiteFiles(page, PICK_PAGE),
  });
  return (
    <Modal
      open
      title={t('site.files.pickTitle')}
      footer={null}
      onCancel={onClose}
      width={typeof width === 'number' ? 720 : width}
      data-testid="site-file-picker"
    >
      <Spin spinning={isFetching}>
        {data && data.list.length === 0 ? (
          <Empty description={t('site.files.noneUploaded')} />
        ) : (
          <List
            dataSource={data?.list ?? []}
            renderItem={(file) => (
              <List.Item
                data-testid="site-file-choice"
                data-file-id={file.id}
                style={{ flexWrap: 'wrap', gap: 8 }}
              >
                <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <SiteFileFacts file={file} />
                </div>
                <Button
                  size="small"
                  type={file.id === chosen ? 'default' : 'primary'}
                  disabled={file.id === chosen}
                  onClick={() => onPick(file)}
                >
                  {file.id === chosen ? t('site.files.current') : t('site.files.choose')}
                </Button>
              </List.Item>
            )}
          />
        )}
        {data && data.meta.total > PICK_PAGE && (
          <Pagination
            style={{ marginTop: 12 }}
            size="small"
            current={page}
            pageSize={PICK_PAGE}
            total={data.meta.total}
            onChange={setPage}
          />
        )}
      </Spin>
    </Modal>
  );
}
