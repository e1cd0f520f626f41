// The companies module's public read API: what other modules may read of companies (through this
// file, never companies/repo.ts).
export { type CompanyWithCounts, findById } from './repo.js';
