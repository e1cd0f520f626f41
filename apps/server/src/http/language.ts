import type { FastifyRequest } from 'fastify';

/** The two languages of the product; `ch` is the default, as in the console's `lange` setting. */
export type Lang = 'ch' | 'en';

/** The caller's language: the console's `lang` header first, then Accept-Language, else Chinese. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const explicit = request.headers.lang;
  if (explicit === 'en' || explicit === 'ch') return explicit;
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*en\b/i.test(accept)) return 'en';
  return 'ch';
}

export type Bilingual = Record<Lang, string>;

/** Fills `{name}` placeholders. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
