import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Announcement,
  deleteAnnouncement,
  listAnnouncements,
  setAnnouncementPublished,
} from '../../api/announcements';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import type { ConsoleRoute } from '../../routes/types';
import { AnnouncementFormModal } from './AnnouncementFormModal';

const PAGE_SIZE = 10;
const STATUS_COLOURS = { draft: 'default', published: 'green', withdrawn: 'orange' } as const;

/** Administrators write announcements, publish and withdraw them (/sign/gonggao shows the published). */
export default function AnnouncementListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  // The page lives in the address (`?page=2`).
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const { page } = table;
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const { data, isLoading } = useQuery({
    queryKey: ['announcements', 'all', page],
    queryFn: () => listAnnouncements(page, PAGE_SIZE),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['announcements'] });
  const done = () => {
    void message.success(t('announcements.saved'));
    return refresh();
  };
  const publish = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      setAnnouncementPublished(id, published),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: deleteAnnouncement, onSuccess: done });

  const open = setEditing;

  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      actions={<CreateButton label={t('announcements.create')} onClick={() => open('new')} />}
    >
      <ListTable<Announcement>
        list={table}
        page={data}
        loading={isLoading}
        columns={[
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
        ]}
      />
      <AnnouncementFormModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </ListPage>
  );
}
