import { readFileSync } from 'node:fs';
import type { Clock } from '@dahua/shared';

/**
 * A clock running ahead of the system's by the milliseconds written in `file` (end-to-end tests move
 * the server through a promotion's start without waiting for it: CLOCK_OFFSET_FILE). The file is read
 * at most every 100 ms; a missing or unreadable file means no offset. Never set in production: the
 * server logs a warning at start when it is.
 */
export function offsetClock(file: string): Clock {
  let offset = 0;
  let readAt = 0;
  return () => {
    const now = Date.now();
    if (now - readAt >= 100) {
      readAt = now;
      try {
        const value = Number(readFileSync(file, 'utf8').trim());
        offset = Number.isFinite(value) ? value : 0;
      } catch {
        offset = 0;
      }
    }
    return new Date(now + offset);
  };
}
