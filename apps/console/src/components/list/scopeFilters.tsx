import { Fragment, type ReactNode } from 'react';
import { CompanySelect, ScaleSelect, ShopSelect } from '../selectors';

/** Where a list looks: a company (administrators), a shop of it, a scale of that shop. */
export type Scope = {
  companyId?: number | undefined;
  shopId?: number | undefined;
  scaleId?: number | undefined;
};

/**
 * The company (administrators only), shop and scale filters of a list, each narrowing the next: a
 * new company clears the shop and the scale, a new shop the scale. `onChange` gets what changed.
 * Returned as a list of filters (not one element), so a `FilterBar` spaces each on its own;
 * `afterCompany` stands between the company and the shop. Test ids: `<testId>-company-filter`,
 * `-shop-filter`, `-scale-filter`.
 */
export function scopeFilters({
  admin,
  testId,
  scope,
  onChange,
  afterCompany,
}: {
  admin: boolean;
  testId: string;
  scope: Scope;
  onChange: (change: Scope) => void;
  afterCompany?: ReactNode;
}): ReactNode[] {
  return [
    admin && (
      <CompanySelect
        key="company"
        value={scope.companyId}
        onChange={(id) => onChange({ companyId: id, shopId: undefined, scaleId: undefined })}
        data-testid={`${testId}-company-filter`}
      />
    ),
    ...(afterCompany === undefined ? [] : [<Fragment key="after-company">{afterCompany}</Fragment>]),
    <ShopSelect
      key="shop"
      companyId={admin ? scope.companyId : undefined}
      value={scope.shopId}
      onChange={(id) => onChange({ shopId: id, scaleId: undefined })}
      data-testid={`${testId}-shop-filter`}
    />,
    <ScaleSelect
      key="scale"
      shopId={scope.shopId}
      value={scope.scaleId}
      onChange={(id) => onChange({ scaleId: id })}
      data-testid={`${testId}-scale-filter`}
    />,
  ];
}
