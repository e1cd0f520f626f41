import { CameraOutlined } from '@ant-design/icons';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/feedback';
import { IMAGE_UPLOAD_ACTION, MAX_IMAGE_BYTES, outcomeOf, refusalOf, uploadHeaders } from './ImageUpload';

export type Photo = { img_url: string };

const nameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() || 'image');

/**
 * Several images as picture cards (work-order photos: up to `max`), through the same upload as
 * {@link ImageUpload}: images only, 5 MB each, the server's address kept. On a phone the picker
 * offers the camera. Works as an antd Form field (`value`/`onChange` of `{img_url}` items).
 */
export function PhotosUpload({
  value = [],
  onChange,
  max,
  disabled,
  'data-testid': testId,
}: {
  value?: Photo[];
  onChange?: (photos: Photo[]) => void;
  max: number;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several files may finish one after another before the parent re-renders: keep the newest list.
  const latest = useRef(value);
  latest.current = value;

  const fileList: UploadFile[] = [
    ...value.map((photo) => ({
      uid: photo.img_url,
      name: nameOf(photo.img_url),
      status: 'done' as const,
      url: photo.img_url,
    })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file, files) => {
    const refusal = refusalOf(file);
    if (refusal) {
      void message.error(t(`upload.${refusal}`, { file: file.name, mb: MAX_IMAGE_BYTES / 1024 / 1024 }));
      return Upload.LIST_IGNORE;
    }
    const room = max - latest.current.length - pending.length;
    if (files.indexOf(file) >= room) {
      void message.warning(t('workOrders.photosTooMany', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    const outcome = outcomeOf(file);
    if (outcome.kind === 'uploading') {
      setPending((list) => [...list.filter((f) => f.uid !== file.uid), file]);
      return;
    }
    setPending((list) => list.filter((f) => f.uid !== file.uid));
    if (outcome.kind === 'done') {
      const next = [...latest.current, { img_url: outcome.url }];
      latest.current = next;
      onChange?.(next);
    } else if (outcome.kind === 'failed') {
      void message.error(t('upload.failed', { file: file.name }));
    } else {
      const next = latest.current.filter((photo) => photo.img_url !== (file.url ?? file.uid));
      latest.current = next;
      onChange?.(next);
    }
  };

  return (
    <div data-testid={testId}>
      <Upload
        name="image"
        action={IMAGE_UPLOAD_ACTION}
        headers={uploadHeaders()}
        accept="image/*"
        listType="picture-card"
        multiple
        maxCount={max}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        onChange={handleChange}
        onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      >
        {fileList.length < max && !disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <CameraOutlined />
            <div style={{ marginTop: 8 }}>{t('workOrders.photosAdd', { n: fileList.length, max })}</div>
          </button>
        )}
      </Upload>
    </div>
  );
}
