import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `x | null` as `anyOf: [x, {type: 'null'}]`, which fast-json-stringify can only
 * serialise by validating each value at run time; `nullable: true` says the same at no cost.
 * Likewise for unions of literals (below).
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => [key, simplifyNullable(value)]),
  ) as JsonSchema;
  const options = schema.anyOf;
  // A union of literals (weighing_mode 0 | 1 | 2) is one type: fast-json-stringify would pick a
  // branch per value by validating each, so say it as an enum.
  if (Array.isArray(options) && options.length > 0) {
    const types = new Set(options.map((o: JsonSchema) => o.type));
    const [type] = types;
    if (types.size === 1 && typeof type === 'string' && options.every((o: JsonSchema) => 'const' in o)) {
      const { anyOf: _dropped, ...rest } = schema;
      return { ...rest, type, enum: options.map((o: JsonSchema) => o.const) };
    }
  }
  if (Array.isArray(options) && options.length === 2) {
    const nonNull = options.find((o: JsonSchema) => o.type !== 'null') as JsonSchema | undefined;
    if (nonNull && options.some((o: JsonSchema) => o.type === 'null') && typeof nonNull.type === 'string') {
      const { anyOf: _dropped, ...rest } = schema;
      return { ...rest, ...nonNull, nullable: true };
    }
  }
  return schema;
}

type Serializer = ReturnType<typeof fastJson>;

/**
 * One compiled function per schema: routes and status codes that share a schema (the error
 * envelope, pages of the same item) share it, and so do apps built in one process (the
 * integration tests build one per file; compiling was most of building an app). By object, and
 * by its JSON schema for the schemas a route builds afresh each time it is registered.
 */
const compiled = new WeakMap<z.ZodType, Serializer>();
const compiledByJson = new Map<string, Serializer>();

/**
 * Response serialization from the route's zod schema, compiled once into a fast-json-stringify
 * function: only the declared fields leave the server, and hot routes avoid a zod parse per
 * response. Handlers are type-checked against the same schema at build time.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = simplifyNullable(
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }),
    ) as Parameters<typeof fastJson>[0];
    const text = JSON.stringify(jsonSchema);
    serialize = compiledByJson.get(text) ?? fastJson(jsonSchema);
    compiledByJson.set(text, serialize);
    compiled.set(schema, serialize);
  }
  return serialize;
};
