import { uploadHeaders } from '../components/ImageUpload';
import { requestData } from './client';
import type { Paged } from './notices';

export type DiscountPeriod = { start: string; end: string; rate: number };

/** The API's goods fields (the scales' PLU record); unit_price in fen. */
export type GoodsFields = {
  plu_number: number;
  item_code: string;
  name: string;
  unit_price: number;
  weighing_mode: 0 | 1 | 2;
  measure_unit: string;
  tare: number;
  shelf_life: number;
  special_info_1: number;
  special_info_2: number;
  special_info_3: number;
  department: number;
  numeric_code: string;
  label_number: number;
  discount_enabled: boolean;
  discount_periods: DiscountPeriod[];
  trace_code: string;
  origin: string;
  img_url: string;
  description: string;
};

export type Goods = GoodsFields & {
  id: number;
  company_id: number;
  created_time: string;
  last_modified_time: string;
};

export type GoodsQuery = {
  page: number;
  per_page: number;
  name?: string | undefined;
  company_id?: number | undefined;
};

export function listGoods(query: GoodsQuery): Promise<Paged<Goods>> {
  return requestData('/api/management/goods', { query });
}

export function createGoods(body: GoodsFields & { company_id?: number | undefined }): Promise<Goods> {
  return requestData('/api/management/goods', { method: 'POST', body });
}

export function editGoods(id: number, body: Partial<GoodsFields>): Promise<Goods> {
  return requestData(`/api/management/goods/${id}`, { method: 'PUT', body });
}

export function deleteGoods(id: number): Promise<null> {
  return requestData(`/api/management/goods/${id}`, { method: 'DELETE' });
}

export type ExportFormat = 'xlsx' | 'csv' | 'plu';

function companyQuery(companyId: number | undefined): string {
  return companyId === undefined ? '' : `&company_id=${companyId}`;
}

/** Downloads the export (the token goes in a header, so the file is fetched, then saved). */
export async function downloadGoods(format: ExportFormat, companyId: number | undefined): Promise<void> {
  const response = await fetch(`/api/management/goods/export?format=${format}${companyQuery(companyId)}`, {
    headers: uploadHeaders(),
  });
  if (!response.ok || response.headers.get('content-type')?.includes('application/json')) {
    const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(answer?.msg || `${response.status}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `goods.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ImportReport = {
  created: number;
  updated: number;
  skipped: number;
  committed: boolean;
  errors: { row: number; field: string; message: string }[];
};

/**
 * Sends the file (multipart field `file`) with XMLHttpRequest, which reports upload progress;
 * resolves with the report, rejects with the server's message.
 */
export function importGoods(
  file: File,
  options: { skipBadRows: boolean; companyId: number | undefined; onProgress: (percent: number) => void },
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const skip = options.skipBadRows ? '1' : '0';
    xhr.open('POST', `/api/management/goods/import?skip_bad_rows=${skip}${companyQuery(options.companyId)}`);
    for (const [key, value] of Object.entries(uploadHeaders())) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error('network'));
    // An upload the browser gives up on (aborted, timed out) must not leave the dialog waiting.
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.onload = () => {
      let answer: { code?: number; msg?: string; data?: ImportReport } | null = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = null;
      }
      if (answer?.code === 1 && answer.data) resolve(answer.data);
      else reject(new Error(answer?.msg || `${xhr.status}`));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
