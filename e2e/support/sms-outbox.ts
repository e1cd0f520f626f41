import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the e2e server's outbox SMS sender writes (see playwright.config.ts). */
export const SMS_OUTBOX_FILE = path.join(tmpdir(), `dahua-e2e-sms-${process.env.E2E_PORT ?? 3100}.jsonl`);

/** The newest code the server "sent" to a phone. */
export function lastSmsCode(phoneNumber: string): string | null {
  if (!existsSync(SMS_OUTBOX_FILE)) return null;
  const lines = readFileSync(SMS_OUTBOX_FILE, 'utf8').trim().split('\n').filter(Boolean);
  const messages = lines.map((line) => JSON.parse(line) as { phone_number: string; code: string });
  return messages.filter((m) => m.phone_number === phoneNumber).at(-1)?.code ?? null;
}
