import { PlusOutlined } from '@ant-design/icons';
import { SUCCESS_CODE } from '@dahua/shared';
import { imagesPaths } from '@dahua/shared/paths/images';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadHeaders, urlOf } from '../api/client';
import { useFeedback } from '../feedback/feedback';

export { uploadHeaders };

/** Where images go (SPEC §7); the old `…/images/qiniu` address behaves the same. */
export const IMAGE_UPLOAD_ACTION = urlOf(imagesPaths.upload);
/** The server's limit (5 MB); checked here too so a person is told before sending. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * The image address in the server's answer (SPEC §4: "uses returned data or url"): `data.url`,
 * else `data` when it is the address itself, else a top-level `url`; null for a failure answer.
 */
export function uploadedUrl(response: unknown): string | null {
  if (!response || typeof response !== 'object') return null;
  const answer = response as { code?: unknown; data?: unknown; url?: unknown };
  if (answer.code !== undefined && answer.code !== SUCCESS_CODE) return null;
  const data = answer.data;
  if (data && typeof data === 'object') {
    const url = (data as { url?: unknown }).url;
    if (typeof url === 'string' && url) return url;
  }
  if (typeof data === 'string' && data) return data;
  if (typeof answer.url === 'string' && answer.url) return answer.url;
  return null;
}

/** The server's message in a failure answer, if any. */
function failureMessage(response: unknown): string | undefined {
  const msg = (response as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' && msg ? msg : undefined;
}

export type UploadOutcome =
  | { kind: 'uploading' }
  | { kind: 'done'; url: string }
  | { kind: 'failed'; message?: string }
  | { kind: 'removed' };

/** What a change of the upload item means for the field. */
export function outcomeOf(file: Pick<UploadFile, 'status' | 'response'>): UploadOutcome {
  switch (file.status) {
    case 'done': {
      const url = uploadedUrl(file.response);
      return url ? { kind: 'done', url } : { kind: 'failed', message: failureMessage(file.response) };
    }
    case 'error':
      return { kind: 'failed', message: failureMessage(file.response) };
    case 'removed':
      return { kind: 'removed' };
    default:
      return { kind: 'uploading' };
  }
}

/** The picture card shown for a stored address. */
export function fileListOf(value: string | undefined): UploadFile[] {
  if (!value) return [];
  const name = decodeURIComponent(value.split(/[?#]/)[0]?.split('/').pop() || 'image');
  return [{ uid: value, name, status: 'done', url: value }];
}

/** Why a chosen file is refused before sending, or null: images only (no SVG), at most 5 MB. */
export function refusalOf(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!ACCEPTED_TYPES.has(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

export type ImageUploadProps = {
  /** The image address (controlled; works as an antd Form field). */
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  /** IMAGE_UPLOAD_ACTION unless told otherwise. */
  action?: string;
};

/**
 * One image as a picture card (SPEC §4/§5): images only, a single file, at most one picture.
 * Sends the token and language headers like every request, tells '{file} 上传成功' or
 * '{file} 上传失败', and hands the returned address to onChange.
 */
export default function ImageUpload({
  value,
  onChange,
  disabled,
  action = IMAGE_UPLOAD_ACTION,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [pending, setPending] = useState<UploadFile | null>(null);
  const fileList = pending ? [pending] : fileListOf(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = refusalOf(file);
    if (!refusal) return true;
    void message.error(t(`upload.${refusal}`, { file: file.name, mb: MAX_IMAGE_BYTES / 1024 / 1024 }));
    return Upload.LIST_IGNORE;
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    const outcome = outcomeOf(file);
    if (outcome.kind === 'uploading') {
      setPending(file);
      return;
    }
    setPending(null);
    if (outcome.kind === 'done') {
      void message.success(t('upload.success', { file: file.name }));
      onChange?.(outcome.url);
    } else if (outcome.kind === 'failed') {
      void message.error(t('upload.failed', { file: file.name }));
    } else {
      onChange?.('');
    }
  };

  return (
    <Upload
      name="image"
      action={action}
      headers={uploadHeaders()}
      accept="image/*"
      listType="picture-card"
      multiple={false}
      maxCount={1}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={beforeUpload}
      onChange={handleChange}
      onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
    >
      {fileList.length < 1 && (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.button')}</div>
        </button>
      )}
    </Upload>
  );
}
