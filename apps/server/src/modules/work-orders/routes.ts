import { dateTimeSecondsIn } from '@dahua/shared';
import { workOrdersApi } from '@dahua/shared/contracts/work-orders';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { laggingContext } from '../../http/read-routing.js';
import { serve, serveFile } from '../../http/serve.js';
import { guardCell } from '../../lib/sheets/cells.js';
import * as workOrders from './service.js';
import { STATUS_WORDS } from './words.js';

const tags = ['work orders'];
const failures = [400, 403, 404, 409];

/** Service work orders (issue 16); resolved orders nobody answers close by themselves on a timer too. */
export const workOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scope = (request: FastifyRequest) => scopeOf(authOf(request));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        workOrders
          .closeExpired(ctx)
          .catch((error) => ctx.log.error({ err: error }, 'closing work orders failed'));
      }, 10 * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    serve(
      app,
      workOrdersApi.list,
      { tags, summary: 'Work orders: filtered, with counts per status', failures },
      async (r) => ok(await workOrders.list(ctx, scope(r), r.query)),
    );
    serve(
      app,
      workOrdersApi.submit,
      { tags, summary: 'Report a fault (or ask for a service) on a scale', failures },
      async (r) => ok(await workOrders.submit(ctx, scope(r), r.body)),
    );
    serve(
      app,
      workOrdersApi.stats,
      { tags, summary: 'Counts per status, overdue, mean time to resolve', failures },
      async (r) => ok(await workOrders.stats(ctx, scope(r), r.query)),
    );
    serve(
      app,
      workOrdersApi.one,
      { tags, summary: 'A work order with its timeline and the moves the caller may make', failures },
      async (r) => ok(await workOrders.one(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      workOrdersApi.transition,
      {
        tags,
        summary: 'Move a work order (accept, start, wait, resume, resolve, confirm, reopen, cancel)',
        failures,
      },
      async (r) => ok(await workOrders.transition(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      workOrdersApi.comment,
      { tags, summary: 'Comment on a work order, with photos', failures },
      async (r) => ok(await workOrders.comment(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      workOrdersApi.settings,
      { tags, summary: 'The service levels: response and resolution hours by priority', failures },
      async () => ok(await workOrders.settings(ctx)),
    );
    serve(
      app,
      workOrdersApi.editSettings,
      { tags, summary: 'Change the service levels (administrators)', failures },
      async (r) => ok(await workOrders.saveSettings(ctx, scope(r), r.body)),
    );
    serveFile(
      app,
      workOrdersApi.export,
      { tags, summary: 'The filtered work orders as xlsx', failures },
      async (r, reply) => {
        const lang = languageOf(r);
        const rows = await workOrders.all(await laggingContext(ctx, r), scope(r), r.query);
        // Times on the wall clock of the company the list shows (the maker's across companies).
        const zone = await workOrders.zoneOf(ctx, scope(r), r.query);
        const time = (iso: string | null) => (iso ? dateTimeSecondsIn(new Date(iso), zone) : '');
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet(lang === 'en' ? 'work orders' : '工单');
        const head =
          lang === 'en'
            ? [
                'Number',
                'Company',
                'Shop',
                'Scale',
                'Type',
                'Priority',
                'Status',
                'Title',
                'Engineer',
                'Submitted',
                'Resolved',
                'Overdue',
                'Satisfaction',
              ]
            : [
                '工单号',
                '公司',
                '店铺',
                '电子秤',
                '类型',
                '优先级',
                '状态',
                '标题',
                '工程师',
                '提交时间',
                '解决时间',
                '超时',
                '满意度',
              ];
        sheet.addRow(head);
        for (const o of rows)
          sheet.addRow([
            o.number,
            guardCell(o.company_name),
            guardCell(o.shop_name),
            guardCell(o.scale.name),
            o.type,
            o.priority,
            STATUS_WORDS[o.status][lang],
            guardCell(o.title),
            guardCell(o.assignee?.name ?? ''),
            time(o.created_time),
            time(o.resolved_time),
            o.overdue ? (lang === 'en' ? 'yes' : '是') : '',
            o.satisfaction ?? '',
          ]);
        const body = Buffer.from(await workbook.xlsx.writeBuffer());
        return reply
          .headers({
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="work-orders.xlsx"`,
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );
  };
