import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listPublishedAnnouncements } from '../../api/announcements';
import { dateTime } from '../../format/time';

/** /sign/gonggao (titled user login): the published announcements, readable without signing in. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery({
    queryKey: ['announcements', 'published', page],
    queryFn: () => listPublishedAnnouncements(page),
  });
  return (
    <Card
      style={{ width: 720, maxWidth: '94vw' }}
      title={`${t('pages.gonggao')} · ${t('announcements.title')}`}
    >
      <List
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('announcements.empty')} /> }}
        renderItem={(item) => (
          <List.Item key={item.id} data-testid="announcement">
            <List.Item.Meta
              title={item.title}
              description={t('announcements.publishedAt', {
                time: dateTime(item.published_time),
              })}
            />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, flex: 2 }}>
              {item.content}
            </Typography.Paragraph>
          </List.Item>
        )}
      />
      {(data?.meta.total ?? 0) > 10 && (
        <Pagination
          current={page}
          total={data?.meta.total}
          pageSize={10}
          onChange={setPage}
          style={{ marginTop: 16 }}
        />
      )}
      <div style={{ marginTop: 16 }}>
        <Link to="/sign/login">{t('common.backToLogin')}</Link>
      </div>
    </Card>
  );
}
