import {
  type DocumentAction,
  type DocumentKind,
  lossesApi,
  purchaseOrdersApi,
  receiptsApi,
  stockApi,
  stockLocationsApi,
  stocktakesApi,
  supplierReturnsApi,
  suppliersApi,
  transfersApi,
} from '@dahua/shared/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { type ContractRequest, serve } from '../../http/serve.js';
import * as balances from './balances.js';
import * as documents from './documents.js';
import { serveStockExports } from './export-routes.js';
import * as locations from './locations.js';
import * as posting from './posting.js';
import * as stocktakes from './stocktakes.js';
import * as suppliers from './suppliers.js';

const tags = ['stock'];
const fail = [403, 404, 409];

type DocumentApi =
  | typeof purchaseOrdersApi
  | typeof receiptsApi
  | typeof supplierReturnsApi
  | typeof transfersApi
  | typeof lossesApi
  | typeof stocktakesApi;

/** The calls that act on one document by its id and answer its details. */
type ActionCall =
  | typeof purchaseOrdersApi.submit
  | typeof purchaseOrdersApi.close
  | typeof receiptsApi.post
  | typeof supplierReturnsApi.post
  | typeof lossesApi.post
  | typeof transfersApi.ship
  | typeof transfersApi.receive;
type ActionRun = Parameters<typeof documents.act>[5];

/** The actions without a body: call, kind, action, summary and what it posts (nothing: a status change). */
const ACTIONS: [ActionCall, DocumentKind, DocumentAction, string, typeof posting.postReceipt | null][] = [
  [purchaseOrdersApi.submit, 'purchase_order', 'submit', 'Submit a purchase order', null],
  [purchaseOrdersApi.close, 'purchase_order', 'close', 'Close a (partially) received purchase order', null],
  [receiptsApi.post, 'receipt', 'post', 'Post a receipt: stock in (idempotent)', posting.postReceipt],
  [
    supplierReturnsApi.post,
    'supplier_return',
    'post',
    'Post a supplier return: stock out (idempotent)',
    posting.postReturn,
  ],
  [lossesApi.post, 'loss', 'post', 'Post a loss: stock out at cost (idempotent)', posting.postLoss],
  [
    transfersApi.ship,
    'transfer',
    'ship',
    'Ship a transfer: stock leaves the source, in transit',
    posting.ship,
  ],
];

const NAMES: Record<DocumentKind, string> = {
  purchase_order: 'purchase orders',
  receipt: 'receipts',
  supplier_return: 'supplier returns',
  transfer: 'transfers',
  loss: 'losses',
  stocktake: 'stocktakes',
};

export const stockRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scope = (request: Parameters<typeof authOf>[0]) => scopeOf(authOf(request));

    // ------------------------------------------------------------ suppliers and locations
    serve(app, suppliersApi.list, { tags, summary: 'Suppliers (search by name or phone)' }, async (r) =>
      ok(await suppliers.listSuppliers(ctx, scope(r), r.query)),
    );
    serve(
      app,
      suppliersApi.create,
      { tags, summary: 'Add a supplier (owners, managers)', failures: fail },
      async (r) => ok(await suppliers.createSupplier(ctx, scope(r), r.body)),
    );
    serve(app, suppliersApi.one, { tags, summary: 'A supplier', failures: [404] }, async (r) =>
      ok(await suppliers.supplierDetails(ctx, scope(r), r.params.id)),
    );
    serve(app, suppliersApi.edit, { tags, summary: 'Edit a supplier', failures: fail }, async (r) =>
      ok(await suppliers.editSupplier(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      suppliersApi.remove,
      { tags, summary: 'Delete a supplier; one with documents is deactivated instead', failures: fail },
      async (r) => ok(await suppliers.removeSupplier(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      stockLocationsApi.list,
      { tags, summary: "The company's stock locations (shops, warehouses)" },
      async (r) => ok(await locations.listLocations(ctx, scope(r), r.query)),
    );
    serve(
      app,
      stockLocationsApi.create,
      { tags, summary: 'Add a warehouse location', failures: fail },
      async (r) => ok(await locations.createWarehouse(ctx, scope(r), r.body)),
    );
    serve(
      app,
      stockLocationsApi.edit,
      { tags, summary: 'Rename a warehouse, (de)activate a location', failures: fail },
      async (r) => ok(await locations.editLocation(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      stockLocationsApi.remove,
      { tags, summary: 'Delete an unused warehouse', failures: fail },
      async (r) => {
        await locations.removeLocation(ctx, scope(r), r.params.id);
        return ok(null);
      },
    );

    // ------------------------------------------------------------ documents
    function documentCalls(api: DocumentApi, kind: DocumentKind) {
      const name = NAMES[kind];
      serve(app, api.list, { tags, summary: `List ${name}` }, async (r) =>
        ok(await documents.listDocuments(ctx, scope(r), kind, r.query)),
      );
      serve(
        app,
        api.create,
        {
          tags,
          summary: `Create ${kind === 'stocktake' ? 'and start a stocktake' : `a draft of ${name}`}`,
          failures: fail,
        },
        async (r) =>
          ok(
            kind === 'stocktake'
              ? await stocktakes.startStocktake(
                  ctx,
                  scope(r),
                  r.body as Parameters<typeof stocktakes.startStocktake>[2],
                )
              : await documents.createDocument(ctx, scope(r), kind, r.body as documents.AnyBody),
          ),
      );
      serve(
        app,
        api.one,
        { tags, summary: `One of the ${name}, with lines and timeline`, failures: [404] },
        async (r) => ok(await documents.documentDetails(ctx, scope(r), kind, r.params.id)),
      );
      serve(app, api.edit, { tags, summary: `Edit a draft of ${name}`, failures: fail }, async (r) =>
        ok(await documents.editDocument(ctx, scope(r), kind, r.params.id, r.body as documents.AnyBody)),
      );
      serve(app, api.remove, { tags, summary: `Delete a draft of ${name}`, failures: fail }, async (r) => {
        await documents.deleteDocument(ctx, scope(r), kind, r.params.id);
        return ok(null);
      });
      serve(
        app,
        api.cancel,
        { tags, summary: `Cancel one of the ${name} (a posted one is reversed)`, failures: fail },
        async (r) =>
          ok(
            await documents.act(ctx, scope(r), kind, r.params.id, 'cancel', async (tx, d) => ({
              ...(await posting.cancel(tx, scope(r), d, kind)),
              note: r.body?.note ?? '',
            })),
          ),
      );
    }
    documentCalls(purchaseOrdersApi, 'purchase_order');
    documentCalls(receiptsApi, 'receipt');
    documentCalls(supplierReturnsApi, 'supplier_return');
    documentCalls(transfersApi, 'transfer');
    documentCalls(lossesApi, 'loss');
    documentCalls(stocktakesApi, 'stocktake');

    // The actions on a document: each one transaction through documents.act (it checks the status,
    // answers a repeat as done and records the event); `run` gives what the action posts.
    const documentAction = <E extends ActionCall>(
      endpoint: E,
      kind: DocumentKind,
      action: DocumentAction,
      summary: string,
      run: (request: ContractRequest<E>) => ActionRun,
    ) =>
      serve<ActionCall>(app, endpoint, { tags, summary, failures: fail }, async (r) =>
        ok(await documents.act(ctx, scope(r), kind, r.params.id, action, run(r as ContractRequest<E>))),
      );
    for (const [call, kind, action, summary, post] of ACTIONS)
      documentAction(call, kind, action, summary, (r) => async (tx, d) => post?.(tx, scope(r), d));
    documentAction(
      transfersApi.receive,
      'transfer',
      'receive',
      'Receive a transfer; a shortfall posts as transit loss',
      (r) => (tx, d) => posting.receive(tx, scope(r), d, r.body.lines),
    );
    serve(
      app,
      stocktakesApi.counts,
      { tags, summary: 'Enter counts (summed per goods item)', failures: fail },
      async (r) => ok(await stocktakes.addCounts(ctx, scope(r), r.params.id, r.body.lines)),
    );
    serve(
      app,
      stocktakesApi.variances,
      { tags, summary: "A stocktake's variance report", failures: [404] },
      async (r) => ok(await stocktakes.stocktakeVariances(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      stocktakesApi.post,
      { tags, summary: "Post a stocktake's adjustments (idempotent)", failures: fail },
      async (r) => ok(await stocktakes.postStocktake(ctx, scope(r), r.params.id)),
    );

    // ------------------------------------------------------------ balances and ledger
    serve(
      app,
      stockApi.balances,
      { tags, summary: 'Balances per location and goods, with value and in transit' },
      async (r) => ok(await balances.listBalances(ctx, scope(r), r.query)),
    );
    serve(
      app,
      stockApi.moves,
      { tags, summary: 'The ledger, newest first, with the running balance' },
      async (r) => ok(await balances.listMoves(ctx, scope(r), r.query)),
    );
    serve(
      app,
      stockApi.threshold,
      { tags, summary: 'Set the low-stock threshold of a goods item at a location', failures: fail },
      async (r) => ok(await balances.setThreshold(ctx, scope(r), r.body)),
    );
    serve(
      app,
      stockApi.settings,
      { tags, summary: "The company's stock settings", failures: [403, 404] },
      async (r) => ok(await balances.settings(ctx, scope(r), r.query.company_id)),
    );
    serve(
      app,
      stockApi.editSettings,
      { tags, summary: 'Allow or refuse negative balances from manual documents', failures: fail },
      async (r) => ok(await balances.editSettings(ctx, scope(r), r.body)),
    );

    // ------------------------------------------------------------ pdf and xlsx exports
    serveStockExports(app, ctx);
  };
