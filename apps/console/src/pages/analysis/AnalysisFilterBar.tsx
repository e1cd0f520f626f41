import { Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodPicker } from '../../components/PeriodPicker';
import { CompanySelect, ShopSelect } from '../../components/selectors';
import { PERIOD_PRESETS } from '../../format/periods';
import type { AnalysisFilters } from './useAnalysisFilters';

/**
 * The filters every analysis shares: a period (presets or custom days), the company
 * (administrators) and the shop; `children` are the page's own (granularity, sort). Wraps on phones.
 */
export function AnalysisFilterBar({
  filters,
  shop = true,
  children,
}: {
  filters: AnalysisFilters;
  /** A shop's own page has no shop filter. */
  shop?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="analysis-filters">
      <Select
        style={{ width: 130 }}
        value={filters.period}
        onChange={(choice) => {
          if (choice !== 'custom') filters.choosePeriod(choice);
        }}
        options={[
          ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`analysis.periods.${preset}`) })),
          { value: 'custom' as const, label: t('analysis.periods.custom'), disabled: true },
        ]}
        data-testid="analysis-period"
      />
      <PeriodPicker
        value={filters.range}
        allowClear={false}
        onChange={(range) => range && filters.chooseRange(range)}
        data-testid="analysis-range"
      />
      {filters.admin && (
        <CompanySelect
          value={filters.companyId}
          onChange={filters.chooseCompany}
          data-testid="analysis-company"
        />
      )}
      {shop && (
        <ShopSelect
          companyId={filters.companyId}
          value={filters.shopId}
          onChange={filters.chooseShop}
          data-testid="analysis-shop"
        />
      )}
      {children}
    </Space>
  );
}
