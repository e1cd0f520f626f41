import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What an empty list says (a Table's `locale.emptyText`). Under a search or filter: that nothing
 * matches it. Otherwise what is missing and what to do next, with the action's button for those
 * who may take it, or else whom to ask.
 */
export function EmptyHint({
  loading = false,
  filtered,
  missing,
  next,
  action,
  advice = false,
}: {
  /** While the list loads, nothing is said yet. */
  loading?: boolean;
  filtered: boolean;
  /** "No shops yet." */
  missing: string;
  /** "Add a shop, then register its scales." */
  next: string;
  /** The button (or link) for `next`; absent for those who may not take it. */
  action?: ReactNode;
  /** `next` is advice for every reader (how rows arrive), not an action someone else must take. */
  advice?: boolean;
}) {
  const { t } = useTranslation();
  if (loading) return null;
  const description = filtered ? (
    t('common.emptyFiltered')
  ) : (
    <>
      <div>{missing}</div>
      <div>{action || advice ? next : t('common.emptyAskManager')}</div>
    </>
  );
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} data-testid="empty-hint">
      {!filtered && action}
    </Empty>
  );
}
