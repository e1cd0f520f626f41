import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { adminOf, authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf } from '../../http/paging.js';
import { idParams } from '../announcements/schema.js';
import { clearQuery, noticeListQuery, noticeSchema, sendNoticeBody, unreadCountSchema } from './schema.js';
import * as notices from './service.js';

const BASE = '/api/management/notices';

export const noticesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      {
        schema: {
          tags: ['notices'],
          summary: 'My notices, newest first, optionally of one type',
          querystring: noticeListQuery,
          response: { 200: envelopeOf(pageOf(noticeSchema)) },
        },
      },
      async (request) => ok(await notices.listNotices(ctx, authOf(request).user.id, request.query)),
    );

    app.get(
      `${BASE}/unread_count`,
      {
        schema: {
          tags: ['notices'],
          summary: 'How many of my notices are unread, by type',
          response: { 200: envelopeOf(unreadCountSchema) },
        },
      },
      async (request) => ok(await notices.unreadCount(ctx, authOf(request).user.id)),
    );

    app.put(
      `${BASE}/:id/read`,
      {
        schema: {
          tags: ['notices'],
          summary: 'Toggle the read state of one of my notices',
          params: idParams,
          response: { 200: envelopeOf(noticeSchema), 404: failureEnvelope },
        },
      },
      async (request) => ok(await notices.toggleRead(ctx, authOf(request).user.id, request.params.id)),
    );

    app.delete(
      BASE,
      {
        schema: {
          tags: ['notices'],
          summary: 'Clear my notices of one type',
          querystring: clearQuery,
          response: { 200: envelopeOf(z.object({ cleared: z.number().int() })) },
        },
      },
      async (request) => ok(await notices.clearNotices(ctx, authOf(request).user.id, request.query.type)),
    );

    app.post(
      BASE,
      {
        schema: {
          tags: ['notices'],
          summary:
            'Send a notice to a user (by id or phone) or to every member of a company (administrators)',
          body: sendNoticeBody,
          response: {
            200: envelopeOf(z.object({ created: z.number().int() })),
            403: failureEnvelope,
            404: failureEnvelope,
          },
        },
      },
      async (request) => {
        adminOf(request);
        const { user_id, phone_number, company_id, type, title, description, status, extra } = request.body;
        const target =
          user_id !== undefined
            ? { userId: user_id }
            : phone_number !== undefined
              ? { phoneNumber: phone_number }
              : { companyId: company_id! };
        const created = await notices.createNotice(ctx, target, {
          type,
          title,
          description,
          status: status ?? null,
          extra,
        });
        return ok({ created });
      },
    );
  };
