import type { Logger } from 'pino';
import type { Config } from '../../../config.js';
import { aliyunSender } from './aliyun-sender.js';
import { logSender } from './log-sender.js';
import { outboxSender } from './outbox-sender.js';
import type { SmsSender } from './sender.js';

/** The sender SMS_SENDER names: `log` (default), `outbox` (a JSON-lines file) or `aliyun`. */
export function createSmsSender(config: Config, log: Logger): SmsSender {
  switch (config.sms.sender) {
    case 'aliyun':
      return aliyunSender(config.sms.aliyun);
    case 'outbox':
      return outboxSender(config.sms.outboxFile);
    default:
      return logSender((message) => log.info(message));
  }
}
