import type { CompanyAnswer, companiesApi } from '@dahua/shared/contracts/companies';
import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type { ScaleAnswer, scalesApi } from '@dahua/shared/contracts/scales';
import type {
  ShopAnswer as Shop,
  ShopDetailAnswer as ShopDetails,
  ScaleOfShop as ShopScale,
  shopsApi,
} from '@dahua/shared/contracts/shops';
import { companiesPaths } from '@dahua/shared/paths/companies';
import { scalesPaths } from '@dahua/shared/paths/scales';
import { shopsPaths } from '@dahua/shared/paths/shops';
import { clientFor } from './client';

export type { Shop, ShopDetails, ShopScale };

type ShopsApi = typeof shopsApi;
export type ShopQuery = QueryOf<ShopsApi['list']>;
/** A new shop's fields, as the form sends them (administrators also name company_id). */
export type ShopFields = Omit<BodyOf<ShopsApi['create']>, 'company_id'>;
export type ShopChanges = BodyOf<ShopsApi['edit']>;
/** The paging and name search every selector sends. */
export type ListQuery = { page: number; per_page: number; name?: string | undefined };

const shops = clientFor<ShopsApi>(shopsPaths);

export const listShops = (query: ShopQuery) => shops.list({ query });
export const shopDetails = (id: number) => shops.one({ params: { id } });
/** Silent: the form shows a refusal on its field (a name another shop has). */
export const createShop = (body: BodyOf<ShopsApi['create']>) => shops.create({ body }, { silent: true });
export const editShop = (id: number, body: ShopChanges) =>
  shops.edit({ params: { id }, body }, { silent: true });
/** Silent: the page shows the server's refusal (a shop that still has scales) itself. */
export const deleteShop = (id: number) => shops.remove({ params: { id } }, { silent: true });

/** What the scale selector shows of a scale. */
export type ScaleOption = Pick<
  ScaleAnswer,
  'id' | 'name' | 'scale_name' | 'shop_id' | 'shop_name' | 'company_id'
>;

const scales = clientFor<typeof scalesApi>(scalesPaths);

export const listScaleOptions = (query: QueryOf<(typeof scalesApi)['list']>) => scales.list({ query });

/** What the company selector shows of a company. */
export type CompanyOption = Pick<CompanyAnswer, 'id' | 'name'>;

const companies = clientFor<typeof companiesApi>(companiesPaths);

/** The administrators' company list; the selector reads id and name. */
export const listCompanyOptions = (query: ListQuery) => companies.list({ query });
