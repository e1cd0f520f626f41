// The analyses of issue 15, read from the sales rollups: one file per analysis (orders, sales, goods,
// shops) and the dashboard's sales block; periods.ts (ranges and days), area.ts (who sees what) and
// figures.ts (sums) are what they share. This index is what routes and the dashboard use.
export { dashboardSales } from './dashboard-sales.js';
export { goodsOne, goodsRanking } from './goods.js';
export { orders } from './orders.js';
export { sales } from './sales.js';
export { shopOne, shopsCompared } from './shops.js';
