import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serialization.js';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('response serialization', () => {
  const schema = z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    company: z.object({ id: z.number(), role: z.enum(['OWNER', 'USER']) }).nullable(),
  });

  it('writes declared fields, nulls included, and drops undeclared ones', () => {
    const out = compile(schema)({ id: 1, name: null, company: null, password_hash: 'secret' });
    expect(JSON.parse(out)).toEqual({ id: 1, name: null, company: null });
    expect(out).not.toContain('secret');
  });

  it('writes nested objects', () => {
    const out = compile(schema)({ id: 2, name: 'a', company: { id: 3, role: 'OWNER', extra: true } });
    expect(JSON.parse(out)).toEqual({ id: 2, name: 'a', company: { id: 3, role: 'OWNER' } });
  });
});
