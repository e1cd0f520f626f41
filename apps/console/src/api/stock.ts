import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type {
  BalanceAnswer as Balance,
  DocumentAction,
  DocumentKind,
  LineAnswer as DocumentLine,
  DocumentStatus,
  LineInput,
  LossReason,
  lossesApi,
  MoveReason,
  purchaseOrdersApi,
  receiptsApi,
  DocumentAnswer as StockDocument,
  DocumentDetailAnswer as StockDocumentDetail,
  LocationAnswer as StockLocation,
  MoveAnswer as StockMove,
  SupplierAnswer as Supplier,
  stockApi,
  stockLocationsApi,
  stocktakesApi,
  supplierReturnsApi,
  suppliersApi,
  transfersApi,
  VarianceReport,
} from '@dahua/shared/contracts/stock';
import {
  lossesPaths,
  purchaseOrdersPaths,
  receiptsPaths,
  stockLocationsPaths,
  stockPaths,
  stocktakesPaths,
  supplierReturnsPaths,
  suppliersPaths,
  transfersPaths,
} from '@dahua/shared/paths/stock';
import { type CallOptions, clientFor, downloadFile } from './client';

export type {
  Balance,
  DocumentAction,
  DocumentKind,
  DocumentLine,
  DocumentStatus,
  LineInput,
  LossReason,
  MoveReason,
  StockDocument,
  StockDocumentDetail,
  StockLocation,
  StockMove,
  Supplier,
  VarianceReport,
};
export type Variance = VarianceReport['lines'][number];
export type DocumentEvent = StockDocumentDetail['events'][number];

// ---------------------------------------------------------------- suppliers

type SuppliersApi = typeof suppliersApi;
export type SupplierQuery = QueryOf<SuppliersApi['list']>;
export type SupplierFields = BodyOf<SuppliersApi['create']>;
export type SupplierChanges = BodyOf<SuppliersApi['edit']>;

const suppliers = clientFor<SuppliersApi>(suppliersPaths);

export const listSuppliers = (query: SupplierQuery) => suppliers.list({ query });
export const createSupplier = (body: SupplierFields) => suppliers.create({ body });
export const editSupplier = (id: number, body: SupplierChanges) => suppliers.edit({ params: { id }, body });
/** Answers whether the supplier was deleted or, having documents, deactivated. */
export const deleteSupplier = (id: number) => suppliers.remove({ params: { id } });

// ---------------------------------------------------------------- locations

type LocationsApi = typeof stockLocationsApi;
export type LocationQuery = QueryOf<LocationsApi['list']>;

const locations = clientFor<LocationsApi>(stockLocationsPaths);

export const listLocations = (query: LocationQuery) => locations.list({ query });
/** `silent` where the caller shows the refusal itself (the warehouse dialog, on its fields). */
export const createWarehouse = (body: BodyOf<LocationsApi['create']>, options?: CallOptions) =>
  locations.create({ body }, options);
export const editLocation = (id: number, body: BodyOf<LocationsApi['edit']>, options?: CallOptions) =>
  locations.edit({ params: { id }, body }, options);
export const deleteLocation = (id: number) => locations.remove({ params: { id } });

// ---------------------------------------------------------------- documents

type PurchaseOrdersApi = typeof purchaseOrdersApi;
type ReceiptsApi = typeof receiptsApi;
type SupplierReturnsApi = typeof supplierReturnsApi;
type TransfersApi = typeof transfersApi;
type LossesApi = typeof lossesApi;
type StocktakesApi = typeof stocktakesApi;

/** The list query every kind takes. */
export type DocumentQuery = QueryOf<PurchaseOrdersApi['list']>;
export type PurchaseOrderBody = BodyOf<PurchaseOrdersApi['create']>;
export type ReceiptBody = BodyOf<ReceiptsApi['create']>;
export type SupplierReturnBody = BodyOf<SupplierReturnsApi['create']>;
export type TransferBody = BodyOf<TransfersApi['create']>;
export type LossBody = BodyOf<LossesApi['create']>;
export type StocktakeBody = BodyOf<StocktakesApi['create']>;
export type TransferReceiveBody = BodyOf<TransfersApi['receive']>;
export type CountBody = BodyOf<StocktakesApi['counts']>;

export const purchaseOrders = clientFor<PurchaseOrdersApi>(purchaseOrdersPaths);
export const receipts = clientFor<ReceiptsApi>(receiptsPaths);
export const supplierReturns = clientFor<SupplierReturnsApi>(supplierReturnsPaths);
export const transfers = clientFor<TransfersApi>(transfersPaths);
export const losses = clientFor<LossesApi>(lossesPaths);
export const stocktakes = clientFor<StocktakesApi>(stocktakesPaths);

/** The body any kind's create takes: each kind's fields, as the form builds them. */
export type AnyDocumentBody =
  | PurchaseOrderBody
  | ReceiptBody
  | SupplierReturnBody
  | TransferBody
  | LossBody
  | StocktakeBody;

type Paged<T> = { list: T[]; meta: { total: number; page: number; per_page: number } };

/** What one kind's client answers to, with B its create body. */
type KindClient<B> = {
  list: (input: { query: DocumentQuery }) => Promise<Paged<StockDocument>>;
  one: (input: { params: { id: number } }) => Promise<StockDocumentDetail>;
  create: (input: { body: B }, options?: CallOptions) => Promise<StockDocumentDetail>;
  edit: (
    input: { params: { id: number }; body: Omit<B, 'company_id'> },
    options?: CallOptions,
  ) => Promise<StockDocumentDetail>;
  remove: (input: { params: { id: number } }) => Promise<null>;
  cancel: (input: { params: { id: number }; body: { note?: string } }) => Promise<StockDocumentDetail>;
};

/**
 * The calls every kind shares, one shape for all kinds: the pages are one generic page driven by
 * the kind. The body is built per kind (pages/stock/documentBody.ts) and handed through here.
 */
export type DocumentCalls = {
  list: (query: DocumentQuery) => Promise<Paged<StockDocument>>;
  one: (id: number) => Promise<StockDocumentDetail>;
  create: (body: AnyDocumentBody) => Promise<StockDocumentDetail>;
  edit: (id: number, body: AnyDocumentBody) => Promise<StockDocumentDetail>;
  remove: (id: number) => Promise<null>;
  cancel: (id: number, note: string) => Promise<StockDocumentDetail>;
};

function callsOf<B extends AnyDocumentBody>(client: KindClient<B>): DocumentCalls {
  return {
    list: (query) => client.list({ query }),
    one: (id) => client.one({ params: { id } }),
    // Silent: the document dialog shows a refusal (on its field, else as a dialog).
    create: (body) => client.create({ body: body as B }, { silent: true }),
    edit: (id, body) => {
      const { company_id: _company, ...changes } = body as B;
      return client.edit({ params: { id }, body: changes as Omit<B, 'company_id'> }, { silent: true });
    },
    remove: (id) => client.remove({ params: { id } }),
    cancel: (id, note) => client.cancel({ params: { id }, body: { note } }),
  };
}

export const documentCalls: Record<DocumentKind, DocumentCalls> = {
  purchase_order: callsOf<PurchaseOrderBody>(purchaseOrders),
  receipt: callsOf<ReceiptBody>(receipts),
  supplier_return: callsOf<SupplierReturnBody>(supplierReturns),
  transfer: callsOf<TransferBody>(transfers),
  loss: callsOf<LossBody>(losses),
  stocktake: callsOf<StocktakeBody>(stocktakes),
};

/** The status actions (no body): submit, post, ship, close, by kind. */
export function runAction(
  kind: DocumentKind,
  action: 'submit' | 'post' | 'ship' | 'close',
  id: number,
): Promise<StockDocumentDetail> {
  const params = { params: { id } };
  switch (action) {
    case 'submit':
      return purchaseOrders.submit(params);
    case 'close':
      return purchaseOrders.close(params);
    case 'ship':
      return transfers.ship(params);
    case 'post':
      if (kind === 'receipt') return receipts.post(params);
      if (kind === 'supplier_return') return supplierReturns.post(params);
      if (kind === 'loss') return losses.post(params);
      if (kind === 'stocktake') return stocktakes.post(params);
      return Promise.reject(new Error(`${kind} has no post`));
  }
}

export const receiveTransfer = (id: number, body: TransferReceiveBody) =>
  transfers.receive({ params: { id }, body });
export const addCounts = (id: number, body: CountBody) => stocktakes.counts({ params: { id }, body });
export const stocktakeVariances = (id: number) => stocktakes.variances({ params: { id } });

// ---------------------------------------------------------------- balances, ledger, settings

type StockApi = typeof stockApi;
export type BalanceQuery = QueryOf<StockApi['balances']>;
export type MoveQuery = QueryOf<StockApi['moves']>;
export type ThresholdBody = BodyOf<StockApi['threshold']>;
export type StockSettings = Awaited<ReturnType<typeof stockSettings>>;

const stock = clientFor<StockApi>(stockPaths);

export const listBalances = (query: BalanceQuery) => stock.balances({ query });
export const listMoves = (query: MoveQuery) => stock.moves({ query });
export const setThreshold = (body: ThresholdBody) => stock.threshold({ body });
export const stockSettings = (companyId: number | undefined) =>
  stock.settings({ query: { company_id: companyId } });
export const editStockSettings = (body: BodyOf<StockApi['editSettings']>) => stock.editSettings({ body });

export type ExportFormat = 'xlsx' | 'pdf';

const KIND_PATHS = {
  purchase_order: purchaseOrdersPaths,
  receipt: receiptsPaths,
  supplier_return: supplierReturnsPaths,
  transfer: transfersPaths,
  loss: lossesPaths,
  stocktake: stocktakesPaths,
} as const;

/** One document as a file (a purchase order as the form a supplier receives). */
export const exportDocument = (kind: DocumentKind, id: number, format: ExportFormat) =>
  downloadFile(KIND_PATHS[kind].exportOne, { params: { id }, query: { format } }, `${kind}-${id}.${format}`);

/** A document list as the page filters it (every page, up to the server's cap). */
export const exportDocuments = (kind: DocumentKind, query: DocumentQuery, format: ExportFormat) => {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return downloadFile(KIND_PATHS[kind].export, { query: { ...filters, format } }, `${kind}s.${format}`);
};

/** The stock overview as the page filters it. */
export const exportBalances = (query: BalanceQuery, format: ExportFormat) => {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return downloadFile(stockPaths.export, { query: { ...filters, format } }, `stock.${format}`);
};
