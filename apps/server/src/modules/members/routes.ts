import { membersApi } from '@dahua/shared/contracts/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { scopeOf } from '../../http/scope.js';
import { serve } from '../../http/serve.js';
import * as members from './service.js';

const tags = ['members'];
/** The failures of a list, and of a change of a membership. */
const listFailures = [403, 404];
const failures = [400, 403, 404, 409];

export const membersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      membersApi.addById,
      {
        tags,
        summary: 'Add an existing account to a company with a role (OWNER, MANAGER, USER)',
        failures,
      },
      async (request) => {
        const { company_id, user_id, join_type } = request.body;
        await members.addMemberById(ctx, scopeOf(authOf(request)), company_id, user_id, join_type);
        return ok({ user_id });
      },
    );

    serve(
      app,
      membersApi.list,
      {
        tags,
        summary: "A company's members (its owners and managers; anyone in it may list OWNER,MANAGER)",
        failures: listFailures,
      },
      async (request) =>
        ok(
          await members.listMembers(
            ctx,
            scopeOf(authOf(request)),
            request.params.id,
            request.query,
            languageOf(request),
          ),
        ),
    );

    serve(
      app,
      membersApi.addByPhone,
      { tags, summary: 'Add a person by phone: their account, or a new one that signs in by SMS', failures },
      async (request) =>
        ok({
          user_id: await members.addMemberByPhone(
            ctx,
            scopeOf(authOf(request)),
            request.params.id,
            request.body,
          ),
        }),
    );

    serve(
      app,
      membersApi.changeRole,
      { tags, summary: "Change a member's role", failures },
      async (request) => {
        const { id, userId } = request.params;
        await members.changeMember(ctx, scopeOf(authOf(request)), id, userId, request.body);
        return ok({ user_id: userId });
      },
    );

    serve(
      app,
      membersApi.remove,
      { tags, summary: 'Remove a member from the company', failures },
      async (request) => {
        const { id, userId } = request.params;
        await members.changeMember(ctx, scopeOf(authOf(request)), id, userId, 'remove');
        return ok({ user_id: userId });
      },
    );

    serve(
      app,
      membersApi.users,
      {
        tags,
        summary: 'Every company user with their company, filterable by company (administrators)',
        failures: listFailures,
      },
      async (request) =>
        ok(await members.listUsers(ctx, scopeOf(authOf(request)), request.query, languageOf(request))),
    );
  };
