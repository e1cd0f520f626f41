import { knownTimeZones, offsetMinutesAt } from '@dahua/shared';
import { Select } from 'antd';
import { useMemo } from 'react';

/** `UTC+08:00` for a zone now. */
function offsetText(zone: string, now: Date): string {
  const minutes = offsetMinutesAt(now, zone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.trunc(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * An IANA time zone, searched by name (`Shanghai`, `Los_Angeles`) and shown with its offset now.
 * With `placeholder` and no value it stands for "not set" (a shop keeping its company's zone).
 */
export function TimeZoneSelect({
  value,
  onChange,
  placeholder,
  allowClear = false,
  'data-testid': testId,
}: {
  value?: string | null;
  onChange?: (zone: string | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  'data-testid'?: string;
}) {
  const options = useMemo(() => {
    const now = new Date();
    return knownTimeZones().map((zone) => ({ value: zone, label: `${zone} (${offsetText(zone, now)})` }));
  }, []);
  return (
    <Select
      showSearch
      value={value ?? undefined}
      onChange={(zone) => onChange?.(zone ?? null)}
      onClear={() => onChange?.(null)}
      allowClear={allowClear}
      placeholder={placeholder}
      options={options}
      optionFilterProp="label"
      style={{ width: '100%', maxWidth: 360 }}
      data-testid={testId}
    />
  );
}
