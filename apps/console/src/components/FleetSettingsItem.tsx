import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, InputNumber, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Company, type FleetSettingsBody, getCompany, setCompanyFleetSettings } from '../api/companies';
import { useFeedback } from '../feedback/feedback';

const MIN_HOURS = 1;
const MAX_HOURS = 720;

/**
 * A company's automatic work orders for unreachable scales (issue 27): on or off, and after how many
 * hours (1–720). Its owner and managers, and administrators, change it (`editable`); others read it.
 * Saved as it changes: the switch at once, the hours when the field is left or Enter pressed.
 */
export function FleetSettingsItem({ companyId, editable }: { companyId: number; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const queryKey = ['companies', 'one', companyId];
  const { data: company } = useQuery({ queryKey, queryFn: () => getCompany(companyId) });
  const [hours, setHours] = useState<number | null>(null);
  useEffect(() => setHours(company?.unreachable_hours ?? null), [company?.unreachable_hours]);
  const save = useMutation({
    mutationFn: (changes: FleetSettingsBody) => setCompanyFleetSettings(companyId, changes),
    onSuccess: (saved: Company) => {
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['companies', 'details', companyId] });
      void message.success(t('fleet.settings.saved'));
    },
  });
  if (!company) return null;
  const on = company.unreachable_work_orders;
  if (!editable)
    return (
      <span data-testid="company-fleet-settings">
        {on
          ? `${t('fleet.settings.on')} · ${t('fleet.settings.hours', { hours: company.unreachable_hours })}`
          : t('fleet.settings.off')}
      </span>
    );
  const commitHours = () => {
    if (hours === null || hours === company.unreachable_hours) return;
    if (!Number.isInteger(hours) || hours < MIN_HOURS || hours > MAX_HOURS) {
      setHours(company.unreachable_hours);
      return;
    }
    save.mutate({ unreachable_hours: hours });
  };
  return (
    <Flex vertical gap={4} data-testid="company-fleet-settings">
      <Flex gap={8} wrap align="center">
        <Switch
          checked={on}
          loading={save.isPending}
          onChange={(checked) => save.mutate({ unreachable_work_orders: checked })}
          checkedChildren={t('fleet.settings.on')}
          unCheckedChildren={t('fleet.settings.off')}
          data-testid="company-unreachable-switch"
        />
        <InputNumber<number>
          min={MIN_HOURS}
          max={MAX_HOURS}
          precision={0}
          value={hours}
          disabled={!on || save.isPending}
          onChange={setHours}
          onBlur={commitHours}
          onPressEnter={commitHours}
          suffix={t('fleet.settings.hoursUnit')}
          aria-label={t('fleet.settings.hoursLabel')}
          style={{ width: 130 }}
          data-testid="company-unreachable-hours"
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('fleet.settings.hint')}
      </Typography.Text>
    </Flex>
  );
}
