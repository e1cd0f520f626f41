import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  SiteImageRef,
  SiteItemKind,
  SitePageContent,
  SiteProductContent,
  SiteSettingsContent,
} from '../../api/site';
import { emptyText } from './content';
import {
  AddButton,
  BiText,
  type Editing,
  EditingContext,
  LanguageHeads,
  ListEntry,
  OptionalBiText,
  PlainText,
  Section,
  useEditing,
} from './formParts';
import { GalleryFields, NewsFields } from './SiteCatalogueFields';
import { SiteDownloadsFields } from './SiteDownloadsFields';
import { SitePhotos } from './SitePhotos';

function ProductFields() {
  const { t } = useTranslation();
  const editing = useEditing();
  const product = editing.content as SiteProductContent;
  const blank = () => emptyText(editing.english);
  const taglines = product.body.taglines;
  const specs = product.body.specs;
  return (
    <>
      <Section title={t('site.product.basics')}>
        <PlainText path={['model']} label={t('site.product.model')} maxLength={60} />
        <LanguageHeads />
        <BiText path={['name']} label={t('site.product.name')} />
        <BiText path={['summary']} label={t('site.product.summary')} rows={2} />
        <BiText path={['body', 'subtitle']} label={t('site.product.subtitle')} />
        <BiText path={['body', 'description']} label={t('site.product.description')} rows={3} />
      </Section>
      <Section title={t('site.product.photos')}>
        <SitePhotos
          value={product.photos ?? []}
          max={12}
          readOnly={editing.readOnly}
          onChange={(photos: SiteImageRef[]) => editing.set(['photos'], photos)}
          testId={`${editing.testPrefix}photos`}
        />
      </Section>
      <Section title={t('site.product.taglines')}>
        {taglines.map((_, index) => (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
            key={index}
            title={t('site.product.tagline', { n: index + 1 })}
            index={index}
            count={taglines.length}
            min={0}
            path={['body', 'taglines']}
          >
            <BiText path={['body', 'taglines', index]} label="" />
          </ListEntry>
        ))}
        <AddButton path={['body', 'taglines']} max={6} make={blank} testId="add-tagline">
          {t('site.product.addTagline')}
        </AddButton>
      </Section>
      <Section title={t('site.product.highlights')}>
        {[0, 1, 2].map((index) => (
          <BiText
            key={index}
            path={['body', 'highlights', index]}
            label={t('site.product.highlight', { n: index + 1 })}
          />
        ))}
      </Section>
      <Section title={t('site.product.specs')}>
        {specs.map((_, index) => (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
            key={index}
            title={t('site.product.specRow', { n: index + 1 })}
            index={index}
            count={specs.length}
            min={1}
            path={['body', 'specs']}
          >
            <BiText path={['body', 'specs', index, 'name']} label={t('site.product.specName')} />
            <BiText path={['body', 'specs', index, 'value']} label={t('site.product.specValue')} rows={1} />
          </ListEntry>
        ))}
        <AddButton
          path={['body', 'specs']}
          max={60}
          make={() => ({ name: blank(), value: blank() })}
          testId="add-spec"
        >
          {t('site.product.addSpec')}
        </AddButton>
      </Section>
      <Section title={t('site.product.video')}>
        <BiText path={['body', 'videoCaption']} label={t('site.product.videoCaption')} />
      </Section>
      <Section title={t('site.product.features')}>
        {product.body.features.map((feature, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the four blocks are fixed places
            key={index}
            style={{
              border: '1px solid rgba(5,5,5,0.06)',
              borderRadius: 8,
              padding: '8px 12px',
              marginBottom: 8,
            }}
          >
            <Typography.Text type="secondary">{t('site.product.feature', { n: index + 1 })}</Typography.Text>
            <BiText path={['body', 'features', index, 'title']} label={t('site.product.featureTitle')} />
            {feature.bullets.map((_, bullet) => (
              <ListEntry
                // biome-ignore lint/suspicious/noArrayIndexKey: bullets have no identity but their place
                key={bullet}
                title={t('site.product.bullet', { n: bullet + 1 })}
                index={bullet}
                count={feature.bullets.length}
                min={1}
                movable={false}
                path={['body', 'features', index, 'bullets']}
              >
                <BiText path={['body', 'features', index, 'bullets', bullet]} label="" rows={1} />
              </ListEntry>
            ))}
            <AddButton
              path={['body', 'features', index, 'bullets']}
              max={2}
              make={blank}
              testId={`add-bullet-${index}`}
            >
              {t('site.product.addBullet')}
            </AddButton>
          </div>
        ))}
      </Section>
    </>
  );
}

function SettingsFields() {
  const { t } = useTranslation();
  const editing = useEditing();
  const settings = editing.content as SiteSettingsContent;
  return (
    <>
      <Section title={t('site.settings.company')}>
        <LanguageHeads />
        <BiText path={['companyName']} label={t('site.settings.companyName')} />
        <PlainText path={['phone']} label={t('site.settings.phone')} maxLength={40} />
        <PlainText path={['email']} label={t('site.settings.email')} maxLength={254} />
        <BiText path={['address']} label={t('site.settings.address')} rows={1} />
        <PlainText path={['mapUrl']} label={t('site.settings.mapUrl')} maxLength={500} />
        <BiText path={['hours']} label={t('site.settings.hours')} />
      </Section>
      <Section title={t('site.settings.records')}>
        <PlainText path={['icpRecord']} label={t('site.settings.icpRecord')} maxLength={60} />
        <PlainText path={['psbRecord']} label={t('site.settings.psbRecord')} maxLength={80} />
      </Section>
      <Section title={t('site.settings.qrCodes')}>
        {settings.socialQr.map((qr, index) => (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
            key={index}
            title={t('site.settings.qrCode', { n: index + 1 })}
            index={index}
            count={settings.socialQr.length}
            min={0}
            path={['socialQr']}
          >
            <BiText path={['socialQr', index, 'label']} label={t('site.settings.qrLabel')} />
            <SitePhotos
              value={[qr.image]}
              max={1}
              required
              readOnly={editing.readOnly}
              onChange={(photos) => photos[0] && editing.set(['socialQr', index, 'image'], photos[0])}
              testId={`${editing.testPrefix}qr-${index}`}
            />
          </ListEntry>
        ))}
        {!editing.readOnly && settings.socialQr.length < 4 && (
          <SitePhotos
            value={[]}
            max={1}
            addText={t('site.settings.addQr')}
            readOnly={false}
            onChange={(photos) =>
              photos[0] &&
              editing.set(
                ['socialQr'],
                [...settings.socialQr, { label: { ch: '', en: '' }, image: photos[0] }],
              )
            }
            testId={`${editing.testPrefix}qr-new`}
          />
        )}
      </Section>
    </>
  );
}

function PageFields() {
  const { t } = useTranslation();
  const editing = useEditing();
  const page = editing.content as SitePageContent;
  const blank = () => emptyText(editing.english);
  return (
    <>
      <Section title={t('site.page.basics')}>
        <LanguageHeads />
        <BiText path={['title']} label={t('site.page.title')} />
        <BiText path={['description']} label={t('site.page.description')} rows={2} />
        <OptionalBiText path={['intro']} label={t('site.page.intro')} rows={2} />
        {(page.version !== undefined || !editing.readOnly) && (
          <PlainText path={['version']} label={t('site.page.version')} maxLength={20} />
        )}
      </Section>
      <Section title={t('site.page.sections')}>
        {page.sections.map((section, index) => (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity but their place
            key={index}
            title={t('site.page.section', { n: index + 1 })}
            index={index}
            count={page.sections.length}
            min={1}
            path={['sections']}
          >
            <BiText path={['sections', index, 'heading']} label={t('site.page.heading')} />
            {section.paragraphs.map((_, paragraph) => (
              <ListEntry
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
                key={paragraph}
                title={t('site.page.paragraph', { n: paragraph + 1 })}
                index={paragraph}
                count={section.paragraphs.length}
                min={1}
                path={['sections', index, 'paragraphs']}
              >
                <BiText path={['sections', index, 'paragraphs', paragraph]} label="" rows={3} />
              </ListEntry>
            ))}
            <AddButton
              path={['sections', index, 'paragraphs']}
              max={20}
              make={blank}
              testId={`add-paragraph-${index}`}
            >
              {t('site.page.addParagraph')}
            </AddButton>
            {section.link ? (
              <div style={{ position: 'relative' }}>
                {!editing.readOnly && (
                  <Tooltip title={t('site.remove')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('site.remove')}
                      style={{ position: 'absolute', right: 0, top: 0 }}
                      onClick={() => editing.set(['sections', index, 'link'], undefined)}
                    />
                  </Tooltip>
                )}
                <BiText path={['sections', index, 'link', 'label']} label={t('site.page.linkLabel')} />
                <PlainText
                  path={['sections', index, 'link', 'path']}
                  label={t('site.page.linkPath')}
                  maxLength={81}
                />
              </div>
            ) : (
              !editing.readOnly && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  style={{ marginBottom: 12, marginLeft: 8 }}
                  onClick={() => editing.set(['sections', index, 'link'], { label: blank(), path: '/' })}
                >
                  {t('site.page.addLink')}
                </Button>
              )
            )}
          </ListEntry>
        ))}
        <AddButton
          path={['sections']}
          max={30}
          make={() => ({ heading: blank(), paragraphs: [blank()] })}
          testId="add-section"
        >
          {t('site.page.addSection')}
        </AddButton>
      </Section>
    </>
  );
}

/**
 * The fields of an item: a product's, a text page's, the downloads, a gallery's, a news article's or
 * the site settings'; read-only for a revision.
 */
export function SiteContentForm({
  kind,
  ...editing
}: Omit<Editing, 'testPrefix'> & { kind: SiteItemKind; testPrefix?: string }) {
  return (
    <EditingContext.Provider value={{ testPrefix: '', ...editing }}>
      {kind === 'product' ? (
        <ProductFields />
      ) : kind === 'page' ? (
        <PageFields />
      ) : kind === 'downloads' ? (
        <SiteDownloadsFields />
      ) : kind === 'gallery' ? (
        <GalleryFields />
      ) : kind === 'news' ? (
        <NewsFields />
      ) : (
        <SettingsFields />
      )}
    </EditingContext.Provider>
  );
}
