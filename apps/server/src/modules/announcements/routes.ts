import { announcementsApi } from '@dahua/shared/contracts/announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { adminOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as announcements from './service.js';

const tags = ['announcements'];
const failures = [403, 404];

export const announcementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      announcementsApi.published,
      {
        tags,
        summary: 'Published announcements, newest first (no sign-in needed)',
        route: { config: { public: true } },
      },
      async (request) =>
        ok(await announcements.listAnnouncements(ctx, { ...request.query, status: 'published' })),
    );

    serve(
      app,
      announcementsApi.list,
      { tags, summary: 'Every announcement (administrators)', failures: [403] },
      async (request) => {
        adminOf(request);
        return ok(await announcements.listAnnouncements(ctx, request.query));
      },
    );

    serve(
      app,
      announcementsApi.create,
      { tags, summary: 'Draft an announcement', failures },
      async (request) =>
        ok(await announcements.createAnnouncement(ctx, adminOf(request).user.id, request.body)),
    );

    serve(
      app,
      announcementsApi.edit,
      { tags, summary: 'Edit an announcement', failures },
      async (request) => {
        adminOf(request);
        return ok(await announcements.editAnnouncement(ctx, request.params.id, request.body));
      },
    );

    serve(
      app,
      announcementsApi.publish,
      { tags, summary: 'Publish an announcement', failures },
      async (request) => {
        adminOf(request);
        return ok(await announcements.publishAnnouncement(ctx, request.params.id));
      },
    );

    serve(
      app,
      announcementsApi.withdraw,
      { tags, summary: 'Withdraw an announcement', failures },
      async (request) => {
        adminOf(request);
        return ok(await announcements.withdrawAnnouncement(ctx, request.params.id));
      },
    );

    serve(
      app,
      announcementsApi.remove,
      { tags, summary: 'Delete an announcement', failures },
      async (request) => {
        adminOf(request);
        await announcements.deleteAnnouncement(ctx, request.params.id);
        return ok(null);
      },
    );
  };
