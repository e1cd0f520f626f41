import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Grid, Input, Row, Space, Tooltip, Typography } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteText } from '../../api/site';
import { useFeedback } from '../../feedback/feedback';
import { type ContentPath, emptyText, type Missing, moved, pathText, valueAt } from './content';

/*
 * The parts every kind's fields are made of (SiteContentForm.tsx, SiteDownloadsFields.tsx): the
 * editing context, a text in both languages, a plain text, a list's entry and its add button.
 */

/** What every field of the form reads: the content, how to change it, what is missing or refused. */
export type Editing = {
  content: unknown;
  set: (path: ContentPath, value: unknown) => void;
  missing: Missing;
  english: boolean;
  readOnly: boolean;
  /** The server's refusals by path (`body.specs.0.name.en`). */
  errors: ReadonlyMap<string, string>;
  /** Prefix of test ids (the history drawer's read-only form has its own). */
  testPrefix: string;
  /** What is online (the editor's; absent in a revision): a gallery's pictures the site was built with. */
  published?: unknown;
};

export const EditingContext = createContext<Editing | null>(null);
export const useEditing = () => useContext(EditingContext)!;

/** Whether the two languages stand one under the other (below antd's `sm`, 576 px). */
export function useStacked(): boolean {
  return Grid.useBreakpoint().sm === false;
}

const LANGS = ['ch', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** A field's label above its inputs. */
export function FieldLabel({ children }: { children: ReactNode }) {
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
export function PlainText({
  path,
  label,
  maxLength,
}: {
  path: ContentPath;
  label: ReactNode;
  maxLength: number;
}) {
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

/**
 * An entry of a list (a spec row, a tagline, a download): its fields, and move up / down / remove
 * (asked first when `confirmRemove` names what goes).
 */
export function ListEntry({
  title,
  index,
  count,
  min,
  path,
  movable = true,
  confirmRemove,
  children,
}: {
  title: ReactNode;
  index: number;
  count: number;
  min: number;
  path: ContentPath;
  movable?: boolean;
  confirmRemove?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const editing = useEditing();
  const list = (valueAt(editing.content, path) as unknown[]) ?? [];
  const remove = () =>
    editing.set(
      path,
      list.filter((_, at) => at !== index),
    );
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
                data-testid={`${editing.testPrefix}remove-${pathText(path)}.${index}`}
                onClick={() =>
                  confirmRemove
                    ? modal.confirm({
                        title: confirmRemove,
                        okText: t('site.remove'),
                        okButtonProps: { danger: true },
                        cancelText: t('site.cancel'),
                        onOk: remove,
                      })
                    : remove()
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
export function AddButton({
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
export function LanguageHeads() {
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

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Divider titlePlacement="start" style={{ marginTop: 8 }}>
        {title}
      </Divider>
      {children}
    </>
  );
}

/** An optional text (a page's lead paragraph): added and removed as a whole. */
export function OptionalBiText({ path, label, rows }: { path: ContentPath; label: string; rows?: number }) {
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
