import type { Endpoint } from '@dahua/shared/contracts/define';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Envelope, envelopeOf, failureEnvelope } from './envelope.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of endpoint E receives: its parts as the contract's schemas parse them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
  Headers: Out<E['headers']>;
}>;

export type ServeOptions = {
  tags: string[];
  summary: string;
  description?: string;
  /** Request content types other than JSON (multipart uploads). */
  consumes?: string[];
  /** The failure statuses the call may answer (documented as the failure envelope). */
  failures?: readonly number[];
  /** Other paths that serve the same call with the same schemas (SPEC §7's short forms). */
  aliases?: readonly string[];
  /** Route options passed through: `config` (public, rate limits), `bodyLimit`, hooks. */
  route?: Omit<RouteShorthandOptions, 'schema'>;
};

/** Every contract call registered through serve/serveFile (a test proves all contracts are served). */
export const servedEndpoints = new Set<Endpoint>();

/**
 * Registers the server's handler of one contract call (packages/shared/src/contracts): its method,
 * path and schemas come from the contract, so the console and the server cannot disagree. The
 * handler's answer is checked against the contract's response type.
 */
export function serve<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: ServeOptions,
  handler: (
    request: ContractRequest<E>,
    reply: FastifyReply,
  ) => Promise<Envelope<z.input<E['response']>>> | Envelope<z.input<E['response']>>,
): void {
  const response: Record<number, z.ZodType> = { 200: envelopeOf(endpoint.response) };
  for (const status of options.failures ?? []) response[status] = failureEnvelope;
  register(app, endpoint, options, response, handler);
}

/** Registers a call that answers a file (a download), not an envelope: the handler sends it. */
export function serveFile<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: ServeOptions,
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  const response: Record<number, z.ZodType> = {};
  for (const status of options.failures ?? []) response[status] = failureEnvelope;
  register(app, endpoint, options, response, handler);
}

function register(
  app: ZodApp,
  endpoint: Endpoint,
  options: ServeOptions,
  response: Record<number, z.ZodType>,
  handler: unknown,
): void {
  const schema = {
    tags: options.tags,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    ...(options.consumes ? { consumes: options.consumes } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
  for (const url of [endpoint.path, ...(options.aliases ?? [])]) {
    app.route({ ...options.route, method: endpoint.method, url, schema, handler: handler as never });
  }
  servedEndpoints.add(endpoint);
}
