import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { LAN_HOST_PATTERN } from '@dahua/shared/contracts/scales';
import type { Bridge } from '../bridge.js';
import { ConfigError } from '../config.js';
import { defaultSubnet, ScanError, type ScanOptions, scan } from '../discovery.js';
import { ServerError } from '../server-api.js';
import { API_MESSAGES } from './i18n.js';
import { statusPage } from './page.js';

export const DEFAULT_STATUS_PORT = 4100;
const MAX_BODY = 64 * 1024;

export interface StatusServerOptions {
  bridge: Bridge;
  /** Default 4100; 0: any free port (tests). */
  port?: number;
  /** Listen on the LAN (0.0.0.0); then every /api call needs `x-bridge-pin`. */
  lan?: boolean;
  pin?: string;
  /** The server a code is paired with when the page names none. */
  defaultServer?: () => string;
  /** Discovery's settings (tests shorten nothing; they pass loopback subnets only). */
  scanOptions?: Partial<ScanOptions>;
}

export interface StatusServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

type Lang = 'zh' | 'en';
type MessageKey = keyof typeof API_MESSAGES;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey | null,
    readonly field: string | null = null,
    readonly text: string | null = null,
  ) {
    super(key ?? text ?? 'refused');
  }
}

const langOf = (request: IncomingMessage): Lang => {
  const asked = String(request.headers.lang ?? request.headers['accept-language'] ?? '');
  return asked.toLowerCase().startsWith('en') ? 'en' : 'zh';
};

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  const text = type === 'application/json' ? JSON.stringify(body) : String(body);
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    ...(type === 'text/html'
      ? {
          'content-security-policy':
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        }
      : {}),
  });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = String(request.headers['content-type'] ?? '');
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new Refusal(415, 'notJson');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Refusal(413, 'tooBig');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'badJson');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Refusal(400, 'badJson');
  return parsed as Record<string, unknown>;
}

const optionalScaleId = (body: Record<string, unknown>): number | undefined => {
  const value = body.scale_id;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new Refusal(400, 'scaleIdInvalid', 'scale_id');
  return value;
};

const optionalPort = (value: unknown, field: string): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const port = typeof value === 'string' ? Number(value) : value;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Refusal(400, 'portInvalid', field);
  return port;
};

/** The bridge's local status page and its JSON API (node:http, loopback unless `lan`). */
export async function startStatusServer(options: StatusServerOptions): Promise<StatusServer> {
  const { bridge } = options;
  const lan = Boolean(options.lan);
  if (lan && !options.pin)
    throw new ConfigError('--lan needs --pin PIN (every call from the LAN must give it)');
  let port = options.port ?? DEFAULT_STATUS_PORT;
  const page = statusPage({ lan });

  const hostAllowed = (request: IncomingMessage) => {
    if (lan) return true;
    const host = String(request.headers.host ?? '').toLowerCase();
    return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, lang: Lang) => {
    // Another web site in the same browser must not drive the bridge (DNS rebinding, form posts).
    if (!hostAllowed(request)) throw new Refusal(403, 'badHost');
    const url = new URL(request.url ?? '/', 'http://bridge.local');
    const method = request.method ?? 'GET';
    if (method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html'))
      return send(response, 200, page, 'text/html');
    if (!url.pathname.startsWith('/api/')) throw new Refusal(404, 'notFound');
    if (lan && request.headers['x-bridge-pin'] !== options.pin) throw new Refusal(401, 'pinRequired', 'pin');
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/status') return send(response, 200, statusWithSubnet());
    if (method !== 'POST') throw new Refusal(404, 'notFound');
    const body = await readJson(request);
    switch (url.pathname) {
      case '/api/pair': {
        if (bridge.paired) throw new Refusal(409, 'alreadyPaired');
        const code = typeof body.code === 'string' ? body.code.trim() : '';
        if (!/^[A-Za-z0-9]{8}$/.test(code)) throw new Refusal(400, 'codeRequired', 'code');
        const server =
          (typeof body.server === 'string' && body.server.trim()) || options.defaultServer?.() || '';
        if (!server) throw new Refusal(400, 'serverRequired', 'server');
        try {
          await bridge.pair({ code, server, lang });
        } catch (error) {
          if (error instanceof ConfigError) throw new Refusal(400, 'serverInvalid', 'server');
          throw error;
        }
        return send(response, 200, statusWithSubnet());
      }
      case '/api/push':
      case '/api/collect':
      case '/api/verify': {
        if (!bridge.paired) throw new Refusal(409, 'notPaired');
        const scaleId = optionalScaleId(body);
        const woken =
          url.pathname === '/api/push'
            ? bridge.pushNow(scaleId)
            : url.pathname === '/api/collect'
              ? bridge.collectNow(scaleId)
              : bridge.verifyNow(scaleId);
        if (scaleId !== undefined && woken === 0) throw new Refusal(404, 'noSuchScale', 'scale_id');
        return send(response, 200, { ok: true });
      }
      case '/api/scan': {
        const subnet = typeof body.subnet === 'string' && body.subnet.trim() ? body.subnet.trim() : undefined;
        const scanPort = optionalPort(body.port, 'port');
        let found: Awaited<ReturnType<typeof scan>>;
        try {
          found = await scan({ ...options.scanOptions, subnet, port: scanPort });
        } catch (error) {
          if (error instanceof ScanError)
            throw lang === 'en'
              ? new Refusal(400, null, 'subnet', error.message)
              : new Refusal(400, 'subnetInvalid', 'subnet');
          throw error;
        }
        const known = new Set(bridge.status().scales.map((scale) => `${scale.lan_host}:${scale.lan_port}`));
        return send(response, 200, {
          found: found.map((entry) => ({ ...entry, known: known.has(`${entry.host}:${entry.port}`) })),
        });
      }
      case '/api/scales': {
        if (!bridge.paired || !bridge.serverMode) throw new Refusal(409, 'notPaired');
        const host = typeof body.lan_host === 'string' ? body.lan_host.trim() : '';
        if (!LAN_HOST_PATTERN.test(host)) throw new Refusal(400, 'hostInvalid', 'lan_host');
        const name = typeof body.name === 'string' ? body.name.trim() : '';
        if (!name) throw new Refusal(400, 'nameRequired', 'name');
        const model = typeof body.model_code === 'string' && body.model_code ? body.model_code : undefined;
        const scale = await bridge.addScale(
          {
            lan_host: host,
            lan_port: optionalPort(body.lan_port, 'lan_port') ?? 4001,
            name,
            ...(model ? { model_code: model as never } : {}),
          },
          lang,
        );
        return send(response, 200, scale);
      }
      default:
        throw new Refusal(404, 'notFound');
    }
  };

  const statusWithSubnet = () => ({
    ...bridge.status(),
    default_subnet: defaultSubnet(),
    default_server: options.defaultServer?.() || null,
  });

  const server = createServer((request, response) => {
    const lang = langOf(request);
    handle(request, response, lang).catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof Refusal) {
        const message = error.key ? API_MESSAGES[error.key][lang] : (error.text ?? '');
        return send(response, error.status, { ok: false, field: error.field, message });
      }
      if (error instanceof ServerError) {
        // The platform's refusal (its message in the asked language), or the platform away.
        const status = error.status && error.status < 500 ? error.status : 502;
        return send(response, status, {
          ok: false,
          field: null,
          message:
            error.reason ??
            (error.status === null && lang === 'zh' ? `连接不上服务器：${error.message}` : error.message),
          code: error.code,
        });
      }
      bridge.log(`status page: ${(error as Error).message}`);
      send(response, 500, { ok: false, field: null, message: API_MESSAGES.failed[lang] });
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, lan ? '0.0.0.0' : '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
