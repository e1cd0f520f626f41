import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { pageOf } from '../../http/paging.js';
import { scopeOf } from '../../http/scope.js';
import { companyIdParams } from '../companies/schema.js';
import {
  addMemberById,
  addMemberByPhone,
  memberListQuery,
  memberParams,
  memberSchema,
  roleChange,
  userListQuery,
} from './schema.js';
import * as members from './service.js';

const list = { 200: envelopeOf(pageOf(memberSchema)), 403: failureEnvelope, 404: failureEnvelope };
const done = {
  200: envelopeOf(z.object({ user_id: z.number().int() })),
  400: failureEnvelope,
  403: failureEnvelope,
  404: failureEnvelope,
  409: failureEnvelope,
};

export const membersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/management/companies/users',
      {
        schema: {
          tags: ['members'],
          summary: 'Add an existing account to a company with a role (OWNER, MANAGER, USER)',
          body: addMemberById,
          response: done,
        },
      },
      async (request) => {
        const { company_id, user_id, join_type } = request.body;
        await members.addMemberById(ctx, scopeOf(authOf(request)), company_id, user_id, join_type);
        return ok({ user_id });
      },
    );

    app.get(
      '/api/management/companies/:id/members',
      {
        schema: {
          tags: ['members'],
          summary: "A company's members (its owners and managers; anyone in it may list OWNER,MANAGER)",
          params: companyIdParams,
          querystring: memberListQuery,
          response: list,
        },
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

    app.post(
      '/api/management/companies/:id/members',
      {
        schema: {
          tags: ['members'],
          summary: 'Add a person by phone: their account, or a new one that signs in by SMS',
          params: companyIdParams,
          body: addMemberByPhone,
          response: done,
        },
      },
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

    app.put(
      '/api/management/companies/:id/members/:userId',
      {
        schema: {
          tags: ['members'],
          summary: "Change a member's role",
          params: memberParams,
          body: roleChange,
          response: done,
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        await members.changeMember(ctx, scopeOf(authOf(request)), id, userId, request.body);
        return ok({ user_id: userId });
      },
    );

    app.delete(
      '/api/management/companies/:id/members/:userId',
      {
        schema: {
          tags: ['members'],
          summary: 'Remove a member from the company',
          params: memberParams,
          response: done,
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        await members.changeMember(ctx, scopeOf(authOf(request)), id, userId, 'remove');
        return ok({ user_id: userId });
      },
    );

    app.get(
      '/api/management/users',
      {
        schema: {
          tags: ['members'],
          summary: 'Every company user with their company, filterable by company (administrators)',
          querystring: userListQuery,
          response: list,
        },
      },
      async (request) =>
        ok(await members.listUsers(ctx, scopeOf(authOf(request)), request.query, languageOf(request))),
    );
  };
