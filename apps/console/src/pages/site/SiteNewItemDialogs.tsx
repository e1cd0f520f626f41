import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createSiteItem, getSiteItem, type SiteItemSummary, type SiteProductContent } from '../../api/site';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';
import { currentLanguage } from '../../i18n';
import { makersToday, newArticle, productCopy } from './content';

/*
 * The new product and the new news article (issue 30 §1): a few fields in a dialog, the item created
 * as a draft (publishing puts it online), and its editor opened.
 */

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** One free segment, as the server takes a new product's address (it says which are reserved or taken). */
const ROUTE = /^\/[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;

export type ProductDraft = {
  slug: string;
  route: string;
  model: string;
  nameCh: string;
  nameEn: string;
  from?: string;
};
const PRODUCT_FIELDS = new Set(['slug', 'route', 'model']);

/**
 * Creates the item `contentOf` makes of the dialog's values, then closes the dialog, refreshes the list
 * and opens the new item's editor; the server's refusal is shown in the dialog.
 */
function useCreateItem<D>(
  kind: 'product' | 'news',
  contentOf: (draft: D) => Promise<unknown> | unknown,
  onClose: () => void,
  showRefusal: (error: Error) => void,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (draft: D) => createSiteItem(kind, await contentOf(draft), { silent: true }),
    onSuccess: (created) => {
      onClose();
      void queryClient.invalidateQueries({ queryKey: ['site', 'list'] });
      void message.success(t('site.create.created'));
      navigate(`/admin/site/${kind}/${created.key}`);
    },
    onError: showRefusal,
  });
}

/** A field the dialog cannot do without, named in its message. */
const requiredRule = (t: TFunction, what: string) => ({
  required: true,
  whitespace: true,
  message: t('site.create.required', { what }),
});

/** The item's slug: its key and its address, never changed once created. */
function SlugItem({ placeholder, testId }: { placeholder: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="slug"
      label={t('site.create.slug')}
      extra={t('site.create.slugHint')}
      rules={[
        requiredRule(t, t('site.create.slug')),
        { pattern: SLUG, message: t('site.create.slugPattern') },
      ]}
    >
      <Input maxLength={60} placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}

export function NewProductDialog({
  open,
  products,
  onClose,
}: {
  open: boolean;
  products: SiteItemSummary[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const dialog = useFormDialog<ProductDraft, { id: 'new' }>({
    target: open ? 'new' : null,
    empty: { slug: '', route: '', model: '', nameCh: '', nameEn: '', from: 'tm-ab' },
    valuesOf: () => ({ slug: '', route: '', model: '', nameCh: '', nameEn: '' }),
    fields: PRODUCT_FIELDS,
  });
  const create = useCreateItem<ProductDraft>(
    'product',
    async (draft) => {
      const source = await getSiteItem({ kind: 'product', key: draft.from ?? '' });
      return productCopy(source.draft as SiteProductContent, draft);
    },
    onClose,
    dialog.showRefusal,
  );
  const required = (what: string) => requiredRule(t, what);
  return (
    <FormDialog<ProductDraft>
      dialog={dialog}
      title={t('site.create.productTitle')}
      name="site-new-product"
      testId="site-new-product-form"
      saving={create.isPending}
      onClose={onClose}
      onFinish={(draft) => create.mutate(draft)}
      okText={t('site.create.create')}
      okTestId="site-new-product-ok"
    >
      <Form.Item
        name="from"
        label={t('site.create.copyFrom')}
        extra={t('site.create.copyFromHint')}
        rules={[{ required: true, message: t('site.create.required', { what: t('site.create.copyFrom') }) }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          data-testid="site-new-product-from"
          options={products.map((item) => ({
            value: item.key,
            label: `${(lang === 'en' ? item.title.en : item.title.ch) || item.title.ch} · ${item.path}`,
          }))}
        />
      </Form.Item>
      <SlugItem placeholder="tm-x1" testId="site-new-product-slug" />
      <Form.Item
        name="route"
        label={t('site.create.route')}
        extra={t('site.create.routeHint')}
        rules={[required(t('site.create.route')), { pattern: ROUTE, message: t('site.create.routePattern') }]}
      >
        <Input maxLength={61} placeholder="/tm-x1" data-testid="site-new-product-route" />
      </Form.Item>
      <Form.Item name="model" label={t('site.create.model')} rules={[required(t('site.create.model'))]}>
        <Input maxLength={60} placeholder="TM-X1" data-testid="site-new-product-model" />
      </Form.Item>
      <Form.Item name="nameCh" label={t('site.create.nameCh')} rules={[required(t('site.create.nameCh'))]}>
        <Input maxLength={200} lang="zh-CN" data-testid="site-new-product-name-ch" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('site.create.nameEn')}>
        <Input maxLength={200} lang="en" data-testid="site-new-product-name-en" />
      </Form.Item>
    </FormDialog>
  );
}

type ArticleDraft = { slug: string; date: Dayjs; titleCh: string; titleEn: string };
const ARTICLE_FIELDS = new Set(['slug', 'date']);

export function NewArticleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const today = () => ({ slug: '', date: dayjs(makersToday(), 'YYYY-MM-DD'), titleCh: '', titleEn: '' });
  const dialog = useFormDialog<ArticleDraft, { id: 'new' }>({
    target: open ? 'new' : null,
    empty: today(),
    valuesOf: today,
    fields: ARTICLE_FIELDS,
  });
  const create = useCreateItem<ArticleDraft>(
    'news',
    (draft) => newArticle({ ...draft, date: draft.date.format('YYYY-MM-DD') }),
    onClose,
    dialog.showRefusal,
  );
  const required = (what: string) => requiredRule(t, what);
  return (
    <FormDialog<ArticleDraft>
      dialog={dialog}
      title={t('site.create.articleTitle')}
      name="site-new-article"
      testId="site-new-article-form"
      saving={create.isPending}
      onClose={onClose}
      onFinish={(draft) => create.mutate(draft)}
      okText={t('site.create.create')}
      okTestId="site-new-article-ok"
    >
      <SlugItem placeholder="expo-2026" testId="site-new-article-slug" />
      <Form.Item
        name="date"
        label={t('site.create.date')}
        rules={[{ required: true, message: t('site.create.required', { what: t('site.create.date') }) }]}
      >
        <DatePicker
          format="YYYY-MM-DD"
          allowClear={false}
          style={{ width: '100%' }}
          data-testid="site-new-article-date"
        />
      </Form.Item>
      <Form.Item name="titleCh" label={t('site.create.titleCh')} rules={[required(t('site.create.titleCh'))]}>
        <Input maxLength={200} lang="zh-CN" data-testid="site-new-article-title-ch" />
      </Form.Item>
      <Form.Item name="titleEn" label={t('site.create.titleEn')}>
        <Input maxLength={200} lang="en" data-testid="site-new-article-title-en" />
      </Form.Item>
    </FormDialog>
  );
}
