import { InboxOutlined } from '@ant-design/icons';
import type { LabelStyle } from '@dahua/shared/labels/model';
import { useMutation } from '@tanstack/react-query';
import { Col, Form, Modal, Row, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLabel, type LabelAnswer, uploadLabel } from '../../api/labels';
import { useResetOnOpen } from '../../components/useResetOnOpen';
import { useFeedback } from '../../feedback/feedback';
import { showOnFields } from '../../services/field-errors';
import { EMPTY_DRAFT, LABEL_FIELDS, type LabelDraft, LabelTabs } from './LabelFields';
import LabelPreview from './LabelPreview';
import { styleOf, styleText } from './labelStyle';

/** Files the upload takes: our template file (.json) or a scale layout pair as text. */
const ACCEPT = '.json,.txt,.lab,.tmp';

/**
 * 标签导入 (SPEC §2.5, §4, §5): upload a label file on the left and see it, name it on the right,
 * save it into the shop. Opening clears the previous label; an upload sets the label and its size.
 */
export default function LabelImportModal({
  shopId,
  open,
  onClose,
  onCreated,
}: {
  shopId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (label: LabelAnswer) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<LabelDraft>();
  const [style, setStyle] = useState<LabelStyle | null>(null);
  const [opened, setOpened] = useState(0);
  useResetOnOpen(form, open ? opened : null, EMPTY_DRAFT);

  const save = useMutation({
    mutationFn: (draft: LabelDraft & { style: LabelStyle }) =>
      createLabel(shopId, {
        name: draft.name,
        type: draft.type ?? '',
        slot: draft.slot ?? null,
        style: styleText(draft.style),
      }),
    onSuccess: (label) => {
      void message.success(t('labels.created'));
      onCreated(label);
    },
    onError: (error) => {
      if (!showOnFields(form, error, LABEL_FIELDS))
        void message.error(`${t('labels.createFailed')}: ${error.message}`);
    },
  });

  const submit = (draft: LabelDraft) => {
    if (!style || style.itemList.length === 0) {
      void message.error(t('labels.dataRequired'));
      return;
    }
    save.mutate({ ...draft, style });
  };

  return (
    <Modal
      title={t('labels.importTitle')}
      open={open}
      width="80%"
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('labels.save')}
      confirmLoading={save.isPending}
      afterOpenChange={(visible) => {
        if (visible) return;
        setStyle(null);
        setOpened((n) => n + 1);
      }}
      destroyOnHidden
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Upload.Dragger
            accept={ACCEPT}
            maxCount={1}
            showUploadList={false}
            data-testid="label-upload"
            customRequest={({ file, onSuccess, onError }) => {
              const named = file as File;
              uploadLabel(named)
                .then((uploaded) => {
                  const next = styleOf(uploaded.data);
                  setStyle(next);
                  form.setFieldsValue({
                    size: uploaded.data.size,
                    name: form.getFieldValue('name') || uploaded.name,
                    type: form.getFieldValue('type') || uploaded.type,
                    ...(uploaded.slot ? { slot: uploaded.slot } : {}),
                  });
                  void message.success(t('upload.success', { file: named.name }));
                  onSuccess?.(uploaded);
                })
                .catch((error: Error) => {
                  void message.error(`${t('upload.failed', { file: named.name })}: ${error.message}`);
                  onError?.(error);
                });
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('labels.uploadHint')}</p>
            <p className="ant-upload-hint">{t('labels.uploadFormats')}</p>
          </Upload.Dragger>
          {style && (
            <div style={{ marginTop: 16 }}>
              <LabelPreview style={style} />
            </div>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form<LabelDraft> form={form} layout="vertical" onFinish={submit} initialValues={EMPTY_DRAFT}>
            <LabelTabs style={style} readOnly={false} />
          </Form>
        </Col>
      </Row>
    </Modal>
  );
}
