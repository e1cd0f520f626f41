// The shops module's public read API: what other modules may read of shops (through this file,
// never shops/repo.ts).
export { findOne, type ShopWithCompany } from './repo.js';
