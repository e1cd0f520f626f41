import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { listShops, type Shop } from '../../api/shops';
import { PagedSelect, type SelectorProps } from './PagedSelect';

/**
 * Picks a shop, of `companyId` when given (else every shop the caller may see). A change of
 * `companyId` clears the search, the list and the picked shop (SPEC §4).
 */
export function ShopSelect({
  companyId,
  ...props
}: SelectorProps<Shop> & { companyId?: number | undefined }) {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    (query: { page: number; per_page: number; name?: string | undefined }) =>
      listShops({ ...query, company_id: companyId }),
    [companyId],
  );
  return (
    <PagedSelect {...props} placeholder={t('selectors.shop')} fetchPage={fetchPage} resetKey={companyId} />
  );
}
