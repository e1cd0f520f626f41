import type { DeviceAuditAnswer, DeviceAuditBody } from '@dahua/shared/contracts/devices';
import { decodeCommand, type PluRecord, type ProtocolOptions } from '@dahua/tm-protocol';
import type { AckStore } from './ack-store.js';
import {
  type AuditResult,
  type AuditSummary,
  compareRecords,
  listed,
  nextRound,
  rollingCount,
  summarize,
} from './audit-compare.js';
import { type Desired, digestOf } from './plan.js';
import type { ScaleLink } from './scale-link.js';
import type { ServerApi } from './server-api.js';

/** A rolling audit that found nothing is reported at most this often (keeps the server quiet). */
export const QUIET_REPORT_MS = 3600_000;
/** How long one chunk of a verification reads before the worker looks for changes to push. */
export const VERIFY_CHUNK_MS = 2000;

/** The last audit, for the local status page. */
export interface AuditState {
  checked_time: string;
  checked: number;
  matched: number;
  /** PLUs that differ (after a repair: those that still do). */
  differs: number;
  full: boolean;
  repaired: boolean;
}

/** What the auditor needs of its scale's worker. */
export interface AuditHost {
  link: ScaleLink;
  api: ServerApi;
  credential: string;
  protocol?: Partial<ProtocolOptions>;
  /** The worker's cycle (the sales interval): a rolling audit reads every PLU within a day of them. */
  cycleMs: number;
  now: () => Date;
  say: (line: string) => void;
  /** What the scale should hold, what it acknowledged, and the version of the former. */
  view: () => { desired: Desired | null; store: AckStore | null; version: number };
  /** The worker's push (sends what differs from what the scale acknowledged). */
  push: (signal?: AbortSignal) => Promise<unknown>;
}

type Verification = { queue: number[]; results: AuditResult[]; started: number };

/**
 * Read-back audits of one scale (issue 25 §4). Each worker cycle, after its push, calls `step`:
 *   - a **rolling audit** reads a few PLUs (all of them within a day), continuing where the last
 *     cycle stopped (the position is kept in memory: after a restart it starts again at the lowest);
 *   - a **verification** ("verify now": the change feed's `verify`, or `requestVerify()`) reads every
 *     PLU the scale should hold, has acknowledged, or held while this bridge ran, in chunks of about
 *     VERIFY_CHUNK_MS, so a change arriving meanwhile is pushed first (the worker's next cycle).
 * A PLU is compared with the desired record when the scale acknowledged that record (digest); one
 * with a push pending is left to the push, not counted. Audits go to `POST /api/devices/audits`; when
 * the answer says `repair`, the differing PLUs are forgotten in the ack store (an unexpected one is
 * marked held, so the push blanks it), pushed, read back, and a second audit reports `repaired`.
 */
export class Auditor {
  /** The last audit (null before the first). */
  state: AuditState | null = null;
  private requested = false;
  private verification: Verification | null = null;
  /** The last PLU number the rolling audit read. */
  private position = 0;
  /** PLU numbers the scale was seen to hold or was to hold, while this bridge ran. */
  private readonly known = new Set<number>();
  private lastQuietReport = Number.NEGATIVE_INFINITY;
  /** How long one verification chunk reads (tests shorten it). */
  chunkMs = VERIFY_CHUNK_MS;

  constructor(private readonly host: AuditHost) {}

  /** A verification is asked for or under way: the worker should not wait for changes between chunks. */
  get busy(): boolean {
    return this.requested || this.verification !== null;
  }

  /**
   * Asks for a verification. One asked while another is under way is answered by that one (its report
   * comes after the request), so a server repeating `verify` until the report arrives starts one.
   */
  requestVerify() {
    if (!this.verification) this.requested = true;
  }

  /** One cycle's audit work: the next chunk of a verification, else a rolling audit. */
  async step(signal?: AbortSignal): Promise<void> {
    const { desired, store } = this.host.view();
    if (!desired || !store) return;
    this.remember(desired, store);
    if (this.requested && !this.verification) {
      this.requested = false;
      const queue = this.numbers(desired, store);
      this.verification = { queue, results: [], started: Date.now() };
      this.host.say(`verifying: reading ${queue.length} PLUs back`);
    }
    if (this.verification) return this.verifyChunk(this.verification, signal);
    return this.rolling(signal);
  }

  /** Everything the scale should hold, has acknowledged or held: the PLU numbers worth reading. */
  private numbers(desired: Desired, store: AckStore): number[] {
    const numbers = new Set(this.known);
    for (const key of [...desired.keys(), ...store.acked.keys()])
      if (key.startsWith('plu:')) numbers.add(Number(key.slice(4)));
    return [...numbers].sort((a, b) => a - b);
  }

  private remember(desired: Desired, store: AckStore) {
    for (const key of [...desired.keys(), ...store.acked.keys()])
      if (key.startsWith('plu:')) this.known.add(Number(key.slice(4)));
  }

  private async rolling(signal?: AbortSignal) {
    const { desired, store } = this.host.view();
    const numbers = this.numbers(desired as Desired, store as AckStore);
    const round = nextRound(numbers, this.position, rollingCount(numbers.length, this.host.cycleMs));
    const results: AuditResult[] = [];
    for (const plu of round) {
      signal?.throwIfAborted();
      const result = await this.check(plu);
      this.position = plu;
      if (result) results.push(result);
    }
    await this.finish(results, false, signal);
  }

  private async verifyChunk(verification: Verification, signal?: AbortSignal) {
    const until = Date.now() + this.chunkMs;
    do {
      signal?.throwIfAborted();
      const plu = verification.queue[0];
      if (plu === undefined) break;
      const result = await this.check(plu);
      verification.queue.shift();
      if (result) verification.results.push(result);
    } while (Date.now() < until);
    if (verification.queue.length > 0) return;
    this.verification = null;
    const { results, started } = verification;
    const differing = results.filter((r) => r.difference).length;
    this.host.say(
      `verified: ${results.length - differing} of ${results.length} PLUs match in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await this.finish(results, true, signal);
  }

  /** Reads one PLU back: its result, or null when it is not audited now (a push pending, or nothing held or wanted). */
  private async check(plu: number): Promise<AuditResult | null> {
    const { desired, store } = this.host.view();
    if (!desired || !store) return null;
    const key = `plu:${plu}`;
    const line = desired.get(key);
    const acked = store.acked.get(key);
    if (line !== undefined && acked !== digestOf(line)) return null; // to be sent: the push's work
    if (line === undefined && acked !== undefined) return null; // to be blanked: the push's work
    const scale = await this.read(plu);
    const wanted = line === undefined ? null : this.recordOf(line);
    const difference = compareRecords(plu, scale, wanted);
    if (wanted === null && difference === null) return null; // nothing held, nothing wanted
    return { plu, difference };
  }

  private async read(plu: number): Promise<PluRecord> {
    const answer = await this.host.link.send({ kind: 'pluRead', plu });
    if (answer.kind !== 'plu')
      throw new Error(`the scale answered ${answer.kind} to a read-back of PLU ${plu}`);
    return answer.record;
  }

  private recordOf(line: string): PluRecord {
    const command = decodeCommand(line, this.host.protocol);
    if (command.kind !== 'plu') throw new Error(`not a PLU line: ${line.slice(0, 12)}…`);
    return command.record;
  }

  private body(summary: AuditSummary, full: boolean, repaired: boolean): DeviceAuditBody {
    return {
      checked: summary.checked,
      matched: summary.matched,
      full,
      version: this.host.view().version,
      differences: listed(summary.differences),
      repaired,
    };
  }

  private setState(summary: AuditSummary, full: boolean, repaired: boolean) {
    this.state = {
      checked_time: this.host.now().toISOString(),
      checked: summary.checked,
      matched: summary.matched,
      differs: summary.differences.length,
      full,
      repaired,
    };
  }

  /** Reports an audit; null when the report did not get through (logged). */
  private async report(body: DeviceAuditBody): Promise<DeviceAuditAnswer | null> {
    try {
      return await this.host.api.call<DeviceAuditAnswer>('POST', '/api/devices/audits', {
        credential: this.host.credential,
        body,
      });
    } catch (error) {
      this.host.say(`audit report failed: ${(error as Error).message}`);
      return null;
    }
  }

  /** Reports an audit that checked at least one PLU (a quiet rolling one at most hourly); repairs when told. */
  private async finish(results: AuditResult[], full: boolean, signal?: AbortSignal) {
    if (results.length === 0) return;
    const summary = summarize(results);
    this.setState(summary, full, false);
    const differs = summary.differences.length > 0;
    if (differs)
      this.host.say(
        `read-back: ${summary.differences.length} of ${summary.checked} PLUs differ from the console (${summary.differences
          .slice(0, 5)
          .map((d) => `${d.plu} ${d.kind}`)
          .join(', ')}${summary.differences.length > 5 ? ', …' : ''})`,
      );
    const now = Date.now();
    if (!full && !differs && now - this.lastQuietReport < QUIET_REPORT_MS) return;
    if (!full && !differs) this.lastQuietReport = now;
    const answer = await this.report(this.body(summary, full, false));
    if (!answer?.repair || !differs) return;
    await this.repair(summary, full, signal);
  }

  /**
   * Resends the differing PLUs (an unexpected one as its blank record, as the push removes a PLU),
   * reads them back and reports the audit again as `repaired`: the same PLUs checked, those that
   * still differ listed (none, normally).
   */
  private async repair(summary: AuditSummary, full: boolean, signal?: AbortSignal) {
    const store = this.host.view().store as AckStore;
    for (const { plu, kind } of summary.differences) {
      if (kind === 'unexpected') store.set(`plu:${plu}`, 'unexpected');
      else store.remove(`plu:${plu}`);
    }
    await this.host.push(signal);
    const again: AuditResult[] = [];
    for (const { plu } of summary.differences) {
      signal?.throwIfAborted();
      const result = await this.check(plu);
      if (result?.difference) again.push(result);
    }
    const still = again.flatMap((r) => (r.difference ? [r.difference] : []));
    const after: AuditSummary = {
      checked: summary.checked,
      matched: summary.checked - still.length,
      differences: still,
    };
    this.setState(after, full, true);
    this.host.say(
      `repaired: ${summary.differences.length - still.length} of ${summary.differences.length} PLUs resent and read back matching`,
    );
    await this.report(this.body(after, full, true));
  }
}
