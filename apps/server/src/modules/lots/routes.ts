import { lotsApi } from '@dahua/shared/contracts/lots';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { type Lang, languageOf } from '../../http/language.js';
import { serve } from '../../http/serve.js';
import { EXPIRY_CHECK_MS, rechooseExpiredLots } from './expiry.js';
import * as lots from './service.js';
import { choosePage, TRACE_PAGE_CSP, traceLang, traceMessagePage, tracePage } from './trace-page.js';

const tags = ['lots'];

/**
 * Lots (issue 29 §3): a goods item's lots, the shops' current lots, and the public trace of a lot:
 * JSON, the server-rendered page `/external/trace/{code}` and the GS1 Digital Link-style
 * `/01/{gtin-or-code}/10/{lot}`. Registered here, the pages win over the static fallback (http/static.ts).
 */
export const lotsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const write = (request: FastifyRequest) => scopeOf(authOf(request));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        rechooseExpiredLots(ctx).catch((error) =>
          ctx.log.error({ err: error }, 'choosing current lots again after expiry failed'),
        );
      }, EXPIRY_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    serve(
      app,
      lotsApi.list,
      {
        tags,
        summary: 'A goods item’s lots: dates, supplier, trace code, received, where current',
        failures: [400, 404],
      },
      async (request) => ok(await lots.lotsOfGoods(ctx, write(request), Number(request.query.goods_id))),
    );

    serve(
      app,
      lotsApi.shopLots,
      {
        tags,
        summary: 'The shop’s goods items with lots: the current lot of each and the lots to choose',
        failures: [404],
      },
      async (request) => ok(await lots.shopLots(ctx, write(request), Number(request.params.id))),
    );

    serve(
      app,
      lotsApi.setCurrent,
      {
        tags,
        summary: 'Choose the shop’s current lots by hand (lot_id null: back to first expiry first)',
        description:
          'The company’s owner and managers. A chosen lot stays current until set back to automatic; ' +
          'receipts no longer replace it. The scales of the shop that hold the goods item are sent its PLU ' +
          'again with the lot’s trace code as numeric code.',
        failures: [400, 403, 404],
      },
      async (request) =>
        ok(await lots.setCurrentLots(ctx, write(request), Number(request.params.id), request.body)),
    );

    serve(
      app,
      lotsApi.trace,
      {
        tags,
        summary: 'A lot as anyone who scans its label’s QR sees it (public, rate-limited per IP)',
        failures: [404, 429],
        route: { config: { public: true } },
      },
      async (request) =>
        ok(await lots.publicTrace(ctx, request.ip, request.params.code, languageOf(request))),
    );

    type PageRequest = FastifyRequest<{
      Params: Record<string, string>;
      Querystring: Record<string, unknown>;
    }>;
    const langOf = (request: PageRequest): Lang => traceLang(request.query.lang, languageOf(request));
    const pathOf = (request: PageRequest) => request.url.split('?')[0] ?? '/';

    const sendPage = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': TRACE_PAGE_CSP,
          // A lot's page changes seldom; shared caches may keep it a little, never a failure for long.
          'cache-control': status === 200 ? 'public, max-age=300' : 'public, max-age=30',
          vary: 'Accept-Language, lang',
        })
        .send(html);

    const failure = (request: PageRequest, reply: FastifyReply, error: unknown) => {
      const lang = langOf(request);
      if (!(error instanceof AppError)) throw error;
      if (error.key === 'NOT_FOUND')
        return sendPage(reply, 404, traceMessagePage(lang, pathOf(request), 'notFound'));
      return sendPage(
        reply,
        error.status,
        traceMessagePage(lang, pathOf(request), 'failed', error.messageIn(lang)),
      );
    };

    const page = { config: { public: true }, schema: { hide: true } } as const;

    app.get('/external/trace/:code', page, async (request, reply) => {
      const r = request as PageRequest;
      const lang = langOf(r);
      try {
        const view = await lots.publicTrace(ctx, r.ip, r.params.code ?? '', lang);
        return sendPage(reply, 200, tracePage(lang, pathOf(r), view));
      } catch (error) {
        return failure(r, reply, error);
      }
    });

    /** GS1 Digital Link-style: the goods' GTIN (or item code) and the lot; one match opens its page. */
    app.get('/01/:code/10/:lot', page, async (request, reply) => {
      const r = request as PageRequest;
      const lang = langOf(r);
      try {
        const found = await lots.traceCodesOf(ctx, r.ip, r.params.code ?? '', r.params.lot ?? '');
        if (found.length === 0) throw new AppError('NOT_FOUND');
        const langQuery = typeof r.query.lang === 'string' ? `?lang=${lang === 'en' ? 'en' : 'zh'}` : '';
        if (found.length === 1)
          return reply
            .header('cache-control', 'public, max-age=300')
            .redirect(`/external/trace/${found[0]!.traceCode}${langQuery}`, 302);
        return sendPage(reply, 200, choosePage(lang, pathOf(r), found));
      } catch (error) {
        return failure(r, reply, error);
      }
    });
  };
