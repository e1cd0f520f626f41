import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { Lang } from '../lib/language.js';
import { messageKey, renderValidationMessage } from '../lib/validation-messages.js';
import { unsafeTextPaths } from './unsafe-text.js';

/** Raised by the validator; the error handler renders it in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly schema: z.ZodType,
    readonly input: unknown,
    readonly part: string,
    /** Fields holding text no field accepts (NUL, lone surrogates), found before the schema ran. */
    readonly unsafeFields: readonly string[] = [],
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }

  /** One line per problem, naming the field (`phone_number: ...`), in the given language. */
  fieldErrors(lang: Lang): { field: string; message: string }[] {
    if (this.unsafeFields.length > 0) {
      const message = renderValidationMessage(messageKey('textUnsafe'), lang);
      return this.unsafeFields.map((field) => ({ field: field || this.part, message }));
    }
    const localeError = lang === 'en' ? z.locales.en().localeError : z.locales.zhCN().localeError;
    const result = this.schema.safeParse(this.input, { error: localeError });
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.join('.') : this.part,
      message: renderValidationMessage(issue.message, lang),
    }));
  }
}

/**
 * Validates every request part with its zod schema; coerced/defaulted values replace the input.
 * First, for every part of every route alike, text that no field accepts (NUL, lone surrogates)
 * is refused naming its field, so no schema can forget it and none reaches the database.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unsafe = unsafeTextPaths(data);
    if (unsafe.length > 0)
      return { error: new RequestValidationError(schema, data, httpPart ?? 'body', unsafe) };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(schema, data, httpPart ?? 'body') };
  };
