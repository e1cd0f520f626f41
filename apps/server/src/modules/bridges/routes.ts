import { bridgesApi } from '@dahua/shared/contracts/bridges';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { scopeOf } from '../../http/scope.js';
import { serve } from '../../http/serve.js';
import type { BridgeRow } from './repo.js';
import * as bridges from './service.js';

const tags = ['bridges'];

/** Shop bridges (issue 17): pairing codes and the bridge list for the console; pairing and heartbeat for bridges. */
export const bridgesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scope = (request: FastifyRequest) => scopeOf(authOf(request));

    serve(
      app,
      bridgesApi.pairingCode,
      {
        tags,
        summary: 'A one-time pairing code for a bridge of the shop (valid 30 minutes), shown once',
        failures: [403, 404],
      },
      async (request) => ok(await bridges.issuePairingCode(ctx, scope(request), request.params.id)),
    );

    serve(
      app,
      bridgesApi.list,
      {
        tags,
        summary: 'The shop’s bridges: online, version, last seen, the scales each drives',
        failures: [404],
      },
      async (request) => ok(await bridges.listBridges(ctx, scope(request), request.params.id)),
    );

    serve(
      app,
      bridgesApi.remove,
      { tags, summary: 'Unpairs a bridge: its token stops working at once', failures: [403, 404] },
      async (request) => {
        await bridges.removeBridge(ctx, scope(request), request.params.id);
        return ok(null);
      },
    );

    serve(
      app,
      bridgesApi.pair,
      {
        tags,
        summary:
          'A bridge pairs with a one-time code: its token and a fresh device credential for each of its shop’s scales',
        failures: [400, 429],
        route: { config: { public: true } },
      },
      async (request) => ok(await bridges.pair(ctx, request.body, request.ip)),
    );

    const known = new WeakMap<FastifyRequest, BridgeRow>();
    serve(
      app,
      bridgesApi.heartbeat,
      {
        tags,
        summary: 'A paired bridge says it is alive (Authorization: Bearer <bridge token>)',
        failures: [400, 401, 429],
        route: {
          config: { public: true },
          onRequest: async (request: FastifyRequest) => {
            known.set(
              request,
              await bridges.bridgeOfAuthorization(ctx, request.headers.authorization, request.ip),
            );
          },
        },
      },
      async (request) => {
        const bridge = known.get(request);
        if (!bridge) throw new AppError('BRIDGE_TOKEN_INVALID');
        return ok(await bridges.heartbeat(ctx, bridge, request.body));
      },
    );
  };
