import { isInspector } from '@dahua/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { recordView } from '../modules/inspectors/service.js';

/**
 * An inspector's every view is recorded (issue 27): each GET an INSPECTOR's session makes to a
 * route open to inspectors (`config.inspector`) becomes one `inspector.view` entry of the audit
 * log, written once the answer has gone (onResponse), whatever its status. A failure to write it
 * never fails the request (the answer is already sent); it is logged as an error.
 */
export function registerInspectorViews(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth || !isInspector(auth.user.roleType)) return;
    if (request.method !== 'GET' || !request.routeOptions.config?.inspector) return;
    try {
      await recordView(ctx, auth, {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        url: request.url,
        params: (request.params ?? {}) as Record<string, unknown>,
        query: (request.query ?? {}) as Record<string, unknown>,
        status: reply.statusCode,
      });
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'an inspector’s view was not written to the audit log',
      );
    }
  });
}
