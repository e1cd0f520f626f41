import type { BodyOf, CallOutput, QueryOf } from '@dahua/shared/contracts/define';
import type {
  ListPrice,
  PriceListAnswer as PriceList,
  priceListsApi,
} from '@dahua/shared/contracts/price-lists';
import { priceListsPaths } from '@dahua/shared/paths/price-lists';
import type { RequestError } from '../services/request';
import { clientFor } from './client';

export type { ListPrice, PriceList };

type PriceListsApi = typeof priceListsApi;
export type PriceListQuery = QueryOf<PriceListsApi['list']>;
export type PriceListBody = BodyOf<PriceListsApi['create']>;
export type PriceListChanges = BodyOf<PriceListsApi['edit']>;
export type ListPricesQuery = QueryOf<PriceListsApi['prices']>;
export type ListPricesPage = CallOutput<PriceListsApi['prices']>;
export type ListPriceRow = BodyOf<PriceListsApi['setPrices']>['prices'][number];

const priceLists = clientFor<PriceListsApi>(priceListsPaths);

export const listPriceLists = (query: PriceListQuery) => priceLists.list({ query });
/** Every list of a company (the goods pages' columns and inputs): a company has a handful. */
export const allPriceLists = (companyId: number | undefined) =>
  priceLists.list({ query: { page: 1, per_page: 100, company_id: companyId } });
/** Silent: the dialog shows a refusal on its field, or offers to move a shop held by another list. */
export const createPriceList = (body: PriceListBody) => priceLists.create({ body }, { silent: true });
export const editPriceList = (id: number, body: PriceListChanges) =>
  priceLists.edit({ params: { id }, body }, { silent: true });
export const deletePriceList = (id: number) => priceLists.remove({ params: { id } });
export const listPrices = (id: number, query: ListPricesQuery) =>
  priceLists.prices({ params: { id }, query });
/** Silent: the page shows a refused row beside it. */
export const setListPrices = (id: number, prices: ListPriceRow[]) =>
  priceLists.setPrices({ params: { id }, body: { prices } }, { silent: true });

/** ERCO001201: a shop asked for is in another list (data names it). */
export const SHOP_TAKEN_ERROR = 'ERCO001201';

/** What a refusal's envelope says: its error id, the fields it names, the other list of a taken shop. */
export function refusalOf(error: unknown): {
  code?: string;
  fields: { field: string; message: string }[];
  listName?: string;
  shopId?: number;
} {
  const data = (error as RequestError | undefined)?.envelope?.data as
    | {
        dahua_error?: string;
        fields?: { field: string; message: string }[];
        price_list_name?: string;
        shop_id?: number;
      }
    | null
    | undefined;
  return {
    code: data?.dahua_error,
    fields: data?.fields ?? [],
    listName: data?.price_list_name,
    shopId: data?.shop_id,
  };
}
