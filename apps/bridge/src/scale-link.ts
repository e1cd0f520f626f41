import { connect, type Socket } from 'node:net';
import {
  type Command,
  encodeCommand,
  frameCommand,
  interpretReply,
  type ProtocolOptions,
  type ReplyMeaning,
  ReplySplitter,
} from '@dahua/tm-protocol';
import { sleep } from './sleep.js';

export class ScaleUnreachable extends Error {}
class SilenceError extends Error {}

export interface LinkOptions {
  /** How long to wait for a reply before sending again. Default 2500 ms. */
  timeoutMs?: number;
  /** Sends after the first before the scale is given up on. Default 4. */
  resends?: number;
  protocol?: Partial<ProtocolOptions>;
  log?: (line: string) => void;
}

type Waiter = { command: Command; resolve: (meaning: ReplyMeaning) => void; fail: (error: Error) => void };

/**
 * One TCP session to one scale: one command in flight, waiting for its reply. On silence (2.5 s) the
 * command is sent again, up to 4 times, reconnecting when the connection was lost; then the scale is
 * unreachable. A reply that answers nothing in flight (a late reply to an earlier try, noise) is skipped.
 */
export class ScaleLink {
  private socket: Socket | null = null;
  private connecting: Promise<Socket> | null = null;
  private readonly splitter = new ReplySplitter({ acceptCrCrLf: true });
  private waiter: Waiter | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timeoutMs: number;
  private readonly resends: number;
  private readonly log: (line: string) => void;

  constructor(
    readonly host: string,
    readonly port: number,
    private readonly options: LinkOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 2500;
    this.resends = options.resends ?? 4;
    this.log = options.log ?? (() => {});
  }

  get endpoint(): string {
    return `${this.host}:${this.port}`;
  }

  /** Sends a command and resolves with what its reply means; one command at a time, in call order. */
  send(command: Command): Promise<ReplyMeaning> {
    const run = this.queue.then(() => this.sendNow(command));
    this.queue = run.catch(() => {});
    return run;
  }

  private async sendNow(command: Command): Promise<ReplyMeaning> {
    const line = encodeCommand(command, this.options.protocol);
    const frame = frameCommand(line);
    let lastProblem = '';
    for (let attempt = 0; attempt <= this.resends; attempt++) {
      try {
        const socket = await this.connected();
        return await this.exchange(socket, command, frame);
      } catch (error) {
        lastProblem = (error as Error).message;
        if (attempt === this.resends) break;
        this.log(
          `${this.endpoint}: ${lastProblem}; sending ${line.slice(0, 12)}… again (${attempt + 1}/${this.resends})`,
        );
        // A lost connection fails at once: give the scale a moment before reconnecting.
        if (!(error instanceof SilenceError)) await sleep(Math.min(300, this.timeoutMs));
      }
    }
    throw new ScaleUnreachable(
      `no answer from ${this.endpoint} to ${line.slice(0, 12)}… after ${this.resends + 1} tries (${lastProblem})`,
    );
  }

  private exchange(socket: Socket, command: Command, frame: Buffer): Promise<ReplyMeaning> {
    return new Promise<ReplyMeaning>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new SilenceError(`no reply within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiter = {
        command,
        resolve: (meaning) => {
          clearTimeout(timer);
          this.waiter = null;
          resolve(meaning);
        },
        fail: (error) => {
          clearTimeout(timer);
          this.waiter = null;
          reject(error);
        },
      };
      socket.write(frame);
    });
  }

  private onData(chunk: Buffer) {
    let frames: string[];
    try {
      frames = this.splitter.push(chunk);
    } catch (error) {
      this.log(`${this.endpoint}: ${(error as Error).message}`);
      return;
    }
    for (const reply of frames) {
      const waiter = this.waiter;
      if (!waiter) {
        this.log(
          `${this.endpoint}: a reply with nothing in flight skipped: ${JSON.stringify(reply.slice(0, 24))}`,
        );
        continue;
      }
      const meaning = interpretReply(waiter.command, reply, this.options.protocol);
      if (meaning.kind === 'unexpected') {
        this.log(`${this.endpoint}: skipped ${meaning.reason}`);
        continue;
      }
      waiter.resolve(meaning);
    }
  }

  private connected(): Promise<Socket> {
    if (this.socket && !this.socket.destroyed) return Promise.resolve(this.socket);
    this.connecting ??= new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port });
      socket.setNoDelay(true);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`could not connect within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        this.splitter.reset();
        this.socket = socket;
        resolve(socket);
      });
      socket.on('data', (chunk: Buffer) => this.onData(chunk));
      socket.on('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`connection: ${error.message}`));
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (this.socket === socket) this.socket = null;
        this.waiter?.fail(new Error('the connection closed'));
        reject(new Error('the connection closed'));
      });
    }).finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}
