import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { AppError, ERRORS } from './errors/app-error.js';
import { registerAuthentication } from './http/auth.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerInspectorViews } from './http/inspector-views.js';
import { languageOf } from './http/language.js';
import { registerWriteMarks } from './http/read-routing.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serializerCompiler } from './http/serialization.js';
import { registerStaticSites } from './http/static.js';
import { registerStoredUrlCheck } from './http/stored-url-check.js';
import { validatorCompiler } from './http/validation.js';
import { adminsRoutes } from './modules/admins/routes.js';
import { announcementsRoutes } from './modules/announcements/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { bridgesRoutes } from './modules/bridges/routes.js';
import { companiesRoutes } from './modules/companies/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { devicesRoutes } from './modules/devices/routes.js';
import { enquiriesRoutes } from './modules/enquiries/routes.js';
import { externalRoutes } from './modules/external/routes.js';
import { fleetRoutes } from './modules/fleet/routes.js';
import { goodsRoutes } from './modules/goods/routes.js';
import { goodsTransferRoutes } from './modules/goods-transfer/routes.js';
import { imagesRoutes } from './modules/images/routes.js';
import { inspectorsRoutes } from './modules/inspectors/routes.js';
import { labelsRoutes } from './modules/labels/routes.js';
import { lotsRoutes } from './modules/lots/routes.js';
import { membersRoutes } from './modules/members/routes.js';
import { noticesRoutes } from './modules/notices/routes.js';
import { paymentPageRoutes } from './modules/payments/page-routes.js';
import { paymentRecordsRoutes } from './modules/payments/records-routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { priceChangeRoutes } from './modules/price-changes/routes.js';
import { priceListsRoutes } from './modules/price-lists/routes.js';
import { recallsRoutes } from './modules/recalls/routes.js';
import { scaleLegalRoutes } from './modules/scale-legal/routes.js';
import { scaleRegistrationRoutes } from './modules/scale-registration/routes.js';
import { scaleReportsRoutes } from './modules/scale-reports/routes.js';
import { scalesRoutes } from './modules/scales/routes.js';
import { shopsRoutes } from './modules/shops/routes.js';
import { shrinkRoutes } from './modules/shrink/routes.js';
import { registerSiteSync } from './modules/site/jobs.js';
import { siteRoutes } from './modules/site/routes.js';
import { siteFilesRoutes } from './modules/site-files/routes.js';
import { siteImagesRoutes } from './modules/site-images/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { stockRoutes } from './modules/stock/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { tradesRoutes } from './modules/trades/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { webFilesRoutes } from './modules/web-files/routes.js';
import { wechatRoutes } from './modules/wechat/routes.js';
import { workOrdersRoutes } from './modules/work-orders/routes.js';
import { storedUrlMatcher } from './storage/stored-url.js';

/** Every API module, in one list. A module is a plugin factory taking the app context. */
const modules = [
  authRoutes,
  usersRoutes,
  systemRoutes,
  webFilesRoutes,
  imagesRoutes,
  wechatRoutes,
  announcementsRoutes,
  noticesRoutes,
  companiesRoutes,
  shopsRoutes,
  scalesRoutes,
  scaleRegistrationRoutes,
  scaleLegalRoutes,
  membersRoutes,
  adminsRoutes,
  inspectorsRoutes,
  auditRoutes,
  dashboardRoutes,
  goodsRoutes,
  goodsTransferRoutes,
  priceChangeRoutes,
  priceListsRoutes,
  externalRoutes,
  scaleReportsRoutes,
  enquiriesRoutes,
  siteRoutes,
  siteImagesRoutes,
  siteFilesRoutes,
  stockRoutes,
  shrinkRoutes,
  recallsRoutes,
  lotsRoutes,
  paymentsRoutes,
  labelsRoutes,
  statsRoutes,
  tradesRoutes,
  paymentRecordsRoutes,
  devicesRoutes,
  bridgesRoutes,
  workOrdersRoutes,
  fleetRoutes,
  paymentPageRoutes,
];

export type BuildOptions = { logger?: FastifyBaseLogger; serveStatic?: boolean };

/** Fastify takes a hop count as a function of the hop. */
function trustProxyOption(trust: boolean | number | string) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole HTTP application (used by main.ts and by the tests). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    // A URL the router cannot decode (`%`, an encoded lone surrogate) is answered as the envelope too.
    frameworkErrors: (_error, request, raw) => {
      const error = new AppError('BAD_REQUEST');
      const reply = raw as unknown as FastifyReply;
      void reply
        .status(error.status)
        .type('application/json; charset=utf-8')
        .send({
          code: 0,
          msg: error.messageIn(languageOf(request)),
          data: { dahua_error: ERRORS.BAD_REQUEST.id },
        });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Scale platform API', version: '1.0.0' },
      components: {
        securitySchemes: {
          token: { type: 'http', scheme: 'basic', description: 'Basic base64(token + ":null")' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  registerAuthentication(app, ctx);
  registerInspectorViews(app, ctx);
  registerWriteMarks(app, ctx);
  registerStoredUrlCheck(app, storedUrlMatcher(ctx.config.storage));
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own policy: its scripts by hash. Its bundle sets styles inline at run time, so
    // styles may be inline (a style-src hash would disable 'unsafe-inline'); the page is served
    // over plain HTTP too, so without upgrade-insecure-requests.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  for (const module of modules) await app.register(module(ctx));
  if (options.serveStatic !== false) {
    const s3 = ctx.config.storage.s3;
    await registerStaticSites(app, ctx.config.staticRoot, s3 ? [new URL(s3.publicUrl).origin] : [], () =>
      ctx.siteReleases.current(),
    );
    // The public site follows what is published, here and on every other server.
    registerSiteSync(app, ctx);
  }
  return app;
}
