import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { messageKey, renderValidationMessage } from '../lib/validation-messages.js';
import { languageOf } from './language.js';

/** The body fields that hold an image address, whatever the route (shops, scales, goods, companies, avatars). */
const IMAGE_FIELDS = new Set(['img_url']);

function imageFieldPaths(value: unknown, isStored: (url: string) => boolean, path: string[] = []): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => imageFieldPaths(item, isStored, [...path, String(i)]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    IMAGE_FIELDS.has(key) && typeof item === 'string'
      ? isStored(item)
        ? []
        : [[...path, key].join('.')]
      : imageFieldPaths(item, isStored, [...path, key]),
  );
}

/**
 * Every request body, after validation: an image field must hold an address our storage issued,
 * one rule for every route that stores one.
 */
export function registerStoredUrlCheck(app: FastifyInstance, isStored: (url: string) => boolean): void {
  app.addHook('preHandler', async (request) => {
    const bad = imageFieldPaths(request.body, isStored);
    if (bad.length === 0) return;
    const lang = languageOf(request);
    const message = renderValidationMessage(messageKey('imageUrlNotStored'), lang);
    const fields = bad.map((field) => ({ field, message }));
    throw new AppError(
      'VALIDATION',
      { detail: fields.map((f) => `${f.field}: ${f.message}`).join('; ') },
      { fields },
    );
  });
}
