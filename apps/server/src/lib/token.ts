import { createHash, randomBytes } from 'node:crypto';

/** A random opaque session token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is a sufficient at-rest hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
