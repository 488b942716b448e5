/**
 * Hostile requests made from the OpenAPI document the server publishes, so every JSON route (and
 * any route added later) is covered without a list to keep up to date.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/up/status/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  authenticated: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** Every operation of the document, with what it takes. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: op.requestBody?.content?.['application/json']?.schema,
        authenticated: Boolean(op.security?.length),
      });
    }
  }
  return ops;
}

const firstOf = (s: JsonSchema) => s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];

/**
 * Well-formed values of the patterned strings routes take (a calendar day): with an example a
 * pattern refuses, every request would stop at validation and a hostile value in another field
 * would never reach the code behind it.
 */
const PATTERN_EXAMPLES = ['2030-01-02'];

/** A plausible value for a schema: what a well-behaved client would send. */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alt = firstOf(schema);
  if (alt) return exampleOf(alt, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        const fits = PATTERN_EXAMPLES.find((example) => pattern.test(example));
        if (fits) return fits;
      }
      return 'a'.repeat(Math.max(schema.minLength ?? 0, 8)).slice(0, schema.maxLength ?? 8);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return [exampleOf(schema.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(prop, depth + 1);
      return out;
    }
    default:
      return 'a';
  }
}

/**
 * Stands for arrays nested 20,000 deep; `toJson` writes them out as text, because JSON.stringify
 * (like any recursive walker) would overflow the stack on them here.
 */
const DEEP = '\u2063deep\u2063';
const DEEP_JSON = `${'['.repeat(20_000)}"x"${']'.repeat(20_000)}`;

/** The request body text for a value that may hold the deep-nesting stand-in. */
export const toJson = (value: unknown): string => JSON.stringify(value).replaceAll(JSON.stringify(DEEP), DEEP_JSON);

/** Values no field should ever turn into a 500. Strings stay under the 1 MB body limit. */
export const HOSTILE_VALUES: { label: string; value: unknown }[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'only NUL', value: '\u0000' },
  { label: 'bell and escape', value: 'ring\u0007\u001b[31m' },
  { label: 'DEL', value: 'x\u007f' },
  { label: 'lone high surrogate', value: 'a\ud800b' },
  { label: 'lone low surrogate', value: '\udc00' },
  { label: 'right-to-left override and emoji', value: '\u202e\u{1F600}\u0301' },
  { label: 'empty string', value: '' },
  // A day to JavaScript's Date, none to PostgreSQL's (no year 0).
  { label: 'year 0000 date', value: '0000-01-01' },
  { label: '900 kB string', value: 'x'.repeat(900_000) },
  { label: '100 kB unbroken word', value: 'y'.repeat(100_000) },
  { label: 'number', value: 1 },
  { label: 'negative number', value: -1 },
  { label: 'fraction', value: 0.5 },
  { label: 'huge number', value: 1e308 },
  { label: 'huge negative number', value: -1e308 },
  { label: 'unsafe integer', value: 2 ** 53 + 2 },
  { label: 'true', value: true },
  { label: 'null', value: null },
  { label: 'object', value: { $gt: '' } },
  { label: 'array', value: ['a', 1] },
  { label: 'deep nesting', value: DEEP },
  { label: 'prototype key', value: JSON.parse('{"__proto__":{"polluted":1}}') },
];

/** Query-string values (always strings on the wire). */
export const HOSTILE_QUERY_VALUES: string[] = [
  '%00',
  'a%00b',
  '%07%1B',
  '%ED%A0%80',
  '%FF%FE',
  'x'.repeat(50_000),
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '0x10',
  '0000-01-01',
  '',
  '%5B%5D',
];

/** Path parameter values. */
export const HOSTILE_PATH_VALUES: string[] = [
  '%00',
  'a%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '%ED%A0%80',
  '00000000-0000-0000-0000-00000000000%00',
  '%F0%9F%98%80',
];

/** Every leaf path of a JSON value (property names, array indexes), the root excluded. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    const inner = value.flatMap((v, i) => leafPaths(v, [...prefix, i]));
    return prefix.length ? [prefix, ...inner] : inner;
  }
  if (value && typeof value === 'object') {
    const inner = Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
    return prefix.length ? [prefix, ...inner] : inner;
  }
  return prefix.length ? [prefix] : [];
}

/** A copy of `value` with the thing at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
