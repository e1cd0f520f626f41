import type { QueryOf } from '@dahua/shared/contracts/define';
import type {
  BatchResult,
  TradeAnswer as Trade,
  TradeTotals,
  tradesApi,
} from '@dahua/shared/contracts/trades';
import { tradesPaths } from '@dahua/shared/paths/trades';
import { clientFor, downloadFile, uploadHeaders, urlOf } from './client';

export type { BatchResult, Trade, TradeTotals };

type TradesApi = typeof tradesApi;
export type TradeQuery = QueryOf<TradesApi['list']>;
/** The filters the list, its totals and the export share (no paging). */
export type TradeFilterQuery = Omit<TradeQuery, 'page' | 'per_page' | 'after'>;
export type TradeExportFormat = 'xlsx' | 'csv';
export type TradeFlag = 'unmapped' | 'clock_ahead';

const trades = clientFor<TradesApi>(tradesPaths);

/** One page of the filtered trades, with the whole filtered set's totals. */
export const listTrades = (query: TradeQuery) => trades.list({ query });

/** Downloads the filtered set as a file (the token goes in a header, so it is fetched, then saved). */
export const exportTrades = (filters: TradeFilterQuery, format: TradeExportFormat) =>
  downloadFile(tradesPaths.export, { query: { ...filters, format } }, `trades.${format}`);

/**
 * Sends a sales file of the maker's PC software (csv or xlsx, multipart field `file`) for one
 * scale; resolves with what was stored, rejects with the server's message.
 */
export async function importTrades(scaleId: number, file: File): Promise<BatchResult> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(urlOf(tradesPaths.import, { query: { scale_id: scaleId } }), {
    method: 'POST',
    headers: uploadHeaders(),
    body: form,
  });
  const answer = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: BatchResult;
  } | null;
  if (answer?.code === 1 && answer.data) return answer.data;
  throw new Error(answer?.msg || `${response.status}`);
}
