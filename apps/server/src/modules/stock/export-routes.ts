import {
  type DocumentKind,
  lossesApi,
  purchaseOrdersApi,
  receiptsApi,
  type StockExportFormat,
  stockApi,
  stocktakesApi,
  supplierReturnsApi,
  transfersApi,
} from '@dahua/shared/contracts/stock';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { languageOf } from '../../http/language.js';
import { laggingContext } from '../../http/read-routing.js';
import { serveFile } from '../../http/serve.js';
import { balancesReport, documentListReport, documentReport } from './export-data.js';
import { contentDisposition, type Report } from './export-model.js';
import { pdfOfReport } from './export-pdf.js';
import { xlsxOfReport } from './export-xlsx.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const CONTENT_TYPES: Record<StockExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Renders a report in the format asked for and sends it as a download. */
async function sendReport(reply: FastifyReply, report: Report, format: StockExportFormat) {
  const body = format === 'pdf' ? await pdfOfReport(report) : await xlsxOfReport(report);
  return reply
    .headers({
      'content-type': CONTENT_TYPES[format],
      'content-disposition': contentDisposition(
        `${report.filename}.${format}`,
        `${report.asciiFilename}.${format}`,
      ),
      'cache-control': 'no-store',
    })
    .send(body);
}

const tags = ['stock'];
const failures = [400, 403, 404] as const;

const DOCUMENT_APIS = [
  [purchaseOrdersApi, 'purchase_order', 'purchase order'],
  [receiptsApi, 'receipt', 'goods receipt'],
  [supplierReturnsApi, 'supplier_return', 'supplier return'],
  [transfersApi, 'transfer', 'transfer'],
  [lossesApi, 'loss', 'loss'],
  [stocktakesApi, 'stocktake', 'stocktake (with its variance report)'],
] as const satisfies readonly (readonly [unknown, DocumentKind, string])[];

/** The pdf and xlsx exports of the stock pages: one document, a document list, the stock overview. */
export function serveStockExports(app: ZodApp, ctx: AppContext): void {
  for (const [api, kind, name] of DOCUMENT_APIS) {
    serveFile(
      app,
      api.exportOne,
      {
        tags,
        summary: `One ${name} as a pdf or xlsx file`,
        description:
          'Labels in the caller’s language (`lang` header); the file is named after the document number.',
        failures,
      },
      async (request, reply) =>
        sendReport(
          reply,
          await documentReport(
            await laggingContext(ctx, request),
            scopeOf(authOf(request)),
            kind,
            request.params.id,
            languageOf(request),
          ),
          request.query.format,
        ),
    );
    serveFile(
      app,
      api.export,
      {
        tags,
        summary: `The ${name} list as an xlsx or pdf file (the list's filters, every page)`,
        description: 'At most 5,000 rows; the file says so when there were more.',
        failures,
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        return sendReport(
          reply,
          await documentListReport(
            await laggingContext(ctx, request),
            scopeOf(authOf(request)),
            kind,
            filters,
            languageOf(request),
          ),
          format,
        );
      },
    );
  }
  serveFile(
    app,
    stockApi.export,
    {
      tags,
      summary: 'The stock overview as an xlsx or pdf file (the balances’ filters, every page)',
      description: 'At most 5,000 rows; the file says so when there were more.',
      failures,
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendReport(
        reply,
        await balancesReport(
          await laggingContext(ctx, request),
          scopeOf(authOf(request)),
          filters,
          languageOf(request),
        ),
        format,
      );
    },
  );
}
