import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { listSiteItems, type SiteItemSummary } from '../../api/site';
import { FilterBar, ListPage, ListTable } from '../../components/list/ListPage';
import { SearchBox } from '../../components/list/SearchBox';
import { useUrlListState } from '../../components/list/useListState';
import { dateTime } from '../../format/time';
import { currentLanguage } from '../../i18n';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';

const PAGE_SIZE = 50;

/** Where an item is edited. */
export const editorPath = (item: Pick<SiteItemSummary, 'kind' | 'key'>) =>
  item.kind === 'settings' ? '/admin/site/settings' : `/admin/site/${item.kind}/${item.key}`;

/**
 * The settings first, then the text pages, the downloads, the products (each kind in the server's
 * order); a kind the server adds later comes last until it is placed here.
 */
const KIND_ORDER: Partial<Record<SiteItemSummary['kind'], number>> = {
  settings: 0,
  page: 1,
  downloads: 2,
  product: 3,
};
const orderOf = (kind: SiteItemSummary['kind']) => KIND_ORDER[kind] ?? Number.MAX_SAFE_INTEGER;

/** Letters and digits only, lower case: "TM-Ab" finds tm-ab and "tmab". */
const folded = (text: string) => text.toLowerCase().replace(/[\s\-_./]/g, '');

/**
 * /admin/site (issue 30 §1, §5): what the public site shows, for site editors and super administrators:
 * the settings first, then the text pages, the downloads and every product; each with whether its draft is published, which
 * language lacks texts, when it was published and who edited it last. A row opens its editor.
 */
export default function SiteListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const navigate = useNavigate();
  const table = useUrlListState({ pageSize: PAGE_SIZE, filters: {} });
  const { data, isFetching } = useQuery({ queryKey: ['site', 'list'], queryFn: listSiteItems });
  const lang = currentLanguage();
  const titleOf = (item: SiteItemSummary) =>
    item.kind === 'settings'
      ? t('site.settingsTitle')
      : item.kind === 'downloads'
        ? t('site.downloadsTitle')
        : (lang === 'en' ? item.title.en : item.title.ch) || item.title.ch;

  const search = folded(table.searchText ?? '');
  const items = (data?.items ?? [])
    .filter(
      (item) =>
        !search ||
        [item.key, item.title.ch, item.title.en, item.path, titleOf(item)].some((text) =>
          folded(text).includes(search),
        ),
    )
    .sort((a, b) => orderOf(a.kind) - orderOf(b.kind));
  const start = (table.page - 1) * PAGE_SIZE;
  const page = { list: items.slice(start, start + PAGE_SIZE), meta: { total: items.length } };

  /** Published or not, and the texts each language lacks (on a phone: under the title). */
  const statusOf = (item: SiteItemSummary) => (
    <Space size={4} wrap>
      {item.changed ? (
        <Tag color="orange" data-testid="site-status">
          {t(item.published_revision === null ? 'site.status.never' : 'site.status.changed')}
        </Tag>
      ) : (
        <Tag color="green" data-testid="site-status">
          {t('site.status.published')}
        </Tag>
      )}
      {item.missing.ch.length > 0 && (
        <Tag color="red" data-testid="site-missing-ch">
          {t('site.missingTag.ch', { count: item.missing.ch.length })}
        </Tag>
      )}
      {item.missing.en.length > 0 && (
        <Tag color="red" data-testid="site-missing-en">
          {t('site.missingTag.en', { count: item.missing.en.length })}
        </Tag>
      )}
    </Space>
  );

  return (
    <ListPage title={t(`menu.${route.name}`)}>
      <FilterBar testId="site-filters">
        <SearchBox
          value={table.searchText}
          style={{ width: phone ? '100%' : 280 }}
          placeholder={t('site.searchPlaceholder')}
          onSearch={table.search}
          testId="site-search"
        />
      </FilterBar>
      <ListTable<SiteItemSummary>
        list={table}
        page={page}
        loading={isFetching}
        rowKey={(item) => `${item.kind}:${item.key}`}
        empty={{ missing: t('site.empty'), next: t('site.emptyNext') }}
        onRow={(item) => ({
          onClick: () => navigate(editorPath(item)),
          style: { cursor: 'pointer' },
          'data-testid': `site-row-${item.key}`,
        })}
        columns={[
          {
            title: t('site.title'),
            key: 'title',
            render: (_: unknown, item: SiteItemSummary) => (
              <Space size={4} wrap>
                <Link
                  to={editorPath(item)}
                  onClick={(event) => event.stopPropagation()}
                  data-testid="site-item-title"
                >
                  {titleOf(item)}
                </Link>
                {item.kind !== 'settings' && !phone && (
                  <span style={{ color: 'rgba(0,0,0,0.45)' }}>{item.path}</span>
                )}
                {phone && statusOf(item)}
              </Space>
            ),
          },
          {
            title: t('site.statusTitle'),
            key: 'status',
            render: (_: unknown, item: SiteItemSummary) => statusOf(item),
            phone: false,
          },
          {
            title: t('site.publishedTime'),
            dataIndex: 'published_time',
            render: (time: string | null) => (time ? dateTime(time) : '—'),
            phone: false,
          },
          {
            title: t('site.editor'),
            key: 'editor',
            render: (_: unknown, item: SiteItemSummary) =>
              item.updated_by ? `${item.updated_by.name} · ${dateTime(item.updated_time)}` : '—',
            phone: false,
          },
        ]}
      />
    </ListPage>
  );
}
