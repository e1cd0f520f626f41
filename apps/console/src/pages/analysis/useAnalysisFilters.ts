import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isAdministrator } from '../../access/roles';
import type { StatsQuery } from '../../api/stats';
import { type DayRange, isDay, isPreset, type PeriodPreset, presetRange } from '../../format/periods';
import { useSession } from '../../session';

export type PeriodChoice = PeriodPreset | 'custom';

/** Ids in the address are digits; anything else is no filter. */
const idOf = (text: string | null): number | undefined =>
  text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;

/**
 * The analyses' shared filters, kept in the address (`?period=30d`, `?period=custom&from=&to=`,
 * `&shop=`, `&company=`) so a detail page opened from a list, a reload or a shared link shows the
 * same range; the default is the last 30 days.
 */
export function useAnalysisFilters() {
  const [params, setParams] = useSearchParams();
  const admin = isAdministrator(useSession());
  const periodParam = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const custom = periodParam === 'custom' && isDay(from) && isDay(to) && from <= to;
  const period: PeriodChoice = custom ? 'custom' : isPreset(periodParam) ? periodParam : '30d';
  const range: DayRange = custom ? { from, to } : presetRange(period as PeriodPreset);
  const shopId = idOf(params.get('shop'));
  const companyId = admin ? idOf(params.get('company')) : undefined;
  const search = params.toString();

  const query: StatsQuery = useMemo(
    () => ({ date_from: range.from, date_to: range.to, shop_id: shopId, company_id: companyId }),
    [range.from, range.to, shopId, companyId],
  );

  const change = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );

  return {
    admin,
    period,
    range,
    shopId,
    companyId,
    query,
    /** The address's query (with `?`), to carry the filters to a detail page. */
    search: search ? `?${search}` : '',
    choosePeriod: (choice: PeriodPreset) => change({ period: choice, from: undefined, to: undefined }),
    chooseRange: (next: DayRange) => change({ period: 'custom', from: next.from, to: next.to }),
    chooseShop: (id: number | undefined) => change({ shop: id === undefined ? undefined : String(id) }),
    chooseCompany: (id: number | undefined) =>
      change({ company: id === undefined ? undefined : String(id), shop: undefined }),
  };
}

export type AnalysisFilters = ReturnType<typeof useAnalysisFilters>;
