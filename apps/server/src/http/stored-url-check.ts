import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { messageKey, renderValidationMessage } from '../lib/validation-messages.js';
import { languageOf } from './language.js';

/** The body fields that hold an image address, whatever the route (shops, scales, goods, companies, avatars). */
const IMAGE_FIELDS = new Set(['img_url']);
/**
 * The body lists of attached files (issue 27: verification records, scale events): each item's `url`
 * must be a stored address, and not empty.
 */
const ATTACHMENT_LISTS = new Set(['attachments']);

type Bad = { field: string; key: 'imageUrlNotStored' | 'fileUrlNotStored' };

function attachmentPaths(list: unknown[], isStored: (url: string) => boolean, path: string[]): Bad[] {
  return list.flatMap((item, i): Bad[] => {
    const url = item && typeof item === 'object' ? (item as { url?: unknown }).url : undefined;
    return typeof url === 'string' && (url === '' || !isStored(url))
      ? [{ field: [...path, String(i), 'url'].join('.'), key: 'fileUrlNotStored' }]
      : [];
  });
}

function imageFieldPaths(value: unknown, isStored: (url: string) => boolean, path: string[] = []): Bad[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => imageFieldPaths(item, isStored, [...path, String(i)]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): Bad[] => {
    if (IMAGE_FIELDS.has(key) && typeof item === 'string')
      return isStored(item) ? [] : [{ field: [...path, key].join('.'), key: 'imageUrlNotStored' }];
    if (ATTACHMENT_LISTS.has(key) && Array.isArray(item))
      return attachmentPaths(item, isStored, [...path, key]);
    return imageFieldPaths(item, isStored, [...path, key]);
  });
}

/**
 * Every request body, after validation: an image field, and each attachment's `url`, must hold an
 * address our storage issued, one rule for every route that stores one.
 */
export function registerStoredUrlCheck(app: FastifyInstance, isStored: (url: string) => boolean): void {
  app.addHook('preHandler', async (request) => {
    const bad = imageFieldPaths(request.body, isStored);
    if (bad.length === 0) return;
    const lang = languageOf(request);
    const fields = bad.map(({ field, key }) => ({
      field,
      message: renderValidationMessage(messageKey(key), lang),
    }));
    throw new AppError(
      'VALIDATION',
      { detail: fields.map((f) => `${f.field}: ${f.message}`).join('; ') },
      { fields },
    );
  });
}
