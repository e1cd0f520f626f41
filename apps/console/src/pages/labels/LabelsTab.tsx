import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ImportOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { deleteLabel, downloadLabel, type LabelAnswer, labelsOfShop } from '../../api/labels';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import CopyLabelModal from './CopyLabelModal';
import LabelImportModal from './LabelImportModal';
import LabelInfoModal from './LabelInfoModal';
import { sizeText } from './labelStyle';
import { useLabelTypeText } from './labelType';

/** The designer's address for a shop: a new template, or `labelId`'s. */
export const designerPath = (shopPath: string, labelId?: number) => `${shopPath}/labels/${labelId ?? 'new'}`;

/**
 * A shop's label templates by scale slot (1–16: the label number its goods print with), with the
 * seed's import and information dialogs, download, copy to other shops, delete and the designer.
 */
export default function LabelsTab({
  shopId,
  shopPath,
  manager,
}: {
  shopId: number;
  shopPath: string;
  manager: boolean;
}) {
  const { t } = useTranslation();
  const typeText = useLabelTypeText();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const key = ['labels', 'shop', shopId];
  const { data: labels = [], isLoading } = useQuery({ queryKey: key, queryFn: () => labelsOfShop(shopId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['labels'] });
  const [importing, setImporting] = useState(false);
  const [info, setInfo] = useState<number | null>(null);
  const [copying, setCopying] = useState<LabelAnswer | null>(null);
  const remove = useMutation({
    mutationFn: deleteLabel,
    onSuccess: () => {
      void message.success(t('labels.deleted'));
      void refresh();
    },
  });
  const download = (id: number) => downloadLabel(id).catch((error: Error) => message.error(error.message));
  const confirmDelete = (label: LabelAnswer) =>
    modal.confirm({
      title: t('labels.deleteConfirm', { name: label.name }),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(label.id),
    });

  return (
    <>
      {manager && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Link to={designerPath(shopPath)}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="label-new">
              {t('labels.design')}
            </Button>
          </Link>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="label-import">
            {t('labels.import')}
          </Button>
        </Space>
      )}
      <Table<LabelAnswer>
        rowKey="id"
        loading={isLoading}
        dataSource={labels}
        pagination={labels.length > 16 ? { pageSize: 16 } : false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty description={manager ? t('labels.emptyManager') : t('labels.empty')} />,
        }}
        columns={columnsOf<LabelAnswer>([
          {
            title: t('labels.slot'),
            dataIndex: 'slot',
            // The header is a phrase ("Label number on the scales"): on one line, not four.
            onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (slot: number | null, label) => (
              <>
                {slot ? <Tag color="blue">{slot}</Tag> : <Tag>{t('labels.noSlot')}</Tag>}
                {/* Saved, but its label check failed: the scales keep the previous version (issue 29 §2). */}
                {label.held && (
                  <Tag color="orange" data-testid="label-held">
                    {t('labels.held')}
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: t('labels.name'),
            dataIndex: 'name',
            render: (name: string, label) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setInfo(label.id)}>
                {name}
              </Button>
            ),
          },
          { title: t('labels.size'), dataIndex: 'size', render: sizeText },
          { title: t('labels.type'), dataIndex: 'type', render: (type: string) => typeText(type) },
          {
            title: t('labels.updated'),
            dataIndex: 'last_modified_time',
            render: (time: string) => dateTime(time),
          },
          {
            title: t('labels.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, label) => {
              const actions = [
                manager && {
                  key: 'design',
                  icon: <EditOutlined />,
                  label: t('labels.edit'),
                  onClick: () => navigate(designerPath(shopPath, label.id)),
                },
                {
                  key: 'download',
                  icon: <DownloadOutlined />,
                  label: t('labels.download'),
                  onClick: () => void download(label.id),
                },
                manager && {
                  key: 'copy',
                  icon: <CopyOutlined />,
                  label: t('labels.copy'),
                  onClick: () => setCopying(label),
                },
                manager && {
                  key: 'delete',
                  icon: <DeleteOutlined />,
                  danger: true,
                  label: t('labels.delete'),
                  onClick: () => confirmDelete(label),
                },
              ].filter((a) => !!a);
              // On a phone the actions fold into one menu, so the fixed column leaves room for the name.
              return phone ? (
                <Dropdown menu={{ items: actions }} trigger={['click']}>
                  <Button type="text" icon={<MoreOutlined />} aria-label={t('labels.actions')} />
                </Dropdown>
              ) : (
                <Space size={0}>
                  {actions.map((a) => (
                    <Button
                      key={a.key}
                      type="link"
                      size="small"
                      danger={a.danger}
                      icon={a.icon}
                      onClick={a.onClick}
                    >
                      {a.label}
                    </Button>
                  ))}
                </Space>
              );
            },
          },
        ])}
      />
      <LabelImportModal
        shopId={shopId}
        open={importing}
        onClose={() => setImporting(false)}
        onCreated={() => {
          setImporting(false);
          void refresh();
        }}
      />
      <LabelInfoModal
        labelId={info}
        canEdit={manager}
        onClose={() => setInfo(null)}
        onSaved={() => void refresh()}
      />
      <CopyLabelModal
        label={copying}
        onClose={() => setCopying(null)}
        onCopied={() => {
          setCopying(null);
          void refresh();
        }}
      />
    </>
  );
}
