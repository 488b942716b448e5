import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { ENTERPRISE_PERMISSIONS, ERROR_CODES, mayCall, type EnterpriseRoute } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { editorUser, seedFile, smallDoc } from '../support/editor-seed.js';
import { insertOrganisation, persona, type Persona } from '../support/enterprise.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  exampleOf,
  HOSTILE_PATH_VALUES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_VALUES,
  leafPaths,
  operationsOf,
  toJson,
  withValueAt,
  type Operation,
} from '../support/openapi-fuzz.js';

/**
 * Every route in the OpenAPI document gets hostile input in every field it takes: control
 * characters, lone surrogates, near-1 MB strings, wrong types, number edge cases, deep nesting,
 * broken JSON. Whatever the answer, it must not be a 5xx: bad input is the client's mistake and
 * must be told so, never crash or half-write anything.
 */
describe('hostile input on every route', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof editorUser>>;
  /** An organisation's admin: enterprise routes an admin may call are fuzzed as them, on a workflow. */
  let admin: Persona;
  let ops: Operation[];
  const failures: string[] = [];
  /** Statuses of the well-formed requests: most must get through, or the fuzzing only tests validation. */
  const baselines: number[] = [];
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp();
    user = await editorUser(t);
    admin = await persona(t, 'fuzz-admin', await insertOrganisation(t, 'Fuzz Org'), 'admin');
    ops = operationsOf((await t.request({ method: 'GET', url: '/api/docs' })).json());
  });
  afterAll(() => t?.close());

  /** A fresh processed file for each operation, so a delete or a rename cannot spoil the next one. */
  async function seedTarget(asAdmin = false): Promise<string> {
    const doc = smallDoc([
      { speaker: 'Ada', text: 'hello there and welcome to the show' },
      { speaker: 'Grace', text: 'thanks for having me today' },
    ]);
    doc.snippets[0]!.comments = [
      {
        id: 'c1',
        comment: 'check this',
        start_pos: 0,
        end_pos: 5,
        highlighted_text: 'hello',
        created_by: { first_name: 'Ada' },
      },
    ];
    doc.processed_data = {
      abstract: 'A short talk.',
      headline: 'Hello',
      insights: [{ summary: 'Welcome', timestamp: '0:00:00' }],
      keywords: ['show'],
      entities: { PERSON: ['Ada'] },
    };
    if (!asAdmin) return seedFile(t, user.email, doc);
    const id = await seedFile(t, admin.email, doc);
    await t.runtime.database.db
      .update(schema.files)
      .set({ org_id: admin.orgId, assignees: [admin.id] })
      .where(eq(schema.files.id, id));
    return id;
  }

  /** Whether the operation is an enterprise route an organisation's admin may call. */
  function forAdmin(op: Operation): boolean {
    const key = `${op.method} ${op.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`;
    return key in ENTERPRISE_PERMISSIONS && mayCall(key as EnterpriseRoute, 'admin');
  }

  /** Values of named body fields that a well-formed request has (a generated example cannot know them). */
  function bodyField(name: string, fileId: string): unknown {
    const known: Record<string, unknown> = {
      email: 'someone.else@example.test',
      code: '123456',
      speaker: 'Ada',
      current_speaker: 'Ada',
      docId: fileId,
      password: 'a long and unusual passphrase 7',
      new_password: 'a long and unusual passphrase 7',
    };
    return known[name];
  }

  function wellFormed(body: unknown, fileId: string): unknown {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, bodyField(k, fileId) ?? v]));
  }

  function paramValue(name: string, fileId: string): string {
    if (name === 'id' || name === 'doc' || name === 'docId') return fileId;
    if (name === 'item') return 'p0';
    if (name === 'commentId') return 'c1';
    if (name === 'type') return 'show_notes';
    return 'a';
  }

  async function send(op: Operation, label: string, options: Omit<InjectOptions, 'method'>) {
    sent++;
    const res = await t.request({ method: op.method as InjectOptions['method'], ...options });
    if (label === 'baseline') baselines.push(res.statusCode);
    if (res.statusCode >= 500) {
      failures.push(`${op.method} ${op.path} [${label}] -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    } else if (res.statusCode >= 400) {
      // A refusal carries a code of our closed list, never one of the framework's own (FST_...).
      const code = (res.json() as { code?: string }).code;
      if (!(ERROR_CODES as readonly (string | undefined)[]).includes(code)) {
        failures.push(`${op.method} ${op.path} [${label}] -> ${res.statusCode} code ${code}`);
      }
    }
  }

  const urlOf = (op: Operation, params: Record<string, string>, query: Record<string, string>) => {
    let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'a');
    const qs = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join('&');
    if (qs) url += `?${qs}`;
    return url;
  };

  it('never answers 5xx', { timeout: 900_000 }, async () => {
    expect(ops.length).toBeGreaterThan(30);
    for (const op of ops) {
      if (op.path === '/api/docs') continue;
      const asAdmin = forAdmin(op);
      const fileId = await seedTarget(asAdmin);
      const params = Object.fromEntries(op.pathParams.map((p) => [p, paramValue(p, fileId)]));
      const query = Object.fromEntries(
        Object.entries(op.query).map(([k, s]) => [k, encodeURIComponent(String(exampleOf(s) ?? 'a'))]),
      );
      const headers = { authorization: `Bearer ${asAdmin ? admin.token : user.token}` };
      const body = op.body ? wellFormed(exampleOf(op.body), fileId) : undefined;
      const url = urlOf(op, params, query);
      const withBody = (payload: unknown) =>
        payload === undefined
          ? {}
          : { payload: toJson(payload), headers: { ...headers, 'content-type': 'application/json' } };

      await send(op, 'baseline', { url, headers, ...withBody(body) });

      if (op.body) {
        for (const path of leafPaths(body)) {
          for (const hostile of HOSTILE_VALUES) {
            await send(op, `${path.join('.')} = ${hostile.label}`, {
              url,
              ...withBody(withValueAt(body, path, hostile.value)),
            });
          }
        }
        for (const hostile of HOSTILE_VALUES) {
          await send(op, `body = ${hostile.label}`, { url, ...withBody(hostile.value) });
        }
        for (const raw of ['{', '{"a":', '[1,2', 'nul', '"\\u0000"', '{"a":"\\ud800"}', '{"a":1e999}', '\u0000']) {
          await send(op, `raw body ${JSON.stringify(raw)}`, {
            url,
            payload: raw,
            headers: { ...headers, 'content-type': 'application/json' },
          });
        }
        const keyed = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
        await send(op, 'NUL in a field name', { url, ...withBody({ ...keyed, 'na\u0000me': 'x' }) });
        await send(op, 'body as text/plain', {
          url,
          payload: 'hello',
          headers: { ...headers, 'content-type': 'text/plain' },
        });
      }

      for (const name of Object.keys(op.query)) {
        for (const value of HOSTILE_QUERY_VALUES) {
          await send(op, `query ${name} = ${value.slice(0, 20)}`, {
            url: urlOf(op, params, { ...query, [name]: value }),
            headers,
            ...withBody(body),
          });
        }
        await send(op, `query ${name} twice`, {
          url: `${url}&${encodeURIComponent(name)}=b`,
          headers,
          ...withBody(body),
        });
      }

      for (const name of op.pathParams) {
        for (const value of HOSTILE_PATH_VALUES) {
          await send(op, `path ${name} = ${value.slice(0, 20)}`, {
            url: urlOf(op, { ...params, [name]: value }, query),
            headers,
            ...withBody(body),
          });
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    const through = baselines.filter((status) => status < 400 || status === 404 || status === 409).length;
    expect(through / baselines.length).toBeGreaterThan(0.75);
  });

  it('answers 400 to a malformed or hostile multipart upload', async () => {
    const headers = (contentType: string) => ({ authorization: `Bearer ${user.token}`, 'content-type': contentType });
    const part = (name: string, value: string, filename?: string) =>
      `--B\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;
    const cases: { label: string; contentType: string; payload: string }[] = [
      { label: 'no boundary', contentType: 'multipart/form-data', payload: part('file', 'abc', 'a.mp3') },
      {
        label: 'unterminated',
        contentType: 'multipart/form-data; boundary=B',
        payload: part('file', 'abc', 'a.mp3').slice(0, 60),
      },
      { label: 'garbage', contentType: 'multipart/form-data; boundary=B', payload: 'not a multipart body' },
      {
        label: 'NUL in the title',
        contentType: 'multipart/form-data; boundary=B',
        payload: `${part('title', 'a\u0000b')}${part('file', 'abc', 'a.mp3')}--B--\r\n`,
      },
      {
        label: 'control characters in the language',
        contentType: 'multipart/form-data; boundary=B',
        payload: `${part('language', '\u0007')}${part('file', 'abc', 'a.mp3')}--B--\r\n`,
      },
      {
        label: 'NUL in the file name',
        contentType: 'multipart/form-data; boundary=B',
        payload: `${part('file', 'abc', 'a\u0000.mp3')}--B--\r\n`,
      },
    ];
    for (const c of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/up/save',
        headers: headers(c.contentType),
        payload: c.payload,
      });
      expect(res.statusCode, `${c.label}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.label}: ${res.body}`).toBeLessThan(500);
    }
  });
});
