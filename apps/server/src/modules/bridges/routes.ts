import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { bridgesApi } from '@dahua/shared/contracts/bridges';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import { bearerTokenOf } from '../../lib/token.js';
import { publishedFile, type ServedFile } from './downloads.js';
import type { BridgeRow } from './repo.js';
import * as bridges from './service.js';

const tags = ['bridges'];

/** This server's address as the caller reached it (behind a trusted proxy: as the proxy says). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The file, then its trailer. */
function servedStream(file: ServedFile): Readable {
  return Readable.from(
    (async function* () {
      yield* createReadStream(file.path);
      if (file.trailer.length > 0) yield Buffer.from(file.trailer);
    })(),
  );
}

/**
 * Shop bridges (issues 17, 25): pairing codes, the bridge list and the downloads for the console;
 * pairing, heartbeat, config (long-polled) and adding a found scale for bridges; the download files.
 */
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

    // The bridge comes from its token (Authorization: Bearer), checked before anything else of the request.
    const known = new WeakMap<FastifyRequest, { bridge: BridgeRow; token: string }>();
    const bridgeRoute = {
      config: { public: true },
      onRequest: async (request: FastifyRequest) => {
        const token = bearerTokenOf(request.headers.authorization) ?? '';
        known.set(request, { bridge: await bridges.bridgeOf(ctx, token || undefined, request.ip), token });
      },
    };
    const bridgeOfRequest = (request: FastifyRequest) => {
      const found = known.get(request);
      if (!found) throw new AppError('BRIDGE_TOKEN_INVALID');
      return found;
    };

    serve(
      app,
      bridgesApi.heartbeat,
      {
        tags,
        summary: 'A paired bridge says it is alive (Authorization: Bearer <bridge token>)',
        failures: [400, 401, 429],
        route: bridgeRoute,
      },
      async (request) => ok(await bridges.heartbeat(ctx, bridgeOfRequest(request).bridge, request.body)),
    );

    // Waiting config requests end when the server closes (before it waits for requests in flight).
    const waiting = new Set<AbortController>();
    app.addHook('preClose', async () => {
      for (const controller of waiting) controller.abort();
    });
    serve(
      app,
      bridgesApi.config,
      {
        tags,
        summary:
          'What a paired bridge drives: its shop and the shop’s scales with their LAN addresses and credentials; with `since` and `wait` (≤ 30 s) held until it changes',
        failures: [400, 401, 429],
        route: bridgeRoute,
      },
      async (request, reply) => {
        const { bridge, token } = bridgeOfRequest(request);
        // A bridge that hangs up ends its wait, as the server closing does.
        const gone = new AbortController();
        const onClose = () => gone.abort();
        reply.raw.once('close', onClose);
        if (reply.raw.closed || request.raw.socket?.destroyed) gone.abort();
        waiting.add(gone);
        try {
          return ok(await bridges.bridgeConfig(ctx, bridge, token, request.query, gone.signal));
        } finally {
          waiting.delete(gone);
          reply.raw.off('close', onClose);
        }
      },
    );

    serve(
      app,
      bridgesApi.addScale,
      {
        tags,
        summary:
          'A paired bridge adds a scale it found on the LAN to its shop; answers it as the config lists it',
        failures: [400, 401, 409, 429],
        route: bridgeRoute,
      },
      async (request) => {
        const { bridge, token } = bridgeOfRequest(request);
        return ok(await bridges.addScale(ctx, bridge, token, request.body));
      },
    );

    serve(
      app,
      bridgesApi.downloads,
      {
        tags,
        summary: 'The newest bridge’s single-file downloads, one per platform (empty: none published)',
      },
      async (request) => ok(await bridges.downloads(ctx, originOf(request))),
    );

    // The files themselves: public (a shop PC's or Raspberry Pi's curl has no session), only files
    // named in their version's manifest, each followed by this server's address (downloads.ts).
    app.get<{ Params: { version: string; file: string } }>(
      '/downloads/bridge/:version/:file',
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        const { version, file } = request.params;
        const found = await publishedFile(ctx.config.bridgeDownloadsDir, version, file, originOf(request));
        if (!found) throw new AppError('NOT_FOUND');
        reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('content-length', found.size)
          // What is served depends on the address it was asked at: no shared cache may keep it.
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff');
        return reply.send(servedStream(found));
      },
    );
  };
