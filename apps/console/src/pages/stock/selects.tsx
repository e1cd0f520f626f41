import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { type CSSProperties, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentStatus, listLocations, listSuppliers, type Supplier } from '../../api/stock';
import { PagedSelect, SELECTOR_WIDTH } from '../../components/selectors/PagedSelect';
import { locationLabel, STATUS_COLORS } from './kinds';

/** The stock locations of a company (every company's for an administrator who chose none), cached. */
export function useLocations(companyId: number | undefined) {
  return useQuery({
    queryKey: ['stock', 'locations', companyId ?? null],
    queryFn: () => listLocations({ company_id: companyId }),
    staleTime: 30_000,
  });
}

type SelectProps = {
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  style?: CSSProperties;
  disabled?: boolean;
  placeholder?: string;
  'data-testid'?: string;
};

/**
 * Picks a stock location (shop or warehouse) of the company; active ones only unless asked, and
 * never `exclude` (a transfer's other end).
 */
export function LocationSelect({
  companyId,
  includeInactive = false,
  exclude,
  showCompany = false,
  value,
  onChange,
  style,
  disabled,
  placeholder,
  ...rest
}: SelectProps & {
  companyId: number | undefined;
  includeInactive?: boolean;
  exclude?: number | undefined;
  showCompany?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useLocations(companyId);
  const options = (data ?? [])
    .filter((l) => (includeInactive || l.active || l.id === value) && l.id !== exclude)
    .map((l) => ({
      value: l.id,
      label: `${locationLabel(l.name, l.kind, t('stock.locationKinds.transit'))}${showCompany ? ` · ${l.company_name}` : ''}`,
      kind: l.kind,
    }));
  return (
    <Select<number>
      data-testid={rest['data-testid']}
      style={{ width: SELECTOR_WIDTH, ...style }}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      allowClear
      disabled={disabled}
      loading={isFetching}
      placeholder={placeholder ?? t('stock.location')}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      optionRender={(option) => (
        <span>
          {option.label}{' '}
          <Tag style={{ marginInlineStart: 4 }}>{t(`stock.locationKinds.${option.data.kind}`)}</Tag>
        </span>
      )}
    />
  );
}

/** Picks a supplier of the company, searched by name or phone on the server (active ones unless asked). */
export function SupplierSelect({
  companyId,
  activeOnly = true,
  ...props
}: SelectProps & { companyId: number | undefined; activeOnly?: boolean }) {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    (query: { page: number; per_page: number; name?: string | undefined }) =>
      listSuppliers({
        page: query.page,
        per_page: query.per_page,
        search: query.name,
        company_id: companyId,
        active: activeOnly ? true : undefined,
      }),
    [companyId, activeOnly],
  );
  return (
    <PagedSelect<Supplier>
      {...props}
      placeholder={props.placeholder ?? t('stock.supplier')}
      fetchPage={fetchPage}
      resetKey={companyId}
    />
  );
}

export function StatusTag({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="stock-status">
      {t(`stock.statuses.${status}`)}
    </Tag>
  );
}
