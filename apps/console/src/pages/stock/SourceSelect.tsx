import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentKind, type DocumentStatus, documentCalls } from '../../api/stock';

/** The statuses a source document must be in to be received or returned against (the server checks too). */
const USABLE: Record<'purchase_order' | 'receipt', DocumentStatus[]> = {
  purchase_order: ['submitted', 'partially_received'],
  receipt: ['posted'],
};

/** Picks the source of a receipt (a purchase order still open) or of a return (a posted receipt), by number. */
export function SourceSelect({
  kind,
  companyId,
  locationId,
  currentLabel,
  value,
  onChange,
  style,
}: {
  kind: 'purchase_order' | 'receipt';
  companyId: number | undefined;
  locationId: number | undefined;
  /** The number of the source already chosen (a draft being edited), shown while the list lacks it. */
  currentLabel?: string | null | undefined;
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: ['stock', 'documents', kind, 'sources', companyId ?? null, locationId ?? null, search],
    queryFn: async () => {
      const pages = await Promise.all(
        USABLE[kind].map((status) =>
          documentCalls[kind as DocumentKind].list({
            page: 1,
            per_page: 20,
            status,
            search: search || undefined,
            company_id: companyId,
            location_id: locationId,
          }),
        ),
      );
      return pages.flatMap((page) => page.list).sort((a, b) => b.id - a.id);
    },
  });
  return (
    <Select<number>
      style={style}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      allowClear
      loading={isFetching}
      placeholder={t(kind === 'purchase_order' ? 'stock.sourceOrder' : 'stock.sourceReceipt')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onClear={() => setSearch('')}
      options={[
        ...(value !== undefined && currentLabel && !data?.some((d) => d.id === value)
          ? [{ value, label: currentLabel }]
          : []),
        ...(data ?? []).map((document) => ({
          value: document.id,
          label: [document.number, document.supplier_name, document.location_name]
            .filter(Boolean)
            .join(' · '),
        })),
      ]}
      data-testid="document-source"
    />
  );
}
