import fc from 'fast-check';

/**
 * Bad inputs for the fuzz tier (http/fuzz.test.ts), derived from an operation of the OpenAPI
 * document: generated with fast-check from a fixed seed, so a run is reproducible and a route
 * added later is fuzzed without touching the test.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
};
export type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** One request to send: what is odd about it (`kind`), and its parts. */
export type Variant = {
  kind: string;
  url: string;
  /** JSON value to send, or a raw text body with its content type. */
  body?: { json: unknown } | { raw: string; contentType: string };
};

const NOT_IDS = [
  '01',
  '1e0',
  '+1',
  '%201',
  '0x1',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '1.5',
];

/** What every field is tried with, whatever the random draw: the inputs that once gave 500s. */
const ALWAYS = ['a\u0000b', 'x\ud800', 2_147_483_648, -1, 'x'.repeat(100_000), { nested: [1] }, null];

/** Values no field should take: wrong types, bounds, NUL, lone surrogates, huge text, prototypes. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER + 1,
    1e308,
    1.5,
    '',
    'NaN',
    'Infinity',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** A plausible value of a schema (so that one bad field is judged with good neighbours). */
export function plausible(name: string, schema: JsonSchema | undefined): unknown {
  if (schema?.anyOf)
    return plausible(
      name,
      schema.anyOf.find((s) => s.type !== 'null'),
    );
  if (schema?.enum?.length) return schema.enum[0];
  if (name === 'phone_number') return '13800009999';
  const type = Array.isArray(schema?.type) ? schema.type.find((x) => x !== 'null') : schema?.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return plausibleObject(schema);
  return 'fuzz';
}

export function plausibleObject(schema: JsonSchema | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([k, s]) => [k, plausible(k, s)]));
}

function sample<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** The variants of one operation; `samples` bounds the generated values per field. */
export function variantsOf(path: string, op: Operation, seed: number, samples: number): Variant[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const goodUrl = path.replace(/\{(\w+)\}/g, '1');
  const query = params.filter((p) => p.in === 'query');
  const goodQuery = new URLSearchParams(
    query.filter((p) => p.required).map((p) => [p.name, String(plausible(p.name, p.schema))]),
  );
  const urlWith = (base: string, q: URLSearchParams) => (q.size ? `${base}?${q}` : base);
  const variants: Variant[] = [];

  // Path ids that are not canonical digits within int4.
  for (const name of pathParams) {
    for (const bad of NOT_IDS) {
      variants.push({
        kind: `path ${name}=${bad}`,
        url: urlWith(
          path.replace(/\{(\w+)\}/g, (_, p: string) => (p === name ? bad : '1')),
          goodQuery,
        ),
      });
    }
  }

  // Query parameters: bad values, repeated, empty.
  for (const p of query) {
    for (const value of [...ALWAYS, ...sample(badValue, seed, samples)]) {
      if (value !== null && typeof value === 'object') continue;
      const q = new URLSearchParams(goodQuery);
      q.set(p.name, String(value));
      variants.push({ kind: `query ${p.name} bad`, url: urlWith(goodUrl, q) });
    }
    const repeated = new URLSearchParams(goodQuery);
    repeated.append(p.name, '1');
    repeated.append(p.name, '2');
    variants.push({ kind: `query ${p.name} repeated`, url: urlWith(goodUrl, repeated) });
  }

  const content = op.requestBody?.content ?? {};
  const url = urlWith(goodUrl, goodQuery);
  const json = content['application/json']?.schema;
  if (json) {
    const good = plausibleObject(json);
    variants.push(
      { kind: 'body malformed JSON', url, body: { raw: '{"a": 1,', contentType: 'application/json' } },
      { kind: 'body not JSON', url, body: { raw: 'a=1&b=2', contentType: 'application/json' } },
      {
        kind: 'body wrong content type',
        url,
        body: { raw: JSON.stringify(good), contentType: 'text/plain' },
      },
      { kind: 'body empty object', url, body: { json: {} } },
      { kind: 'body array', url, body: { json: [good] } },
      { kind: 'body string', url, body: { json: 'fuzz' } },
      { kind: 'body null', url, body: { raw: 'null', contentType: 'application/json' } },
      {
        kind: 'body __proto__ and constructor keys',
        url,
        body: {
          raw: JSON.stringify(good).replace(
            /^\{/,
            '{"__proto__":{"polluted":1,"role_type":"SUPER_ADMIN"},"constructor":{"prototype":{"x":1}},',
          ),
          contentType: 'application/json',
        },
      },
      {
        kind: 'body extra fields',
        url,
        body: { json: { ...good, unexpected_field: 'x', id: 1, company_id: 1 } },
      },
    );
    for (const [field, schema] of Object.entries(json.properties ?? {})) {
      for (const value of [...ALWAYS, ...sample(badValue, seed + field.length, samples)]) {
        variants.push({ kind: `body ${field} bad`, url, body: { json: { ...good, [field]: value } } });
      }
      if (schema.type === 'array' || schema.items) {
        variants.push({
          kind: `body ${field} huge array`,
          url,
          body: { json: { ...good, [field]: Array(5000).fill(1) } },
        });
      }
    }
  }
  if (content['multipart/form-data']) {
    variants.push(
      { kind: 'multipart no boundary', url, body: { raw: 'x', contentType: 'multipart/form-data' } },
      {
        kind: 'multipart truncated',
        url,
        body: {
          raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          contentType: 'multipart/form-data; boundary=b',
        },
      },
      {
        kind: 'multipart NUL file name',
        url,
        body: {
          raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--b--\r\n',
          contentType: 'multipart/form-data; boundary=b',
        },
      },
    );
  }
  return variants;
}
