import type { FastifyRequest } from 'fastify';
import type { Lang } from '../lib/language.js';

export { type Bilingual, format, type Lang } from '../lib/language.js';

/** The caller's language: the console's `lang` header first, then Accept-Language, else Chinese. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const explicit = request.headers.lang;
  if (explicit === 'en' || explicit === 'ch') return explicit;
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*en\b/i.test(accept)) return 'en';
  return 'ch';
}
