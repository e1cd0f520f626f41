import type { LiveSession } from './repo.js';

/**
 * A short-lived, bounded, per-process cache of resolved sessions, so that the lookup every
 * authenticated request needs does not always cost a database round trip. Logout and
 * anything that disables a user invalidate it at once on this instance; other API instances
 * notice within the TTL. A TTL of 0 turns it off.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: LiveSession; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string): LiveSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    const now = Date.now();
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  set(tokenHash: string, session: LiveSession): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { session, until: Date.now() + this.ttlMs });
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Drops everything (a change that touches many people's sessions, such as a company's details). */
  clear(): void {
    this.entries.clear();
  }

  /** Drops every cached session of a user (disabled, role or company changed). */
  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(hash);
  }
}
