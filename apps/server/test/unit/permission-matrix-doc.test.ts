import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE_PERMISSIONS, type EnterpriseAccessRole } from '@scriptloom/contracts';
import {
  answerMatches,
  CALLERS,
  expectedAnswer,
  HEADER,
  MATRIX_END,
  MATRIX_START,
  parseCell,
  parsePermissionMatrix,
  SUBJECTS,
  type Caller,
  type MatrixRow,
} from '../support/permission-matrix.js';

/**
 * The permission matrix of docs/product.md#permission-matrix: its grammar, and that it agrees with
 * the rules stated beside it and with the role table. That it names every operation of the OpenAPI
 * document is checked where the app is built, in the integration test that also makes the requests.
 */

const doc = fs.readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
const { rows, problems } = parsePermissionMatrix(doc);

/** `POST /api/leave/{id}/approve` → `POST /leave/:id/approve`, as the role table names routes. */
const tableRoute = (row: MatrixRow) => `${row.method} ${row.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`;

/** The role each caller has in the role table. */
const ROLE: Record<Exclude<Caller, 'none'>, EnterpriseAccessRole> = {
  owner: 'personal',
  other: 'personal',
  admin: 'admin',
  qa: 'qa',
  reviewer: 'reviewer',
  unassigned: 'reviewer',
  outsider: 'admin',
};

/** Every answer of a caller on a row, over its subjects. */
const answersOf = (row: MatrixRow, caller: Caller) =>
  row.subject === 'file' ? SUBJECTS.map((s) => expectedAnswer(row, caller, s)) : [expectedAnswer(row, caller)];

const table = (...lines: string[]) =>
  [MATRIX_START, `| ${HEADER.join(' | ')} |`, `| ${HEADER.map(() => '---').join(' | ')} |`, ...lines, MATRIX_END].join(
    '\n',
  );

describe('the permission matrix grammar', () => {
  it('expands a cell over the subjects, the last clause covering the rest', () => {
    expect(parseCell('404 PF, ok NS FR, 409', 'file')).toEqual({
      PF: '404',
      NS: 'ok',
      FR: 'ok',
      QR: '409',
      FIN: '409',
      SUB: '409',
    });
    expect(parseCell('skip PF, ok WF', 'file')).toEqual({
      PF: 'skip',
      NS: 'ok',
      FR: 'ok',
      QR: 'ok',
      FIN: 'ok',
      SUB: 'ok',
    });
    expect(parseCell('403', 'file')).toEqual(Object.fromEntries(SUBJECTS.map((s) => [s, '403'])));
    expect(parseCell('401', 'none')).toBe('401');
  });

  it.for([
    ['200', 'none', /not an answer/],
    ['ok PF', 'none', /one answer per cell/],
    ['ok, 404', 'none', /one answer per cell/],
    ['ok PF, 404 PF', 'file', /names PF twice/],
    ['ok, 404 PF', 'file', /only the last clause/],
    ['ok PF NS', 'file', /says nothing of FR, QR, FIN, SUB/],
    ['ok PF, 404 WF, 409', 'file', /covers nothing/],
    ['ok XX', 'file', /"XX" is not a subject/],
    ['ok PF,, 404', 'file', /empty clause/],
  ] as const)('refuses "%s" on a row with subject %s', ([cell, subject, message]) => {
    expect(() => parseCell(cell, subject as 'file')).toThrow(message);
  });

  it('reports a bad header, a malformed row and a repeated row, with their lines', () => {
    const row = `| \`GET /api/x\` | — | — | ${CALLERS.map(() => '401').join(' | ')} |`;
    const parsed = parsePermissionMatrix(
      table(
        row,
        row,
        '| `GET /api/y` | — | both | 401 |',
        `| GET /api/z | — | — | ${CALLERS.map(() => 'ok').join(' | ')} |`,
        `| \`GET /api/w\` | — | file | ${CALLERS.map(() => 'ok PF').join(' | ')} |`,
      ).replace('| case |', '| kind |'),
    );
    expect(parsed.rows.map((r) => r.key)).toEqual(['GET /api/x']);
    expect(parsed.problems).toEqual([
      expect.stringMatching(/^line 2: the header must be/),
      expect.stringMatching(/^line 5: GET \/api\/x is already on line 4/),
      expect.stringMatching(/^line 6: 4 cells, expected 11/),
      expect.stringMatching(/^line 7: "GET \/api\/z" is not `METHOD \/api\/path`/),
      expect.stringMatching(/^line 8 \(GET \/api\/w\): "ok PF" says nothing of NS/),
    ]);
    expect(parsePermissionMatrix('no table here').problems).toEqual([expect.stringMatching(/^no <!--/)]);
  });

  it('tells a success from a skipped bulk entry and from a refusal', () => {
    expect(answerMatches('ok', 201)).toBe(true);
    expect(answerMatches('ok', 200, true)).toBe(false);
    expect(answerMatches('skip', 200, true)).toBe(true);
    expect(answerMatches('skip', 200, false)).toBe(false);
    expect(answerMatches('skip', 403)).toBe(false);
    expect(answerMatches('404', 404)).toBe(true);
    expect(answerMatches('404', 403)).toBe(false);
    expect(answerMatches('ok', 302)).toBe(false);
  });
});

describe('the permission matrix in docs/product.md', () => {
  it('parses, with every row complete', () => {
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('answers 401 without a token except on the public routes, which it lists', () => {
    const section = doc.slice(doc.indexOf('### Permission matrix'), doc.indexOf(MATRIX_START));
    const listed = /\*\*Public routes\*\*([\s\S]*?)\n\n/.exec(section)?.[1] ?? '';
    const named = new Set([...listed.matchAll(/`((?:GET|POST|PUT|DELETE) \/[^`]*)`/g)].map((m) => m[1]!));
    const open = rows.filter((r) => answersOf(r, 'none').some((a) => a !== '401'));
    expect(open.map((r) => `${r.method} ${r.path.replace(/^\/api/, '')}`).sort()).toEqual([...named].sort());
    for (const row of open) {
      // A public route answers the same with a token: the token is not what it looks at.
      for (const caller of CALLERS) expect(answersOf(row, caller), `${row.key} as ${caller}`).toEqual(['ok']);
    }
  });

  it('gives every route of the role table a row, and 403 to every role the table leaves out', () => {
    const routes = new Set(rows.map(tableRoute));
    expect(Object.keys(ENTERPRISE_PERMISSIONS).filter((r) => !routes.has(r))).toEqual([]);
    for (const row of rows) {
      const roles = ENTERPRISE_PERMISSIONS[tableRoute(row) as keyof typeof ENTERPRISE_PERMISSIONS] as
        readonly EnterpriseAccessRole[] | undefined;
      if (!roles) continue;
      for (const [caller, role] of Object.entries(ROLE) as [Exclude<Caller, 'none'>, EnterpriseAccessRole][]) {
        if (roles.includes(role)) continue;
        expect(new Set(answersOf(row, caller)), `${row.key} as ${caller} (${role})`).toEqual(new Set(['403']));
      }
    }
  });

  it("lets someone succeed on every row but those about another account's data", () => {
    // A row refused to everyone would pass with a request that cannot work; one success shows it can.
    const refusedToAll = rows.filter((row) => !CALLERS.some((c) => answersOf(row, c).includes('ok')));
    expect(refusedToAll.filter((row) => !row.case?.startsWith("another account's")).map((r) => r.key)).toEqual([]);
  });

  it('lets nobody but the owner at the personal file, and no stranger at a workflow', () => {
    const refused = new Set(['401', '403', '404', 'skip']);
    for (const row of rows) {
      if (row.subject !== 'file') continue;
      for (const caller of CALLERS) {
        for (const subject of SUBJECTS) {
          const answer = expectedAnswer(row, caller, subject);
          const stranger =
            subject === 'PF'
              ? caller !== 'owner'
              : caller === 'owner' || caller === 'other' || caller === 'unassigned' || caller === 'outsider';
          if (stranger) expect(refused.has(answer), `${row.key} as ${caller} on ${subject}: ${answer}`).toBe(true);
        }
      }
    }
  });
});
