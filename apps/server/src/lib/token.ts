import { createHash, randomBytes } from 'node:crypto';

/** A random opaque session token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is a sufficient at-rest hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header (a device credential, a bridge token), or undefined. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  return /^Bearer\s+([A-Za-z0-9_-]{16,100})\s*$/i.exec(authorization ?? '')?.[1];
}
