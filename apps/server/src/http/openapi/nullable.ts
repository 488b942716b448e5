/**
 * OpenAPI 3.0 has no `null` type: a schema allows null only through `nullable: true` next to a
 * `type`, and an `enum` still has to list null itself. The schemas zod and the type provider emit
 * break both rules here and there (an enum marked nullable without null in it, `nullable` on a
 * schema with no type, `type: 'null'`), which strict tools read as "null is refused" or refuse to
 * compile. This rewrites every schema of a generated document into the form 3.0 means.
 */

type Schema = Record<string, unknown>;

/** What 3.0 writes for "only null": a typed schema that is nullable and lists nothing else. */
const NULL_ONLY: Schema = { type: 'string', nullable: true, enum: [null] };

/** Keywords that describe a schema without restricting its values. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'example', 'deprecated', 'readOnly', 'writeOnly']);

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const allowsOnlyNull = (s: Schema) =>
  s.type === 'null' || (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null);

/** One schema and everything below it, rewritten bottom-up; the input is not changed. */
export function nullableFor30(input: Schema): Schema {
  const s: Schema = { ...input };
  if (isObject(s.properties)) {
    s.properties = Object.fromEntries(
      Object.entries(s.properties).map(([name, child]) => [name, isObject(child) ? nullableFor30(child) : child]),
    );
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObject(s[key])) s[key] = nullableFor30(s[key]);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) s[key] = list.map((child: unknown) => (isObject(child) ? nullableFor30(child) : child));
  }

  // `type: [T, 'null']` (JSON Schema's way) and `type: 'null'`.
  if (Array.isArray(s.type)) {
    const types = (s.type as unknown[]).filter((t) => t !== 'null');
    if (types.length < s.type.length) s.nullable = true;
    if (types.length === 1) s.type = types[0];
    else if (types.length === 0) return { ...NULL_ONLY, ...annotationsOf(s) };
    else {
      delete s.type;
      s.anyOf = types.map((type) => ({ type }));
    }
  } else if (s.type === 'null') {
    return { ...NULL_ONLY, ...annotationsOf(s) };
  }

  // A union with a null branch: the branch goes, the union becomes nullable.
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = s[key];
    if (!Array.isArray(list)) continue;
    const others = (list as Schema[]).filter((branch) => !allowsOnlyNull(branch));
    if (others.length === list.length) continue;
    s.nullable = true;
    s[key] = others;
    if (others.length === 1 && Object.keys(s).every((k) => k === key || k === 'nullable' || ANNOTATIONS.has(k))) {
      delete s[key];
      Object.assign(s, others[0], { nullable: true });
    }
  }

  if (s.nullable !== true) return s;
  if ('type' in s) {
    if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...(s.enum as unknown[]), null];
    return s;
  }
  // `nullable` means nothing without a type: say it with a null branch, or drop it where any value
  // (null among them) is allowed already.
  delete s.nullable;
  const constraints = Object.keys(s).filter((k) => !ANNOTATIONS.has(k));
  if (constraints.length === 0) return s;
  if (constraints.length === 1 && Array.isArray(s.anyOf)) {
    s.anyOf = [...(s.anyOf as Schema[]), NULL_ONLY];
    return s;
  }
  const rest = Object.fromEntries(constraints.map((k) => [k, s[k]]));
  return { ...annotationsOf(s), anyOf: [rest, NULL_ONLY] };
}

function annotationsOf(s: Schema): Schema {
  return Object.fromEntries(Object.entries(s).filter(([k]) => ANNOTATIONS.has(k)));
}

interface MediaMap {
  [mediaType: string]: { schema?: Schema };
}
interface OperationLike {
  parameters?: { schema?: Schema }[];
  requestBody?: { content?: MediaMap };
  responses?: Record<string, { content?: MediaMap; headers?: Record<string, { schema?: Schema }> }>;
}
export interface DocumentLike {
  components?: { schemas?: Record<string, Schema> };
  paths?: Record<string, Record<string, OperationLike>>;
}

/** Every schema of the document (components, parameters, bodies, answers and their headers) for 3.0. */
export function documentNullableFor30<D extends DocumentLike>(doc: D): D {
  const fixMedia = (content: MediaMap | undefined) => {
    for (const media of Object.values(content ?? {})) if (media.schema) media.schema = nullableFor30(media.schema);
  };
  const schemas = doc.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) schemas[name] = nullableFor30(schemas[name]!);
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(operations)) {
      for (const param of op.parameters ?? []) if (param.schema) param.schema = nullableFor30(param.schema);
      fixMedia(op.requestBody?.content);
      for (const answer of Object.values(op.responses ?? {})) {
        fixMedia(answer.content);
        for (const header of Object.values(answer.headers ?? {})) {
          if (header.schema) header.schema = nullableFor30(header.schema);
        }
      }
    }
  }
  return doc;
}
