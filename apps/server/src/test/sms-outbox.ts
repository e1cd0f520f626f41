import { readFileSync } from 'node:fs';

/** The newest code the outbox sender wrote for a phone. */
export function lastCodeFor(outboxFile: string, phoneNumber: string): string {
  const lines = readFileSync(outboxFile, 'utf8').trim().split('\n');
  const messages = lines.map((line) => JSON.parse(line) as { phone_number: string; code: string });
  const code = messages.filter((m) => m.phone_number === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`no SMS for ${phoneNumber}`);
  return code;
}
