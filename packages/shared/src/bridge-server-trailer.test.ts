import { describe, expect, it } from 'vitest';
import { SERVER_TRAILER_MAX_BYTES, serverOfTrailer, serverTrailer } from './bridge-server-trailer.js';

const file = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31) % 251);
const joined = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};
const tailOf = (bytes: Uint8Array) => bytes.subarray(Math.max(0, bytes.length - SERVER_TRAILER_MAX_BYTES));

describe('the server address appended to a downloaded bridge', () => {
  it('is read back from the last bytes of the file, whatever came before', () => {
    for (const origin of ['https://scales.example.com', 'http://127.0.0.1:3100', 'http://[::1]:8080']) {
      const served = joined(file(10_000), serverTrailer(origin));
      expect(serverOfTrailer(tailOf(served))).toBe(origin);
    }
  });

  it('a file without one (the bare build) carries none', () => {
    expect(serverOfTrailer(tailOf(file(10_000)))).toBeNull();
    expect(serverOfTrailer(new Uint8Array(0))).toBeNull();
  });

  it('refuses what is not an origin, writing or reading', () => {
    for (const bad of ['javascript:alert(1)', 'https://a.example/path', 'https://a b', 'ftp://x', ''])
      expect(() => serverTrailer(bad)).toThrow();
    const forged = serverTrailer('https://ok.example');
    forged[0] = 0x20; // ' ttps://…' is no origin
    expect(serverOfTrailer(forged)).toBeNull();
  });

  it('the longest origin fits the bytes a reader takes', () => {
    const origin = `https://${'a'.repeat(200)}:65535`;
    expect(serverTrailer(origin).length).toBeLessThanOrEqual(SERVER_TRAILER_MAX_BYTES);
    expect(serverOfTrailer(tailOf(joined(file(500), serverTrailer(origin))))).toBe(origin);
  });
});
