import { DecodeError, EncodeError } from './errors.js';

/** An integer written as exactly `width` decimal digits, zero-padded on the left, within [min, max]. */
export function fixed(field: string, value: number, width: number, min = 0, max = 10 ** width - 1): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new EncodeError(field, `must be an integer, got ${String(value)}`);
  if (value < min || value > max) throw new EncodeError(field, `${value} is outside ${min}–${max}`);
  return String(value).padStart(width, '0');
}

/** A string of exactly `width` decimal digits. */
export function digitString(field: string, value: string, width: number): string {
  if (typeof value !== 'string' || !new RegExp(`^\\d{${width}}$`).test(value))
    throw new EncodeError(field, `must be exactly ${width} digits, got ${JSON.stringify(value)}`);
  return value;
}

/** Reads fixed-width digit fields from a string, left to right, refusing anything else. */
export class FieldReader {
  private at = 0;
  constructor(
    private readonly text: string,
    private readonly what: string,
  ) {}

  get position(): number {
    return this.at;
  }

  /** `width` digits as a number, checked against [min, max]. */
  int(field: string, width: number, min = 0, max = 10 ** width - 1): number {
    const value = Number(this.digits(field, width));
    if (value < min || value > max)
      throw new DecodeError(`${this.what}.${field}`, `${value} is outside ${min}–${max}`);
    return value;
  }

  digits(field: string, width: number): string {
    const part = this.text.slice(this.at, this.at + width);
    if (part.length < width)
      throw new DecodeError(`${this.what}.${field}`, `record ends after ${this.at} characters`);
    if (!/^\d+$/.test(part))
      throw new DecodeError(
        `${this.what}.${field}`,
        `expected ${width} digits at character ${this.at}, got ${JSON.stringify(part)}`,
      );
    this.at += width;
    return part;
  }

  literal(field: string, expected: string): void {
    const part = this.text.slice(this.at, this.at + expected.length);
    if (part !== expected)
      throw new DecodeError(
        `${this.what}.${field}`,
        `expected ${JSON.stringify(expected)} at character ${this.at}, got ${JSON.stringify(part)}`,
      );
    this.at += expected.length;
  }

  /** Everything up to (not including) `stop`, which is consumed. */
  until(field: string, stop: string): string {
    const end = this.text.indexOf(stop, this.at);
    if (end < 0)
      throw new DecodeError(`${this.what}.${field}`, `no ${JSON.stringify(stop)} after character ${this.at}`);
    const part = this.text.slice(this.at, end);
    this.at = end + stop.length;
    return part;
  }

  end(): void {
    if (this.at !== this.text.length)
      throw new DecodeError(
        this.what,
        `${this.text.length - this.at} unexpected characters after character ${this.at}: ${JSON.stringify(this.text.slice(this.at, this.at + 20))}`,
      );
  }
}

/** The text of a command line after its prefix (e.g. `!0V`), refusing another command. */
export function bodyAfter(line: string, prefix: string, what: string): string {
  if (typeof line !== 'string' || !line.startsWith(prefix))
    throw new DecodeError(what, `not a ${prefix} record: ${JSON.stringify(String(line).slice(0, 12))}`);
  if (line.includes('\r') || line.includes('\n') || line.includes('\x03'))
    throw new DecodeError(what, 'line terminators inside the record');
  return line.slice(prefix.length);
}
