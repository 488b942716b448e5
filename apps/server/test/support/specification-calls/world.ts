import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Persona } from '../enterprise.js';
import { multipart } from '../media-files.js';
import { answerProblems, strictCompiler, type OpenApiDocument } from '../openapi-check.js';
import { castOf, seedSubjects, type Cast, type Extra, type SubjectIds } from '../permission-world.js';
import type { Subject } from '../permission-matrix.js';
import { bearer, createTestApp, type TestApp } from '../test-app.js';

/**
 * What the specification-calls test works on: one app, its OpenAPI document, and the cast of the
 * permission tests (`castOf`: a podcaster as `owner`, a second personal user `other`, and an
 * organisation's admin, QA and reviewers), who are made without waiting for mail. Files and
 * workflows are seeded straight into the database (processed, with a small transcript) by
 * `subject`, one per call that changes one.
 */
export interface SpecWorld {
  t: TestApp;
  doc: OpenApiDocument;
  compile: ReturnType<typeof strictCompiler>;
  cast: Cast;
  orgId: string;
}

export async function specificationWorld(): Promise<SpecWorld> {
  const t = await createTestApp();
  const doc = (await t.request({ method: 'GET', url: '/api/docs' })).json() as OpenApiDocument;
  const { cast, orgId } = await castOf(t);
  return { t, doc, compile: strictCompiler(doc), cast, orgId };
}

/**
 * A fresh subject: `PF` a processed file of the podcaster (`owner`), else a workflow of the
 * organisation in that status, assigned to the reviewer. Each carries quotes, show notes, a tweet
 * and a caption, and the `extras` asked for (`media`: bytes of the upload in storage; `article`: a
 * written article; `version`: an original in the history; `clip`: a failed audiogram).
 */
export async function subject(w: SpecWorld, kind: Subject, extras: readonly Extra[] = []): Promise<SubjectIds> {
  const [made] = await seedSubjects(w.t, w.cast, w.orgId, kind, 1, extras);
  return made!;
}

export interface SpecRequest {
  /** The caller (a persona, or any signed-in account's token); none for the public calls. */
  as?: Pick<Persona, 'token'>;
  /** A JSON body: exactly the fields the specification lists. */
  json?: unknown;
  /** A multipart body: the file, and fields only where the specification lists them. */
  file?: { path: string; fields?: Record<string, string> };
  /** A body of bytes (the PUT to a signed upload link). */
  bytes?: { body: Buffer; type: string };
}

/**
 * Makes one call of the specification, under /api, and checks the answer as any call's: a success
 * status, and the answer (its status, content type and JSON body) as the server's own OpenAPI
 * document declares it. Answers the response for the checks of what the specification says it holds.
 */
export async function specCall(
  w: SpecWorld,
  method: InjectOptions['method'] & string,
  path: string,
  request: SpecRequest = {},
): Promise<LightMyRequestResponse> {
  // A path the specification writes without its leading slash (`v1/up/save`) is the same path.
  const url = path.startsWith('/api/') ? path : `/api/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = request.as ? bearer(request.as.token) : {};
  let payload: InjectOptions['payload'] | undefined;
  if (request.json !== undefined) payload = request.json as InjectOptions['payload'];
  if (request.file) {
    const body = multipart({ path: request.file.path }, request.file.fields ?? {});
    payload = body.payload;
    Object.assign(headers, body.headers);
  }
  if (request.bytes) {
    payload = request.bytes.body;
    headers['content-type'] = request.bytes.type;
  }
  const res = await w.t.request({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const said = `${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`;
  expect(res.statusCode >= 200 && res.statusCode < 300, said).toBe(true);
  expect(
    answerProblems(w.doc, w.compile, {
      method,
      url,
      statusCode: res.statusCode,
      headers: res.headers,
      body: res.body,
    }),
    `${method} ${url}: the answer against the OpenAPI document`,
  ).toEqual([]);
  return res;
}
