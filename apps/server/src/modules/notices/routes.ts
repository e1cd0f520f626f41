import { noticesApi } from '@dahua/shared/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { adminOf, authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { serve } from '../../http/serve.js';
import * as notices from './service.js';

const tags = ['notices'];

export const noticesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      noticesApi.list,
      { tags, summary: 'My notices, newest first, optionally of one type' },
      async (request) =>
        ok(await notices.listNotices(ctx, authOf(request).user.id, request.query, languageOf(request))),
    );

    serve(
      app,
      noticesApi.unreadCount,
      { tags, summary: 'How many of my notices are unread, by type' },
      async (request) => ok(await notices.unreadCount(ctx, authOf(request).user.id)),
    );

    serve(
      app,
      noticesApi.toggleRead,
      { tags, summary: 'Toggle the read state of one of my notices', failures: [404] },
      async (request) =>
        ok(await notices.toggleRead(ctx, authOf(request).user.id, request.params.id, languageOf(request))),
    );

    serve(app, noticesApi.clear, { tags, summary: 'Clear my notices of one type' }, async (request) =>
      ok(await notices.clearNotices(ctx, authOf(request).user.id, request.query.type)),
    );

    serve(
      app,
      noticesApi.send,
      {
        tags,
        summary: 'Send a notice to a user (by id or phone) or to every member of a company (administrators)',
        failures: [403, 404],
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
