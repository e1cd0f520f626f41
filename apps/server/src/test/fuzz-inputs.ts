import { INT4_MAX } from '@dahua/shared/contracts/common';
import fc from 'fast-check';
import JSZip from 'jszip';
import { LONE_SURROGATE } from '../http/unsafe-text.js';

/**
 * Bad inputs for the fuzz tier (http/fuzz.test.ts), derived from one operation of the OpenAPI
 * document alone, so a route added later is fuzzed without touching the test. Values come from
 * fast-check arbitraries sampled from a fixed seed (a run is reproducible), next to a fixed list
 * of the inputs that matter most (NUL, lone surrogates, int4 bounds, huge text) that every field
 * gets whatever the draw. Every request changes one thing of an otherwise plausible request, so
 * that the odd part is what the server has to judge.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
};
export type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
export type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

/** One request to send: what is odd about it (`kind`, the key failures are grouped by) and its parts. */
export type Variant = {
  kind: string;
  url: string;
  body?: { payload: string | Buffer; contentType: string };
  headers?: Record<string, string>;
  /** The variant brings its own Authorization header: it is sent by the anonymous caller only. */
  anonymousOnly?: boolean;
};

/** A file to upload: odd bytes under a name and a declared type. */
export type FileSample = { label: string; filename: string; contentType: string; bytes: Buffer };

export type FuzzContext = {
  seed: number;
  /** Values drawn from the arbitraries per field or parameter, on top of the fixed ones. */
  samples: number;
  /** Full: every fixed value and file; quick: the ones that most often found faults. */
  depth: 'full' | 'quick';
  /**
   * The value of a field, query or path parameter that names something of the fixtures (an id, a
   * phone number), so that requests reach real rows; undefined to let the schema decide.
   */
  hint(name: string, schema: JsonSchema | undefined, path: string): unknown;
  /** From fileSamples(): sent to every operation that may take a multipart form. */
  files: FileSample[];
};

// ─── JSON texts JSON.stringify cannot write ──────────────────────────────────────────────────

/** A number (or any JSON text) written as is: `1e400`, `-0`, 23-digit integers. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value, with RawJson parts written verbatim. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)]!);
}

/** A copy of an object with an own key that an object literal cannot hold (`__proto__`). */
function withOwnKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

// ─── How a value is odd (the `kind` of a variant) ────────────────────────────────────────────

/** A short class of a value, so that failures group by cause rather than by random draw. */
export function labelOf(value: unknown): string {
  if (value === null) return 'null';
  if (value instanceof RawJson)
    return `raw ${value.text.length > 12 ? `${value.text.slice(0, 12)}…` : value.text}`;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'non-finite';
    if (!Number.isInteger(value)) return 'fraction';
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return 'past 2^53';
    if (value > INT4_MAX || value < -INT4_MAX - 1) return 'past int4';
    if (value === INT4_MAX || value === -INT4_MAX - 1) return 'int4 bound';
    if (value < 0) return 'negative';
    return value === 0 ? 'zero' : 'integer';
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'NUL';
    if (LONE_SURROGATE.test(value)) return 'lone surrogate';
    if (value.length >= 10_000) return 'huge string';
    if (value === '') return 'empty string';
    if (/^\s+$/.test(value)) return 'blank string';
    if (/^[+-]?(NaN|Infinity|null|undefined|true|false)$/i.test(value)) return 'keyword string';
    if (/^\s*[+-]?(\d|0x)[\d._eE+-]*\s*$/.test(value)) return 'numeric string';
    if (/[^\x20-\x7e]/.test(value)) return 'unicode string';
    return 'string';
  }
  if (Array.isArray(value)) return value.length > 1000 ? 'huge array' : 'array';
  return 'object';
}

// ─── Plausible values (the good neighbours of the one bad part) ──────────────────────────────

function typeOf(schema: JsonSchema | undefined): string | undefined {
  return Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
}

/** The branch of a union to build on: the first that is not null (nor the empty-string enum). */
function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf ?? [];
  return (
    branches.find((s) => typeOf(s) !== 'null' && !(s.enum?.length === 1 && s.enum[0] === '')) ??
    branches[0] ??
    {}
  );
}

function seedOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

function plausibleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
  if (schema.format === 'date') return '2026-01-02';
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/fuzz.png';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  if (schema.pattern) {
    const fits = fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= Math.max(min, 1) && s.length <= max);
    try {
      const [value] = fc.sample(fits, { seed: seedOf(name + schema.pattern), numRuns: 1 });
      if (value !== undefined) return value;
    } catch {
      // A pattern fast-check cannot generate from, or none that fits: fall through.
    }
  }
  return 'fuzz'.padEnd(min, 'z').slice(0, max);
}

/** A value the schema accepts (or the hint's, for a field that names a fixture). */
export function plausible(
  name: string,
  schema: JsonSchema | undefined,
  hint: (name: string, schema: JsonSchema | undefined) => unknown = () => undefined,
): unknown {
  const hinted = hint(name, schema);
  if (hinted !== undefined) return hinted;
  if (!schema) return 'fuzz';
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf || schema.oneOf) return plausible(name, mainBranch(schema), hint);
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    let value = Math.max(1, schema.minimum ?? 1);
    if (schema.exclusiveMinimum === true && value <= (schema.minimum ?? 0)) value += 1;
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      value = schema.exclusiveMinimum + 1;
    return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
  }
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (type === 'array')
    return Array.from({ length: schema.minItems ?? 0 }, () => plausible(name, schema.items, hint));
  if (type === 'object' || schema.properties) return plausibleObject(schema, hint);
  return plausibleString(schema, name);
}

export function plausibleObject(
  schema: JsonSchema | undefined,
  hint?: (name: string, schema: JsonSchema | undefined) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([key, s]) => [key, plausible(key, s, hint)]),
  );
}

// ─── Bad values ──────────────────────────────────────────────────────────────────────────────

const HUGE = 'x'.repeat(100_000);

/** Values no field of any type should take into a 5xx: wrong types, tricks, injections. */
const anyBad: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    '',
    ' ',
    '\t\n',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udfff\ud800',
    '\ufeff',
    '\u202eevil',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢😀',
    '%00',
    '%s%n%x',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or '1'='1' --",
    '$1; drop table users; --',
    '=cmd|" /c calc"!A1',
    'javascript:alert(1)',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    [],
    {},
    [[]],
    [{}],
    { a: { b: { c: 1 } } },
  ),
  fc
    .constantFrom('1e400', '-1e400', '-0', '1.0', '12345678901234567890123', '4.9e-325')
    .map((t) => new RawJson(t)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt().map((n) => new RawJson(n.toString())),
  fc.jsonValue({ maxDepth: 2 }),
);

const badNumber = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom<unknown>(
      -1,
      0,
      0.5,
      1.5,
      INT4_MAX,
      INT4_MAX + 1,
      -INT4_MAX - 1,
      -INT4_MAX - 2,
      2 ** 32,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 53),
      1e21,
      1e308,
      -1e308,
      Number.MIN_VALUE,
      '1',
      '01',
      ' 1',
      '1e3',
      '0x10',
      ...[schema.minimum, schema.maximum]
        .filter((n): n is number => typeof n === 'number')
        .flatMap((n) => [n - 1, n + 1, n + 0.5]),
    ),
    fc.integer(),
    fc.maxSafeInteger(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

const badString = (schema: JsonSchema, name: string): fc.Arbitrary<unknown> => {
  const good = plausibleString(schema, name);
  const max = schema.maxLength;
  return fc.oneof(
    fc.constantFrom<unknown>(
      1,
      0,
      -1,
      INT4_MAX + 1,
      true,
      '',
      ' ',
      `${good}\u0000`,
      `${good}\ud800`,
      ` ${good}`,
      `${good} `,
      `${good}x`,
      good.toUpperCase(),
      good.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
      ...(max !== undefined ? ['x'.repeat(max + 1), '汉'.repeat(max + 1), '😀'.repeat(max)] : []),
    ),
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  );
};

const badBoolean: fc.Arbitrary<unknown> = fc.constantFrom(
  'true',
  'false',
  0,
  1,
  2,
  -1,
  'yes',
  '',
  [true],
  {},
);

function badArray(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const items = schema.items;
  return fc.oneof(
    fc.constantFrom<unknown>(
      '[]',
      'a,b',
      1,
      {},
      [null],
      [[1]],
      [{}],
      ['1'],
      [-1],
      [INT4_MAX + 1],
      [1.5],
      [1, 1],
    ),
    fc.array(badFor(items, name), { maxLength: 3 }),
    fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => plausible(name, items))),
  );
}

/** Bad values for a field of this schema: wrong-type and tricky values, and type-specific edges. */
export function badFor(schema: JsonSchema | undefined, name: string): fc.Arbitrary<unknown> {
  if (!schema) return anyBad;
  if (schema.anyOf || schema.oneOf) return badFor(mainBranch(schema), name);
  const type = typeOf(schema);
  const specific =
    type === 'integer' || type === 'number'
      ? badNumber(schema)
      : type === 'boolean'
        ? badBoolean
        : type === 'array'
          ? badArray(schema, name)
          : type === 'object'
            ? fc.constantFrom<unknown>([], 'x', 1, [plausibleObject(schema)])
            : badString(schema, name);
  const enumBad = schema.enum?.length
    ? fc.constantFrom<unknown>(
        `${schema.enum[0]} `,
        String(schema.enum[0]).toLowerCase(),
        String(schema.enum[0]).toUpperCase(),
        'X',
      )
    : specific;
  return fc.oneof(
    { weight: 1, arbitrary: anyBad },
    { weight: 2, arbitrary: enumBad },
    { weight: 1, arbitrary: specific },
  );
}

/** What every field is tried with, whatever the draw: the inputs that found faults before. */
function fixedBad(schema: JsonSchema | undefined, depth: FuzzContext['depth']): unknown[] {
  const type = typeOf(schema?.anyOf || schema?.oneOf ? mainBranch(schema) : schema);
  const always: unknown[] = ['a\u0000b', 'x\ud800', INT4_MAX + 1, HUGE, { nested: [1] }, null];
  if (depth === 'quick') return type === 'integer' || type === 'number' ? [...always, -INT4_MAX - 2] : always;
  const more: unknown[] = [[1], true, new RawJson('1e400'), new RawJson('9007199254740993')];
  if (type === 'integer' || type === 'number')
    more.push(INT4_MAX, -INT4_MAX - 1, -INT4_MAX - 2, -1, 0, 1.5, '1');
  else if (type === 'array') more.push('x', Array(5000).fill(1), ['a\u0000b'], [INT4_MAX + 1], [null]);
  else if (type === 'boolean') more.push('true', 2);
  else more.push(1, '', '\ud800', 'x'.repeat((schema?.maxLength ?? 10_000) + 1));
  return [...always, ...more];
}

function sample<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return count > 0 ? fc.sample(arbitrary, { seed, numRuns: count }) : [];
}

// ─── Path ids, query strings, headers ────────────────────────────────────────────────────────

/** Ids that are not canonical digits within int4, written as they would appear in the URL. */
const NOT_IDS_FULL = [
  '01',
  '1e0',
  '+1',
  '%201',
  '1%20',
  '0x1',
  '-1',
  '0',
  '-0',
  '1.0',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  'abc',
  'NaN',
  'null',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%EF%BC%91',
  '1,2',
  '..%2F1',
  '%',
];
const NOT_IDS_QUICK = [
  '01',
  '+1',
  '%201',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
];

/** Query values written raw (already encoded), with what is odd about each. */
const RAW_QUERY: [string, string][] = [
  ['%00', 'NUL'],
  ['a%00b', 'NUL'],
  ['%ED%A0%80', 'lone surrogate (UTF-8 bytes)'],
  ['x%ED%B0%80', 'lone surrogate (UTF-8 bytes)'],
  ['%FF%FE', 'invalid UTF-8'],
  ['%F0%9F', 'truncated UTF-8'],
  ['%', 'bad percent escape'],
  ['%zz', 'bad percent escape'],
  ['x'.repeat(10_000), 'huge string'],
  ['2147483648', 'past int4'],
  ['-2147483649', 'past int4'],
  ['99999999999999999999', 'past 2^53'],
  ['1e400', 'numeric string'],
  ['-1', 'negative'],
  ['', 'empty string'],
  ['%201', 'numeric string'],
  ['NaN', 'keyword string'],
];

const QUICK_QUERY = new Set(['a%00b', '%ED%A0%80', '%FF%FE', '%', 'x'.repeat(10_000), '2147483648']);

function encodeQuery(value: unknown): string {
  const text = typeof value === 'string' ? value : value instanceof RawJson ? value.text : jsonText(value);
  // encodeURIComponent throws on a lone surrogate: write it as the UTF-8 bytes a client would send.
  return [...text]
    .map((char) =>
      LONE_SURROGATE.test(char)
        ? `%${[0xe0 | (char.charCodeAt(0) >> 12), 0x80 | ((char.charCodeAt(0) >> 6) & 0x3f), 0x80 | (char.charCodeAt(0) & 0x3f)].map((b) => b.toString(16).toUpperCase()).join('%')}`
        : encodeURIComponent(char),
    )
    .join('');
}

function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([k, v]) => (v === '\0novalue' ? k : `${k}=${v}`)).join('&')}` : '';
}

function basicOf(bytes: Buffer | string): string {
  return `Basic ${Buffer.from(bytes).toString('base64')}`;
}

/** Authorization headers no session has (sent by the anonymous caller to every operation). */
const BAD_AUTHORIZATION: [string, string][] = [
  ['Basic', 'authorization: no credentials'],
  ['Basic !!!', 'authorization: not base64'],
  ['Bearer abc', 'authorization: other scheme'],
  [basicOf(':'), 'authorization: empty token'],
  [basicOf('a\u0000b:null'), 'authorization: NUL'],
  [basicOf(Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x3a, 0x6e])), 'authorization: lone surrogate bytes'],
  [basicOf(`${'x'.repeat(10_000)}:null`), 'authorization: huge token'],
  [basicOf("' or '1'='1:null"), 'authorization: injection'],
  [basicOf('1:null'), 'authorization: numeric token'],
];

// ─── Multipart forms and files ───────────────────────────────────────────────────────────────

const BOUNDARY = 'fuzzboundary';
type FormPart = { name: string; filename?: string; contentType?: string; bytes: Buffer | string };

function form(parts: FormPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Malformed forms, whatever the field. */
function malformedForms(field: string): { kind: string; payload: string | Buffer; contentType: string }[] {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  return [
    { kind: 'multipart without boundary', payload: 'x', contentType: 'multipart/form-data' },
    { kind: 'multipart empty', payload: '', contentType: FORM_TYPE },
    {
      kind: 'multipart truncated',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\nabc`,
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart boundary mismatch',
      payload: form([{ name: field, filename: 'a.png', bytes: png }]),
      contentType: 'multipart/form-data; boundary=other',
    },
    {
      kind: 'multipart part without disposition',
      payload: `--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart NUL in file name',
      payload: form([{ name: field, filename: 'a\u0000.png', contentType: 'image/png', bytes: png }]),
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart lone surrogate in file name',
      payload: Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a`),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(`.png"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`),
      ]),
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart huge field name',
      payload: form([{ name: 'f'.repeat(100_000), filename: 'a.png', bytes: png }]),
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart __proto__ field',
      payload: form([
        { name: '__proto__', bytes: '{"polluted":1}' },
        { name: 'constructor', bytes: 'x' },
        { name: field, filename: 'a.png', bytes: png },
      ]),
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart past the part limits',
      payload: form(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, bytes: 'x' }))),
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart two files',
      payload: form([
        { name: field, filename: 'a.png', bytes: png },
        { name: field, filename: 'b.png', bytes: png },
      ]),
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart text field instead of a file',
      payload: form([{ name: field, bytes: 'not a file' }]),
      contentType: FORM_TYPE,
    },
    {
      kind: 'multipart other field name',
      payload: form([{ name: 'other', filename: 'a.png', bytes: png }]),
      contentType: FORM_TYPE,
    },
  ];
}

function csvCell(value: unknown): string {
  const text = typeof value === 'string' ? value : value instanceof RawJson ? value.text : jsonText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function workbook(sheet: string, extra: Record<string, string> = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    'xl/workbook.xml',
    '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  zip.file('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${sheet}</sheetData></worksheet>`);
  for (const [path, text] of Object.entries(extra)) zip.file(path, text);
  return zip.generateAsync({ type: 'nodebuffer' });
}

function inlineRow(row: number, cells: string[]): string {
  const column = (i: number): string =>
    (i >= 26 ? column(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<row r="${row}">${cells.map((text, i) => `<c r="${column(i)}${row}" t="inlineStr"><is><t>${xml(text)}</t></is></c>`).join('')}</row>`;
}

/**
 * Odd files for upload routes: random bytes, magic numbers over junk, malformed and out-of-bounds
 * workbooks, CSV texts of bad values under the field names of the whole document (`vocabulary`).
 * Kept within what a fault can be told from by the answer: a sheet that asks a reader for
 * billions of rows is found by reading its code, not by a test that would run out of memory.
 */
export async function fileSamples(
  seed: number,
  samples: number,
  vocabulary: string[],
  depth: FuzzContext['depth'],
): Promise<FileSample[]> {
  const junk = (n: number) =>
    Buffer.from(fc.sample(fc.uint8Array({ minLength: n, maxLength: n }), { seed, numRuns: 1 })[0]!);
  const file = (
    label: string,
    filename: string,
    contentType: string,
    bytes: Buffer | string,
  ): FileSample => ({
    label,
    filename,
    contentType,
    bytes: Buffer.from(bytes),
  });
  const header = [...vocabulary, '__proto__', 'constructor'];
  const badCells = sample(anyBad, seed, Math.max(samples, 2) * 4);
  const csvRows = [
    header,
    header.map((_, i) => badCells[i % badCells.length]),
    header.map(() => 'a\u0000b'),
    header.map(() => String(INT4_MAX + 1)),
    header.map(() => '99999999999999999999'),
    header.map(() => '=1+1'),
    header.map(() => 'x'.repeat(1_000)),
  ];
  const csv = csvRows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  const quick: FileSample[] = [
    file('empty file', 'empty.png', 'image/png', ''),
    file(
      'PNG magic then junk',
      'a.png',
      'image/png',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), junk(64)]),
    ),
    file(
      'zip magic then junk',
      'a.xlsx',
      'application/octet-stream',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), junk(64)]),
    ),
    file('CSV of bad values', 'a.csv', 'text/csv', csv),
    file(
      'xlsx of bad values',
      'a.xlsx',
      'application/octet-stream',
      await workbook(
        csvRows
          .map((row, i) =>
            inlineRow(
              i + 1,
              row.map((c) => (typeof c === 'string' ? c : jsonText(c))),
            ),
          )
          .join(''),
      ),
    ),
  ];
  if (depth === 'quick') return quick;
  return [
    ...quick,
    ...sample(fc.uint8Array({ minLength: 1, maxLength: 4096 }), seed, samples).map((bytes, i) =>
      file(`random bytes ${i}`, 'a.bin', 'application/octet-stream', Buffer.from(bytes)),
    ),
    file(
      'JPEG magic then junk',
      'a.jpg',
      'image/jpeg',
      Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), junk(64)]),
    ),
    file('GIF magic then junk', 'a.gif', 'image/gif', Buffer.concat([Buffer.from('GIF89a'), junk(64)])),
    file(
      'WebP magic then junk',
      'a.webp',
      'image/webp',
      Buffer.concat([Buffer.from('RIFF\u00ff\u00ff\u00ff\u007fWEBPVP8 '), junk(64)]),
    ),
    file(
      'PNG of 2^31 × 2^31 pixels',
      'a.png',
      'image/png',
      Buffer.concat([
        Buffer.from('89504e470d0a1a0a0000000d494844527fffffff7fffffff0806000000', 'hex'),
        junk(16),
      ]),
    ),
    file(
      'SVG with script',
      'a.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
    file('text under an image name', 'a.png', 'image/png', 'hello'),
    file(
      'CSV in UTF-16 with BOM',
      'a.csv',
      'text/csv',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]),
    ),
    file(
      'CSV of invalid UTF-8',
      'a.csv',
      'text/csv',
      Buffer.concat([
        Buffer.from(`${header.join(',')}\r\n`),
        Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x0a]),
      ]),
    ),
    file('CSV header only', 'a.csv', 'text/csv', header.join(',')),
    file('CSV unbalanced quote', 'a.csv', 'text/csv', `${header.join(',')}\r\n"abc,1,2\r\n`),
    file(
      'CSV of 25,000 rows',
      'a.csv',
      'text/csv',
      [header.join(','), ...Array(25_000).fill(header.map(() => '1').join(','))].join('\n'),
    ),
    file(
      'xlsx without a sheet',
      'a.xlsx',
      'application/octet-stream',
      await (async () => {
        const zip = new JSZip();
        zip.file('hello.txt', 'hello');
        return zip.generateAsync({ type: 'nodebuffer' });
      })(),
    ),
    file(
      'xlsx of malformed XML',
      'a.xlsx',
      'application/octet-stream',
      await workbook('<row><c r="A1"><v>1</v><row><c'),
    ),
    file(
      'xlsx past the sheet bounds',
      'a.xlsx',
      'application/octet-stream',
      await workbook(
        `${inlineRow(1, header.slice(0, 3))}<row r="1048577"><c r="XFE1048577" t="inlineStr"><is><t>x</t></is></c></row>`,
      ),
    ),
    file(
      'xlsx shared strings out of range',
      'a.xlsx',
      'application/octet-stream',
      await workbook(
        `${inlineRow(1, header.slice(0, 3))}<row r="2"><c r="A2" t="s"><v>99999</v></c><c r="B2" t="s"><v>-1</v></c><c r="C2" t="s"><v>1e400</v></c></row>`,
        { 'xl/sharedStrings.xml': '<sst><si><t>a</t></si></sst>' },
      ),
    ),
  ];
}

// ─── The variants of one operation ───────────────────────────────────────────────────────────

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Fields and parameters the plausible request must leave out (an optional field whose plausible
 * value the server refused: an image address, a rule the document cannot state) or must carry
 * (an optional parameter some callers need). Learnt by the test from the validation answer.
 */
export type Adjustments = { omit: Set<string>; include: Set<string> };

/** The requests that fuzz one operation, the plausible one first (kind `plausible`). */
export function variantsOf(
  method: string,
  path: string,
  op: Operation,
  context: FuzzContext,
  adjust: Adjustments = { omit: new Set(), include: new Set() },
): Variant[] {
  const { seed, samples, depth } = context;
  const opSeed = seed ^ seedOf(`${method} ${path}`);
  const hint = (name: string, schema: JsonSchema | undefined) => context.hint(name, schema, path);
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');

  const idOf = (p: Parameter) => encodeQuery(plausible(p.name, p.schema, hint));
  const urlWithPath = (bad?: { name: string; raw: string }) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      bad?.name === name ? bad.raw : idOf(pathParams.find((p) => p.name === name) ?? { name, in: 'path' }),
    );
  const goodPath = urlWithPath();
  const goodQuery: [string, string][] = query
    .filter((p) => p.required || (adjust.include.has(p.name) && !adjust.omit.has(p.name)))
    .map((p) => [p.name, encodeQuery(plausible(p.name, p.schema, hint))]);
  const url = goodPath + queryString(goodQuery);
  const withQuery = (name: string, raw: string | null, extra: [string, string][] = []) =>
    goodPath +
    queryString([
      ...goodQuery.filter(([k]) => k !== name),
      ...(raw === null ? [] : ([[name, raw]] as [string, string][])),
      ...extra,
    ]);

  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const good = jsonSchema
    ? Object.fromEntries(
        Object.entries(plausibleObject(jsonSchema, hint)).filter(
          ([key]) => !adjust.omit.has(key) || jsonSchema.required?.includes(key),
        ),
      )
    : undefined;
  const json = (value: unknown) => ({ payload: jsonText(value), contentType: 'application/json' });
  const goodBody = good ? json(good) : undefined;

  const variants: Variant[] = [{ kind: 'plausible', url, body: goodBody }];
  const push = (kind: string, variantUrl: string, body = goodBody) =>
    variants.push({ kind, url: variantUrl, body });

  // Path ids: not canonical, out of int4, not numbers.
  for (const p of pathParams) {
    for (const raw of depth === 'full' ? NOT_IDS_FULL : NOT_IDS_QUICK) {
      push(
        `path ${p.name}=${raw.length > 24 ? `${raw.slice(0, 24)}…` : raw}`,
        urlWithPath({ name: p.name, raw }) + queryString(goodQuery),
      );
    }
  }

  // Query parameters: raw odd texts, generated bad values, repeated, array and object syntax, absent.
  for (const p of query) {
    for (const [raw, label] of depth === 'full' ? RAW_QUERY : RAW_QUERY.filter(([r]) => QUICK_QUERY.has(r))) {
      push(`query ${p.name}=${label}`, withQuery(p.name, raw));
    }
    for (const value of sample(badFor(p.schema, p.name), opSeed ^ seedOf(p.name), samples)) {
      push(`query ${p.name}=${labelOf(value)}`, withQuery(p.name, encodeQuery(value)));
    }
    const plain = encodeQuery(plausible(p.name, p.schema, hint));
    push(`query ${p.name} repeated`, withQuery(p.name, plain, [[p.name, '2']]));
    push(`query ${p.name} repeated`, withQuery(p.name, plain, [[p.name, plain]]));
    push(
      `query ${p.name}[] array syntax`,
      withQuery(p.name, null, [
        [`${p.name}[]`, plain],
        [`${p.name}[]`, '2'],
      ]),
    );
    push(
      `query ${p.name}[__proto__] object syntax`,
      withQuery(p.name, null, [[`${p.name}[__proto__]`, '1']]),
    );
    push(`query ${p.name} without value`, withQuery(p.name, null, [[p.name, '\0novalue']]));
    if (p.required) push(`query ${p.name} missing`, withQuery(p.name, null));
  }
  push(
    'query __proto__ and constructor',
    withQuery('', null, [
      ['__proto__', '1'],
      ['constructor', 'x'],
      ['__proto__[polluted]', '1'],
    ]),
  );
  push('query unknown parameter', withQuery('', null, [['fuzz_unknown', 'x'.repeat(1000)]]));

  // Anonymous: malformed credentials (sign-in routes read them as identifier:password).
  for (const [authorization, label] of depth === 'full' ? BAD_AUTHORIZATION : BAD_AUTHORIZATION.slice(3, 6)) {
    variants.push({ kind: label, url, body: goodBody, headers: { authorization }, anonymousOnly: true });
  }
  variants.push({ kind: 'header lang huge', url, body: goodBody, headers: { lang: 'x'.repeat(5000) } });

  if (jsonSchema && good) {
    const raw = (kind: string, payload: string | Buffer, contentType = 'application/json') =>
      variants.push({ kind, url, body: { payload, contentType } });
    raw('body malformed JSON', '{"a": 1,');
    raw('body not JSON', 'a=1&b=2');
    raw('body empty text', '');
    raw('body JSON null', 'null');
    raw('body JSON number', '1e400');
    raw('body two JSON values', `${jsonText(good)}${jsonText(good)}`);
    raw(
      'body invalid UTF-8',
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    );
    raw('body wrong content type', jsonText(good), 'text/plain');
    raw('body form encoded', 'a=1', 'application/x-www-form-urlencoded');
    raw(
      'body JSON charset utf-16',
      Buffer.from(jsonText(good), 'utf16le'),
      'application/json; charset=utf-16',
    );
    // Deep enough to exhaust any recursive walk whatever the JIT did to its frames (5,000 levels
    // overflowed or not from run to run), and still a fifth of the body limit.
    raw('body deeply nested', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    raw('body duplicate keys', jsonText(good).replace(/^\{/, '{"__dup":1,"__dup":2,'));
    push('body empty object', url, json({}));
    push('body array', url, json([good]));
    push('body string', url, json('fuzz'));
    push(
      'body extra fields',
      url,
      json({ ...good, fuzz_unknown: 'x', id: 1, created_time: 'x', role_type: 'SUPER_ADMIN' }),
    );
    push(
      'body __proto__ and constructor keys',
      url,
      json(
        withOwnKey(withOwnKey(good, '__proto__', { polluted: 1, role_type: 'SUPER_ADMIN' }), 'constructor', {
          prototype: { polluted: 1 },
        }),
      ),
    );
    for (const name of jsonSchema.required ?? []) {
      const { [name]: _, ...rest } = good;
      push(`body ${name} missing`, url, json(rest));
    }
    fieldVariants(jsonSchema, [], 0);
  }

  /** Each field of an object (and of the first item of arrays of objects, two levels down) made bad. */
  function fieldVariants(schema: JsonSchema, at: string[], level: number): void {
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      const where = [...at, field];
      const put = (v: unknown) => (level === 0 ? { ...good, [field]: v } : setIn(good!, where, v));
      const values =
        level === 0
          ? [
              ...fixedBad(fieldSchema, depth),
              ...sample(badFor(fieldSchema, field), opSeed ^ seedOf(field), samples),
            ]
          : fixedBad(fieldSchema, 'quick');
      for (const v of values) push(`body ${where.join('.')}=${labelOf(v)}`, url, json(put(v)));
      const inner = fieldSchema.anyOf || fieldSchema.oneOf ? mainBranch(fieldSchema) : fieldSchema;
      if (level >= 1) continue;
      if (inner.properties) fieldVariants(inner, where, level + 1);
      const items = inner.items?.anyOf || inner.items?.oneOf ? mainBranch(inner.items) : inner.items;
      if (items?.properties) {
        const first = plausibleObject(items, hint);
        for (const [itemField, itemSchema] of Object.entries(items.properties)) {
          for (const v of fixedBad(itemSchema, 'quick')) {
            push(
              `body ${field}[0].${itemField}=${labelOf(v)}`,
              url,
              json({ ...good, [field]: [{ ...first, [itemField]: v }] }),
            );
          }
        }
        push(
          `body ${field}[0].__proto__`,
          url,
          json({ ...good, [field]: [withOwnKey(first, '__proto__', { polluted: 1 })] }),
        );
      }
    }
  }

  // Operations without a JSON body: a body all the same, and (POST, PUT, PATCH) multipart forms.
  if (!jsonSchema && WRITES.has(method)) {
    variants.push(
      {
        kind: 'unexpected JSON body',
        url,
        body: { payload: '{"__proto__":{"polluted":1},"a":1}', contentType: 'application/json' },
      },
      {
        kind: 'unexpected malformed JSON body',
        url,
        body: { payload: '{"a":', contentType: 'application/json' },
      },
    );
    if (method !== 'DELETE') {
      const named = /multipart field "(\w+)"/.exec(`${op.summary ?? ''} ${op.description ?? ''}`)?.[1];
      const fields = named ? [named] : ['file', 'image'];
      for (const forged of malformedForms(fields[0]!)) {
        variants.push({
          kind: forged.kind,
          url,
          body: { payload: forged.payload, contentType: forged.contentType },
        });
      }
      for (const field of fields) {
        for (const sampleFile of context.files) {
          variants.push({
            kind: `multipart ${field}=${sampleFile.label}`,
            url,
            body: {
              payload: form([
                {
                  name: field,
                  filename: sampleFile.filename,
                  contentType: sampleFile.contentType,
                  bytes: sampleFile.bytes,
                },
              ]),
              contentType: FORM_TYPE,
            },
          });
        }
      }
    }
  }
  return variants;
}

function setIn(object: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return object;
  const inner = object[head];
  return {
    ...object,
    [head]:
      rest.length === 0
        ? value
        : setIn(inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, rest, value),
  };
}

/** The field names of every JSON body in the document (the header row of the CSV samples). */
export function vocabularyOf(paths: Record<string, Record<string, Operation>>): string[] {
  const names = new Set<string>();
  for (const methods of Object.values(paths))
    for (const op of Object.values(methods))
      for (const name of Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}))
        names.add(name);
  return [...names].sort();
}
