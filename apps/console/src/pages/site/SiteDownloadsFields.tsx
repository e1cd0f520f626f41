import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Empty, Input, Radio, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listSiteItems,
  SITE_DOWNLOAD_SECTIONS,
  type SiteDownloadEntry,
  type SiteDownloadsContent,
  type SiteFile,
} from '../../api/site';
import { currentLanguage } from '../../i18n';
import { type ContentPath, emptyText, makersToday, pathText } from './content';
import {
  AddButton,
  BiText,
  FieldLabel,
  LanguageHeads,
  ListEntry,
  OptionalBiText,
  Section,
  useEditing,
} from './formParts';
import { SiteFileField } from './SiteFiles';

const DATE = 'YYYY-MM-DD';

/** An entry as edited: a new one has no file yet (saving then names the field) and no id (made on save). */
type EntryDraft = Omit<SiteDownloadEntry, 'file'> & { file?: SiteFile };

/** Letters and digits only, lower case: "TM-Ab" finds tm-ab and "tmab". */
const folded = (text: string) => text.toLowerCase().replace(/[\s\-_./]/g, '');

/** The server's refusal of a field (`entries.0.version`), shown under it. */
function FieldError({ path }: { path: ContentPath }) {
  const { errors } = useEditing();
  const error = errors.get(pathText(path));
  if (!error) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
      {error}
    </Typography.Text>
  );
}

/** The products on the site (published, not withdrawn), by their name in the console's language (the model leads it). */
function useProductOptions() {
  const { data } = useQuery({ queryKey: ['site', 'list'], queryFn: listSiteItems });
  const lang = currentLanguage();
  return useMemo(
    () =>
      (data?.items ?? [])
        .filter((item) => item.kind === 'product' && item.published_revision !== null && !item.withdrawn)
        .map((item) => {
          const name = (lang === 'en' ? item.title.en : item.title.ch) || item.title.ch || item.key;
          return {
            value: item.key,
            label: name,
            search: folded(`${item.key} ${item.title.ch} ${item.title.en}`),
          };
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
    [data, lang],
  );
}

function EntryFields({ index, entry }: { index: number; entry: EntryDraft }) {
  const { t } = useTranslation();
  const editing = useEditing();
  const products = useProductOptions();
  const at = (key: keyof EntryDraft): ContentPath => ['entries', index, key];
  const testId = (name: string) => `${editing.testPrefix}download-${index}-${name}`;
  const date = dayjs(entry.releasedOn, DATE, true);
  const known = new Set(products.map((option) => option.value));
  // A product no longer published (or not yet read) stays chosen, shown by its slug.
  const options = [
    ...products,
    ...entry.productSlugs
      .filter((slug) => !known.has(slug))
      .map((slug) => ({ value: slug, label: slug, search: folded(slug) })),
  ];
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <FieldLabel>{t('site.downloads.section')}</FieldLabel>
        <Radio.Group
          value={entry.section}
          disabled={editing.readOnly}
          onChange={(event) => editing.set(at('section'), event.target.value)}
          data-testid={testId('section')}
          options={SITE_DOWNLOAD_SECTIONS.map((section) => ({
            value: section,
            label: t(`site.downloads.sections.${section}`),
          }))}
        />
      </div>
      <BiText path={at('title')} label={t('site.downloads.title')} />
      <OptionalBiText path={at('description')} label={t('site.downloads.description')} rows={2} />
      <Row gutter={[12, 0]}>
        <Col xs={24} sm={12}>
          <div style={{ marginBottom: 12 }}>
            <FieldLabel>{t('site.downloads.version')}</FieldLabel>
            <Input
              value={entry.version}
              maxLength={40}
              disabled={editing.readOnly}
              status={editing.errors.has(pathText(at('version'))) ? 'error' : undefined}
              aria-label={t('site.downloads.version')}
              placeholder="V1.0.0"
              onChange={(event) => editing.set(at('version'), event.target.value)}
              data-testid={testId('version')}
            />
            {!editing.readOnly && entry.version.trim() === '' && (
              <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
                {t('site.downloads.versionNeeded')}
              </Typography.Text>
            )}
            <FieldError path={at('version')} />
          </div>
        </Col>
        <Col xs={24} sm={12}>
          <div style={{ marginBottom: 12 }}>
            <FieldLabel>{t('site.downloads.releasedOn')}</FieldLabel>
            <DatePicker
              value={date.isValid() ? date : null}
              format={DATE}
              allowClear={false}
              disabled={editing.readOnly}
              style={{ width: '100%' }}
              status={editing.errors.has(pathText(at('releasedOn'))) ? 'error' : undefined}
              aria-label={t('site.downloads.releasedOn')}
              data-testid={testId('released')}
              onChange={(value) => value && editing.set(at('releasedOn'), value.format(DATE))}
            />
            <FieldError path={at('releasedOn')} />
          </div>
        </Col>
      </Row>
      <div style={{ marginBottom: 12 }}>
        <FieldLabel>{t('site.downloads.products')}</FieldLabel>
        <Select
          mode="multiple"
          value={entry.productSlugs as string[]}
          options={options}
          disabled={editing.readOnly}
          allowClear
          placeholder={t('site.downloads.productsPlaceholder')}
          style={{ width: '100%' }}
          aria-label={t('site.downloads.products')}
          filterOption={(input, option) => (option?.search ?? '').includes(folded(input))}
          onChange={(slugs: string[]) => editing.set(at('productSlugs'), slugs)}
          data-testid={testId('products')}
        />
        <FieldError path={at('productSlugs')} />
      </div>
      <div style={{ marginBottom: 12 }}>
        <FieldLabel>{t('site.downloads.file')}</FieldLabel>
        <SiteFileField
          value={entry.file}
          readOnly={editing.readOnly}
          error={editing.errors.get(pathText(at('file')))}
          onChange={(file) => editing.set(at('file'), file)}
          testId={testId('file')}
        />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        {entry.id
          ? t('site.downloads.anchor', { id: entry.id })
          : editing.readOnly
            ? ''
            : t('site.downloads.anchorLater')}
      </Typography.Text>
    </>
  );
}

/**
 * The downloads (issue 30 §5): the manuals and software the /instructions page lists, in its order;
 * each with its section, title and description in both languages, version, release date, products and
 * its uploaded file. Removing one asks first.
 */
export function SiteDownloadsFields() {
  const { t } = useTranslation();
  const editing = useEditing();
  const lang = currentLanguage();
  const entries = (editing.content as { entries: EntryDraft[] }).entries;
  const newEntry = (): EntryDraft => ({
    id: '',
    section: 'manual',
    title: emptyText(true) as SiteDownloadsContent['entries'][number]['title'],
    version: '',
    releasedOn: makersToday(),
    productSlugs: [],
  });
  const nameOf = (entry: EntryDraft) => (lang === 'en' ? entry.title.en : entry.title.ch) || entry.title.ch;
  return (
    <Section title={t('site.downloads.entries')}>
      {!editing.readOnly && (
        <Typography.Paragraph type="secondary">{t('site.downloads.intro')}</Typography.Paragraph>
      )}
      {entries.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('site.downloads.none')} />
      )}
      {entries.length > 0 && <LanguageHeads />}
      {entries.map((entry, index) => (
        <ListEntry
          // biome-ignore lint/suspicious/noArrayIndexKey: a new entry has no id until it is saved
          key={index}
          title={
            <span style={{ overflowWrap: 'anywhere' }}>
              {t('site.downloads.entry', { n: index + 1 })}
              {nameOf(entry) ? ` · ${nameOf(entry)}` : ''}
            </span>
          }
          index={index}
          count={entries.length}
          min={0}
          path={['entries']}
          confirmRemove={t('site.downloads.removeConfirm', {
            title: nameOf(entry) || t('site.downloads.entry', { n: index + 1 }),
          })}
        >
          <EntryFields index={index} entry={entry} />
        </ListEntry>
      ))}
      <AddButton path={['entries']} max={200} make={newEntry} testId="add-download">
        {t('site.downloads.add')}
      </AddButton>
    </Section>
  );
}
