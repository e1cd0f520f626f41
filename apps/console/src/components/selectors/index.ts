export { AdminSelect } from './AdminSelect';
export { CompanySelect } from './CompanySelect';
export { GoodsSelect } from './GoodsSelect';
export { SELECTOR_WIDTH } from './PagedSelect';
export { ScaleSelect } from './ScaleSelect';
export { ShopSelect } from './ShopSelect';
export { SELECTOR_PAGE_SIZE, usePagedOptions } from './usePagedOptions';
