import { DecodeError, EncodeError } from './errors.js';

/** A command ends in CR LF; a reply in CR LF ETX. */
export const COMMAND_END = '\r\n';
export const REPLY_END = '\r\n\x03';
const ETX = '\x03';

const isEnd = (char: string | undefined) => char === '\r' || char === '\n' || char === ETX;

/** Where the first CR, LF or ETX of `text` is, or -1. */
function firstEnd(text: string): number {
  for (let i = 0; i < text.length; i++) if (isEnd(text[i])) return i;
  return -1;
}

function checkPrintable(line: string, what: string): void {
  if (!/^[\x20-\x7e]*$/.test(line))
    throw new EncodeError(what, 'must be printable ASCII without line terminators');
}

/** The bytes of a command line on the wire. */
export function frameCommand(line: string): Buffer {
  checkPrintable(line, 'command');
  return Buffer.from(line + COMMAND_END, 'latin1');
}

/** The bytes of a reply on the wire. */
export function frameReply(reply: string): Buffer {
  checkPrintable(reply, 'reply');
  return Buffer.from(reply + REPLY_END, 'latin1');
}

export interface SplitterOptions {
  /** Refuse (and drop) a frame longer than this without its end: bounds memory. Default 4096. */
  maxFrameLength?: number;
}

abstract class Splitter {
  protected buffer = '';
  protected readonly maxFrameLength: number;
  constructor(options: SplitterOptions = {}) {
    this.maxFrameLength = options.maxFrameLength ?? 4096;
  }

  /** Feeds bytes from the stream; returns the frames completed by them (without their ends). */
  push(chunk: Uint8Array | string): string[] {
    this.buffer += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('latin1');
    const frames = this.split();
    if (this.buffer.length > this.maxFrameLength) {
      const length = this.buffer.length;
      this.buffer = '';
      throw new DecodeError(
        'frame',
        `${length} characters without a frame end (limit ${this.maxFrameLength}); dropped`,
      );
    }
    return frames;
  }

  /** What has arrived of an unfinished frame. */
  get pending(): string {
    return this.buffer;
  }

  reset(): void {
    this.buffer = '';
  }

  protected abstract split(): string[];
}

/**
 * Splits the scale's replies: a frame ends at CR LF ETX (or, with acceptCrCrLf, also at CR CR LF,
 * which some clients accept). Stray CR, LF and ETX before a frame are skipped, and CR or LF just
 * before its end dropped (the captured `!0HA` reply is `0ha` LF CR LF ETX).
 */
export class ReplySplitter extends Splitter {
  private readonly acceptCrCrLf: boolean;
  constructor(options: SplitterOptions & { acceptCrCrLf?: boolean } = {}) {
    super(options);
    this.acceptCrCrLf = options.acceptCrCrLf ?? false;
  }

  protected split(): string[] {
    const frames: string[] = [];
    for (;;) {
      let skip = 0;
      while (isEnd(this.buffer[skip])) skip++;
      this.buffer = this.buffer.slice(skip);
      const standard = this.buffer.indexOf(REPLY_END);
      const other = this.acceptCrCrLf ? this.buffer.indexOf('\r\r\n') : -1;
      const candidates = [standard, other].filter((i) => i >= 0);
      if (candidates.length === 0) return frames;
      const at = Math.min(...candidates);
      frames.push(this.buffer.slice(0, at).replace(/[\r\n]+$/, ''));
      this.buffer = this.buffer.slice(at + 3);
    }
  }
}

/**
 * Splits a client's commands, as a scale does: a command ends at CR, LF or ETX (the original
 * document allows any of them; clients send CR LF). Empty lines are skipped.
 */
export class CommandSplitter extends Splitter {
  protected split(): string[] {
    const frames: string[] = [];
    for (let at = firstEnd(this.buffer); at >= 0; at = firstEnd(this.buffer)) {
      const line = this.buffer.slice(0, at);
      this.buffer = this.buffer.slice(at + 1);
      if (line.length > 0) frames.push(line);
    }
    return frames;
  }
}
