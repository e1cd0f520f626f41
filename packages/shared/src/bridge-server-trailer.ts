/**
 * The server a downloaded bridge pairs with (issue 25): the platform appends its own address to the
 * executable it serves, so the shop manager types the pairing code alone. ELF and PE files run
 * unchanged with bytes after their end; Node's single-executable blob is found by its section, not by
 * the file's end. Layout at the very end of the file: the address (UTF-8), its length (2 bytes, big
 * endian), then MAGIC.
 */
const MAGIC = 'DAHUA-BRIDGE-SERVER1';
/** How many bytes at a file's end can hold a trailer (read that many and pass them on). */
export const SERVER_TRAILER_MAX_BYTES = 300;

/** An origin a trailer may carry: http(s), a host name, IPv4 or bracketed IPv6, an optional port. */
const ORIGIN_PATTERN = /^https?:\/\/(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]{1,200})(?::\d{1,5})?$/;

export function isServerOrigin(origin: string): boolean {
  return ORIGIN_PATTERN.test(origin);
}

/** The bytes to append to an executable so that it pairs with `origin`. */
export function serverTrailer(origin: string): Uint8Array {
  if (!isServerOrigin(origin)) throw new Error(`not a server origin: ${origin}`);
  const address = new TextEncoder().encode(origin);
  const magic = new TextEncoder().encode(MAGIC);
  const bytes = new Uint8Array(address.length + 2 + magic.length);
  bytes.set(address, 0);
  bytes[address.length] = address.length >> 8;
  bytes[address.length + 1] = address.length & 0xff;
  bytes.set(magic, address.length + 2);
  return bytes;
}

/** The origin a file's last bytes carry, or null when they carry none (or a malformed one). */
export function serverOfTrailer(tail: Uint8Array): string | null {
  const magic = new TextEncoder().encode(MAGIC);
  if (tail.length < magic.length + 2) return null;
  const at = tail.length - magic.length;
  for (let i = 0; i < magic.length; i++) if (tail[at + i] !== magic[i]) return null;
  const length = ((tail[at - 2] as number) << 8) | (tail[at - 1] as number);
  const start = at - 2 - length;
  if (length === 0 || start < 0) return null;
  const origin = new TextDecoder('utf-8', { fatal: false }).decode(tail.subarray(start, at - 2));
  return isServerOrigin(origin) ? origin : null;
}
