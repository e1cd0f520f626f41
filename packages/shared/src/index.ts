export * from './api.js';
export * from './barcodes/ean-check-digit.js';
export * from './barcodes/price-barcode.js';
export * from './barcodes/price-preview.js';
export * from './brand.js';
export * from './calendar.js';
export * from './scale-models.js';
export * from './validation.js';
