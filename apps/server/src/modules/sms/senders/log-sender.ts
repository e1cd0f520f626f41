import type { SmsSender } from './sender.js';

/** Development and demos: the code goes to the server log instead of a phone. */
export function logSender(log: (message: string) => void): SmsSender {
  return {
    name: 'log',
    async send(phoneNumber, code) {
      log(`SMS verification code for ${phoneNumber}: ${code}`);
    },
  };
}
