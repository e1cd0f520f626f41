/**
 * AES-128 in ECB mode with PKCS#7 padding, base64 text out (SPEC §3's stored user info), written
 * out because the Web Crypto API has no ECB mode and crypto-js weighed 6 KB gzip on the first load.
 * Byte-identical to what crypto-js's `AES.encrypt(text, Utf8.parse(key), {mode: ECB, padding: Pkcs7})
 * .toString()` produced (aes-ecb.test.ts checks fixed crypto-js outputs and node:crypto).
 */

// The S-box and its inverse, computed once (FIPS-197 §5.1.1) rather than shipped as tables.
const SBOX = new Uint8Array(256);
const INV_SBOX = new Uint8Array(256);
{
  let p = 1;
  let q = 1;
  do {
    // p runs over the multiplicative group by ×3, q over its inverses by ÷3.
    p = p ^ ((p << 1) & 0xff) ^ (p & 0x80 ? 0x1b : 0);
    q ^= q << 1;
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    const rot = (x: number, n: number) => ((x << n) | (x >> (8 - n))) & 0xff;
    const s = q ^ rot(q, 1) ^ rot(q, 2) ^ rot(q, 3) ^ rot(q, 4) ^ 0x63;
    SBOX[p] = s;
    INV_SBOX[s] = p;
  } while (p !== 1);
  SBOX[0] = 0x63;
  INV_SBOX[0x63] = 0;
}

const xtime = (x: number) => ((x << 1) ^ (x & 0x80 ? 0x1b : 0)) & 0xff;
function mul(a: number, b: number): number {
  let r = 0;
  for (; b; b >>= 1, a = xtime(a)) if (b & 1) r ^= a;
  return r;
}

/** The 11 round keys of a 16-byte key, 176 bytes. */
function expandKey(key: Uint8Array): Uint8Array {
  if (key.length !== 16) throw new Error('AES-128 needs a 16-byte key');
  const w = new Uint8Array(176);
  w.set(key);
  let rcon = 1;
  for (let i = 16; i < 176; i += 4) {
    let t0 = w[i - 4]!;
    let t1 = w[i - 3]!;
    let t2 = w[i - 2]!;
    let t3 = w[i - 1]!;
    if (i % 16 === 0) {
      const first = t0;
      t0 = SBOX[t1]! ^ rcon;
      t1 = SBOX[t2]!;
      t2 = SBOX[t3]!;
      t3 = SBOX[first]!;
      rcon = xtime(rcon);
    }
    w[i] = w[i - 16]! ^ t0;
    w[i + 1] = w[i - 15]! ^ t1;
    w[i + 2] = w[i - 14]! ^ t2;
    w[i + 3] = w[i - 13]! ^ t3;
  }
  return w;
}

function addRoundKey(s: Uint8Array, w: Uint8Array, round: number): void {
  for (let i = 0; i < 16; i++) s[i]! ^= w[round * 16 + i]!;
}

// The state is column-major: byte r + 4c is row r of column c.
function shiftRows(s: Uint8Array, inverse: boolean): void {
  const t = Uint8Array.from(s);
  for (let r = 1; r < 4; r++)
    for (let c = 0; c < 4; c++) s[r + 4 * c] = t[r + 4 * ((c + (inverse ? 4 - r : r)) % 4)]!;
}

function mixColumns(s: Uint8Array, m: readonly [number, number, number, number]): void {
  for (let c = 0; c < 16; c += 4) {
    const a = [s[c]!, s[c + 1]!, s[c + 2]!, s[c + 3]!];
    for (let r = 0; r < 4; r++)
      s[c + r] =
        mul(a[r]!, m[0]) ^
        mul(a[(r + 1) % 4]!, m[1]) ^
        mul(a[(r + 2) % 4]!, m[2]) ^
        mul(a[(r + 3) % 4]!, m[3]);
  }
}

function encryptBlock(s: Uint8Array, w: Uint8Array): void {
  addRoundKey(s, w, 0);
  for (let round = 1; round <= 10; round++) {
    for (let i = 0; i < 16; i++) s[i] = SBOX[s[i]!]!;
    shiftRows(s, false);
    if (round < 10) mixColumns(s, [2, 3, 1, 1]);
    addRoundKey(s, w, round);
  }
}

function decryptBlock(s: Uint8Array, w: Uint8Array): void {
  addRoundKey(s, w, 10);
  for (let round = 9; round >= 0; round--) {
    shiftRows(s, true);
    for (let i = 0; i < 16; i++) s[i] = INV_SBOX[s[i]!]!;
    addRoundKey(s, w, round);
    if (round > 0) mixColumns(s, [14, 11, 13, 9]);
  }
}

/** AES-128-ECB with PKCS#7 padding. */
export function aesEcbEncryptBytes(key: Uint8Array, plain: Uint8Array): Uint8Array {
  const w = expandKey(key);
  const pad = 16 - (plain.length % 16);
  const out = new Uint8Array(plain.length + pad);
  out.set(plain);
  out.fill(pad, plain.length);
  for (let i = 0; i < out.length; i += 16) encryptBlock(out.subarray(i, i + 16), w);
  return out;
}

/** The inverse of aesEcbEncryptBytes; throws on a length or padding that cannot be ours. */
export function aesEcbDecryptBytes(key: Uint8Array, cipher: Uint8Array): Uint8Array {
  if (cipher.length === 0 || cipher.length % 16 !== 0) throw new Error('not an AES-ECB ciphertext');
  const w = expandKey(key);
  const out = Uint8Array.from(cipher); // a copy (a Buffer's slice would be a view)
  for (let i = 0; i < out.length; i += 16) decryptBlock(out.subarray(i, i + 16), w);
  const pad = out[out.length - 1]!;
  if (pad < 1 || pad > 16) throw new Error('bad padding');
  for (let i = out.length - pad; i < out.length; i++) if (out[i] !== pad) throw new Error('bad padding');
  return out.subarray(0, out.length - pad);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text → AES-128-ECB/PKCS#7 → base64, under a 16-character (UTF-8 bytes) key. */
export function aesEcbEncrypt(text: string, key: string): string {
  return toBase64(aesEcbEncryptBytes(encoder.encode(key), encoder.encode(text)));
}

/** base64 → AES-128-ECB/PKCS#7 → UTF-8 text; throws when the text is not such a ciphertext. */
export function aesEcbDecrypt(cipher: string, key: string): string {
  return decoder.decode(aesEcbDecryptBytes(encoder.encode(key), fromBase64(cipher)));
}
