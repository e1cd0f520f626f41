import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Flex, Image, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Attachment, FILE_UPLOAD_ACTION, type UploadedFile } from '../../api/scaleLegal';
import { MAX_IMAGE_BYTES, uploadHeaders } from '../../components/ImageUpload';
import { useFeedback } from '../../feedback/feedback';

/** The server's limits: images 5 MB (as every image), a PDF 10 MB. */
const MAX_PDF_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
export const MAX_ATTACHMENTS = 10;

const isPdfFile = (file: Pick<File, 'type' | 'name'>) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Why a chosen file is refused before sending, or null: an image (5 MB) or a PDF (10 MB). */
export function attachmentRefusal(
  file: Pick<File, 'type' | 'name' | 'size'>,
): 'notAllowed' | 'tooLarge' | null {
  if (isPdfFile(file)) return file.size > MAX_PDF_BYTES ? 'tooLarge' : null;
  if (!IMAGE_TYPES.has(file.type)) return 'notAllowed';
  return file.size > MAX_IMAGE_BYTES ? 'tooLarge' : null;
}

/** The stored file in the upload's answer, or null for a refusal. */
function uploadedOf(response: unknown): UploadedFile | null {
  const data = (response as { code?: number; data?: UploadedFile } | null)?.data;
  return (response as { code?: number } | null)?.code === 1 && data?.url ? data : null;
}

const displayName = (attachment: Attachment) =>
  attachment.name || decodeURIComponent(attachment.url.split(/[?#]/)[0]?.split('/').pop() || 'file');

/**
 * Certificates and other attachments as cards: photos (the camera on a phone) or PDFs, through
 * POST /api/management/files/upload, up to `max`. Works as an antd Form field (`value`/`onChange`
 * of `{url, kind, name}` items).
 */
export function AttachmentsUpload({
  value = [],
  onChange,
  max = MAX_ATTACHMENTS,
  'data-testid': testId,
}: {
  value?: Attachment[];
  onChange?: (attachments: Attachment[]) => void;
  max?: number;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const latest = useRef(value);
  latest.current = value;

  const fileList: UploadFile[] = [
    ...value.map((attachment) => ({
      uid: attachment.url,
      name: displayName(attachment),
      status: 'done' as const,
      url: attachment.url,
      ...(attachment.kind === 'image' ? { thumbUrl: attachment.url } : {}),
    })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file, files) => {
    const refusal = attachmentRefusal(file);
    if (refusal) {
      void message.error(t(`scaleLegal.attachments.${refusal}`, { file: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (files.indexOf(file) >= max - latest.current.length - pending.length) {
      void message.warning(t('scaleLegal.attachments.tooMany', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setPending((list) => [...list.filter((f) => f.uid !== file.uid), file]);
      return;
    }
    setPending((list) => list.filter((f) => f.uid !== file.uid));
    if (file.status === 'removed') {
      const next = latest.current.filter((a) => a.url !== (file.url ?? file.uid));
      latest.current = next;
      onChange?.(next);
      return;
    }
    const stored = file.status === 'done' ? uploadedOf(file.response) : null;
    if (!stored) {
      const msg = (file.response as { msg?: string } | undefined)?.msg;
      void message.error(msg || t('upload.failed', { file: file.name }));
      return;
    }
    void message.success(t('upload.success', { file: file.name }));
    const next = [...latest.current, { url: stored.url, kind: stored.kind, name: stored.name || file.name }];
    latest.current = next;
    onChange?.(next);
  };

  return (
    <div data-testid={testId}>
      <Upload
        name="file"
        action={FILE_UPLOAD_ACTION}
        headers={uploadHeaders()}
        accept="image/*,application/pdf,.pdf"
        listType="picture-card"
        multiple
        maxCount={max}
        fileList={fileList}
        beforeUpload={beforeUpload}
        onChange={handleChange}
        onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      >
        {fileList.length < max && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PaperClipOutlined />
            <div style={{ marginTop: 8 }}>{t('scaleLegal.attachments.add')}</div>
          </button>
        )}
      </Upload>
    </div>
  );
}

/** Attachments shown: image thumbnails (click to enlarge) and PDF links. */
export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  const images = attachments.filter((a) => a.kind === 'image');
  const pdfs = attachments.filter((a) => a.kind === 'pdf');
  return (
    <Flex gap={8} wrap align="center" data-testid="legal-attachments">
      {images.length > 0 && (
        <Image.PreviewGroup>
          {images.map((image) => (
            <Image
              key={image.url}
              src={image.url}
              alt={displayName(image)}
              width={56}
              height={56}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              data-testid="legal-attachment-image"
            />
          ))}
        </Image.PreviewGroup>
      )}
      {pdfs.map((pdf) => (
        <Typography.Link
          key={pdf.url}
          href={pdf.url}
          target="_blank"
          rel="noopener"
          style={{ wordBreak: 'break-all' }}
          data-testid="legal-attachment-pdf"
        >
          <FilePdfOutlined /> {displayName(pdf)} ({t('scaleLegal.attachments.pdf')})
        </Typography.Link>
      ))}
    </Flex>
  );
}
