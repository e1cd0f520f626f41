import {
  CloudUploadOutlined,
  DeleteOutlined,
  EyeOutlined,
  HistoryOutlined,
  SaveOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, Modal, Space, Spin, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  deleteSiteItem,
  fetchSitePreview,
  getSiteItem,
  isCreatable,
  publishSiteItem,
  SITE_DOWNLOADS_KEY,
  SITE_ITEM_CHANGED_ERROR,
  SITE_SETTINGS_KEY,
  type SiteDownloadsContent,
  type SiteItemDetail,
  type SiteItemRef,
  saveSiteDraft,
  withdrawSiteItem,
} from '../../api/site';
import { useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { currentLanguage } from '../../i18n';
import type { ConsoleRoute } from '../../routes/types';
import { RequestError } from '../../services/request';
import {
  type ContentPath,
  missingTexts,
  publishedDownloadIds,
  showsEnglish,
  withDownloadIds,
  withValueAt,
} from './content';
import { SiteContentForm } from './SiteContentForm';
import { SiteHistoryDrawer } from './SiteHistoryDrawer';

/** The console header's height (antd's Layout.Header default), which the sticky actions stay under. */
const HEADER_HEIGHT = 64;

type Refusal = { id?: string; msg: string; fields: Map<string, string> };

/** What a refused call said: its error id, message and the fields it named (`content.` taken off). */
function refusalOf(error: unknown): Refusal {
  if (error instanceof RequestError && error.envelope) {
    const data = (error.envelope.data ?? {}) as {
      dahua_error?: string;
      fields?: { field: string; message: string }[];
    };
    const fields = new Map<string, string>();
    for (const { field, message } of data.fields ?? []) fields.set(field.replace(/^content\./, ''), message);
    return { id: data.dahua_error, msg: error.envelope.msg, fields };
  }
  return { msg: error instanceof Error ? error.message : String(error), fields: new Map() };
}

/**
 * The item an editor address names: /admin/site/settings, /admin/site/downloads, …/page/:key,
 * …/product/:key, …/gallery/:key, …/news/:key.
 */
function itemOf(kind: string | undefined, key: string | undefined): SiteItemRef {
  if (kind === 'settings') return { kind: 'settings', key: SITE_SETTINGS_KEY };
  if (kind === 'downloads') return { kind: 'downloads', key: SITE_DOWNLOADS_KEY };
  if (kind === 'page' || kind === 'gallery' || kind === 'news') return { kind, key: key ?? '' };
  return { kind: 'product', key: key ?? '' };
}

/** What is saved: the content as edited, a new download given its id (content.ts withDownloadIds). */
function outgoing(item: SiteItemRef, content: unknown, published: unknown): unknown {
  if (item.kind !== 'downloads') return content;
  return withDownloadIds(content as SiteDownloadsContent, publishedDownloadIds(published));
}

/**
 * /admin/site/product/:key, /admin/site/page/:key, /admin/site/downloads/files and /admin/site/settings
 * (issue 30 §1, §5): an item's draft in both languages
 * side by side, saved with the version read (someone else's save meanwhile: 409, told and reloaded),
 * previewed as the real page (rendered by the server from the saved draft), published (a new
 * revision; the pages that show it rendered again) and its history, one revision to read or to
 * restore into the draft. Leaving with unsaved edits asks first.
 */
export default function SiteEditorPage(_: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { token } = theme.useToken();
  const phone = Grid.useBreakpoint().sm === false;
  const queryClient = useQueryClient();
  const params = useParams();
  const item: SiteItemRef = useMemo(() => itemOf(params.kind, params.key), [params.kind, params.key]);
  const queryKey = ['site', 'item', item.kind, item.key];
  const { data, isError, refetch } = useQuery({
    queryKey,
    queryFn: () => getSiteItem(item),
    refetchOnWindowFocus: false,
  });

  // What the page shows and edits: the draft as read (with its version) and the edits on it.
  const [base, setBase] = useState<SiteItemDetail | null>(null);
  const [content, setContent] = useState<unknown>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState<'save' | 'publish' | 'ch' | 'en' | 'withdraw' | 'delete' | null>(null);
  const navigate = useNavigate();
  const [preview, setPreview] = useState<{ lang: 'ch' | 'en'; html: string } | null>(null);
  const [history, setHistory] = useState(false);

  const show = useCallback(
    (detail: SiteItemDetail) => {
      setBase(detail);
      setContent(detail.draft);
      setErrors(new Map());
      queryClient.setQueryData(['site', 'item', detail.kind, detail.key], detail);
      void queryClient.invalidateQueries({ queryKey: ['site', 'list'] });
    },
    [queryClient],
  );
  const dirty = base !== null && JSON.stringify(content) !== JSON.stringify(base.draft);
  // The first answer (and another item's) replaces what is shown; a newer version only while
  // nothing is edited (else saving says it changed, and reloads).
  useEffect(() => {
    if (!data) return;
    if (
      base === null ||
      data.key !== base.key ||
      data.kind !== base.kind ||
      (data.version !== base.version && !dirty)
    ) {
      setBase(data);
      setContent(data.draft);
      setErrors(new Map());
    }
  }, [data, base, dirty]);

  useUnsavedChangesPrompt(dirty);

  const english = showsEnglish(item.kind, content);
  const missing = useMemo(() => missingTexts(item.kind, content), [item.kind, content]);
  const missingCount = missing.ch.size + missing.en.size;
  const set = useCallback((path: ContentPath, value: unknown) => {
    setContent((current: unknown) => withValueAt(current, path, value));
  }, []);

  /** Someone else saved meanwhile: say so and show their draft. */
  const reloadChanged = async () => {
    void message.warning(t('site.changedByOthers'));
    const fresh = await refetch();
    if (fresh.data) show(fresh.data);
  };

  /** Saves the edits (when there are any); the saved detail, or null when refused (already told). */
  const save = async (): Promise<SiteItemDetail | null> => {
    if (!base) return null;
    if (!dirty) return base;
    try {
      const saved = await saveSiteDraft(item, outgoing(item, content, base.published), base.version, {
        silent: true,
      });
      show(saved);
      return saved;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.id === SITE_ITEM_CHANGED_ERROR) await reloadChanged();
      else if (refusal.fields.size > 0) {
        setErrors(refusal.fields);
        void message.error(t('site.saveRefused', { count: refusal.fields.size }));
      } else modal.error({ title: t('site.saveFailed'), content: refusal.msg });
      return null;
    }
  };

  const onSave = async () => {
    setBusy('save');
    try {
      if (await save()) void message.success(t('site.saved'));
    } finally {
      setBusy(null);
    }
  };

  const onPreview = async (lang: 'ch' | 'en') => {
    setBusy(lang);
    try {
      if (!(await save())) return;
      setPreview({ lang, html: await fetchSitePreview(item, lang) });
    } catch (error) {
      modal.error({ title: t('site.previewFailed'), content: refusalOf(error).msg });
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    setBusy('publish');
    try {
      const saved = await save();
      if (!saved) return;
      const answer = await publishSiteItem(item, saved.version, { silent: true });
      show(answer.item);
      void message.success(
        t('site.publishedMessage', { revision: answer.revision, pages: answer.changed.length }),
        6,
      );
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.id === SITE_ITEM_CHANGED_ERROR) await reloadChanged();
      else modal.error({ title: t('site.publishFailed'), content: refusal.msg });
    } finally {
      setBusy(null);
    }
  };

  /** Takes a product or an article off the site (a revision marked withdrawn); a refusal's reason shown. */
  const withdraw = async () => {
    if (!base || !isCreatable(item.kind)) return;
    setBusy('withdraw');
    try {
      const answer = await withdrawSiteItem({ kind: item.kind, key: item.key }, base.version, {
        silent: true,
      });
      show(answer.item);
      void message.success(t('site.withdrawn', { pages: answer.changed.length }), 6);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.id === SITE_ITEM_CHANGED_ERROR) await reloadChanged();
      else modal.error({ title: t('site.withdrawFailed'), content: refusal.msg });
    } finally {
      setBusy(null);
    }
  };

  /** Deletes a product or an article never published, and goes back to the list. */
  const remove = async () => {
    if (!isCreatable(item.kind)) return;
    setBusy('delete');
    try {
      await deleteSiteItem({ kind: item.kind, key: item.key }, { silent: true });
      setBase(null);
      queryClient.removeQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: ['site', 'list'] });
      void message.success(t('site.deleted'));
      navigate('/admin/site');
    } catch (error) {
      modal.error({ title: t('site.deleteFailed'), content: refusalOf(error).msg });
    } finally {
      setBusy(null);
    }
  };

  const onPublish = () =>
    modal.confirm({
      title: t('site.publishTitle'),
      content: dirty ? t('site.publishSavesFirst') : t('site.publishContent'),
      okText: t('site.publish'),
      cancelText: t('site.cancel'),
      onOk: () => {
        void publish();
      },
    });

  const onWithdraw = (name: string) =>
    modal.confirm({
      title: t('site.withdrawTitle', { name }),
      content: t(item.kind === 'news' ? 'site.withdrawNews' : 'site.withdrawProduct', {
        path: base?.path ?? '',
      }),
      okText: t('site.withdraw'),
      okButtonProps: { danger: true, 'data-testid': 'site-withdraw-ok' } as never,
      cancelText: t('site.cancel'),
      onOk: () => {
        void withdraw();
      },
    });

  const onDelete = (name: string) =>
    modal.confirm({
      title: t('site.deleteTitle', { name }),
      content: t('site.deleteContent'),
      okText: t('site.deleteItem'),
      okButtonProps: { danger: true, 'data-testid': 'site-delete-ok' } as never,
      cancelText: t('site.cancel'),
      onOk: () => {
        void remove();
      },
    });

  if (isError) return <Alert type="error" showIcon title={t('site.loadFailed')} />;
  if (!base || content === null) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const lang = currentLanguage();
  const model = (content as { model?: string }).model ?? '';
  const name = (lang === 'en' ? base.title.en : base.title.ch) || base.title.ch;
  const title =
    item.kind === 'settings'
      ? t('site.settingsTitle')
      : item.kind === 'downloads'
        ? t('site.downloadsTitle')
        : item.kind === 'page' || name.includes(model)
          ? name
          : `${model} ${name}`.trim();

  return (
    <Card
      title={
        <Space wrap size={[8, 0]}>
          <span data-testid="site-editor-title">{title}</span>
          {base.withdrawn && <Tag data-testid="site-editor-withdrawn">{t('site.withdrawnTag')}</Tag>}
          {base.published_revision === null ? (
            <Tag color="orange">{t('site.status.never')}</Tag>
          ) : base.changed ? (
            <Tag color="orange">{t('site.status.changed')}</Tag>
          ) : (
            !base.withdrawn && <Tag color="green">{t('site.status.published')}</Tag>
          )}
          {!english && <Tag>{t('site.chineseOnly')}</Tag>}
        </Space>
      }
      styles={{ header: { flexWrap: 'wrap' } }}
      data-testid="site-editor"
    >
      <div
        style={{
          // Under the console's sticky header (antd's Layout.Header: 64 px), at hand however far down.
          position: 'sticky',
          top: HEADER_HEIGHT,
          zIndex: 5,
          background: token.colorBgContainer,
          padding: '8px 0',
          marginBottom: 8,
        }}
        data-testid="site-editor-actions"
      >
        <Space wrap>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={busy === 'save'}
            disabled={!dirty || (busy !== null && busy !== 'save')}
            onClick={onSave}
            data-testid="site-save"
            size={phone ? 'small' : 'middle'}
          >
            {t('site.save')}
          </Button>
          <Button
            icon={<EyeOutlined />}
            loading={busy === 'ch'}
            disabled={busy !== null && busy !== 'ch'}
            onClick={() => onPreview('ch')}
            data-testid="site-preview-ch"
            size={phone ? 'small' : 'middle'}
          >
            {t('site.previewCh')}
          </Button>
          {english && (
            <Button
              icon={<EyeOutlined />}
              loading={busy === 'en'}
              disabled={busy !== null && busy !== 'en'}
              onClick={() => onPreview('en')}
              data-testid="site-preview-en"
              size={phone ? 'small' : 'middle'}
            >
              {t('site.previewEn')}
            </Button>
          )}
          <Button
            icon={<CloudUploadOutlined />}
            loading={busy === 'publish'}
            disabled={(!dirty && !base.changed) || (busy !== null && busy !== 'publish')}
            onClick={onPublish}
            data-testid="site-publish"
            size={phone ? 'small' : 'middle'}
          >
            {t('site.publish')}
          </Button>
          <Button
            icon={<HistoryOutlined />}
            onClick={() => setHistory(true)}
            data-testid="site-history"
            size={phone ? 'small' : 'middle'}
          >
            {t('site.history')}
          </Button>
          {isCreatable(item.kind) && base.published_revision !== null && !base.withdrawn && (
            <Button
              danger
              icon={<StopOutlined />}
              loading={busy === 'withdraw'}
              disabled={busy !== null && busy !== 'withdraw'}
              onClick={() => onWithdraw(name)}
              data-testid="site-withdraw"
              size={phone ? 'small' : 'middle'}
            >
              {t('site.withdraw')}
            </Button>
          )}
          {isCreatable(item.kind) && base.published_revision === null && (
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={busy === 'delete'}
              disabled={busy !== null && busy !== 'delete'}
              onClick={() => onDelete(name)}
              data-testid="site-delete"
              size={phone ? 'small' : 'middle'}
            >
              {t('site.deleteItem')}
            </Button>
          )}
        </Space>
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {base.published_revision === null
          ? t('site.neverPublished')
          : base.published_time
            ? t('site.lastPublished', {
                revision: base.published_revision,
                time: dateTime(base.published_time),
              })
            : t('site.onlineRevision', { revision: base.published_revision })}
        {dirty ? ` · ${t('site.unsaved')}` : ''}
      </Typography.Paragraph>
      {missingCount > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="site-missing"
          title={t('site.missingCount', { count: missingCount })}
          description={[
            missing.ch.size ? t('site.missingChinese', { count: missing.ch.size }) : '',
            missing.en.size ? t('site.missingEnglish', { count: missing.en.size }) : '',
          ]
            .filter(Boolean)
            .join(t('site.listSeparator'))}
        />
      ) : null}
      <SiteContentForm
        kind={item.kind}
        content={content}
        set={set}
        missing={missing}
        english={english}
        readOnly={false}
        errors={errors}
        published={base.published}
      />
      <PreviewModal preview={preview} onClose={() => setPreview(null)} />
      <SiteHistoryDrawer
        open={history}
        item={item}
        english={english}
        dirty={dirty}
        version={base.version}
        onClose={() => setHistory(false)}
        onRestored={(detail) => {
          show(detail);
          setHistory(false);
          void message.success(t('site.restored'));
        }}
      />
    </Card>
  );
}

/**
 * The real page in a sandboxed frame (no script runs in it; its styles and the photos load from
 * this origin); the whole screen on a phone.
 */
function PreviewModal({
  preview,
  onClose,
}: {
  preview: { lang: 'ch' | 'en'; html: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Modal
      open={preview !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={preview ? t(preview.lang === 'en' ? 'site.previewEnTitle' : 'site.previewChTitle') : ''}
      // On a phone the screen's width (less the 8 px margins of every console dialog, global.css), edge to edge.
      width={phone ? '100%' : 'min(1280px, 96vw)'}
      style={phone ? undefined : { top: 24 }}
      styles={
        phone
          ? { container: { padding: 0 }, header: { padding: '12px 16px', margin: 0 }, body: { padding: 0 } }
          : undefined
      }
      data-testid="site-preview"
    >
      {preview && (
        <iframe
          title={t('site.previewFrame')}
          srcDoc={preview.html}
          sandbox="allow-same-origin"
          data-testid="site-preview-frame"
          style={{
            width: '100%',
            height: phone ? 'calc(100dvh - 72px)' : '78vh',
            border: '1px solid rgba(5,5,5,0.06)',
            display: 'block',
          }}
        />
      )}
    </Modal>
  );
}
