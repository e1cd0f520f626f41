import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEcbDecrypt, aesEcbDecryptBytes, aesEcbEncrypt, aesEcbEncryptBytes } from './aes-ecb';

const KEY = 'dahuaScale@2026!';

/**
 * What crypto-js 4.2 wrote for these texts under the console's key
 * (`AES.encrypt(text, Utf8.parse(KEY), {mode: ECB, padding: Pkcs7}).toString()`), recorded before
 * crypto-js was replaced: logins stored by earlier consoles must still read, and the other way round.
 */
const CRYPTO_JS: [plain: string, cipher: string][] = [
  ['', 'ehcS/BxltfLqp3h8X0Up/w=='],
  ['a', 'm2AARiix9Qd22b2GiBEXvA=='],
  ['0123456789abcdef', 'K+B32GXPPviKWIwjCy9203oXEvwcZbXy6qd4fF9FKf8='],
  [
    '{"id":1,"nickname":"演示用户","role_type":"USER","token":"abc"}',
    '3KaZJtpHxKwH3AeAlrhzvc8w1PO+rDfjEia6WXpQKbJN8iPiJkmTYL4IZ4dB+9iFFTO2+dQdqJGFuIpPQQKZrTM77qJi/4a5MCM6E8IYvu0=',
  ],
  [
    `${'x'.repeat(47)}😀`,
    '1MA+BIi5tm1NQsUV/ui37tTAPgSIubZtTULFFf7ot+6oYwYnkPL2SliqnyDGyVLurE8hSNnbKWKZsJN/vkrNZg==',
  ],
];

describe('AES-128-ECB (the stored user info, SPEC §3)', () => {
  it('writes exactly what crypto-js wrote, and reads it back', () => {
    for (const [plain, cipher] of CRYPTO_JS) {
      expect(aesEcbEncrypt(plain, KEY)).toBe(cipher);
      expect(aesEcbDecrypt(cipher, KEY)).toBe(plain);
    }
  });

  it('passes the FIPS-197 appendix C.1 vector', () => {
    const hex = (s: string) => Uint8Array.from(s.match(/../g)!.map((b) => Number.parseInt(b, 16)));
    const key = hex('000102030405060708090a0b0c0d0e0f');
    const block = aesEcbEncryptBytes(key, hex('00112233445566778899aabbccddeeff'));
    // The first block is the vector; the second is the padding block PKCS#7 adds to a full block.
    expect(Buffer.from(block.subarray(0, 16)).toString('hex')).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
  });

  it('agrees with node:crypto on random keys and lengths', () => {
    for (let n = 0; n < 200; n++) {
      const key = randomBytes(16);
      const plain = randomBytes(n % 70);
      const ours = aesEcbEncryptBytes(key, plain);
      const cipher = createCipheriv('aes-128-ecb', key, null);
      const theirs = Buffer.concat([cipher.update(plain), cipher.final()]);
      expect(Buffer.from(ours).equals(theirs)).toBe(true);
      const decipher = createDecipheriv('aes-128-ecb', key, null);
      expect(Buffer.from(aesEcbDecryptBytes(key, theirs)).equals(plain)).toBe(true);
      expect(Buffer.concat([decipher.update(ours), decipher.final()]).equals(plain)).toBe(true);
    }
  });

  it('refuses what is not such a ciphertext', () => {
    expect(() => aesEcbDecrypt('', KEY)).toThrow();
    expect(() => aesEcbDecrypt('bm90IGEgY2lwaGVy', KEY)).toThrow();
    expect(() => aesEcbDecrypt('%%%', KEY)).toThrow();
    // A valid ciphertext under another key: the padding check (or UTF-8) fails.
    const other = aesEcbEncrypt('{"id":1}', 'another-key-0123');
    expect(() => aesEcbDecrypt(other, KEY)).toThrow();
  });
});
