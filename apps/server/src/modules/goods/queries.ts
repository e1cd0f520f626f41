// The goods module's public read API: what other modules may read of goods (through this file,
// never goods/repo.ts).
export { findOne, type GoodsValues } from './repo.js';
