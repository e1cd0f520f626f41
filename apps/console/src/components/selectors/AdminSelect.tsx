import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { listAdmins } from '../../api/admins';
import { PagedSelect, type SelectorProps } from './PagedSelect';

export type AdminOption = { id: number; name: string };

/** Picks an administrator (a work order's engineer); administrators only may list them. */
export function AdminSelect({
  placeholder,
  ...props
}: SelectorProps<AdminOption> & { placeholder?: string }) {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    async (query: { page: number; per_page: number; name?: string | undefined }) => {
      const page = await listAdmins(query);
      return {
        ...page,
        list: page.list
          .filter((admin) => admin.status === 'active')
          .map((admin) => ({ id: admin.id, name: admin.nickname || admin.username || admin.phone_number })),
      };
    },
    [],
  );
  return (
    <PagedSelect {...props} placeholder={placeholder ?? t('workOrders.engineer')} fetchPage={fetchPage} />
  );
}
