import type { QueryOf } from '@dahua/shared/contracts/define';
import type {
  GoodsAnswer,
  GoodsOneAnswer,
  OrdersAnswer,
  SalesAnswer,
  SalesFigures,
  ShopOneAnswer,
  ShopsAnswer,
  StatsFilters,
  statsApi,
  TicketFigures,
} from '@dahua/shared/contracts/stats';
import { statsPaths } from '@dahua/shared/paths/stats';
import { clientFor } from './client';

export type {
  GoodsAnswer,
  GoodsOneAnswer,
  OrdersAnswer,
  SalesAnswer,
  SalesFigures,
  ShopOneAnswer,
  ShopsAnswer,
  StatsFilters,
  TicketFigures,
};

type StatsApi = typeof statsApi;
/** The filters every analysis takes: China days (both included), company (administrators), shop. */
export type StatsQuery = QueryOf<StatsApi['orders']>;
export type SalesQuery = QueryOf<StatsApi['sales']>;
export type GoodsQuery = QueryOf<StatsApi['goods']>;
export type Granularity = NonNullable<SalesQuery['granularity']>;
export type GoodsSort = NonNullable<GoodsQuery['sort']>;

const stats = clientFor<StatsApi>(statsPaths);

export const fetchOrders = (query: StatsQuery) => stats.orders({ query });
export const fetchSales = (query: SalesQuery) => stats.sales({ query });
export const fetchGoodsRanking = (query: GoodsQuery) => stats.goods({ query });
export const fetchGoodsOne = (id: number, query: StatsQuery) => stats.goodsOne({ params: { id }, query });
export const fetchShops = (query: StatsQuery) => stats.shops({ query });
export const fetchShopOne = (id: number, query: StatsQuery) => stats.shopOne({ params: { id }, query });
