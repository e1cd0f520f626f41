export * from './api.js';
export * from './validation.js';
