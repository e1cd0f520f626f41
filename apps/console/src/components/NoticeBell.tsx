import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Tabs, Tag, Typography } from 'antd';
import type { AdjustOverflow } from 'antd/es/_util/placements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  clearNotices,
  fetchUnreadCount,
  listNotices,
  NOTICE_TABS,
  type NoticeType,
  toggleNoticeRead,
} from '../api/notices';
import { useFeedback } from '../feedback/feedback';
import { dateTime } from '../format/time';
import { noticeTarget } from './noticeLink';

/**
 * A phone is narrower than the bell's right edge plus the list: the popover slides left to stay on
 * screen (antd only flips it for this placement, which cut the list off at 375 px). `shiftX` is the
 * trigger's own option, which antd passes on but does not type.
 */
const SHIFT_INTO_VIEW = { adjustX: 1, adjustY: 1, shiftX: true } as AdjustOverflow;
/** SPEC §9: the badge shows at most 10. */
const BADGE_LIMIT = 10;
const STATUS_COLOURS: Record<string, string> = {
  todo: 'default',
  processing: 'blue',
  urgent: 'red',
  doing: 'gold',
};

function NoticeList({ type, onFollow }: { type: NoticeType; onFollow: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({
    // The server answers the texts it wrote in the reader's language: another language, another list.
    queryKey: ['notices', type, i18n.language],
    queryFn: () => listNotices(type),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notices'] });
  const toggle = useMutation({ mutationFn: toggleNoticeRead, onSuccess: refresh });
  const clear = useMutation({
    mutationFn: () => clearNotices(type),
    onSuccess: () => {
      void message.success(t('notices.cleared', { tab: t(`notices.${type}`) }));
      return refresh();
    },
  });
  const list = data?.list ?? [];
  return (
    <div style={{ width: 'min(320px, calc(100vw - 56px))' }}>
      <List
        loading={isLoading}
        dataSource={list}
        style={{ maxHeight: 360, overflow: 'auto' }}
        locale={{ emptyText: <Empty description={t('notices.empty', { tab: t(`notices.${type}`) })} /> }}
        renderItem={(notice) => (
          <List.Item
            key={notice.id}
            onClick={() => {
              const target = noticeTarget(notice.extra);
              // A notice that leads somewhere is marked read (never back to unread) and followed.
              if (!target || !notice.read) toggle.mutate(notice.id);
              if (target) {
                onFollow();
                navigate(target);
              }
            }}
            style={{ cursor: 'pointer', opacity: notice.read ? 0.5 : 1 }}
            data-testid="notice-item"
            data-read={notice.read}
            data-target={noticeTarget(notice.extra) ?? undefined}
            extra={
              notice.status && (
                <Tag color={STATUS_COLOURS[notice.status]}>
                  {/* In words; a status the console does not know shows as it came. */}
                  {t(`notices.statuses.${notice.status}`, { defaultValue: notice.status })}
                </Tag>
              )
            }
          >
            <List.Item.Meta
              title={notice.title}
              description={
                <>
                  <Typography.Text type="secondary">{notice.description}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dateTime(notice.datetime)}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      {list.length > 0 && (
        <Button block type="link" onClick={() => clear.mutate()} loading={clear.isPending}>
          {t('notices.clear', { tab: t(`notices.${type}`) })}
        </Button>
      )}
    </div>
  );
}

/** The header bell: unread count (at most 10 shown), tabs notification / message / event (SPEC §3, §4, §9). */
export default function NoticeBell() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NoticeType>('notification');
  const [open, setOpen] = useState(false);
  const { data: unread } = useQuery({
    queryKey: ['notices', 'unread'],
    queryFn: fetchUnreadCount,
    refetchInterval: 60_000,
  });
  const content = (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as NoticeType)}
      centered
      items={NOTICE_TABS.map((type) => ({
        key: type,
        label: `${t(`notices.${type}`)}${unread?.[type] ? ` (${unread[type]})` : ''}`,
        children: <NoticeList type={type} onFollow={() => setOpen(false)} />,
      }))}
    />
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      autoAdjustOverflow={SHIFT_INTO_VIEW}
      destroyOnHidden
      open={open}
      onOpenChange={setOpen}
    >
      <Button type="text" aria-label={t('notices.title')} data-testid="notice-bell">
        <Badge count={unread?.total ?? 0} overflowCount={BADGE_LIMIT} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
