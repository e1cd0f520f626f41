import type { ReactElement } from 'react';
import { PAGING_DEMO } from '../../content/business-constants.js';
import { formatYuan } from '../../content/number-format.js';
import { PAGING_DEMO_COPY } from '../../content/pages/paging-demo.js';
import { SAMPLE_GOODS } from '../../content/sample-goods.js';
import { pick } from '../../i18n/lang.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

/** /classjijia: 100 sample goods, paged five at a time by the site script. */
export function PagingDemoPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const t = (key: keyof typeof PAGING_DEMO_COPY): string => pick(PAGING_DEMO_COPY[key], lang);
  const pageCount = Math.ceil(SAMPLE_GOODS.length / PAGING_DEMO.pageSize);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Layout
      context={context}
      title={`${t('title')} | ${pick(SITE_TITLE, lang)}`}
      description={t('description')}
    >
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <div className="pager" data-pager="" data-page-size={PAGING_DEMO.pageSize}>
        <table className="goods-table">
          <thead>
            <tr>
              <th scope="col">{t('pluColumn')}</th>
              <th scope="col">{t('nameColumn')}</th>
              <th scope="col">{t('priceColumn')}</th>
              <th scope="col">{t('unitColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_GOODS.map((good, index) => {
              const page = Math.floor(index / PAGING_DEMO.pageSize) + 1;
              return (
                <tr key={good.plu} data-page={page} hidden={page !== 1}>
                  <td>{String(good.plu).padStart(4, '0')}</td>
                  <td>{pick(good.name, lang)}</td>
                  <td>{formatYuan(good.unitPriceFen / 100)}</td>
                  <td>{pick(good.unit, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="pager-status" aria-live="polite" data-pager-status="" data-template={t('pageStatus')}>
          {t('pageStatus').replace('{page}', '1').replace('{count}', String(pageCount))}
        </p>
        <nav aria-label={t('pagination')}>
          <ul className="pager-buttons">
            <li>
              <button type="button" data-goto="prev" disabled>
                {t('previous')}
              </button>
            </li>
            {pages.map((page) => (
              <li key={page}>
                <button
                  type="button"
                  data-goto={page}
                  aria-current={page === 1 ? 'true' : 'false'}
                  aria-label={t('pageButton').replace('{page}', String(page))}
                >
                  {page}
                </button>
              </li>
            ))}
            <li>
              <button type="button" data-goto="next">
                {t('next')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </Layout>
  );
}
