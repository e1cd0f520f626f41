export * from './announcements.js';
export * from './companies.js';
export * from './notices.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './sms-codes.js';
export * from './users.js';
export * from './wechat-identities.js';
