import { DeleteOutlined } from '@ant-design/icons';
import { Button, DatePicker, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SiteGalleryContent, SiteImageRef, SiteNewsContent } from '../../api/site';
import { currentLanguage } from '../../i18n';
import { emptyText, pathText } from './content';
import { AddButton, BiText, FieldLabel, LanguageHeads, ListEntry, Section, useEditing } from './formParts';
import { SitePhotos } from './SitePhotos';

/*
 * The news articles' and the galleries' fields (issue 30 §1): an article's title, date, summary,
 * paragraphs and optional photo; a gallery's pictures, each a title and a caption in both languages
 * and its photo (a picture added comes with one: the site has no drawing for it).
 */

const DATE = 'YYYY-MM-DD';

/** A news article: its address (fixed), title, date, summary, paragraphs and one optional photo. */
export function NewsFields() {
  const { t } = useTranslation();
  const editing = useEditing();
  const news = editing.content as SiteNewsContent;
  const date = dayjs(news.date, DATE, true);
  const dateError = editing.errors.get('date');
  return (
    <>
      <Section title={t('site.news.basics')}>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="site-news-address">
          {t('site.news.address', { path: `/news/${news.slug}` })}
        </Typography.Paragraph>
        <LanguageHeads />
        <BiText path={['title']} label={t('site.news.title')} />
        <div style={{ marginBottom: 12, maxWidth: 280 }}>
          <FieldLabel>{t('site.news.date')}</FieldLabel>
          <DatePicker
            value={date.isValid() ? date : null}
            format={DATE}
            allowClear={false}
            disabled={editing.readOnly}
            style={{ width: '100%' }}
            status={dateError ? 'error' : undefined}
            aria-label={t('site.news.date')}
            data-testid={`${editing.testPrefix}news-date`}
            onChange={(value) => value && editing.set(['date'], value.format(DATE))}
          />
          {dateError && (
            <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
              {dateError}
            </Typography.Text>
          )}
        </div>
        <BiText path={['summary']} label={t('site.news.summary')} rows={2} />
      </Section>
      <Section title={t('site.news.paragraphs')}>
        {news.paragraphs.map((_, index) => (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
            key={index}
            title={t('site.news.paragraph', { n: index + 1 })}
            index={index}
            count={news.paragraphs.length}
            min={1}
            path={['paragraphs']}
          >
            <BiText path={['paragraphs', index]} label="" rows={3} />
          </ListEntry>
        ))}
        <AddButton
          path={['paragraphs']}
          max={40}
          make={() => emptyText(editing.english)}
          testId="add-news-paragraph"
        >
          {t('site.news.addParagraph')}
        </AddButton>
      </Section>
      <Section title={t('site.news.photo')}>
        <OnePhoto
          photo={news.photo}
          removable
          addText={t('site.news.addPhoto')}
          none={t('site.news.noPhoto')}
          onChange={(photo) => editing.set(['photo'], photo)}
          testId={`${editing.testPrefix}news-photo`}
        />
      </Section>
    </>
  );
}

/** One photo (an article's, a picture's): upload, pick, replace, and remove when `removable`. */
function OnePhoto({
  photo,
  removable,
  addText,
  none,
  onChange,
  testId,
}: {
  photo: SiteImageRef | undefined;
  removable: boolean;
  addText: string;
  none: string;
  onChange: (photo: SiteImageRef | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const editing = useEditing();
  return (
    <div style={{ marginBottom: 12 }}>
      {!photo && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {none}
        </Typography.Paragraph>
      )}
      <SitePhotos
        value={photo ? [photo] : []}
        max={1}
        required
        addText={addText}
        readOnly={editing.readOnly}
        onChange={(photos) => photos[0] && onChange(photos[0])}
        testId={testId}
      />
      {photo && removable && !editing.readOnly && (
        <Button
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined />}
          style={{ paddingInline: 0, marginTop: 4 }}
          onClick={() => onChange(undefined)}
          data-testid={`${testId}-remove`}
        >
          {t('site.remove')}
        </Button>
      )}
    </div>
  );
}

/** A picture's id that no other has: `picture-<time>` (the server checks them unique). */
function newPictureId(taken: ReadonlySet<string>): string {
  let id = `picture-${Date.now().toString(36)}`;
  for (let n = 2; taken.has(id); n++) id = `picture-${Date.now().toString(36)}-${n}`;
  return id;
}

/**
 * A gallery: its pictures in order, each moved, removed (asked first), its title and caption in both
 * languages and its photo; a picture the site was built with (it is online) may lose its photo (the
 * drawing comes back), one added may not. A picture is added by uploading or picking its photo.
 */
export function GalleryFields() {
  const { t } = useTranslation();
  const editing = useEditing();
  const lang = currentLanguage();
  const gallery = editing.content as SiteGalleryContent;
  const online = new Set(
    ((editing.published as Partial<SiteGalleryContent> | null | undefined)?.items ?? []).map(
      (item) => item.id,
    ),
  );
  const taken = new Set(gallery.items.map((item) => item.id));
  return (
    <Section title={t('site.gallery.pictures')}>
      {!editing.readOnly && (
        <Typography.Paragraph type="secondary">{t('site.gallery.intro')}</Typography.Paragraph>
      )}
      {gallery.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <LanguageHeads />
      {gallery.items.map((picture, index) => {
        const name = (lang === 'en' ? picture.title.en : picture.title.ch) || picture.title.ch || picture.id;
        const photoError = editing.errors.get(pathText(['items', index, 'photo']));
        return (
          <ListEntry
            key={picture.id}
            title={`${t('site.gallery.picture', { n: index + 1 })} · ${name}`}
            index={index}
            count={gallery.items.length}
            min={1}
            path={['items']}
            confirmRemove={t('site.gallery.removeConfirm', { title: name })}
          >
            <BiText path={['items', index, 'title']} label={t('site.gallery.title')} />
            <BiText path={['items', index, 'caption']} label={t('site.gallery.caption')} rows={2} />
            <FieldLabel>{t('site.gallery.photo')}</FieldLabel>
            <OnePhoto
              photo={picture.photo}
              removable={online.has(picture.id)}
              addText={t('site.gallery.upload')}
              none={t('site.gallery.drawing')}
              onChange={(photo) => editing.set(['items', index, 'photo'], photo)}
              testId={`${editing.testPrefix}gallery-${index}-photo`}
            />
            {photoError && (
              <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
                {photoError}
              </Typography.Text>
            )}
          </ListEntry>
        );
      })}
      {!editing.readOnly && gallery.items.length < 60 && (
        <SitePhotos
          value={[]}
          max={1}
          addText={t('site.gallery.add')}
          readOnly={false}
          onChange={(photos) =>
            photos[0] &&
            editing.set(
              ['items'],
              [
                ...gallery.items,
                {
                  id: newPictureId(taken),
                  title: emptyText(editing.english),
                  caption: emptyText(editing.english),
                  photo: photos[0],
                },
              ],
            )
          }
          testId={`${editing.testPrefix}gallery-new`}
        />
      )}
    </Section>
  );
}
