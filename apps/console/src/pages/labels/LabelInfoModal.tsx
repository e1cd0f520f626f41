import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Modal, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editLabel, type LabelAnswer, labelDetails } from '../../api/labels';
import { useFeedback } from '../../feedback/feedback';
import { showOnFields } from '../../services/field-errors';
import { LABEL_FIELDS, type LabelDraft, LabelTabs } from './LabelFields';
import LabelPreview from './LabelPreview';
import { styleOf } from './labelStyle';

/**
 * 标签信息 (SPEC §2.5, §4): loads the label on opening (showing loading), then its name, size and
 * data. Read-only with no footer by default; "Edit" lets the manager rename it or move its slot.
 */
export default function LabelInfoModal({
  labelId,
  canEdit,
  onClose,
  onSaved,
}: {
  labelId: number | null;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (label: LabelAnswer) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<LabelDraft>();
  const [editing, setEditing] = useState(false);
  const { data: label, isFetching } = useQuery({
    queryKey: ['labels', 'one', labelId],
    queryFn: () => labelDetails(labelId as number),
    enabled: labelId !== null,
    gcTime: 0,
  });
  const style = styleOf(label?.style);

  useEffect(() => {
    if (labelId === null) setEditing(false);
  }, [labelId]);
  useEffect(() => {
    if (label)
      form.setFieldsValue({ name: label.name, type: label.type, slot: label.slot, size: label.size });
  }, [form, label]);

  const save = useMutation({
    mutationFn: (draft: LabelDraft) =>
      editLabel(labelId as number, { name: draft.name, type: draft.type ?? '', slot: draft.slot ?? null }),
    onSuccess: (saved) => {
      void message.success(t('labels.saved'));
      setEditing(false);
      onSaved(saved);
    },
    onError: (error) => {
      if (!showOnFields(form, error, LABEL_FIELDS)) void message.error(error.message);
    },
  });

  return (
    <Modal
      title={t('labels.infoTitle')}
      open={labelId !== null}
      width="80%"
      onCancel={onClose}
      footer={
        editing
          ? [
              <Button key="cancel" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>,
              <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()}>
                {t('labels.save')}
              </Button>,
            ]
          : null
      }
      destroyOnHidden
    >
      <Spin spinning={isFetching} tip={t('common.loading')}>
        <Row gutter={[24, 16]} data-testid="label-info">
          <Col xs={24} md={12}>
            {label && <LabelPreview style={style} broken={!style} />}
          </Col>
          <Col xs={24} md={12}>
            <Form<LabelDraft> form={form} layout="vertical" onFinish={(draft) => save.mutate(draft)}>
              <LabelTabs
                style={style}
                readOnly={!editing}
                extra={
                  canEdit &&
                  !editing &&
                  label && (
                    <Button onClick={() => setEditing(true)} data-testid="label-info-edit">
                      {t('labels.editInfo')}
                    </Button>
                  )
                }
              />
            </Form>
          </Col>
        </Row>
      </Spin>
    </Modal>
  );
}
