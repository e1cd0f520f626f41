import { isAdministrator, isInspector } from '@dahua/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../access/auth-context.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors/app-error.js';
import { parseBasicAuth } from '../lib/basic-auth.js';
import { resolveSession } from '../modules/auth/service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, public pages). Every other route requires one. */
    public?: boolean;
    /**
     * Open to inspectors (issue 27): the scale-legal reads and their own session's calls. An
     * INSPECTOR's session reaches no other route (403), whatever the route forgets to check.
     */
    inspector?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifySchema {
    /** Set on every route open to inspectors: the OpenAPI document shows it as an operation extension. */
    'x-inspector'?: boolean;
  }
}

/** The only non-GET calls open to inspectors: their own session's (signing out). */
const INSPECTOR_OWN_SESSION_WRITES = new Set(['POST /api/management/users/logout']);

/**
 * Deny by default: every route needs a live session (`Authorization: Basic base64(token:null)`)
 * unless it is marked `config: { public: true }`. A missing, expired or revoked session answers
 * ERCO000001, which makes the console clear its stored login.
 */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    // The OpenAPI document shows public routes without the token requirement.
    if (route.config?.public && route.schema) route.schema = { ...route.schema, security: [] };
    if (route.config?.inspector) {
      // Inspectors read; the one call that changes anything is ending their own session.
      const methods = [route.method].flat();
      const allowed = methods.every(
        (m) => m === 'GET' || m === 'HEAD' || INSPECTOR_OWN_SESSION_WRITES.has(`${m} ${route.url}`),
      );
      if (!allowed)
        throw new Error(`${methods.join(',')} ${route.url} is a write: it cannot be open to inspectors`);
      // The OpenAPI document marks what an inspector may call (http/inspector.test.ts sweeps by it).
      if (route.schema) route.schema = { ...route.schema, 'x-inspector': true };
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || request.is404) return;
    const credentials = parseBasicAuth(request.headers.authorization);
    const auth = credentials ? await resolveSession(ctx, credentials.left) : null;
    if (!auth) throw new AppError('SESSION_INVALID');
    if (isInspector(auth.user.roleType) && !request.routeOptions.config?.inspector)
      throw new AppError('FORBIDDEN');
    request.auth = auth;
  });
}

/** The signed-in caller of a route that is not public. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('SESSION_INVALID');
  return request.auth;
}

/** The signed-in caller, who must be an administrator (ADMIN or SUPER_ADMIN). */
export function adminOf(request: FastifyRequest): AuthContext {
  const auth = authOf(request);
  if (!isAdministrator(auth.user.roleType)) throw new AppError('FORBIDDEN');
  return auth;
}
