import type { DocumentAction, DocumentKind, DocumentStatus, LossReason, MoveReason } from '../../api/stock';
import type { MenuKey } from '../../routes/types';

/*
 * The console imports the stock contract as types only, so the plain lists it needs are copied
 * here, each checked against the contract's types (`satisfies`) and, in kinds.test.ts, equal to
 * the contract's own lists.
 */

/** The statuses each kind of document goes through (the contract's DOCUMENT_STATUSES). */
export const DOCUMENT_STATUSES = {
  purchase_order: ['draft', 'submitted', 'partially_received', 'received', 'closed', 'cancelled'],
  receipt: ['draft', 'posted', 'cancelled'],
  supplier_return: ['draft', 'posted', 'cancelled'],
  transfer: ['draft', 'shipped', 'received', 'cancelled'],
  loss: ['draft', 'posted', 'cancelled'],
  stocktake: ['counting', 'posted', 'cancelled'],
} as const satisfies Record<DocumentKind, readonly DocumentStatus[]>;

/** The contract's LOSS_REASONS, in its order. */
export const LOSS_REASONS = [
  'expired',
  'damaged',
  'shrink',
  'theft',
  'sampling',
  'other',
] as const satisfies readonly LossReason[];

/** The contract's MOVE_REASONS. */
export const MOVE_REASONS = [
  'receipt',
  'supplier_return',
  'transfer_out',
  'transfer_in',
  'transit_loss',
  'loss',
  'stocktake',
  'sale',
  'reversal',
] as const satisfies readonly MoveReason[];

/** The action buttons, in the order a detail page shows them. */
export const ACTION_ORDER = [
  'submit',
  'ship',
  'receive',
  'post',
  'close',
  'edit',
  'cancel',
  'delete',
] as const satisfies readonly DocumentAction[];

// Every member of the contract's unions is listed (a new reason or action fails the typecheck).
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : Exclude<All, Listed>;
const _lossReasons: Missing<LossReason, (typeof LOSS_REASONS)[number]> = true;
const _moveReasons: Missing<MoveReason, (typeof MOVE_REASONS)[number]> = true;
const _actions: Missing<DocumentAction, (typeof ACTION_ORDER)[number] | 'count'> = true;
void [_lossReasons, _moveReasons, _actions];

/** What the done quantity of a line means, by kind (the column title). */
export type DoneMeaning = 'received' | 'returned' | 'arrived' | 'counted';

/** How a kind's pages and form behave: which header fields and line fields it has. */
export type KindConfig = {
  kind: DocumentKind;
  /** The list page's route name (its menu key) and the detail page's. */
  list: MenuKey;
  detail: MenuKey;
  statuses: readonly DocumentStatus[];
  /** The supplier field: required, optional or absent. */
  supplier: 'required' | 'optional' | false;
  /** The source document the form can fill its lines from. */
  source: 'purchase_order' | 'receipt' | false;
  toLocation: boolean;
  /** The header reason: free text (returns), one of LOSS_REASONS (losses), none. */
  reason: 'text' | 'loss' | false;
  expectedDate: boolean;
  /** Lines carry a unit cost typed in yuan. */
  cost: boolean;
  /** Lines carry lot, production and expiry dates (receipts). */
  lotDates: boolean;
  /** Lines carry a reason (receipts: receiving more than ordered). */
  lineReason: boolean;
  /** A stocktake has no line editor: it counts goods instead. */
  lines: boolean;
  done: DoneMeaning | null;
};

export const KIND_CONFIGS: Record<DocumentKind, KindConfig> = {
  purchase_order: {
    kind: 'purchase_order',
    list: 'importOrder',
    detail: 'importOrderDetail',
    statuses: DOCUMENT_STATUSES.purchase_order,
    supplier: 'required',
    source: false,
    toLocation: false,
    reason: false,
    expectedDate: true,
    cost: true,
    lotDates: false,
    lineReason: false,
    lines: true,
    done: 'received',
  },
  receipt: {
    kind: 'receipt',
    list: 'importReceipt',
    detail: 'importReceiptDetail',
    statuses: DOCUMENT_STATUSES.receipt,
    supplier: 'optional',
    source: 'purchase_order',
    toLocation: false,
    reason: false,
    expectedDate: false,
    cost: true,
    lotDates: true,
    lineReason: true,
    lines: true,
    done: 'returned',
  },
  supplier_return: {
    kind: 'supplier_return',
    list: 'importReturn',
    detail: 'importReturnDetail',
    statuses: DOCUMENT_STATUSES.supplier_return,
    supplier: 'optional',
    source: 'receipt',
    toLocation: false,
    reason: 'text',
    expectedDate: false,
    cost: false,
    lotDates: false,
    lineReason: false,
    lines: true,
    done: null,
  },
  transfer: {
    kind: 'transfer',
    list: 'exchangeList',
    detail: 'exchangeDetail',
    statuses: DOCUMENT_STATUSES.transfer,
    supplier: false,
    source: false,
    toLocation: true,
    reason: false,
    expectedDate: false,
    cost: false,
    lotDates: false,
    lineReason: false,
    lines: true,
    done: 'arrived',
  },
  loss: {
    kind: 'loss',
    list: 'stockLoss',
    detail: 'stockLossDetail',
    statuses: DOCUMENT_STATUSES.loss,
    supplier: false,
    source: false,
    toLocation: false,
    reason: 'loss',
    expectedDate: false,
    cost: false,
    lotDates: false,
    lineReason: false,
    lines: true,
    done: null,
  },
  stocktake: {
    kind: 'stocktake',
    list: 'stockCheck',
    detail: 'stockCheckDetail',
    statuses: DOCUMENT_STATUSES.stocktake,
    supplier: false,
    source: false,
    toLocation: false,
    reason: false,
    expectedDate: false,
    cost: false,
    lotDates: false,
    lineReason: false,
    lines: false,
    done: 'counted',
  },
};

export const KIND_LIST = Object.values(KIND_CONFIGS);

/** The kind a route (list or detail) shows. */
export function kindOfRoute(name: MenuKey): KindConfig {
  const found = KIND_LIST.find((config) => config.list === name || config.detail === name);
  if (!found) throw new Error(`No stock document kind for route ${name}`);
  return found;
}

/**
 * The name the server stores for a company's transit location, the same in both languages
 * (server `locations-repo.ts` TRANSIT_NAME; kinds.test.ts compares). Pages never show it as is:
 * `locationLabel` names transit in the page's language.
 */
export const TRANSIT_NAME = '在途 In transit';

/** A location's name as a page shows it: the transit location in the page's language. */
export function locationLabel(name: string, kind: string | undefined, transit: string): string {
  return kind === 'transit' || name === TRANSIT_NAME ? transit : name;
}

export const STOCK_BASE = '/project/stockMng';

/** The detail page of a document. */
export function documentPath(kind: DocumentKind, id: number): string {
  return `${STOCK_BASE}/${KIND_CONFIGS[kind].list}/${id}`;
}

/** The list page of a kind. */
export function listPath(kind: DocumentKind): string {
  return `${STOCK_BASE}/${KIND_CONFIGS[kind].list}`;
}

/** Status tag colours. */
export const STATUS_COLORS: Record<DocumentStatus, string> = {
  draft: 'default',
  submitted: 'blue',
  partially_received: 'gold',
  received: 'green',
  closed: 'purple',
  posted: 'green',
  shipped: 'cyan',
  counting: 'processing',
  cancelled: 'red',
};
