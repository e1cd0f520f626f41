import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Grid, Input, Row, Space, Tooltip, Typography } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SiteImageRef,
  SiteItemKind,
  SitePageContent,
  SiteProductContent,
  SiteSettingsContent,
  SiteText,
} from '../../api/site';
import { type ContentPath, emptyText, type Missing, moved, pathText, valueAt } from './content';
import { SitePhotos } from './SitePhotos';

/** What every field of the form reads: the content, how to change it, what is missing or refused. */
type Editing = {
  content: unknown;
  set: (path: ContentPath, value: unknown) => void;
  missing: Missing;
  english: boolean;
  readOnly: boolean;
  /** The server's refusals by path (`body.specs.0.name.en`). */
  errors: ReadonlyMap<string, string>;
  /** Prefix of test ids (the history drawer's read-only form has its own). */
  testPrefix: string;
};

const EditingContext = createContext<Editing | null>(null);
const useEditing = () => useContext(EditingContext)!;

/** Whether the two languages stand one under the other (below antd's `sm`, 576 px). */
function useStacked(): boolean {
  return Grid.useBreakpoint().sm === false;
}

const LANGS = ['ch', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** A field's label above its inputs. */
function FieldLabel({ children }: { children: ReactNode }) {
  return (
    <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
      {children}
    </Typography.Text>
  );
}

/**
 * A text in both languages side by side (Chinese left, English right); one under the other on a
 * phone, each then labelled with its language. An empty text in a language the item is shown in is
 * marked (red border and "missing English").
 */
export function BiText({
  path,
  label,
  rows,
  maxLength = 2000,
}: {
  path: ContentPath;
  label: ReactNode;
  /** A text area of this many rows at least; absent: one line. */
  rows?: number;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const editing = useEditing();
  const stacked = useStacked();
  const key = pathText(path);
  const text = (valueAt(editing.content, path) ?? { ch: '' }) as SiteText;
  const langs = editing.english ? LANGS : (['ch'] as const);
  return (
    <div style={{ marginBottom: 12 }} data-testid={`${editing.testPrefix}field-${key}`}>
      <FieldLabel>{label}</FieldLabel>
      <Row gutter={[12, 8]}>
        {langs.map((lang: Lang) => {
          const missing = editing.missing[lang].has(key);
          const error =
            editing.errors.get(`${key}.${lang}`) ?? (lang === 'ch' ? editing.errors.get(key) : undefined);
          const value = text[lang] ?? '';
          const change = (next: string) => editing.set([...path, lang], next);
          const common = {
            value,
            maxLength,
            disabled: editing.readOnly,
            status: missing || error ? ('error' as const) : undefined,
            'aria-label': `${typeof label === 'string' ? label : key} · ${t(`site.lang.${lang}`)}`,
            'data-testid': `${editing.testPrefix}text-${key}-${lang}`,
            lang: lang === 'ch' ? 'zh-CN' : 'en',
          };
          return (
            <Col key={lang} xs={24} sm={editing.english ? 12 : 24}>
              {stacked && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`site.lang.${lang}`)}
                </Typography.Text>
              )}
              {rows ? (
                <Input.TextArea
                  {...common}
                  autoSize={{ minRows: rows, maxRows: 12 }}
                  onChange={(event) => change(event.target.value)}
                />
              ) : (
                <Input {...common} onChange={(event) => change(event.target.value)} />
              )}
              {missing && !editing.readOnly && (
                <Typography.Text type="danger" style={{ fontSize: 12 }} data-missing={lang}>
                  {t(`site.missingIn.${lang}`)}
                </Typography.Text>
              )}
              {error && (
                <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
                  {error}
                </Typography.Text>
              )}
            </Col>
          );
        })}
      </Row>
    </div>
  );
}

/** A text in one form for both languages (a model, a phone number, a record number). */
function PlainText({ path, label, maxLength }: { path: ContentPath; label: ReactNode; maxLength: number }) {
  const editing = useEditing();
  const key = pathText(path);
  const error = editing.errors.get(key);
  return (
    <div style={{ marginBottom: 12 }}>
      <FieldLabel>{label}</FieldLabel>
      <Input
        value={(valueAt(editing.content, path) as string | undefined) ?? ''}
        maxLength={maxLength}
        disabled={editing.readOnly}
        status={error ? 'error' : undefined}
        aria-label={typeof label === 'string' ? label : key}
        data-testid={`${editing.testPrefix}plain-${key}`}
        onChange={(event) => editing.set(path, event.target.value)}
      />
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** An entry of a list (a spec row, a tagline): its fields, and move up / down / remove. */
function ListEntry({
  title,
  index,
  count,
  min,
  path,
  movable = true,
  children,
}: {
  title: ReactNode;
  index: number;
  count: number;
  min: number;
  path: ContentPath;
  movable?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const editing = useEditing();
  const list = (valueAt(editing.content, path) as unknown[]) ?? [];
  return (
    <div
      style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8, padding: '8px 12px', marginBottom: 8 }}
      data-testid={`${editing.testPrefix}entry-${pathText(path)}.${index}`}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        {!editing.readOnly && (
          <Space size={0}>
            {movable && (
              <>
                <Tooltip title={t('site.moveUp')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('site.moveUp')}
                    disabled={index === 0}
                    onClick={() => editing.set(path, moved(list, index, -1))}
                  />
                </Tooltip>
                <Tooltip title={t('site.moveDown')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('site.moveDown')}
                    disabled={index === count - 1}
                    onClick={() => editing.set(path, moved(list, index, 1))}
                  />
                </Tooltip>
              </>
            )}
            <Tooltip title={t('site.remove')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('site.remove')}
                disabled={count <= min}
                onClick={() =>
                  editing.set(
                    path,
                    list.filter((_, at) => at !== index),
                  )
                }
              />
            </Tooltip>
          </Space>
        )}
      </div>
      {children}
    </div>
  );
}

/** The add button under a list, while there is room. */
function AddButton({
  path,
  max,
  make,
  children,
  testId,
}: {
  path: ContentPath;
  max: number;
  make: () => unknown;
  children: ReactNode;
  testId: string;
}) {
  const editing = useEditing();
  const list = (valueAt(editing.content, path) as unknown[] | undefined) ?? [];
  if (editing.readOnly || list.length >= max) return null;
  return (
    <Button
      type="dashed"
      icon={<PlusOutlined />}
      onClick={() => editing.set(path, [...list, make()])}
      style={{ marginBottom: 12 }}
      data-testid={`${editing.testPrefix}${testId}`}
    >
      {children}
    </Button>
  );
}

/** The column heads on a wide screen: which side is which language. */
function LanguageHeads() {
  const { t } = useTranslation();
  const { english } = useEditing();
  if (useStacked()) return null;
  return (
    <Row gutter={12} style={{ marginBottom: 8 }}>
      <Col span={english ? 12 : 24}>
        <Typography.Text type="secondary">{t('site.lang.ch')}</Typography.Text>
      </Col>
      {english && (
        <Col span={12}>
          <Typography.Text type="secondary">{t('site.lang.en')}</Typography.Text>
        </Col>
      )}
    </Row>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Divider titlePlacement="start" style={{ marginTop: 8 }}>
        {title}
      </Divider>
      {children}
    </>
  );
}

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

/** An optional text (a page's lead paragraph): added and removed as a whole. */
function OptionalBiText({ path, label, rows }: { path: ContentPath; label: string; rows?: number }) {
  const { t } = useTranslation();
  const editing = useEditing();
  const present = valueAt(editing.content, path) !== undefined;
  if (!present) {
    if (editing.readOnly) return null;
    return (
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        style={{ marginBottom: 12 }}
        onClick={() => editing.set(path, emptyText(editing.english))}
        data-testid={`${editing.testPrefix}add-${pathText(path)}`}
      >
        {t('site.addOptional', { what: label })}
      </Button>
    );
  }
  return (
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
            onClick={() => editing.set(path, undefined)}
          />
        </Tooltip>
      )}
      <BiText path={path} label={label} rows={rows} />
    </div>
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

/** The fields of an item: a product's, a text page's or the site settings'; read-only for a revision. */
export function SiteContentForm({
  kind,
  ...editing
}: Omit<Editing, 'testPrefix'> & { kind: SiteItemKind; testPrefix?: string }) {
  return (
    <EditingContext.Provider value={{ testPrefix: '', ...editing }}>
      {kind === 'product' ? <ProductFields /> : kind === 'page' ? <PageFields /> : <SettingsFields />}
    </EditingContext.Provider>
  );
}
