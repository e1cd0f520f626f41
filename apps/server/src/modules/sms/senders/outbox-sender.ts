import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './sender.js';

/**
 * Appends each message as a JSON line to a file: the "phone" of end-to-end tests and demos,
 * which read the newest code for a number from it.
 */
export function outboxSender(file: string): SmsSender {
  return {
    name: 'outbox',
    async send(phoneNumber, code) {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(
        file,
        `${JSON.stringify({ phone_number: phoneNumber, code, sent_at: new Date().toISOString() })}\n`,
      );
    },
  };
}
