import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { editorUser, seedFile, smallDoc } from '../support/editor-seed.js';
import { insertOrganisation, persona, type Persona } from '../support/enterprise.js';
import { seedWorkflow } from '../support/workflow-seed.js';
import { answerProblems, schemasOf, strictCompiler, type OpenApiDocument } from '../support/openapi-check.js';
import { WEB_API_TYPES, webApiTypes } from '../../../../scripts/lib/api-types.js';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';

/**
 * The OpenAPI document of /api/docs is what clients and the web app's types are made from, so it
 * has to hold for strict tools and for what the server really answers: valid by an independent
 * validator, every schema compiling in ajv's strict mode, every operation naming its error answers
 * and its content types, and real answers (successes and errors) valid against it.
 */
let t: TestApp;
let doc: OpenApiDocument;
let compile: ReturnType<typeof strictCompiler>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.request({ method: 'GET', url: '/api/docs' })).json();
  compile = strictCompiler(doc);
});
afterAll(() => t?.close());

const ERROR_REF = '#/components/schemas/ErrorResponse';
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.0 by an independent validator', async () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    const result = await new Validator().validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has schemas that all compile in strict mode', () => {
    const places = schemasOf(doc);
    expect(places.length).toBeGreaterThan(250);
    const failures: string[] = [];
    for (const { where, schema } of places) {
      try {
        compile(schema);
      } catch (err) {
        failures.push(`${where}: ${(err as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('says null as 3.0 does: nullable only beside a type, and a nullable enum lists null', () => {
    const wrong: string[] = [];
    const walk = (s: unknown, where: string) => {
      if (Array.isArray(s)) return s.forEach((x, i) => walk(x, `${where}/${i}`));
      if (!s || typeof s !== 'object') return;
      const schema = s as Record<string, unknown>;
      if (schema.nullable === true && !('type' in schema)) wrong.push(`${where}: nullable without a type`);
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
        wrong.push(`${where}: a nullable enum without null`);
      }
      if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) {
        wrong.push(`${where}: type null is not OpenAPI 3.0`);
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
    };
    for (const { where, schema } of schemasOf(doc)) walk(schema, where);
    expect(wrong).toEqual([]);
  });

  it('names the error answers of every operation, all with the shared error body', () => {
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      const answers = op.responses ?? {};
      const errors = Object.keys(answers).filter((status) => Number(status) >= 400);
      if (!errors.includes('400')) missing.push(`${key}: no 400`);
      if (op.security?.length && !errors.includes('401')) missing.push(`${key}: signed in, no 401`);
      if (key.includes('{') && !errors.includes('404')) missing.push(`${key}: takes an id, no 404`);
      for (const status of errors) {
        const schema = answers[status]?.content?.['application/json']?.schema as { $ref?: string } | undefined;
        if (schema?.$ref !== ERROR_REF) missing.push(`${key}: ${status} is not an ErrorResponse`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares a content type for every success, files included', () => {
    const bare = operations()
      .flatMap(({ key, op }) => Object.entries(op.responses ?? {}).map(([status, answer]) => ({ key, status, answer })))
      .filter(({ status, answer }) => status.startsWith('2') && !Object.keys(answer.content ?? {}).length)
      .map(({ key, status }) => `${key} ${status}`);
    expect(bare).toEqual([]);
    const types = (key: string) => Object.keys(operationsByKey(key)?.responses?.['200']?.content ?? {});
    expect(types('GET /api/v2/up/export/{id}')).toEqual(expect.arrayContaining(['application/pdf']));
    expect(types('GET /api/up/bulk-download/zip')).toEqual(['application/zip']);
    expect(types('GET /api/payment/invoices/{id}/pdf')).toEqual(['application/pdf']);
  });

  it('documents the payment webhook and the signed storage links', () => {
    for (const key of ['POST /api/payment/webhook', 'PUT /api/storage/upload', 'GET /api/storage/object']) {
      expect(operationsByKey(key), key).toBeDefined();
    }
  });
});

describe("the web app's generated types", () => {
  it('are those of this document (npm run api:generate writes them)', async () => {
    const generated = (await webApiTypes(doc)).split('\n');
    const committed = fs.readFileSync(WEB_API_TYPES, 'utf8').split('\n');
    const line = Array.from({ length: Math.max(generated.length, committed.length) }, (_, i) => i).find(
      (i) => generated[i] !== committed[i],
    );
    expect(
      line === undefined
        ? 'current'
        : `line ${line + 1}: ${committed[line] ?? '(end)'} / now: ${generated[line] ?? '(end)'}`,
      'apps/web/src/api/generated/schema.ts is older than the routes: run npm run api:generate',
    ).toBe('current');
  });
});

const operationsByKey = (key: string) => operations().find((op) => op.key === key)?.op;

describe('real answers agree with the document', () => {
  let owner: Awaited<ReturnType<typeof editorUser>>;
  let admin: Persona;
  let reviewer: Persona;
  let fileId: string;
  let workflowId: string;
  const problems: string[] = [];

  beforeAll(async () => {
    owner = await editorUser(t);
    fileId = await seedFile(
      t,
      owner.email,
      smallDoc([
        { speaker: 'Ada', text: 'hello there and welcome' },
        { speaker: 'Grace', text: 'thanks for having me' },
      ]),
    );
    const orgId = await insertOrganisation(t, 'Docs Org');
    admin = await persona(t, 'docs-admin', orgId, 'admin');
    reviewer = await persona(t, 'docs-reviewer', orgId, 'reviewer');
    workflowId = await seedWorkflow(t, admin, orgId, { title: 'Documented' });
  });

  /** Sends a request and notes whatever the document does not say about its answer. */
  async function check(options: InjectOptions & { method: string; url: string }, status: number) {
    const res = await t.request(options);
    expect(res.statusCode, `${options.method} ${options.url}: ${res.body.slice(0, 300)}`).toBe(status);
    problems.push(
      ...answerProblems(doc, compile, {
        method: options.method,
        url: options.url,
        statusCode: res.statusCode,
        headers: res.headers,
        body: res.body,
      }),
    );
    return res;
  }

  it('for successes: sign-in, profile, files, details, export, workflows, billing, health', async () => {
    const { email, password } = await signUpVerified(t);
    await check({ method: 'POST', url: '/api/v1/login', payload: { email, password } }, 200);
    const as = (token: string) => ({ headers: bearer(token) });
    await check({ method: 'GET', url: '/api/v1/user/profile', ...as(owner.token) }, 200);
    await check({ method: 'GET', url: '/api/v1/user/profile', ...as(admin.token) }, 200);
    await check(
      { method: 'GET', url: '/api/v2/up/all?sort=date_desc&filter=all&start=0&limit=20', ...as(owner.token) },
      200,
    );
    await check({ method: 'GET', url: `/api/up/details/${fileId}`, ...as(owner.token) }, 200);
    await check({ method: 'GET', url: `/api/up/insights/${fileId}`, ...as(owner.token) }, 200);
    await check({ method: 'GET', url: `/api/v2/up/export/${fileId}?format=pdf`, ...as(owner.token) }, 200);
    await check({ method: 'GET', url: `/api/v2/up/export/${fileId}?format=srt`, ...as(owner.token) }, 200);
    await check({ method: 'GET', url: '/api/enterprise/workflow', ...as(admin.token) }, 200);
    await check({ method: 'GET', url: `/api/enterprise/workflow/${workflowId}`, ...as(admin.token) }, 200);
    await check({ method: 'GET', url: `/api/enterprise/workflow/${workflowId}/history`, ...as(admin.token) }, 200);
    await check({ method: 'GET', url: '/api/enterprise/get_company_members/accepted', ...as(admin.token) }, 200);
    await check({ method: 'GET', url: '/api/payment/plans' }, 200);
    await check({ method: 'GET', url: '/api/payment/account', ...as(owner.token) }, 200);
    await check({ method: 'GET', url: '/api/health' }, 200);
    expect(problems).toEqual([]);
  });

  it('for errors: 400, 401, 403, 404, 409, an unsigned webhook', async () => {
    await check({ method: 'POST', url: '/api/v1/login', payload: { email: 'not an address' } }, 400);
    await check(
      { method: 'POST', url: '/api/v1/login', payload: '{"email":', headers: { 'content-type': 'application/json' } },
      400,
    );
    await check({ method: 'GET', url: '/api/v2/up/all' }, 401);
    await check({ method: 'GET', url: '/api/login/valid-users', headers: bearer(reviewer.token) }, 403);
    await check({ method: 'GET', url: `/api/up/details/${randomUUID()}`, headers: bearer(owner.token) }, 404);
    const stale = await check(
      {
        method: 'PUT',
        url: `/api/enterprise/workflow/${workflowId}/rename`,
        headers: bearer(admin.token),
        payload: { new_title: 'Renamed', revision: 999 },
      },
      409,
    );
    expect(stale.json()).toMatchObject({ code: 'WORKFLOW_CHANGED', current_revision: expect.any(Number) });
    await check(
      {
        method: 'POST',
        url: '/api/payment/webhook',
        payload: { id: 'evt_1', type: 'charge.succeeded', data: { object: {} } },
      },
      400,
    );
    expect(problems).toEqual([]);
  });
});
