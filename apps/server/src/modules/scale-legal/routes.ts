import { scaleLegalApi } from '@dahua/shared/contracts/scale-legal';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readScopeOf } from '../../access/read-scope.js';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import { REMINDER_FIRST_RUN_MS, REMINDER_INTERVAL_MS, runVerificationReminders } from './reminders.js';
import * as legal from './service.js';

const tags = ['scale legal life'];
const failures = [400, 403, 404, 409];
/** The reads an inspector reaches (their assigned shops only: readScopeOf). Never a write. */
const inspector = { config: { inspector: true } };

/**
 * Each scale's legal life (issue 27 §2): verification records, the event log, the due list; and the
 * reminders' timer. The timer starts when the server listens (tests that only inject never start it;
 * a test runs the reminders itself), runs once a minute later and then every hour.
 */
export const scaleLegalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readScope = (request: FastifyRequest) => readScopeOf(authOf(request));
    const scope = (request: FastifyRequest) => scopeOf(authOf(request));
    const timers: NodeJS.Timeout[] = [];
    const run = () => {
      runVerificationReminders(ctx).catch((error) =>
        ctx.log.error({ err: error }, 'verification reminders failed'),
      );
    };
    app.addHook('onListen', async () => {
      if (timers.length > 0) return;
      timers.push(setTimeout(run, REMINDER_FIRST_RUN_MS), setInterval(run, REMINDER_INTERVAL_MS));
      for (const timer of timers) timer.unref();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    serve(
      app,
      scaleLegalApi.verifications,
      {
        tags,
        summary: 'A scale’s verification records, newest first, with its status and the record that counts',
        failures,
        route: inspector,
      },
      async (r) => ok(await legal.verificationsOfScale(ctx, readScope(r), r.params.id)),
    );
    serve(
      app,
      scaleLegalApi.addVerification,
      {
        tags,
        summary: 'Enter a verification record, or correct one (owners, managers, administrators)',
        description:
          'Records are never changed or deleted: a wrong one is corrected by a new record naming it in ' +
          'corrects_id (a record is corrected once; a second correction answers 409). The record’s ' +
          '`verification` event is written in the same transaction.',
        failures,
      },
      async (r) => ok(await legal.addVerification(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      scaleLegalApi.events,
      { tags, summary: 'A scale’s event log, newest first, paged', failures, route: inspector },
      async (r) => ok(await legal.eventsOfScale(ctx, readScope(r), r.params.id, r.query)),
    );
    serve(
      app,
      scaleLegalApi.addEvent,
      {
        tags,
        summary: 'Enter an event in a scale’s log (owners, managers, administrators); append-only',
        failures,
      },
      async (r) => ok(await legal.addEvent(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      scaleLegalApi.due,
      {
        tags,
        summary:
          'Scales whose verification is due within N days, overdue or failed (never verified on request)',
        failures,
        route: inspector,
      },
      async (r) => ok(await legal.dueList(ctx, readScope(r), r.query)),
    );
  };
