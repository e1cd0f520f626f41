import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type { ExportFormat, Goods, GoodsUsage, goodsApi, ImportReport } from '@dahua/shared/contracts/goods';
import { goodsPaths } from '@dahua/shared/paths/goods';
import { clientFor, downloadFile, uploadHeaders, urlOf } from './client';

export type { ExportFormat, Goods, GoodsUsage, ImportReport };

type GoodsApi = typeof goodsApi;
export type GoodsQuery = QueryOf<GoodsApi['list']>;
/** All editable fields, as the form sends them. */
export type GoodsFields = Omit<BodyOf<GoodsApi['create']>, 'company_id'>;
export type DiscountPeriod = NonNullable<GoodsFields['discount_periods']>[number];

const goods = clientFor<GoodsApi>(goodsPaths);

export const listGoods = (query: GoodsQuery) => goods.list({ query });
/** Silent: the form shows a refusal on the field it concerns (a PLU or item code in use). */
export const createGoods = (body: BodyOf<GoodsApi['create']>) => goods.create({ body }, { silent: true });
export const editGoods = (id: number, body: BodyOf<GoodsApi['edit']>) =>
  goods.edit({ params: { id }, body }, { silent: true });
/** The company's next free PLU number (administrators name the company). */
export const nextGoodsPlu = (companyId: number | undefined) =>
  goods.nextPlu({ query: { company_id: companyId } });
/** The scales and hot keys holding a goods item, and whether stock history names it. */
export const goodsUsage = (id: number) => goods.usage({ params: { id } });
export const deleteGoods = (id: number) => goods.remove({ params: { id } });

/** Downloads the export (the token goes in a header, so the file is fetched, then saved). */
export function downloadGoods(format: ExportFormat, companyId: number | undefined): Promise<void> {
  return downloadFile(goodsPaths.export, { query: { format, company_id: companyId } }, `goods.${format}`);
}

/** Downloads the import template, headed in the current language. */
export function downloadGoodsTemplate(format: 'xlsx' | 'csv'): Promise<void> {
  return downloadFile(goodsPaths.importTemplate, { query: { format } }, `goods-template.${format}`);
}

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
    const query = { skip_bad_rows: options.skipBadRows ? '1' : '0', company_id: options.companyId };
    xhr.open('POST', urlOf(goodsPaths.import, { query }));
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
