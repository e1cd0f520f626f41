import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Response serialization from the route's zod schema, compiled once per route into a
 * fast-json-stringify function: only the declared fields leave the server, and hot routes avoid
 * a zod parse per response. Handlers are type-checked against the same schema at build time.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
