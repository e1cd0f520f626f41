import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyLabel, type LabelAnswer } from '../../api/labels';
import { listShops } from '../../api/shops';
import { useFeedback } from '../../feedback/feedback';

/** Copies a template to other shops of its company (into the same slot where that slot is free). */
export default function CopyLabelModal({
  label,
  onClose,
  onCopied,
}: {
  label: LabelAnswer | null;
  onClose: () => void;
  onCopied: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [search, setSearch] = useState('');
  const [shopIds, setShopIds] = useState<number[]>([]);
  const { data: shops, isFetching } = useQuery({
    queryKey: ['shops', 'of-company', label?.company_id, search],
    queryFn: () =>
      listShops({ page: 1, per_page: 100, company_id: label?.company_id, name: search || undefined }),
    enabled: label !== null,
  });
  const copy = useMutation({
    mutationFn: () => copyLabel((label as LabelAnswer).id, shopIds),
    onSuccess: (made) => {
      void message.success(t('labels.copied', { count: made.length }));
      setShopIds([]);
      onCopied();
    },
  });
  return (
    <Modal
      title={t('labels.copyTitle', { name: label?.name ?? '' })}
      open={label !== null}
      onCancel={() => {
        setShopIds([]);
        onClose();
      }}
      onOk={() => copy.mutate()}
      okButtonProps={{ disabled: shopIds.length === 0 }}
      confirmLoading={copy.isPending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('labels.copyTo')} extra={t('labels.copyHint')}>
          <Select
            mode="multiple"
            value={shopIds}
            onChange={setShopIds}
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={isFetching}
            placeholder={t('selectors.shop')}
            data-testid="label-copy-shops"
            options={(shops?.list ?? [])
              .filter((shop) => shop.id !== label?.shop_id)
              .map((shop) => ({ value: shop.id, label: shop.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
