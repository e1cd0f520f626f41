import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Goods, listGoods } from '../../api/goods';
import { PagedSelect, type SelectorProps } from './PagedSelect';

/**
 * Picks a goods item, of `companyId` when given (else every goods item the caller may see),
 * searched by name (or item code). A change of `companyId` clears the pick.
 */
export function GoodsSelect({
  companyId,
  ...props
}: SelectorProps<Goods> & { companyId?: number | undefined }) {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    (query: { page: number; per_page: number; name?: string | undefined }) =>
      listGoods({ ...query, company_id: companyId }),
    [companyId],
  );
  return (
    <PagedSelect {...props} placeholder={t('selectors.goods')} fetchPage={fetchPage} resetKey={companyId} />
  );
}
