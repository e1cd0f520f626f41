import { membersApi } from '@dahua/shared/contracts/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { serve } from '../../http/serve.js';
import * as invitations from './invitations.js';
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
      {
        tags,
        summary:
          'Invite the person behind a phone number (the same answer whoever it is); they join by accepting after signing in, a new number on its first SMS sign-in',
        failures,
      },
      async (request) =>
        ok(await invitations.inviteByPhone(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    serve(
      app,
      membersApi.companyInvitations,
      { tags, summary: "A company's open invitations (its owners and managers)", failures: listFailures },
      async (request) =>
        ok(
          await invitations.companyInvitations(
            ctx,
            scopeOf(authOf(request)),
            request.params.id,
            languageOf(request),
          ),
        ),
    );
    serve(
      app,
      membersApi.revokeInvitation,
      { tags, summary: 'Withdraw an open invitation', failures: listFailures },
      async (request) => {
        const { id, invitationId } = request.params;
        await invitations.revokeInvitation(ctx, scopeOf(authOf(request)), id, invitationId);
        return ok(null);
      },
    );
    serve(
      app,
      membersApi.invitations,
      { tags, summary: "The signed-in person's open invitations" },
      async (request) => ok(await invitations.myInvitations(ctx, authOf(request).user, languageOf(request))),
    );
    serve(
      app,
      membersApi.acceptInvitation,
      { tags, summary: 'Accept an invitation: join its company with its role', failures: [403, 404, 409] },
      async (request) => {
        const { user } = authOf(request);
        await invitations.acceptInvitation(ctx, user, request.params.id);
        return ok({ user_id: user.id });
      },
    );
    serve(
      app,
      membersApi.declineInvitation,
      { tags, summary: 'Decline an invitation', failures: [404] },
      async (request) => {
        await invitations.declineInvitation(ctx, authOf(request).user, request.params.id);
        return ok(null);
      },
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
