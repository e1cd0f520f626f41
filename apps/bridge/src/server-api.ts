import type {
  BridgeAddScaleBody,
  BridgeConfigAnswer,
  BridgeScale,
  heartbeatAnswer,
  PairAnswer,
} from '@dahua/shared/contracts/bridges';
import type { DeviceChanges, DeviceState, DeviceStatusBody } from '@dahua/shared/contracts/devices';
import type { BatchResult, TradeRecordInput } from '@dahua/shared/contracts/trades';
import type { z } from 'zod';

/** The server answered with a refusal (its envelope's message) or could not be reached. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    /** The server's own message (its envelope's `msg`), in the asked language. */
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

export type HeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

type Envelope<T> = { code: number; msg?: string; data: T };

/** The platform's device and bridge API as one bridge calls it. */
export class ServerApi {
  constructor(
    private readonly base: string,
    private readonly bridgeToken: string | undefined,
    private readonly version: string,
    private readonly timeoutMs = 40_000,
  ) {}

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: {
      credential?: string;
      asBridge?: boolean;
      body?: unknown;
      signal?: AbortSignal;
      /** The language of the server's messages ('zh' or 'en'; the server's default: Chinese). */
      lang?: string;
    } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': `dahua-bridge/${this.version}`,
    };
    // A scale's call names the scale by its credential and, once paired, the bridge by its token.
    if (options.credential) headers.authorization = `Bearer ${options.credential}`;
    if (options.credential && this.bridgeToken) headers['x-bridge-token'] = this.bridgeToken;
    if (options.asBridge && this.bridgeToken) headers.authorization = `Bearer ${this.bridgeToken}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.lang) headers.lang = options.lang;
    const signals = [AbortSignal.timeout(this.timeoutMs), ...(options.signal ? [options.signal] : [])];
    let response: Response;
    try {
      response = await fetch(new URL(path, this.base), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      throw new ServerError(
        `the server ${this.base} could not be reached: ${(error as Error).message}`,
        null,
      );
    }
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = null;
    }
    if (response.ok && envelope?.code === 1) return envelope.data;
    const code = (envelope?.data as { dahua_error?: string } | undefined)?.dahua_error ?? null;
    throw new ServerError(
      `${method} ${path}: ${response.status} ${envelope?.msg ?? response.statusText}`,
      response.status,
      code,
      envelope?.msg ?? null,
    );
  }

  state(credential: string): Promise<DeviceState> {
    return this.call('GET', '/api/devices/state', { credential });
  }

  changes(
    credential: string,
    since: number,
    waitSeconds: number,
    signal?: AbortSignal,
  ): Promise<DeviceChanges> {
    return this.call('GET', `/api/devices/changes?since=${since}&wait=${waitSeconds}`, {
      credential,
      signal,
    });
  }

  status(credential: string, body: DeviceStatusBody): Promise<unknown> {
    return this.call('POST', '/api/devices/status', { credential, body });
  }

  uploadTrades(credential: string, records: TradeRecordInput[]): Promise<BatchResult> {
    return this.call('POST', '/api/devices/trades', { credential, body: { records } });
  }

  pair(
    body: {
      code: string;
      name: string;
      version: string;
      scale_uuids?: string[];
      scale_ids?: number[];
    },
    lang?: string,
  ): Promise<PairAnswer> {
    return this.call('POST', '/api/bridges/pair', { body, lang });
  }

  /** What the bridge drives; with `since` and `wait`, waits (long-poll) until it differs from `since`. */
  config(since?: string, waitSeconds?: number, signal?: AbortSignal): Promise<BridgeConfigAnswer> {
    const query = new URLSearchParams();
    if (since !== undefined) query.set('since', since);
    if (waitSeconds !== undefined) query.set('wait', String(waitSeconds));
    const tail = query.size ? `?${query}` : '';
    return this.call('GET', `/api/bridges/config${tail}`, { asBridge: true, signal });
  }

  /** Adds a scale found on the LAN to the bridge's shop. */
  addScale(body: BridgeAddScaleBody, lang?: string): Promise<BridgeScale> {
    return this.call('POST', '/api/bridges/scales', { asBridge: true, body, lang });
  }

  heartbeat(scaleIds: number[]): Promise<HeartbeatAnswer | null> {
    if (!this.bridgeToken) return Promise.resolve(null);
    return this.call('POST', '/api/bridges/heartbeat', {
      asBridge: true,
      body: { version: this.version, scale_ids: scaleIds },
    });
  }
}
