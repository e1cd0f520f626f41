import type { BodyOf, CallOutput, QueryOf } from '@dahua/shared/contracts/define';
import type {
  PriceChangeAnswer as PriceChange,
  PriceChangeAction,
  PriceChangeDetail,
  PriceChangeKind,
  PriceChangeStatus,
  PriceTimeline,
  priceChangesApi,
} from '@dahua/shared/contracts/price-changes';
import type { priceListsApi } from '@dahua/shared/contracts/price-lists';
import { priceChangesPaths } from '@dahua/shared/paths/price-changes';
import { priceListsPaths } from '@dahua/shared/paths/price-lists';
import { clientFor } from './client';

export type {
  PriceChange,
  PriceChangeAction,
  PriceChangeDetail,
  PriceChangeKind,
  PriceChangeStatus,
  PriceTimeline,
};

type PriceChangesApi = typeof priceChangesApi;
export type PriceChangeQuery = QueryOf<PriceChangesApi['list']>;
export type PriceChangePage = CallOutput<PriceChangesApi['list']>;
export type NewPriceChange = BodyOf<PriceChangesApi['create']>;
export type PriceChangeEdit = BodyOf<PriceChangesApi['edit']>;

/** The contract's value lists, as values (contracts are imported as types only). */
export const PRICE_CHANGE_STATUSES = [
  'upcoming',
  'active',
  'past',
] as const satisfies readonly PriceChangeStatus[];
export const PRICE_CHANGE_KINDS = ['change', 'promotion'] as const satisfies readonly PriceChangeKind[];
// A value added to the contract fails here until the console knows it.
const complete: [
  PriceChangeStatus extends (typeof PRICE_CHANGE_STATUSES)[number] ? true : never,
  PriceChangeKind extends (typeof PRICE_CHANGE_KINDS)[number] ? true : never,
] = [true, true];
void complete;

const priceChanges = clientFor<PriceChangesApi>(priceChangesPaths);
const priceLists = clientFor<typeof priceListsApi>(priceListsPaths);

export const listPriceChanges = (query: PriceChangeQuery) => priceChanges.list({ query });
export const getPriceChange = (id: number) => priceChanges.one({ params: { id } });
/** Silent: the dialog shows a refusal under the field it concerns (an overlap, a past start). */
export const createPriceChange = (body: NewPriceChange) => priceChanges.create({ body }, { silent: true });
export const editPriceChange = (id: number, body: PriceChangeEdit) =>
  priceChanges.edit({ params: { id }, body }, { silent: true });
export const cancelPriceChange = (id: number) => priceChanges.cancel({ params: { id } });
export const priceTimeline = (goodsId: number) => priceChanges.timeline({ params: { id: goodsId } });

/** The company's price lists (a target and a filter: id and name), first 100. */
export const listPriceListNames = (companyId: number | undefined) =>
  priceLists.list({ query: { page: 1, per_page: 100, company_id: companyId } });
/** The list's own prices (fen) of the goods it prices, first 100: the current price beside a new one. */
export const listedPrices = (listId: number) =>
  priceLists.prices({ params: { id: listId }, query: { page: 1, per_page: 100, only_listed: 'true' } });
