import type { BridgeAddScaleBody, BridgeConfigAnswer, BridgeScale } from '@dahua/shared/contracts/bridges';
import type { DeviceStatusBody } from '@dahua/shared/contracts/devices';
import type { ProtocolOptions } from '@dahua/tm-protocol';
import { type BridgeConfig, ConfigError, isServerMode, saveConfig, writePairedConfig } from './config.js';
import type { SalesOutcome } from './sales.js';
import { ScaleWorker } from './scale-worker.js';
import { ServerApi, ServerError } from './server-api.js';
import { sleep } from './sleep.js';
import { BRIDGE_VERSION } from './version.js';

export { BRIDGE_VERSION } from './version.js';

const HEARTBEAT_MS = 30_000;
/** How long a config read waits for a change (the server holds the call at most 30 s). */
const CONFIG_WAIT_SECONDS = 25;
const EVENTS_KEPT = 200;

export interface BridgeOptions {
  log?: (line: string) => void;
  protocol?: Partial<ProtocolOptions>;
  /** The clock (tests move it on). */
  now?: () => Date;
  /** Where pairing by code writes bridge.json (server mode; default: the config's own path). */
  configPath?: string;
}

export type ScaleState = 'in_step' | 'pushing' | 'unreachable' | 'error' | 'waiting' | 'no_address';
export type AuditSummary = { checked_time: string; checked: number; matched: number; differs: number };

/** One scale as the status page shows it. */
export interface ScaleStatus {
  scale_id: number | null;
  name: string;
  lan_host: string | null;
  lan_port: number;
  state: ScaleState;
  /** When the state began (ISO). */
  since: string;
  pushed: number | null;
  total: number | null;
  acknowledged_version: number | null;
  /** The last finished push (in step), ISO. */
  last_push: string | null;
  /** The last finished sales collection, ISO. */
  last_sales: string | null;
  /** Sales records left on the scale after the last collection (uploaded; cleared next time). */
  pending_sales: number | null;
  error: string | null;
  audit: AuditSummary | null;
}

export interface BridgeEvent {
  time: string;
  level: 'info' | 'warn' | 'error';
  text: string;
}

export interface BridgeStatus {
  version: string;
  paired: boolean;
  server: string | null;
  /** time_zone: the shop's IANA zone (server mode), for the page's clock. */
  shop: { id: number; name: string; time_zone?: string } | null;
  bridge_id: number | null;
  latest_version: string | null;
  scales: ScaleStatus[];
  events: BridgeEvent[];
}

/** A driven scale: its worker, what the status page shows, and how to stop it. */
interface Driven {
  worker: ScaleWorker;
  status: ScaleStatus;
  stop: AbortController;
  running: Promise<void> | null;
  /** Server mode: the scale as the config answered it. */
  scale: BridgeScale | null;
}

/** The level of a log line: what went wrong is an error, a retry a warning. */
export function levelOf(line: string): BridgeEvent['level'] {
  if (/\b(failed|error|refused|not valid|did not accept|answered)\b/i.test(line)) return 'error';
  if (/\b(unreachable|no answer|again|no reply|could not|skipped|not sent)\b/i.test(line)) return 'warn';
  return 'info';
}

/**
 * Pairs with the config's one-time code when a scale still lacks its credential: the server answers
 * the bridge's token and a credential for each of the shop's scales; they are written into the config
 * (matched by scale uuid) and the code is dropped. (Hand-written scales: existing installations.)
 */
export async function pairIfNeeded(config: BridgeConfig, log: (line: string) => void): Promise<void> {
  const scales = config.scales ?? [];
  if (scales.every((scale) => scale.credential)) return;
  if (!config.pairing_code)
    throw new ConfigError(
      `scales without a credential (${scales
        .filter((scale) => !scale.credential)
        .map((scale) => `${scale.host}:${scale.port}`)
        .join(', ')}): add "pairing_code" from the shop page of the console, or each scale's "credential"`,
    );
  const missing = scales.filter((scale) => !scale.credential);
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

/**
 * The bridge: the scales it drives, each by its own worker (its own TCP session), in parallel.
 * Server mode (no hand-written scales): the scales, their addresses and credentials come from
 * GET /api/bridges/config, followed by long-polling; config mode: the config's own `scales[]`.
 * Unpaired (no config yet): waits for `pair()` (the status page's code field).
 */
export class Bridge {
  config: BridgeConfig | null;
  api: ServerApi | null;
  shop: { id: number; name: string; time_zone?: string } | null = null;
  bridgeId: number | null = null;
  latestVersion: string | null = null;
  configVersion: string | null = null;
  private readonly driven = new Map<string, Driven>();
  private unaddressed: ScaleStatus[] = [];
  private readonly events: BridgeEvent[] = [];
  private readonly printLine: (line: string) => void;
  private readonly now: () => Date;
  private runSignal: AbortSignal | null = null;
  private pairedNow: (() => void) | null = null;
  private configWake = new AbortController();

  constructor(
    config: BridgeConfig | null,
    private readonly options: BridgeOptions = {},
  ) {
    this.config = config;
    this.now = options.now ?? (() => new Date());
    this.printLine = options.log ?? ((line) => console.log(`${new Date().toISOString()} ${line}`));
    this.api = config ? new ServerApi(config.server, config.bridge_token, BRIDGE_VERSION) : null;
    if (config && !isServerMode(config))
      for (const scale of config.scales ?? [])
        this.start(`${scale.host}:${scale.port}`, scale.host, scale.port, scale.credential as string, null);
  }

  /** Logs a line (printed, and kept for the status page's event log). */
  readonly log = (line: string) => {
    this.events.unshift({ time: this.now().toISOString(), level: levelOf(line), text: line });
    if (this.events.length > EVENTS_KEPT) this.events.length = EVENTS_KEPT;
    this.printLine(line);
  };

  get workers(): ScaleWorker[] {
    return [...this.driven.values()].map((driven) => driven.worker);
  }

  /** Paired: server mode with a token, or hand-written scales that all hold a credential. */
  get paired(): boolean {
    const config = this.config;
    if (!config) return false;
    if (isServerMode(config)) return Boolean(config.bridge_token);
    return (config.scales ?? []).every((scale) => scale.credential);
  }

  get serverMode(): boolean {
    return !this.config || isServerMode(this.config);
  }

  /** A scale's status before anything happened to it. */
  private freshStatus(
    known: Pick<ScaleStatus, 'scale_id' | 'name' | 'lan_host' | 'lan_port' | 'state'>,
  ): ScaleStatus {
    return {
      ...known,
      since: this.now().toISOString(),
      pushed: null,
      total: null,
      acknowledged_version: null,
      last_push: null,
      last_sales: null,
      pending_sales: null,
      error: null,
      audit: null,
    };
  }

  private start(key: string, host: string, port: number, credential: string, scale: BridgeScale | null) {
    const config = this.config as BridgeConfig;
    const status = this.freshStatus({
      scale_id: scale?.scale_id ?? null,
      name: scale?.name ?? `${host}:${port}`,
      lan_host: host,
      lan_port: port,
      state: 'waiting',
    });
    const worker = new ScaleWorker(this.api as ServerApi, {
      host,
      port,
      credential,
      stateDir: config.stateDir,
      utcOffsetMinutes: config.utc_offset_minutes,
      salesIntervalMs: config.sales_interval_seconds * 1000,
      timeoutMs: config.timeout_ms,
      resends: config.resends,
      maxBackoffMs: config.max_backoff_seconds * 1000,
      protocol: this.options.protocol,
      log: this.log,
      now: this.options.now,
      onReport: (body) => this.onReport(status, body),
      onSales: (outcome) => this.onSales(status, outcome),
    });
    const driven: Driven = { worker, status, stop: new AbortController(), running: null, scale };
    this.driven.set(key, driven);
    if (this.runSignal) this.launch(driven, this.runSignal);
  }

  private launch(driven: Driven, signal: AbortSignal) {
    driven.running = driven.worker.run(AbortSignal.any([signal, driven.stop.signal])).catch((error) => {
      this.log(`[scale ${driven.worker.name}] stopped: ${(error as Error).message}`);
    });
  }

  private stopDriving(key: string) {
    const driven = this.driven.get(key);
    if (!driven) return;
    this.driven.delete(key);
    driven.stop.abort();
    driven.worker.close();
  }

  private onReport(status: ScaleStatus, body: DeviceStatusBody) {
    const now = this.now().toISOString();
    if (status.state !== body.state) {
      status.state = body.state;
      status.since = now;
    }
    if (body.pushed !== undefined) status.pushed = body.pushed;
    if (body.total !== undefined) status.total = body.total;
    if (body.acknowledged_version !== undefined) status.acknowledged_version = body.acknowledged_version;
    if (body.state === 'in_step') status.last_push = now;
    status.error = body.state === 'error' || body.state === 'unreachable' ? (body.error ?? null) : null;
  }

  private onSales(status: ScaleStatus, outcome: SalesOutcome) {
    status.last_sales = this.now().toISOString();
    status.pending_sales = outcome.cleared ? 0 : outcome.read;
  }

  /** What the status page shows. */
  status(): BridgeStatus {
    const scales = [...this.driven.values()].map(({ worker, status }) => {
      const audit = worker.auditState;
      return {
        ...status,
        scale_id: worker.scaleId ?? status.scale_id,
        name: status.scale_id === null && worker.scaleId !== null ? worker.name : status.name,
        audit: audit
          ? {
              checked_time: audit.checked_time,
              checked: audit.checked,
              matched: audit.matched,
              differs: audit.differs,
            }
          : null,
      };
    });
    return {
      version: BRIDGE_VERSION,
      paired: this.paired,
      server: this.config?.server ?? null,
      shop: this.shop ? { id: this.shop.id, name: this.shop.name, time_zone: this.shop.time_zone } : null,
      bridge_id: this.bridgeId,
      latest_version: this.latestVersion,
      scales: [...scales, ...this.unaddressed],
      events: [...this.events],
    };
  }

  /**
   * Pairs by code alone (the server pairs the bridge with the code's whole shop), writes
   * `{server, bridge_token, name}` into bridge.json and, when running, starts driving.
   */
  async pair(input: { code: string; server: string; name?: string; lang?: string }) {
    const path = this.options.configPath ?? this.config?.path;
    if (!path) throw new ConfigError('no place to write bridge.json (give --dir)');
    let server: URL;
    try {
      server = new URL(input.server);
    } catch {
      throw new ConfigError(`not a server address: "${input.server}" (e.g. https://scales.example.com)`);
    }
    const base = server.origin;
    const name = input.name ?? this.config?.name ?? '';
    const answer = await new ServerApi(base, undefined, BRIDGE_VERSION).pair(
      { code: input.code.trim().toUpperCase(), name, version: BRIDGE_VERSION },
      input.lang,
    );
    this.config = writePairedConfig(path, { server: base, bridge_token: answer.bridge_token, name });
    this.api = new ServerApi(base, answer.bridge_token, BRIDGE_VERSION);
    this.shop = answer.shop;
    this.bridgeId = answer.bridge_id;
    this.log(`paired with shop "${answer.shop.name}" as bridge ${answer.bridge_id} (${base})`);
    this.pairedNow?.();
    return answer;
  }

  /** Takes a config answer in: starts new scales, stops removed ones, restarts moved ones. */
  applyConfig(answer: BridgeConfigAnswer) {
    const first = this.configVersion === null;
    this.shop = answer.shop;
    this.bridgeId = answer.bridge_id;
    this.latestVersion = answer.latest_version;
    this.configVersion = answer.config_version;
    const wanted = new Map<string, BridgeScale>();
    for (const scale of answer.scales) if (scale.lan_host) wanted.set(String(scale.scale_id), scale);
    for (const [key, driven] of [...this.driven]) {
      if (wanted.has(key)) continue;
      this.stopDriving(key);
      this.log(`[scale ${driven.status.name}] no longer driven (removed, or its address cleared)`);
    }
    for (const [key, scale] of wanted) {
      const driven = this.driven.get(key);
      if (
        driven?.scale &&
        driven.scale.lan_host === scale.lan_host &&
        driven.scale.lan_port === scale.lan_port &&
        driven.scale.credential === scale.credential
      ) {
        driven.scale = scale;
        driven.status.name = scale.name;
        continue;
      }
      if (driven) {
        this.stopDriving(key);
        this.log(`[scale ${scale.name}] now at ${scale.lan_host}:${scale.lan_port}: reconnecting`);
      } else if (!first) this.log(`[scale ${scale.name}] added at ${scale.lan_host}:${scale.lan_port}`);
      this.start(key, scale.lan_host as string, scale.lan_port, scale.credential, scale);
    }
    this.unaddressed = answer.scales
      .filter((scale) => !scale.lan_host)
      .map((scale) =>
        this.freshStatus({
          scale_id: scale.scale_id,
          name: scale.name,
          lan_host: null,
          lan_port: scale.lan_port,
          state: 'no_address',
        }),
      );
    if (first)
      this.log(
        `shop "${answer.shop.name}": ${wanted.size} scale(s) to drive` +
          (this.unaddressed.length ? `, ${this.unaddressed.length} without an address yet` : ''),
      );
  }

  /** Reads the config now (server mode). */
  async readConfig(): Promise<void> {
    if (!this.api) throw new ConfigError('not paired');
    this.applyConfig(await this.api.config());
  }

  private async heartbeat() {
    if (!this.api) return;
    try {
      const ids = this.workers.map((worker) => worker.scaleId).filter((id): id is number => id !== null);
      const answer = await this.api.heartbeat(ids);
      if (answer?.latest_version !== undefined) this.latestVersion = answer.latest_version;
      if (
        this.serverMode &&
        answer &&
        this.configVersion !== null &&
        answer.config_version !== this.configVersion
      )
        this.configWake.abort();
    } catch (error) {
      this.log(`heartbeat failed: ${(error as Error).message}`);
    }
  }

  /**
   * One full cycle for every scale at once (push, clock, sales). Resolves with the scales that failed,
   * each with why; an empty list means all succeeded.
   */
  async once(): Promise<{ scale: string; error: string }[]> {
    if (this.serverMode) await this.readConfig();
    const workers = this.workers;
    const results = await Promise.allSettled(workers.map((worker) => worker.cycle(true)));
    await this.heartbeat();
    const failed: { scale: string; error: string }[] = [];
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      const worker = workers[i] as ScaleWorker;
      failed.push({ scale: worker.name, error: (result.reason as Error).message });
      await worker.reportFailure(result.reason);
    }
    for (const worker of workers) worker.close();
    return failed;
  }

  /** The workers of one scale (by id), or of all. */
  private chosen(scaleId?: number): Driven[] {
    const all = [...this.driven.values()];
    if (scaleId === undefined) return all;
    return all.filter((driven) => (driven.worker.scaleId ?? driven.status.scale_id) === scaleId);
  }

  /** "Push now": ends the workers' wait at once. Answers how many were woken. */
  pushNow(scaleId?: number): number {
    const chosen = this.chosen(scaleId);
    for (const driven of chosen) driven.worker.wake('push');
    return chosen.length;
  }

  /** "Collect sales now". */
  collectNow(scaleId?: number): number {
    const chosen = this.chosen(scaleId);
    for (const driven of chosen) driven.worker.wake('sales');
    return chosen.length;
  }

  /** "Verify now": each chosen worker reads every PLU back and reports, ending its wait. */
  verifyNow(scaleId?: number): number {
    const chosen = this.chosen(scaleId);
    for (const driven of chosen) driven.worker.verifyNow();
    return chosen.length;
  }

  /** Adds a scale found on the LAN to the bridge's shop; the config re-read picks it up. */
  async addScale(body: BridgeAddScaleBody, lang?: string): Promise<BridgeScale> {
    if (!this.api || !this.paired) throw new ConfigError('not paired');
    const scale = await this.api.addScale(body, lang);
    this.log(`scale "${scale.name}" added to the shop at ${scale.lan_host}:${scale.lan_port}`);
    this.configWake.abort();
    return scale;
  }

  private configWakeSignal(): AbortSignal {
    const signal = this.configWake.signal;
    if (signal.aborted) this.configWake = new AbortController();
    return signal;
  }

  /** Runs until `signal` aborts (unpaired: waits for `pair()` first). */
  async run(signal: AbortSignal): Promise<void> {
    while (!this.paired && !signal.aborted) {
      await new Promise<void>((resolve) => {
        this.pairedNow = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
      this.pairedNow = null;
    }
    if (signal.aborted) return;
    this.runSignal = signal;
    const beat = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    try {
      for (const driven of this.driven.values()) if (!driven.running) this.launch(driven, signal);
      if (this.serverMode) await this.followConfig(signal);
      else void this.heartbeat();
      await Promise.all([...this.driven.values()].map((driven) => driven.running));
    } finally {
      clearInterval(beat);
      this.runSignal = null;
      for (const key of [...this.driven.keys()]) if (signal.aborted) this.driven.get(key)?.worker.close();
    }
  }

  /** Server mode: reads the config, then long-polls it until `signal` aborts. */
  private async followConfig(signal: AbortSignal) {
    let backoffMs = 1000;
    let beaten = false;
    while (!signal.aborted) {
      const woken = this.configWakeSignal();
      const either = AbortSignal.any([signal, woken]);
      const started = Date.now();
      try {
        const held = this.configVersion;
        const answer = await (this.api as ServerApi).config(
          held ?? undefined,
          held === null ? undefined : CONFIG_WAIT_SECONDS,
          either,
        );
        this.applyConfig(answer);
        backoffMs = 1000;
        if (!beaten) {
          beaten = true;
          void this.heartbeat();
        }
        // A server that answers at once with the same version: no tight loop.
        if (answer.config_version === held && Date.now() - started < 1000) await sleep(2000, either);
      } catch (error) {
        if (signal.aborted) break;
        if (woken.aborted) continue;
        const refused = error instanceof ServerError && (error.status === 401 || error.status === 403);
        this.log(
          refused
            ? `the server refused the bridge's token (unpaired in the console?): pair again with a new code (${(error as Error).message})`
            : `reading the config failed: ${(error as Error).message}`,
        );
        await sleep(backoffMs, either);
        backoffMs = Math.min(backoffMs * 2, 60_000);
      }
    }
  }
}
