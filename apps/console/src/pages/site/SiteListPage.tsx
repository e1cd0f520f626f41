import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
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
import { NewArticleDialog, NewProductDialog } from './SiteNewItemDialogs';

/** The whole site on one page while it has fewer items (some 60 now): every heading and its button at hand. */
const PAGE_SIZE = 100;

/** Where an item is edited. */
export const editorPath = (item: Pick<SiteItemSummary, 'kind' | 'key'>) =>
  item.kind === 'settings' ? '/admin/site/settings' : `/admin/site/${item.kind}/${item.key}`;

/**
 * The settings first, then the text pages, the downloads, the galleries, the news, the products (each
 * kind in the server's order: the few articles before the many products keep the news's heading and
 * its button on the first page); a kind the server adds later comes last until it is placed here.
 */
const KIND_ORDER: Partial<Record<SiteItemSummary['kind'], number>> = {
  settings: 0,
  page: 1,
  downloads: 2,
  gallery: 3,
  news: 4,
  product: 5,
};
/** The kinds listed under a heading of their own (the others lead the list without one). */
const GROUPS = ['gallery', 'news', 'product'] as const;
type Group = (typeof GROUPS)[number];
/** A row of the table: an item, or the heading of a group (with its "new" button). */
type Row = SiteItemSummary | { group: Group; kind: Group; key: string };
const isHeading = (row: Row): row is Extract<Row, { group: Group }> => 'group' in row;
const orderOf = (kind: SiteItemSummary['kind']) => KIND_ORDER[kind] ?? Number.MAX_SAFE_INTEGER;

/** Letters and digits only, lower case: "TM-Ab" finds tm-ab and "tmab". */
const folded = (text: string) => text.toLowerCase().replace(/[\s\-_./]/g, '');

/**
 * /admin/site (issue 30 §1, §5): what the public site shows, for site editors and super administrators:
 * the settings first, then the text pages, the downloads, the galleries, every product and news article (each
 * group under its heading, products and news with their "new" button); each with whether its draft is
 * published (or withdrawn), which language lacks texts, when it was published and who edited it last. A
 * row opens its editor.
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

  const [creating, setCreating] = useState<'product' | 'news' | null>(null);
  const search = folded(table.searchText ?? '');
  const found = (data?.items ?? [])
    .filter(
      (item) =>
        !search ||
        [item.key, item.title.ch, item.title.en, item.path, titleOf(item)].some((text) =>
          folded(text).includes(search),
        ),
    )
    .sort((a, b) => orderOf(a.kind) - orderOf(b.kind));
  // Each group under its heading: always while nothing is searched (its "new" button at hand), else
  // only a group with something found.
  const heading = (group: Group): Row => ({ group, kind: group, key: `group-${group}` });
  const items: Row[] = [];
  for (const group of [undefined, ...GROUPS]) {
    const members = found.filter((item) => GROUPS.find((kind) => kind === item.kind) === group);
    if (group && (members.length > 0 || (!search && data))) items.push(heading(group));
    items.push(...members);
  }
  const start = (table.page - 1) * PAGE_SIZE;
  const shown = items.slice(start, start + PAGE_SIZE);
  // A page that starts inside a group starts with its heading again (its "new" button at hand).
  const first = shown[0];
  const continued = first && !isHeading(first) && GROUPS.find((kind) => kind === first.kind);
  const page = { list: continued ? [heading(continued), ...shown] : shown, meta: { total: items.length } };

  /** Published or not, and the texts each language lacks (on a phone: under the title). */
  const statusOf = (item: SiteItemSummary) => (
    <Space size={4} wrap>
      {item.withdrawn ? (
        <Tag data-testid="site-status">{t('site.withdrawnTag')}</Tag>
      ) : item.changed ? (
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
      <ListTable<Row>
        list={table}
        page={page}
        loading={isFetching}
        rowKey={(item) => `${item.kind}:${item.key}`}
        empty={{ missing: t('site.empty'), next: t('site.emptyNext') }}
        onRow={(item) =>
          isHeading(item)
            ? { 'data-testid': `site-group-${item.group}`, style: { background: 'rgba(0,0,0,0.02)' } }
            : {
                onClick: () => navigate(editorPath(item)),
                style: { cursor: 'pointer' },
                'data-testid': `site-row-${item.key}`,
              }
        }
        columns={[
          {
            title: t('site.title'),
            key: 'title',
            onCell: (row: Row) => (isHeading(row) ? { colSpan: phone ? 1 : 4 } : {}),
            render: (_: unknown, item: Row) =>
              isHeading(item) ? (
                <Space size={12} wrap>
                  <Typography.Text strong>{t(`site.groups.${item.group}`)}</Typography.Text>
                  {item.group !== 'gallery' && (
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => setCreating(item.group === 'news' ? 'news' : 'product')}
                      data-testid={item.group === 'news' ? 'site-new-article' : 'site-new-product'}
                    >
                      {t(item.group === 'news' ? 'site.newArticle' : 'site.newProduct')}
                    </Button>
                  )}
                </Space>
              ) : (
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
            onCell: (row: Row) => (isHeading(row) ? { colSpan: 0 } : {}),
            render: (_: unknown, item: Row) => (isHeading(item) ? null : statusOf(item)),
            phone: false,
          },
          {
            title: t('site.publishedTime'),
            key: 'published_time',
            onCell: (row: Row) => (isHeading(row) ? { colSpan: 0 } : {}),
            render: (_: unknown, item: Row) =>
              isHeading(item) ? null : item.published_time ? dateTime(item.published_time) : '—',
            phone: false,
          },
          {
            title: t('site.editor'),
            key: 'editor',
            onCell: (row: Row) => (isHeading(row) ? { colSpan: 0 } : {}),
            render: (_: unknown, item: Row) =>
              isHeading(item) || !item.updated_by
                ? isHeading(item)
                  ? null
                  : '—'
                : `${item.updated_by.name} · ${dateTime(item.updated_time)}`,
            phone: false,
          },
        ]}
      />
      <NewProductDialog
        open={creating === 'product'}
        products={(data?.items ?? []).filter((item) => item.kind === 'product')}
        onClose={() => setCreating(null)}
      />
      <NewArticleDialog open={creating === 'news'} onClose={() => setCreating(null)} />
    </ListPage>
  );
}
