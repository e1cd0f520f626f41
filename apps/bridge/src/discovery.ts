import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { type Command, encodeCommand, frameCommand, interpretReply, ReplySplitter } from '@dahua/tm-protocol';

export type Found = { host: string; port: number; tm: boolean; reply_ms: number };

export interface ScanOptions {
  /** `a.b.c.d/n` with n from 24 to 30 (default: the first non-internal IPv4 interface's /24). */
  subnet?: string;
  port?: number;
  /** Sockets open at once (at most 32). */
  concurrency?: number;
  /** How long one address gets: connecting and the reply together. */
  timeoutMs?: number;
  /** Checks one address (tests replace it); default: `probe`. */
  probe?: (host: string, port: number, timeoutMs: number) => Promise<Found | null>;
}

export class ScanError extends Error {}

const MAX_CONCURRENCY = 32;
/** The read-only command a scale is recognised by: sales record 1 (`!0J0001A`), never a write. */
const IDENTIFY: Command = { kind: 'salesRead', recordNumber: 1 };

const toNumber = (address: string): number | null => {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
};
const toAddress = (value: number) =>
  [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');

/** The PC's own /24 (the first non-internal IPv4 interface), or null. */
export function defaultSubnet(): string | null {
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? [])
      if (entry.family === 'IPv4' && !entry.internal)
        return `${entry.address.split('.').slice(0, 3).join('.')}.0/24`;
  return null;
}

/**
 * The addresses of a subnet to try: /24 to /30 only (a bigger one is refused); without the network
 * and broadcast addresses for /24–/30.
 */
export function hostsOf(subnet: string): string[] {
  const match = /^\s*([\d.]+)\/(\d{1,2})\s*$/.exec(subnet);
  const base = match ? toNumber(match[1] as string) : null;
  if (!match || base === null) throw new ScanError(`not a subnet: "${subnet}" (write it as 192.168.1.0/24)`);
  const bits = Number(match[2]);
  if (bits < 24)
    throw new ScanError(
      `the subnet /${bits} is too big: at most 256 addresses are scanned (/24 to /30, e.g. 192.168.1.0/24)`,
    );
  if (bits > 30) throw new ScanError(`the subnet /${bits} is too small: use /24 to /30`);
  const size = 2 ** (32 - bits);
  const network = base - (base % size);
  const hosts: string[] = [];
  for (let i = 1; i < size - 1; i++) hosts.push(toAddress(network + i));
  return hosts;
}

/**
 * One address: TCP connect, then one read-only TM command (sales record 1). A TM scale answers it
 * with a record or an empty record; anything else that answers is "not TM"; silence or a refused
 * connection is nothing (null).
 */
export function probe(host: string, port: number, timeoutMs: number): Promise<Found | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const splitter = new ReplySplitter({ acceptCrCrLf: true });
    let connected = false;
    let settled = false;
    const socket = connect({ host, port });
    const finish = (result: Found | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const notTm = () => ({ host, port, tm: false, reply_ms: Date.now() - started });
    const timer = setTimeout(() => finish(connected ? notTm() : null), timeoutMs);
    socket.setNoDelay(true);
    socket.once('connect', () => {
      connected = true;
      socket.write(frameCommand(encodeCommand(IDENTIFY)));
    });
    socket.on('data', (chunk: Buffer) => {
      let frames: string[];
      try {
        frames = splitter.push(chunk);
      } catch {
        finish(notTm());
        return;
      }
      for (const reply of frames) {
        let kind: string;
        try {
          kind = interpretReply(IDENTIFY, reply).kind;
        } catch {
          kind = 'unexpected';
        }
        if (kind === 'sale' || kind === 'empty')
          finish({ host, port, tm: true, reply_ms: Date.now() - started });
        else finish(notTm());
        return;
      }
    });
    socket.on('error', () => finish(connected ? notTm() : null));
    socket.on('close', () => finish(connected ? notTm() : null));
  });
}

/**
 * Scans a subnet for TM scales: at most 32 sockets at once, 300 ms each. Answers what answered,
 * sorted by address.
 */
export async function scan(options: ScanOptions = {}): Promise<Found[]> {
  const subnet = options.subnet?.trim() || defaultSubnet();
  if (!subnet) throw new ScanError('this PC has no network address: give a subnet, e.g. 192.168.1.0/24');
  const hosts = hostsOf(subnet);
  const port = options.port ?? 4001;
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new ScanError(`not a port: ${port} (1 to 65535)`);
  const concurrency = Math.max(1, Math.min(MAX_CONCURRENCY, options.concurrency ?? MAX_CONCURRENCY));
  const timeoutMs = Math.max(50, Math.min(5000, options.timeoutMs ?? 300));
  const check = options.probe ?? probe;
  const found: Found[] = [];
  let next = 0;
  const lane = async () => {
    while (next < hosts.length) {
      const host = hosts[next++] as string;
      const result = await check(host, port, timeoutMs);
      if (result) found.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, hosts.length) }, lane));
  return found.sort((a, b) => (toNumber(a.host) as number) - (toNumber(b.host) as number));
}
