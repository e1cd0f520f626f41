import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with a per-password random salt; parameters are stored with the hash so they can be
// raised later without invalidating existing passwords.

/** scrypt's cost: N, block size r, parallelism p. */
export type PasswordCost = { N: number; r: number; p: number };
const COST: PasswordCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$<salt b64>$<hash b64>` */
export async function hashPassword(password: string, cost: PasswordCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of nothing, so an unknown account costs the same time as a wrong password. */
export const DUMMY_PASSWORD_HASH = await hashPassword(randomBytes(12).toString('hex'));
