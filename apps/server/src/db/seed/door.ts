// The seed's one door into the modules: everything the demo seed may call, and nothing else. The
// seed writes the rows a fresh demo needs (companies, people, shops, scales, goods, labels) itself,
// and goes through the modules' services for what has rules of its own: sales (trades' ingest, which
// also rolls up and posts stock), stock documents and their posting, stocktakes, suppliers, work
// orders, and the notices' bilingual texts. scripts/check-deps.mjs refuses any other import of
// modules/ from db/seed/.
export { bilingual } from '../../modules/notices/texts.js';
export * as balances from '../../modules/stock/balances.js';
export * as documents from '../../modules/stock/documents.js';
export * as posting from '../../modules/stock/posting.js';
export * as stocktakes from '../../modules/stock/stocktakes.js';
export * as suppliers from '../../modules/stock/suppliers.js';
export { ingestIn } from '../../modules/trades/ingest.js';
export * as workOrders from '../../modules/work-orders/service.js';
