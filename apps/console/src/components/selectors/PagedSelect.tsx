import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { type FetchPage, type Option, usePagedOptions } from './usePagedOptions';

/** Selector width (SPEC §2.5). */
export const SELECTOR_WIDTH = 180;

export type SelectorProps<T extends Option> = {
  value?: number | undefined;
  onChange?: (value: number | undefined, option?: T) => void;
  style?: CSSProperties;
  disabled?: boolean;
  allowClear?: boolean;
  'data-testid'?: string;
};

/**
 * The common selector: a searchable antd Select whose options come from the server, 10 per
 * page, more loaded as the dropdown scrolls to its end. The picked option is remembered so its
 * name still shows when a later search or page no longer holds it.
 */
export function PagedSelect<T extends Option>({
  value,
  onChange,
  style,
  disabled,
  allowClear = true,
  placeholder,
  fetchPage,
  resetKey,
  ...rest
}: SelectorProps<T> & { placeholder: string; fetchPage: FetchPage<T>; resetKey?: unknown }) {
  const [selected, setSelected] = useState<T | undefined>(undefined);
  const [internal, setInternal] = useState<number | undefined>(value);
  const controlled = value !== undefined || onChange !== undefined;
  const current = controlled ? value : internal;

  const paging = usePagedOptions<T>({
    fetchPage,
    resetKey,
    onReset: () => {
      setSelected(undefined);
      setInternal(undefined);
      if (current !== undefined) onChange?.(undefined);
    },
  });

  // A value set from outside (a form's initial value) is found by name once its page is loaded.
  useEffect(() => {
    if (current === undefined) setSelected(undefined);
    else {
      const found = paging.list.find((item) => item.id === current);
      if (found) setSelected(found);
    }
  }, [current, paging.list]);

  const options = useMemo(() => {
    const items = paging.list.map((item) => ({ value: item.id, label: item.name }));
    if (selected && selected.id === current && !paging.list.some((item) => item.id === selected.id))
      items.unshift({ value: selected.id, label: selected.name });
    return items;
  }, [paging.list, selected, current]);

  return (
    <Select<number>
      data-testid={rest['data-testid']}
      style={{ width: SELECTOR_WIDTH, ...style }}
      value={current}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      options={options}
      loading={paging.loading}
      showSearch={{ filterOption: false, searchValue: paging.search, onSearch: paging.onSearch }}
      onPopupScroll={paging.onPopupScroll}
      notFoundContent={paging.loading ? <Spin size="small" /> : undefined}
      onChange={(next) => {
        const option = paging.list.find((item) => item.id === next);
        setSelected(option);
        setInternal(next ?? undefined);
        onChange?.(next ?? undefined, option);
        paging.clearSearch();
      }}
    />
  );
}
