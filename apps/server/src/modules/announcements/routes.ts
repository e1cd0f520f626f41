import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { adminOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf, pageQuery } from '../../http/paging.js';
import {
  announcementBody,
  announcementChanges,
  announcementListQuery,
  announcementSchema,
  idParams,
} from './schema.js';
import * as announcements from './service.js';

const one = { 200: envelopeOf(announcementSchema), 403: failureEnvelope, 404: failureEnvelope };
const BASE = '/api/management/announcements';

export const announcementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/published`,
      {
        config: { public: true },
        schema: {
          tags: ['announcements'],
          summary: 'Published announcements, newest first (no sign-in needed)',
          querystring: pageQuery,
          response: { 200: envelopeOf(pageOf(announcementSchema)) },
        },
      },
      async (request) =>
        ok(await announcements.listAnnouncements(ctx, { ...request.query, status: 'published' })),
    );

    app.get(
      BASE,
      {
        schema: {
          tags: ['announcements'],
          summary: 'Every announcement (administrators)',
          querystring: announcementListQuery,
          response: { 200: envelopeOf(pageOf(announcementSchema)), 403: failureEnvelope },
        },
      },
      async (request) => {
        adminOf(request);
        return ok(await announcements.listAnnouncements(ctx, request.query));
      },
    );

    app.post(
      BASE,
      {
        schema: {
          tags: ['announcements'],
          summary: 'Draft an announcement',
          body: announcementBody,
          response: one,
        },
      },
      async (request) =>
        ok(await announcements.createAnnouncement(ctx, adminOf(request).user.id, request.body)),
    );

    app.put(
      `${BASE}/:id`,
      {
        schema: {
          tags: ['announcements'],
          summary: 'Edit an announcement',
          params: idParams,
          body: announcementChanges,
          response: one,
        },
      },
      async (request) => {
        adminOf(request);
        return ok(await announcements.editAnnouncement(ctx, request.params.id, request.body));
      },
    );

    app.post(
      `${BASE}/:id/publish`,
      {
        schema: {
          tags: ['announcements'],
          summary: 'Publish an announcement',
          params: idParams,
          response: one,
        },
      },
      async (request) => {
        adminOf(request);
        return ok(await announcements.publishAnnouncement(ctx, request.params.id));
      },
    );

    app.post(
      `${BASE}/:id/withdraw`,
      {
        schema: {
          tags: ['announcements'],
          summary: 'Withdraw an announcement',
          params: idParams,
          response: one,
        },
      },
      async (request) => {
        adminOf(request);
        return ok(await announcements.withdrawAnnouncement(ctx, request.params.id));
      },
    );

    app.delete(
      `${BASE}/:id`,
      {
        schema: {
          tags: ['announcements'],
          summary: 'Delete an announcement',
          params: idParams,
          response: { 200: envelopeOf(z.null()), 403: failureEnvelope, 404: failureEnvelope },
        },
      },
      async (request) => {
        adminOf(request);
        await announcements.deleteAnnouncement(ctx, request.params.id);
        return ok(null);
      },
    );
  };
