import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Acknowledged } from './plan.js';

/*
 * What one scale acknowledged, kept on disk so a bridge restarted mid-push continues where the scale
 * left off. A snapshot (JSON) plus a journal of one line per acknowledged command since: appending a
 * line costs far less than the scale's 30 ms per record, so every acknowledgement is written before
 * the next command is sent. At most the one command in flight at a crash is sent again.
 */
type Snapshot = {
  /** Where the scale was reached: another address is another scale's memory. */
  endpoint: string;
  /** The scale's memory is known: it was cleared (`!0IA`) by this bridge and followed since. */
  known: boolean;
  acked: Record<string, string>;
};

type JournalLine = { set: string; digest: string } | { del: string } | { clear: true };

export class AckStore {
  readonly acked: Acknowledged = new Map();
  known = false;
  private readonly snapshotPath: string;
  private readonly journalPath: string;

  constructor(
    dir: string,
    scaleId: number,
    private readonly endpoint: string,
  ) {
    mkdirSync(dir, { recursive: true });
    this.snapshotPath = join(dir, `scale-${scaleId}.json`);
    this.journalPath = join(dir, `scale-${scaleId}.journal`);
    this.load();
  }

  private load() {
    let snapshot: Snapshot | null = null;
    try {
      snapshot = JSON.parse(readFileSync(this.snapshotPath, 'utf8')) as Snapshot;
    } catch {
      snapshot = null;
    }
    if (!snapshot || snapshot.endpoint !== this.endpoint) return; // unknown memory: a full resync
    this.known = snapshot.known;
    for (const [key, digest] of Object.entries(snapshot.acked)) this.acked.set(key, digest);
    let journal = '';
    try {
      journal = readFileSync(this.journalPath, 'utf8');
    } catch {
      return;
    }
    for (const text of journal.split('\n')) {
      if (!text) continue;
      let line: JournalLine;
      try {
        line = JSON.parse(text) as JournalLine;
      } catch {
        break; // a line cut short by a crash: everything before it holds
      }
      this.replay(line);
    }
  }

  private replay(line: JournalLine) {
    if ('clear' in line) {
      this.acked.clear();
      this.known = true;
    } else if ('set' in line) this.acked.set(line.set, line.digest);
    else this.acked.delete(line.del);
  }

  private append(line: JournalLine) {
    this.replay(line);
    appendFileSync(this.journalPath, `${JSON.stringify(line)}\n`);
  }

  /**
   * The scale cleared its PLUs (`!0IA` acknowledged): nothing else of it is known to hold anything.
   * Written as a snapshot at once: a journal is only read after a snapshot of the same address.
   */
  cleared() {
    this.replay({ clear: true });
    this.compact();
  }

  set(key: string, digest: string) {
    this.append({ set: key, digest });
  }

  remove(key: string) {
    this.append({ del: key });
  }

  /** Forgets everything: the next push starts with a full resync. */
  forget() {
    this.acked.clear();
    this.known = false;
    this.compact();
  }

  /** Writes the snapshot and empties the journal (atomically: a crash leaves the old pair or the new). */
  compact() {
    const snapshot: Snapshot = {
      endpoint: this.endpoint,
      known: this.known,
      acked: Object.fromEntries(this.acked),
    };
    const temporary = `${this.snapshotPath}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    renameSync(temporary, this.snapshotPath);
    writeFileSync(this.journalPath, '');
  }
}
