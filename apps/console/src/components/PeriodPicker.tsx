import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DayRange, PERIOD_PRESETS, presetRange } from '../format/periods';

/**
 * A range of China calendar days (both ends included) with the presets of the analyses: today,
 * 7 days, 30 days, this month, last month, this year; any other pick is a custom range.
 */
export function PeriodPicker({
  value,
  onChange,
  allowClear = true,
  'data-testid': testId,
}: {
  value: DayRange | null;
  onChange: (range: DayRange | null) => void;
  allowClear?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const presets = PERIOD_PRESETS.map((preset) => {
    const range = presetRange(preset);
    return {
      label: t(`analysis.periods.${preset}`),
      value: [dayjs(range.from), dayjs(range.to)] as [dayjs.Dayjs, dayjs.Dayjs],
    };
  });
  return (
    <DatePicker.RangePicker
      style={{ width: 240 }}
      allowClear={allowClear}
      presets={presets}
      value={value ? [dayjs(value.from), dayjs(value.to)] : null}
      onChange={(range) =>
        onChange(
          range?.[0] && range[1]
            ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') }
            : null,
        )
      }
      data-testid={testId}
    />
  );
}
