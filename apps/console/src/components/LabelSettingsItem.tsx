import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, InputNumber, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Company, getCompany, type LabelSettingsBody, setCompanyLabelSettings } from '../api/companies';
import { useFeedback } from '../feedback/feedback';

const MIN_MM = 0.5;
const MAX_MM = 5;

/**
 * A company's food label settings (issue 29): the smallest x-height the label check accepts for
 * mandatory food text (0.5–5.0 mm), and whether the public trace page names the supplier. Its
 * owner and managers, and administrators, change them (`editable`); others read them. Saved as they
 * change: the switch at once, the height when the field is left or Enter pressed.
 */
export function LabelSettingsItem({ companyId, editable }: { companyId: number; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const queryKey = ['companies', 'one', companyId];
  const { data: company } = useQuery({ queryKey, queryFn: () => getCompany(companyId) });
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => setHeight(company?.label_min_x_height_mm ?? null), [company?.label_min_x_height_mm]);
  const save = useMutation({
    mutationFn: (changes: LabelSettingsBody) => setCompanyLabelSettings(companyId, changes),
    onSuccess: (saved: Company) => {
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['companies', 'details', companyId] });
      void message.success(t('food.settings.saved'));
    },
  });
  if (!company) return null;
  const supplier = company.trace_shows_supplier;
  if (!editable)
    return (
      <span data-testid="company-label-settings">
        {`${t('food.settings.minXHeight')} ${company.label_min_x_height_mm} ${t('food.settings.mm')} · ${t(
          'food.settings.traceSupplier',
        )}: ${supplier ? t('food.settings.shown') : t('food.settings.hidden')}`}
      </span>
    );
  const commitHeight = () => {
    if (height === null || height === company.label_min_x_height_mm) return;
    const tenths = Math.round(height * 10);
    if (tenths < MIN_MM * 10 || tenths > MAX_MM * 10) {
      setHeight(company.label_min_x_height_mm);
      return;
    }
    save.mutate({ label_min_x_height_mm: tenths / 10 });
  };
  return (
    <Flex vertical gap={4} data-testid="company-label-settings">
      <Flex gap={8} wrap align="center">
        <Typography.Text>{t('food.settings.minXHeight')}</Typography.Text>
        <InputNumber<number>
          min={MIN_MM}
          max={MAX_MM}
          step={0.1}
          precision={1}
          value={height}
          disabled={save.isPending}
          onChange={setHeight}
          onBlur={commitHeight}
          onPressEnter={commitHeight}
          suffix={t('food.settings.mm')}
          aria-label={t('food.settings.minXHeight')}
          style={{ width: 110 }}
          data-testid="company-label-min-x-height"
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('food.settings.hint')}
      </Typography.Text>
      <Flex gap={8} wrap align="center">
        <Switch
          checked={supplier}
          loading={save.isPending}
          onChange={(checked) => save.mutate({ trace_shows_supplier: checked })}
          aria-label={t('food.settings.traceSupplier')}
          data-testid="company-trace-supplier"
        />
        <Typography.Text>{t('food.settings.traceSupplier')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
