import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  PictureOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Modal,
  Pagination,
  Space,
  Spin,
  Tooltip,
  Typography,
  Upload,
  type UploadProps,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadHeaders } from '../../api/client';
import {
  listSiteImages,
  MAX_SITE_IMAGE_BYTES,
  SITE_IMAGE_TYPES,
  SITE_IMAGE_UPLOAD_ACTION,
  type SiteImageListed,
  type SiteImageRef,
} from '../../api/site';
import { useFeedback } from '../../feedback/feedback';
import { useModalWidth } from '../../hooks/useModalWidth';
import { moved, photoRef, thumbnailOf } from './content';

const THUMB = { width: 120, height: 90 };
const PICK_PAGE = 12;

function Thumbnail({ image, size = THUMB }: { image: SiteImageRef; size?: typeof THUMB }) {
  return (
    <img
      src={thumbnailOf(image)}
      alt={image.name}
      width={size.width}
      height={size.height}
      style={{
        objectFit: 'cover',
        borderRadius: 6,
        display: 'block',
        background: `center / cover no-repeat url("${image.placeholder}")`,
      }}
    />
  );
}

/** The server's answer to an upload: the photo, or its refusal's message. */
function uploadAnswer(response: unknown): { image?: SiteImageListed; message?: string } {
  const answer = response as { code?: number; msg?: string; data?: SiteImageListed } | undefined;
  if (answer?.code === 1 && answer.data) return { image: answer.data };
  return { message: typeof answer?.msg === 'string' ? answer.msg : undefined };
}

/**
 * A list of the site's photos (a product's photos; one QR code): upload (JPEG, PNG or WebP up to
 * 20 MB, through the image pipeline), pick one already uploaded, reorder, remove; thumbnails from
 * the variants. Works on the pipeline's records as the content keeps them.
 */
export function SitePhotos({
  value,
  onChange,
  max,
  readOnly,
  required,
  addText,
  testId,
}: {
  value: SiteImageRef[];
  onChange: (photos: SiteImageRef[]) => void;
  max: number;
  readOnly: boolean;
  /** At least one stays (a QR code's photo is replaced, never removed). */
  required?: boolean;
  /** The upload button's text when the list is empty (a new QR code). */
  addText?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [uploading, setUploading] = useState(0);
  const [picking, setPicking] = useState(false);
  // Several uploads may finish before the parent renders again: add to the newest list.
  const latest = useRef(value);
  latest.current = value;
  const single = max === 1;

  const add = (image: SiteImageRef) => {
    const next = single ? [image] : [...latest.current.filter((photo) => photo.id !== image.id), image];
    latest.current = next.slice(0, max);
    onChange(latest.current);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(SITE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      void message.error(t('site.photos.notImage', { file: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_SITE_IMAGE_BYTES) {
      void message.error(
        t('site.photos.tooLarge', { file: file.name, mb: MAX_SITE_IMAGE_BYTES / 1024 / 1024 }),
      );
      return Upload.LIST_IGNORE;
    }
    if (!single && latest.current.length >= max) {
      void message.warning(t('site.photos.tooMany', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') return;
    if (file.status !== 'done' && file.status !== 'error') return;
    setUploading((n) => Math.max(0, n - 1));
    const answer = uploadAnswer(file.response);
    if (file.status === 'done' && answer.image) {
      add(photoRef(answer.image));
      void message.success(t('site.photos.uploaded', { file: file.name }));
    } else {
      void message.error(
        answer.message
          ? t('site.photos.refused', { file: file.name, reason: answer.message })
          : t('site.photos.failed', { file: file.name }),
      );
    }
  };

  const full = !single && value.length >= max;
  return (
    <div data-testid={testId}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 8 }}>
        {value.map((image, index) => (
          <div
            key={image.id}
            data-testid="site-photo"
            data-photo-id={image.id}
            style={{ width: THUMB.width }}
          >
            <Thumbnail image={image} />
            {!readOnly && !single && (
              <Space size={0} style={{ width: '100%', justifyContent: 'center' }}>
                <Tooltip title={t('site.moveLeft')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowLeftOutlined />}
                    aria-label={t('site.moveLeft')}
                    disabled={index === 0}
                    onClick={() => onChange(moved(value, index, -1))}
                  />
                </Tooltip>
                <Tooltip title={t('site.moveRight')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowRightOutlined />}
                    aria-label={t('site.moveRight')}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moved(value, index, 1))}
                  />
                </Tooltip>
                {!required && (
                  <Tooltip title={t('site.remove')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('site.remove')}
                      onClick={() => onChange(value.filter((photo) => photo.id !== image.id))}
                    />
                  </Tooltip>
                )}
              </Space>
            )}
            {index === 0 && !single && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('site.photos.first')}
              </Typography.Text>
            )}
          </div>
        ))}
        {value.length === 0 && single === false && (
          <Typography.Text type="secondary">{t('site.photos.none')}</Typography.Text>
        )}
      </div>
      {!readOnly && (
        <Space wrap>
          <Upload
            name="file"
            action={SITE_IMAGE_UPLOAD_ACTION}
            headers={uploadHeaders()}
            accept={SITE_IMAGE_TYPES.join(',')}
            multiple={!single}
            showUploadList={false}
            disabled={full}
            beforeUpload={(file, files) => {
              const verdict = beforeUpload(file, files);
              if (verdict === true) setUploading((n) => n + 1);
              return verdict;
            }}
            onChange={handleChange}
          >
            <Button
              icon={<UploadOutlined />}
              loading={uploading > 0}
              disabled={full}
              data-testid={`${testId}-upload`}
            >
              {single && value.length > 0 ? t('site.photos.replace') : (addText ?? t('site.photos.upload'))}
            </Button>
          </Upload>
          <Button
            icon={<PictureOutlined />}
            disabled={full}
            onClick={() => setPicking(true)}
            data-testid={`${testId}-pick`}
          >
            {t('site.photos.pick')}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('site.photos.hint', { mb: MAX_SITE_IMAGE_BYTES / 1024 / 1024 })}
          </Typography.Text>
        </Space>
      )}
      {picking && (
        <PickPhoto
          chosen={new Set(value.map((photo) => photo.id))}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            add(photoRef(image));
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/** The photos already uploaded, newest first, one to pick. */
function PickPhoto({
  chosen,
  onClose,
  onPick,
}: {
  chosen: ReadonlySet<string>;
  onClose: () => void;
  onPick: (image: SiteImageListed) => void;
}) {
  const { t } = useTranslation();
  const width = useModalWidth();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ['site', 'images', page],
    queryFn: () => listSiteImages(page, PICK_PAGE),
  });
  return (
    <Modal
      open
      title={t('site.photos.pickTitle')}
      footer={null}
      onCancel={onClose}
      width={typeof width === 'number' ? 720 : width}
    >
      <Spin spinning={isFetching}>
        {data && data.list.length === 0 ? (
          <Empty description={t('site.photos.noneUploaded')} />
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            {data?.list.map((image) => (
              <button
                type="button"
                key={image.id}
                disabled={chosen.has(image.id)}
                onClick={() => onPick(image)}
                title={image.name}
                data-testid="site-photo-choice"
                style={{
                  border: '1px solid rgba(5,5,5,0.15)',
                  borderRadius: 8,
                  padding: 4,
                  background: 'none',
                  cursor: chosen.has(image.id) ? 'not-allowed' : 'pointer',
                  opacity: chosen.has(image.id) ? 0.4 : 1,
                }}
              >
                <Thumbnail image={image} />
                <Typography.Text ellipsis style={{ width: THUMB.width, fontSize: 12, display: 'block' }}>
                  {image.name}
                </Typography.Text>
              </button>
            ))}
          </div>
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
