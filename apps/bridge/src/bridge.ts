import type { ProtocolOptions } from '@dahua/tm-protocol';
import { type BridgeConfig, ConfigError, saveConfig } from './config.js';
import { ScaleWorker } from './scale-worker.js';
import { ServerApi } from './server-api.js';

export const BRIDGE_VERSION = '0.1.0';
const HEARTBEAT_MS = 30_000;

export interface BridgeOptions {
  log?: (line: string) => void;
  protocol?: Partial<ProtocolOptions>;
  /** The clock (tests move it on). */
  now?: () => Date;
}

/**
 * Pairs with the config's one-time code when a scale still lacks its credential: the server answers
 * the bridge's token and a credential for each of the shop's scales; they are written into the config
 * (matched by scale uuid) and the code is dropped.
 */
export async function pairIfNeeded(config: BridgeConfig, log: (line: string) => void): Promise<void> {
  if (config.scales.every((scale) => scale.credential)) return;
  if (!config.pairing_code)
    throw new ConfigError(
      `scales without a credential (${config.scales
        .filter((scale) => !scale.credential)
        .map((scale) => `${scale.host}:${scale.port}`)
        .join(', ')}): add "pairing_code" from the shop page of the console, or each scale's "credential"`,
    );
  const missing = config.scales.filter((scale) => !scale.credential);
  if (missing.some((scale) => !scale.scale_uuid && !scale.scale_id))
    throw new ConfigError(
      'pairing finds each scale by its "scale_uuid" or "scale_id": add one to every scale without a credential',
    );
  const api = new ServerApi(config.server, undefined, BRIDGE_VERSION);
  const answer = await api.pair({
    code: config.pairing_code,
    name: config.name,
    version: BRIDGE_VERSION,
    scale_uuids: missing.flatMap((scale) => (scale.scale_uuid ? [scale.scale_uuid] : [])),
    scale_ids: missing.flatMap((scale) => (!scale.scale_uuid && scale.scale_id ? [scale.scale_id] : [])),
  });
  for (const scale of missing) {
    const paired = answer.scales.find((entry) =>
      scale.scale_uuid ? entry.scale_uuid === scale.scale_uuid : entry.scale_id === scale.scale_id,
    );
    if (paired) scale.credential = paired.device_credential;
  }
  config.bridge_token = answer.bridge_token;
  delete config.pairing_code;
  saveConfig(config);
  log(
    `paired with shop "${answer.shop.name}" as bridge ${answer.bridge_id}: ${answer.scales.length} scale(s)` +
      (answer.refused.length ? `; not of this shop: ${answer.refused.join(', ')}` : ''),
  );
  if (answer.refused.length)
    throw new ConfigError(
      `these scales are not of the shop the code was issued for: ${answer.refused.join(', ')}`,
    );
}

/** The scales of one config, each driven by its own worker (its own TCP session), in parallel. */
export class Bridge {
  readonly api: ServerApi;
  readonly workers: ScaleWorker[];
  private readonly log: (line: string) => void;

  constructor(
    readonly config: BridgeConfig,
    options: BridgeOptions = {},
  ) {
    this.log = options.log ?? ((line) => console.log(`${new Date().toISOString()} ${line}`));
    this.api = new ServerApi(config.server, config.bridge_token, BRIDGE_VERSION);
    this.workers = config.scales.map(
      (scale) =>
        new ScaleWorker(this.api, {
          host: scale.host,
          port: scale.port,
          credential: scale.credential as string,
          stateDir: config.stateDir,
          utcOffsetMinutes: config.utc_offset_minutes,
          salesIntervalMs: config.sales_interval_seconds * 1000,
          timeoutMs: config.timeout_ms,
          resends: config.resends,
          maxBackoffMs: config.max_backoff_seconds * 1000,
          protocol: options.protocol,
          log: this.log,
          now: options.now,
        }),
    );
  }

  private async heartbeat() {
    try {
      const ids = this.workers.map((worker) => worker.scaleId).filter((id): id is number => id !== null);
      await this.api.heartbeat(ids);
    } catch (error) {
      this.log(`heartbeat failed: ${(error as Error).message}`);
    }
  }

  /**
   * One full cycle for every scale at once (push, clock, sales). Resolves with the scales that failed,
   * each with why; an empty list means all succeeded.
   */
  async once(): Promise<{ scale: string; error: string }[]> {
    const results = await Promise.allSettled(this.workers.map((worker) => worker.cycle(true)));
    await this.heartbeat();
    const failed: { scale: string; error: string }[] = [];
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      const worker = this.workers[i] as ScaleWorker;
      failed.push({ scale: worker.name, error: (result.reason as Error).message });
      await worker.reportFailure(result.reason);
    }
    for (const worker of this.workers) worker.close();
    return failed;
  }

  /** Runs until `signal` aborts. */
  async run(signal: AbortSignal): Promise<void> {
    const beat = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    void this.heartbeat();
    try {
      await Promise.all(this.workers.map((worker) => worker.run(signal)));
    } finally {
      clearInterval(beat);
    }
  }
}
