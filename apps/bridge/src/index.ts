export * from './bridge.js';
export * from './config.js';
export * from './plan.js';
export * from './scale-worker.js';
export * from './server-api.js';
export * from './status/server.js';
