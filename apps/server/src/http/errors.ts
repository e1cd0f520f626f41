// Moved to errors/ (issue 32): the AppError class and the assembled catalogue in errors/app-error.ts,
// the entries by domain in errors/catalogue/. Kept only for the file another part of issue 32 is
// splitting (stats/service.ts); import from '../errors/app-error.js' instead.
export * from '../errors/app-error.js';
