import { createServer, type Server } from 'node:net';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostsOf, ScanError, scan } from './discovery.js';

/*
 * Discovery on LOOPBACK ONLY (127.0.0.0/24): two simulated scales on 127.0.0.2 and 127.0.0.3, a plain
 * TCP server on 127.0.0.4 that answers garbage. Nothing here ever scans a real network.
 */
const quiet = () => {};
let port = 0;
const sims: Simulator[] = [];
let garbage: Server;
const received: string[] = [];

beforeAll(async () => {
  const first = await startSimulator({ host: '127.0.0.2', port: 0, controlPort: 0, delayMs: 2, log: quiet });
  port = first.port;
  sims.push(first);
  sims.push(await startSimulator({ host: '127.0.0.3', port, controlPort: 0, delayMs: 2, log: quiet }));
  garbage = createServer((socket) => {
    socket.on('data', (chunk) => {
      received.push(chunk.toString('latin1'));
      socket.write('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => garbage.listen(port, '127.0.0.4', resolve));
});

afterAll(async () => {
  await Promise.all(sims.map((sim) => sim.close()));
  await new Promise((resolve) => garbage?.close(resolve));
});

describe('find scales (discovery)', () => {
  it('finds the two TM scales of 127.0.0.0/24, tells the garbage server apart, within ~3 s', async () => {
    const started = Date.now();
    const found = await scan({ subnet: '127.0.0.0/24', port });
    const ms = Date.now() - started;
    expect(found.map(({ host, tm }) => [host, tm])).toEqual([
      ['127.0.0.2', true],
      ['127.0.0.3', true],
      ['127.0.0.4', false],
    ]);
    expect(found.every((entry) => entry.port === port && entry.reply_ms >= 0)).toBe(true);
    expect(ms).toBeLessThan(3500);
    // What was sent is the read-only sales read of record 1, never a write.
    expect(received[0]).toMatch(/^!0J0001A/);
    // The scales hold what they held: nothing was cleared or written.
    for (const sim of sims) {
      const memory = await (
        await fetch(`http://${sim === sims[0] ? '127.0.0.2' : '127.0.0.3'}:${sim.controlPort}/memory`)
      ).json();
      expect(Object.keys(memory.received)).toEqual(['J']);
    }
  });

  it('never opens more than 32 sockets at once', async () => {
    let open = 0;
    let most = 0;
    const found = await scan({
      subnet: '127.0.0.0/24',
      port,
      concurrency: 100,
      probe: async (host) => {
        open++;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 2));
        open--;
        return host === '127.0.0.9' ? { host, port, tm: true, reply_ms: 1 } : null;
      },
    });
    expect(most).toBe(32);
    expect(found).toEqual([{ host: '127.0.0.9', port, tm: true, reply_ms: 1 }]);
  });

  it('accepts /24 to /30 only', () => {
    expect(hostsOf('192.168.1.0/24')).toHaveLength(254);
    expect(hostsOf('192.168.1.77/24')[0]).toBe('192.168.1.1');
    expect(hostsOf('10.0.0.4/30')).toEqual(['10.0.0.5', '10.0.0.6']);
    expect(() => hostsOf('10.0.0.0/16')).toThrow(ScanError);
    expect(() => hostsOf('10.0.0.0/16')).toThrow(/too big/);
    expect(() => hostsOf('10.0.0.0/31')).toThrow(ScanError);
    expect(() => hostsOf('999.0.0.0/24')).toThrow(/not a subnet/);
    expect(() => hostsOf('scales')).toThrow(/not a subnet/);
  });
});
