import { ArrowLeftOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, List, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getSiteRevision,
  listSiteRevisions,
  restoreSiteRevision,
  type SiteItemDetail,
  type SiteItemRef,
} from '../../api/site';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import { missingTexts, showsEnglish } from './content';
import { SiteContentForm } from './SiteContentForm';

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/**
 * An item's published revisions, newest first (one that took the item off the site marked so): one to read (the editor's fields, read-only) and
 * to restore into the draft (publish it to put it online again).
 */
export function SiteHistoryDrawer({
  open,
  item,
  english,
  dirty,
  version,
  onClose,
  onRestored,
}: {
  open: boolean;
  item: SiteItemRef;
  english: boolean;
  dirty: boolean;
  version: number;
  onClose: () => void;
  onRestored: (detail: SiteItemDetail) => void;
}) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const phone = usePhone();
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  useEffect(() => {
    if (!open) setViewing(null);
  }, [open]);
  const revisions = useQuery({
    queryKey: ['site', 'revisions', item.kind, item.key, version],
    queryFn: () => listSiteRevisions(item),
    enabled: open,
  });
  const shown = useQuery({
    queryKey: ['site', 'revision', item.kind, item.key, viewing],
    queryFn: () => getSiteRevision(item, viewing!),
    enabled: open && viewing !== null,
  });
  const shownMissing = useMemo(
    () => missingTexts(item.kind, shown.data?.content ?? null),
    [item.kind, shown.data],
  );

  const restore = (revision: number) => {
    const go = async () => {
      setRestoring(revision);
      try {
        onRestored(await restoreSiteRevision(item, revision, version));
      } finally {
        setRestoring(null);
      }
    };
    modal.confirm({
      title: t('site.restoreTitle', { revision }),
      content: dirty ? t('site.restoreLosesEdits') : t('site.restoreContent'),
      okText: t('site.restore'),
      okButtonProps: { danger: dirty },
      cancelText: t('site.cancel'),
      onOk: () => {
        void go();
      },
    });
  };

  const restoreButton = (revision: number) => (
    <Button
      size="small"
      icon={<RollbackOutlined />}
      loading={restoring === revision}
      onClick={() => restore(revision)}
      data-testid="site-restore"
    >
      {t('site.restore')}
    </Button>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={phone ? '100%' : viewing === null ? 480 : 960}
      title={viewing === null ? t('site.history') : t('site.revisionTitle', { revision: viewing })}
      data-testid="site-history-drawer"
      extra={viewing !== null ? restoreButton(viewing) : null}
    >
      {viewing === null ? (
        <List
          loading={revisions.isFetching}
          dataSource={revisions.data?.revisions ?? []}
          locale={{ emptyText: t('site.noRevisions') }}
          renderItem={(revision) => (
            <List.Item
              data-testid="site-revision"
              actions={[
                <Button key="view" size="small" type="link" onClick={() => setViewing(revision.revision)}>
                  {t('site.view')}
                </Button>,
                <span key="restore">{restoreButton(revision.revision)}</span>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={4} wrap>
                    <span>{t('site.revision', { revision: revision.revision })}</span>
                    {revision.current && <Tag color="green">{t('site.current')}</Tag>}
                    {revision.withdrawn && (
                      <Tag data-testid="site-revision-withdrawn">{t('site.revisionWithdrawn')}</Tag>
                    )}
                  </Space>
                }
                description={`${dateTime(revision.published_time)} · ${revision.published_by?.name ?? '—'}`}
              />
            </List.Item>
          )}
        />
      ) : (
        <>
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            style={{ paddingInline: 0 }}
            onClick={() => setViewing(null)}
          >
            {t('site.backToRevisions')}
          </Button>
          {shown.data ? (
            <>
              <Typography.Paragraph type="secondary">
                {dateTime(shown.data.published_time)} · {shown.data.published_by?.name ?? '—'}
              </Typography.Paragraph>
              <SiteContentForm
                kind={item.kind}
                content={shown.data.content}
                set={() => undefined}
                missing={shownMissing}
                english={english && showsEnglish(item.kind, shown.data.content)}
                readOnly
                errors={NO_ERRORS}
                testPrefix="revision-"
              />
            </>
          ) : (
            <Spin style={{ display: 'block', margin: '48px auto' }} />
          )}
        </>
      )}
    </Drawer>
  );
}
