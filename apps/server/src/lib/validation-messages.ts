import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@dahua/shared/contracts/messages';
import type { Lang } from './language.js';

export { messageKey, VALIDATION_MESSAGES, type ValidationMessageKey } from '@dahua/shared/contracts/messages';

export function renderValidationMessage(message: string, lang: Lang): string {
  if (!message.startsWith('v:')) return message;
  const entry = VALIDATION_MESSAGES[message.slice(2) as ValidationMessageKey];
  return entry ? entry[lang] : message;
}
