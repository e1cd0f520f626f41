export * from './companies.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './users.js';
