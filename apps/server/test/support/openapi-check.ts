import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.0 document these checks read. */
export interface OpenApiDocument {
  openapi: string;
  components?: { schemas?: Record<string, object> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}
export interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

export interface SchemaPlace {
  /** `GET /api/up/details/{id} 200 application/json` */
  where: string;
  schema: object;
}

/** Every schema the document gives an operation: parameters, bodies and answers. */
export function schemasOf(doc: OpenApiDocument): SchemaPlace[] {
  const places: SchemaPlace[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? [])
        if (p.schema) places.push({ where: `${at} ${p.in} ${p.name}`, schema: p.schema });
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (media.schema) places.push({ where: `${at} body ${type}`, schema: media.schema });
      }
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          if (media.schema) places.push({ where: `${at} ${status} ${type}`, schema: media.schema });
        }
      }
    }
  }
  return places;
}

/**
 * ajv in strict mode, reading OpenAPI 3.0 schemas: `nullable` is ajv's own keyword, `binary` is
 * OpenAPI's format for a file's bytes, and the document's components go beside each schema as
 * `components` so `#/components/schemas/...` resolves as it does in the document.
 */
export function strictCompiler(doc: OpenApiDocument) {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword({ keyword: 'components' });
  const cache = new Map<object, ValidateFunction>();
  return (schema: object): ValidateFunction => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components ?? {} });
      cache.set(schema, validate);
    }
    return validate;
  };
}

/** The operation of the document a request went to: its path template matched part by part. */
export function operationFor(doc: OpenApiDocument, method: string, url: string) {
  const parts = url.split('?')[0]!.split('/');
  for (const [path, operations] of Object.entries(doc.paths)) {
    const template = path.split('/');
    if (template.length !== parts.length) continue;
    if (!template.every((part, i) => /^\{\w+\}$/.test(part) || part === parts[i])) continue;
    const op = operations[method.toLowerCase()];
    if (op) return { key: `${method.toUpperCase()} ${path}`, op };
  }
  return undefined;
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** Whether a declared media type (a range like `audio/*` too) covers the one sent. */
const covers = (declared: string, sent: string) => {
  const [type, subtype] = mediaTypeOf(declared).split('/');
  const [sentType, sentSubtype] = sent.split('/');
  return (type === '*' || type === sentType) && (subtype === '*' || subtype === sentSubtype);
};

export interface Answer {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with one real answer by the document: its operation, its status, its content type
 * must be declared, and a JSON body must be valid against the schema declared for that status.
 * An empty list when the document tells the truth about it.
 */
export function answerProblems(doc: OpenApiDocument, compile: ReturnType<typeof strictCompiler>, a: Answer): string[] {
  const name = `${a.method} ${a.url} -> ${a.statusCode}`;
  const found = operationFor(doc, a.method, a.url);
  if (!found) return [`${name}: no operation of the document`];
  const answer = found.op.responses?.[String(a.statusCode)];
  if (!answer) return [`${name}: ${found.key} declares no ${a.statusCode} answer`];
  const sent = mediaTypeOf(String(a.headers['content-type'] ?? ''));
  const declared = Object.entries(answer.content ?? {}).find(([type]) => covers(type, sent));
  if (!declared) {
    return [
      `${name}: ${found.key} ${a.statusCode} declares ${Object.keys(answer.content ?? {}).join(', ') || 'no content'}, not ${sent}`,
    ];
  }
  if (!sent.endsWith('json') || !declared[1].schema) return [];
  const validate = compile(declared[1].schema);
  if (validate(JSON.parse(a.body))) return [];
  return (validate.errors ?? []).map(
    (e) => `${name}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`,
  );
}
