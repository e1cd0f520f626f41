import type { DeviceChanges, DeviceStatusBody } from '@dahua/shared/contracts/devices';
import { decodeCommand, type ProtocolOptions } from '@dahua/tm-protocol';
import { AckStore } from './ack-store.js';
import { Auditor, type AuditState } from './audit.js';
import { applyChanges, type Desired, desiredOf, digestOf, planPush } from './plan.js';
import { collectSales, type SalesOutcome } from './sales.js';
import { ScaleLink, ScaleUnreachable } from './scale-link.js';
import type { ServerApi } from './server-api.js';
import { offsetOf, type ShopClock, shopDateTime } from './shop-time.js';
import { sleep } from './sleep.js';

const DAY_MS = 24 * 3600_000;
export interface WorkerSettings {
  host: string;
  port: number;
  credential: string;
  stateDir: string;
  utcOffsetMinutes: number;
  salesIntervalMs: number;
  timeoutMs: number;
  resends: number;
  maxBackoffMs: number;
  protocol?: Partial<ProtocolOptions>;
  log: (line: string) => void;
  now?: () => Date;
  /** Sees every status report (the local status page). */
  onReport?: (body: DeviceStatusBody) => void;
  /** Sees every finished sales collection (the local status page). */
  onSales?: (outcome: SalesOutcome) => void;
}

export type PushOutcome = { sent: number; removed: number; full: boolean; ms: number; version: number };

/**
 * One scale: its TCP session, what it should hold (the device API's state, followed by the change
 * feed), what it acknowledged (on disk), its clock and its sales.
 */
export class ScaleWorker {
  readonly link: ScaleLink;
  /** Read-back audits of this scale (audit.ts): a few PLUs each cycle, all on "verify now". */
  readonly audits: Auditor;
  scaleId: number | null = null;
  name: string;
  private store: AckStore | null = null;
  private desired: Desired | null = null;
  private version = 0;
  private fullRequested = false;
  private clockDueAt = 0;
  private salesDueAt = 0;
  private lastReport = 0;
  private reporting: Promise<void> | null = null;
  /** The shop's zone as the server last sent it (null: a server that sends none; the config's offset). */
  private timeZone: string | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly api: ServerApi,
    private readonly settings: WorkerSettings,
  ) {
    this.name = `${settings.host}:${settings.port}`;
    this.now = settings.now ?? (() => new Date());
    this.link = new ScaleLink(settings.host, settings.port, {
      timeoutMs: settings.timeoutMs,
      resends: settings.resends,
      protocol: settings.protocol,
      log: settings.log,
    });
    this.audits = new Auditor({
      link: this.link,
      api,
      credential: settings.credential,
      protocol: settings.protocol,
      cycleMs: settings.salesIntervalMs,
      now: this.now,
      say: (line) => this.say(line),
      view: () => ({ desired: this.desired, store: this.store, version: this.version }),
      push: (signal) => this.push(signal),
    });
  }

  /** The last read-back audit (the status page): when, PLUs checked, matched and differing. */
  get auditState(): AuditState | null {
    return this.audits.state;
  }

  /** Reads every PLU back and reports it (the status page's "verify now"; the console's comes by the change feed). */
  verifyNow() {
    this.audits.requestVerify();
    this.wake();
  }

  private say(line: string) {
    this.settings.log(`[scale ${this.name}] ${line}`);
  }

  /** Reads what the scale should hold in full (first contact, a restart, or a full resync). */
  private async loadState() {
    const state = await this.api.state(this.settings.credential);
    this.scaleId = state.scale.id;
    this.name = `${state.scale.name} (${this.settings.host}:${this.settings.port})`;
    this.store ??= new AckStore(this.settings.stateDir, state.scale.id, this.link.endpoint);
    this.desired = desiredOf(state, this.settings.protocol);
    this.version = state.version;
    this.takeZone(state.params.time_zone);
    for (const refusal of state.refused)
      this.say(
        `not sent (${refusal.kind} ${refusal.plu ?? refusal.slot ?? ''}): ${refusal.field}: ${refusal.reason}`,
      );
  }

  /** Takes a change-feed answer in: the differences, or a full resync. */
  absorb(changes: DeviceChanges) {
    if (changes.verify) this.audits.requestVerify();
    if (changes.full) {
      this.fullRequested = true;
      this.desired = null;
      return;
    }
    if (this.desired) applyChanges(this.desired, changes, this.settings.protocol);
    this.version = changes.version;
    if (changes.params) this.takeZone(changes.params.time_zone);
    for (const refusal of changes.refused)
      this.say(
        `not sent (${refusal.kind} ${refusal.plu ?? refusal.slot ?? ''}): ${refusal.field}: ${refusal.reason}`,
      );
  }

  /** The shop's zone from the server; a new one sets the scale's clock at the next cycle. */
  private takeZone(zone: string | undefined) {
    if (!zone || zone === this.timeZone) return;
    this.timeZone = zone;
    this.clockDueAt = 0;
    this.say(
      `shop time zone ${zone} (UTC${offsetOf(this.now(), this.shopClock()) >= 0 ? '+' : ''}${offsetOf(this.now(), this.shopClock()) / 60})`,
    );
  }

  /** The shop's clock: the server's zone, else the config's fixed offset. */
  shopClock(): ShopClock {
    return this.timeZone ? { zone: this.timeZone } : { offsetMinutes: this.settings.utcOffsetMinutes };
  }

  /** Reports to the server; a failed report is logged, never fatal. */
  async report(body: DeviceStatusBody) {
    this.settings.onReport?.(body);
    try {
      await this.api.status(this.settings.credential, body);
    } catch (error) {
      this.say(`status report failed: ${(error as Error).message}`);
    }
  }

  /** Pushes what differs; with a full resync (asked for, or the memory unknown) the scale is cleared first. */
  async push(signal?: AbortSignal): Promise<PushOutcome> {
    if (!this.desired) await this.loadState();
    const store = this.store as AckStore;
    const desired = this.desired as Desired;
    const started = Date.now();
    const full = this.fullRequested || !store.known;
    if (full) {
      store.forget();
      await this.report({ state: 'pushing', pushed: 0, total: desired.size });
      const answer = await this.link.send({ kind: 'clearPlus' });
      if (answer.kind !== 'accepted') throw new Error(`the scale did not accept !0IA (${answer.kind})`);
      store.cleared();
      this.fullRequested = false;
    }
    const steps = planPush(desired, store.acked, this.settings.protocol);
    let sent = 0;
    let removed = 0;
    if (steps.length > 0 && !full) await this.report({ state: 'pushing', pushed: 0, total: steps.length });
    for (const step of steps) {
      signal?.throwIfAborted();
      const answer = await this.link.send(decodeCommand(step.line, this.settings.protocol));
      if (answer.kind !== 'accepted')
        throw new Error(`the scale answered ${answer.kind} to ${step.line.slice(0, 12)}…`);
      if (step.removes) {
        store.remove(step.key);
        removed++;
      } else {
        store.set(step.key, digestOf(step.line));
        sent++;
      }
      if (Date.now() - this.lastReport >= 1000 && !this.reporting) {
        // Progress goes out beside the push, never in its way (at most one report at a time).
        this.lastReport = Date.now();
        this.reporting = this.report({
          state: 'pushing',
          pushed: sent + removed,
          total: steps.length,
        }).finally(() => {
          this.reporting = null;
        });
      }
    }
    await this.reporting;
    store.compact();
    const outcome = { sent, removed, full, ms: Date.now() - started, version: this.version };
    await this.report({
      state: 'in_step',
      acknowledged_version: this.version,
      full,
      pushed: sent + removed,
      total: steps.length,
    });
    if (steps.length > 0 || full)
      this.say(
        `${full ? 'full resync' : 'push'}: ${sent} sent, ${removed} removed in ${(outcome.ms / 1000).toFixed(1)} s; version ${this.version}`,
      );
    return outcome;
  }

  /** Sets the scale's clock to the shop's time (the scales cannot be read back; they drift). */
  async setClock(): Promise<void> {
    const answer = await this.link.send({
      kind: 'clock',
      dateTime: shopDateTime(this.now(), this.shopClock()),
    });
    if (answer.kind !== 'accepted') throw new Error('the scale did not accept the clock');
    this.clockDueAt = this.now().getTime() + DAY_MS;
  }

  async collectSales(): Promise<SalesOutcome> {
    const outcome = await collectSales(
      this.link,
      this.api,
      this.settings.credential,
      this.shopClock(),
      this.now,
    );
    this.salesDueAt = this.now().getTime() + this.settings.salesIntervalMs;
    this.settings.onSales?.(outcome);
    if (outcome.read > 0)
      this.say(
        `sales: ${outcome.read} read, ${outcome.stored} stored, ${outcome.duplicates} already held, ${outcome.cleared ? 'cleared on the scale' : 'kept on the scale until their minute is past'}`,
      );
    return outcome;
  }

  /** One cycle: push what differs, the clock when due, the sales when due (or `forceSales`), a read-back audit. */
  async cycle(forceSales = false, signal?: AbortSignal): Promise<void> {
    await this.push(signal);
    if (this.now().getTime() >= this.clockDueAt) await this.setClock();
    if (forceSales || this.now().getTime() >= this.salesDueAt) await this.collectSales();
    await this.audits.step(signal);
  }

  /** Logs a failure and reports it: `unreachable` when the scale did not answer, else `error`. */
  async reportFailure(error: unknown) {
    const message = (error as Error).message;
    this.say(message);
    const body: DeviceStatusBody = {
      state: error instanceof ScaleUnreachable ? 'unreachable' : 'error',
      error: message,
    };
    if (this.scaleId === null && !(error instanceof ScaleUnreachable)) {
      this.settings.onReport?.(body);
      return;
    }
    await this.report(body);
  }

  /** Keeps the scale in step until `signal` aborts: pushes on every change, retries with back-off. */
  async run(signal: AbortSignal): Promise<void> {
    let backoffMs = 1000;
    while (!signal.aborted) {
      try {
        await this.cycle(false, signal);
        backoffMs = 1000;
        const untilSales = this.salesDueAt - this.now().getTime();
        // Mid-verification: only look for changes (pushed first), then the next chunk.
        const wait = this.audits.busy ? 0 : Math.max(1, Math.min(25, Math.floor(untilSales / 1000)));
        const woken = this.wakeSignal();
        try {
          this.absorb(
            await this.api.changes(
              this.settings.credential,
              this.version,
              wait,
              AbortSignal.any([signal, woken]),
            ),
          );
        } catch (error) {
          if (!woken.aborted || signal.aborted) throw error;
        }
      } catch (error) {
        if (signal.aborted) break;
        const woken = this.wakeSignal();
        const either = AbortSignal.any([signal, woken]);
        await this.reportFailure(error);
        // Back off, but a change (a push asked for in the console, say) ends the wait at once.
        const until = Date.now() + backoffMs;
        try {
          const changes = await this.api.changes(
            this.settings.credential,
            this.version,
            Math.max(1, Math.round(backoffMs / 1000)),
            either,
          );
          this.absorb(changes);
          if (changes.push) backoffMs = 500;
        } catch {
          // the server is away too
        }
        if (Date.now() < until && !signal.aborted && backoffMs > 500) await sleep(until - Date.now(), either);
        backoffMs = Math.min(backoffMs * 2, this.settings.maxBackoffMs);
      }
    }
    this.link.close();
  }

  private waking = new AbortController();

  /** The signal a wait ends on: an already aborted one once after `wake()`, then a fresh one. */
  private wakeSignal(): AbortSignal {
    const signal = this.waking.signal;
    if (signal.aborted) this.waking = new AbortController();
    return signal;
  }

  /** Ends the worker's wait at once (the status page's "push now"; with `sales`, a collection too). */
  wake(what: 'push' | 'sales' = 'push') {
    if (what === 'sales') this.salesDueAt = 0;
    this.waking.abort();
  }

  close() {
    this.link.close();
  }
}
