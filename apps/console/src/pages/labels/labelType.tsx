import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The template types the product writes (the demo's, the scales' own kinds); any other is the shop's own word. */
export const LABEL_TYPES = ['weighed', 'counted', 'standard'] as const;
const KNOWN = new Set<string>(LABEL_TYPES);

/** A label type in words: a known code translated, the shop's own word as they wrote it. */
export function useLabelTypeText(): (type: string) => string {
  const { t } = useTranslation();
  return (type) => (KNOWN.has(type) ? t(`labels.types.${type}`) : type);
}

/**
 * The type field of the label forms: the known types by name, or any word of the shop's own
 * (typed into the search, at most 20 characters as the contract allows).
 */
export function LabelTypeSelect({
  value,
  onChange,
  readOnly,
  style,
}: {
  value?: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const text = useLabelTypeText();
  const [search, setSearch] = useState('');
  const typed = search.trim().slice(0, 20);
  const words = [...LABEL_TYPES, ...(value && !KNOWN.has(value) ? [value] : [])];
  if (typed && !words.some((w) => w === typed || text(w) === typed)) words.push(typed);
  return (
    <Select
      value={value || undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? '');
      }}
      open={readOnly ? false : undefined}
      showSearch={!readOnly}
      allowClear={!readOnly}
      searchValue={search}
      onSearch={setSearch}
      optionFilterProp="label"
      placeholder={t('labels.typePlaceholder')}
      style={style}
      options={words.map((w) => ({ value: w, label: text(w) }))}
      data-testid="label-type"
    />
  );
}
