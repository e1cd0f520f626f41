import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { listScaleOptions, type ScaleOption } from '../../api/shops';
import { PagedSelect, type SelectorProps } from './PagedSelect';

/**
 * Picks a scale, of `shopId` when given (else every scale the caller may see). A change of
 * `shopId` clears the search, the list and the picked scale (SPEC §4).
 */
export function ScaleSelect({
  shopId,
  ...props
}: SelectorProps<ScaleOption> & { shopId?: number | undefined }) {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    (query: { page: number; per_page: number; name?: string | undefined }) =>
      listScaleOptions({ ...query, shop_id: shopId }),
    [shopId],
  );
  return (
    <PagedSelect {...props} placeholder={t('selectors.scale')} fetchPage={fetchPage} resetKey={shopId} />
  );
}
