import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Announcement,
  createAnnouncement,
  deleteAnnouncement,
  editAnnouncement,
  listAnnouncements,
  setAnnouncementPublished,
} from '../../api/announcements';
import { columnsOf } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';

const STATUS_COLOURS = { draft: 'default', published: 'green', withdrawn: 'orange' } as const;
type Draft = { title: string; content: string };

/** Administrators write announcements, publish and withdraw them (/sign/gonggao shows the published). */
export default function AnnouncementListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [form] = Form.useForm<Draft>();
  const { data, isLoading } = useQuery({
    queryKey: ['announcements', 'all', page],
    queryFn: () => listAnnouncements(page, 10),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['announcements'] });
  const done = () => {
    void message.success(t('announcements.saved'));
    return refresh();
  };
  const save = useMutation({
    mutationFn: (draft: Draft) =>
      editing && editing !== 'new' ? editAnnouncement(editing.id, draft) : createAnnouncement(draft),
    onSuccess: () => {
      setEditing(null);
      return done();
    },
  });
  const publish = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      setAnnouncementPublished(id, published),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: deleteAnnouncement, onSuccess: done });

  const open = (target: Announcement | 'new') => {
    form.setFieldsValue(
      target === 'new' ? { title: '', content: '' } : { title: target.title, content: target.content },
    );
    setEditing(target);
  };

  return (
    <Card
      title={t(`menu.${route.name}`)}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('announcements.create')}
        </Button>
      }
    >
      <Table<Announcement>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.list ?? []}
        pagination={{ current: page, total: data?.meta.total ?? 0, pageSize: 10, onChange: setPage }}
        columns={columnsOf<Announcement>([
          { title: t('announcements.fieldTitle'), dataIndex: 'title' },
          {
            title: t('announcements.status'),
            dataIndex: 'status',
            render: (status: Announcement['status']) => (
              <Tag color={STATUS_COLOURS[status]}>{t(`announcements.${status}`)}</Tag>
            ),
          },
          {
            title: t('announcements.updatedAt'),
            dataIndex: 'last_modified_time',
            render: (time: string) => dateTime(time),
          },
          {
            title: t('announcements.actions'),
            render: (_, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(row)}>
                  {t('profile.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => publish.mutate({ id: row.id, published: row.status !== 'published' })}
                >
                  {row.status === 'published' ? t('announcements.withdraw') : t('announcements.publish')}
                </Button>
                <Popconfirm title={t('announcements.removeConfirm')} onConfirm={() => remove.mutate(row.id)}>
                  <Button type="link" size="small" danger>
                    {t('announcements.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ])}
      />
      <Modal
        title={editing === 'new' ? t('announcements.create') : t('announcements.edit')}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        width={600}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(draft) => save.mutate(draft)}>
          <Form.Item
            name="title"
            label={t('announcements.fieldTitle')}
            rules={[{ required: true, whitespace: true, max: 100 }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('announcements.fieldContent')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input.TextArea rows={6} maxLength={10_000} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
