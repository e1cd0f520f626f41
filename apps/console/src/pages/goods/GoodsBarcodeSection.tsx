import { yuanToFen } from '@dahua/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCompany } from '../../api/companies';
import { useSession } from '../../session';
import { BarcodePreview } from './BarcodePreview';
import { type BarcodeSettings, barcodeSettingsOf, type WeighingMode } from './barcode-preview';

/**
 * The company's barcode settings: from the signed-in person's company_info when it is that
 * company, else read from the company (administrators editing any company's goods).
 */
function useBarcodeSettings(companyId: number | undefined): BarcodeSettings | 'loading' | null {
  const info = useSession()?.company_info ?? null;
  const fromSession =
    info && (companyId === undefined || companyId === info.id) ? barcodeSettingsOf(info) : null;
  const wanted = fromSession ? undefined : (companyId ?? info?.id);
  const company = useQuery({
    queryKey: ['companies', 'details', wanted],
    queryFn: () => getCompany(wanted!),
    enabled: wanted !== undefined,
    staleTime: 60_000,
  });
  if (fromSession) return fromSession;
  if (wanted === undefined) return null;
  if (company.data) return barcodeSettingsOf(company.data);
  return company.isError ? null : 'loading';
}

/** The barcode preview of the goods form, following the form's item code, price and mode. */
export function GoodsBarcodeSection<T extends object>({
  form,
  companyId,
}: {
  form: FormInstance<T>;
  companyId: number | undefined;
}) {
  const { t } = useTranslation();
  const itemCode = (Form.useWatch('item_code' as never, form) as string | undefined) ?? '';
  const priceText = (Form.useWatch('price_yuan' as never, form) as string | undefined) ?? '';
  const mode = (Form.useWatch('weighing_mode' as never, form) as WeighingMode | undefined) ?? 0;
  const picked = Form.useWatch('company_id' as never, form) as number | undefined;
  const settings = useBarcodeSettings(companyId ?? picked);
  if (settings === 'loading') return <Alert type="info" title={t('barcode.loading')} />;
  if (settings === null)
    return <Alert type="info" showIcon title={t('barcode.companyNeeded')} data-testid="barcode-message" />;
  return (
    <BarcodePreview
      settings={settings}
      itemCode={itemCode}
      unitPriceFen={priceText ? yuanToFen(priceText) : null}
      weighingMode={mode}
    />
  );
}
