// Moved to access/scope.ts (issue 32). Kept only for the files another part of issue 32 is splitting
// (stats/service.ts, stock/routes.ts); import from '../access/scope.js' instead.
export * from '../access/scope.js';
