/**
 * `npm run bench:enterprise`: the enterprise workflow list under load. Seeds one organisation with
 * 10,000 workflows (varied titles, review statuses, assignees and processing states) straight into
 * a fresh embedded database, starts the real server on it, and runs autocannon against
 * `GET /api/enterprise/workflow` in several query shapes (the newest page, a status filter, a title
 * search, sorted by title, a deep page at start=5000, a reviewer's own list, and the newest page
 * while a workflow is renamed 10 times a second, so kept answers keep going stale) at 50 connections.
 * Prints requests/s, p50 and p99 per shape and whether the 50 ms p99 budget holds
 * (ARCHITECTURE.md, "Performance budgets").
 *
 * Each shape is first asked once and its answer checked against the contract (WorkflowListResponse,
 * the totals the seed knows); a checkout without the list route says so and exits 1.
 *
 * Options: --workflows=N (default 10000), --duration=S (per run, default 10), --connections=N
 * (default 50), --only=status,deep (shapes), --pglite-only or --postgres-only (by default both the
 * embedded database and a throwaway PostgreSQL server), --reference (first measures the personal dashboard list, GET /api/v2/up/all, on
 * the same server: a check of the harness, and that the workflows do not slow the personal lists),
 * --cpu-prof (writes the server's CPU profile to the bench's temp directory, which is then kept),
 * --no-cache (WORKFLOW_LIST_CACHE_MB=0: every answer is built afresh, as on a list's first ask or
 * after any change to it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { WorkflowListResponse, type WorkflowListQuery, type WorkflowStatus } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { createTokenService } from '../../apps/server/src/services/auth/tokens.js';
import { startTempPostgres } from '../lib/postgres.mjs';
import { startServer } from './api-server.js';
import { seedOrganisation, type SeededMember, type SeededOrganisation } from './enterprise-seed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const workflowCount = Number(args.get('workflows') ?? 10_000);
const durationS = Number(args.get('duration') ?? 10);
const connections = Number(args.get('connections') ?? 50);
const databases = (['pglite', 'postgres'] as const).filter((kind) =>
  kind === 'pglite' ? !args.has('postgres-only') : !args.has('pglite-only'),
);
const P99_BUDGET_MS = 50;
const JWT_SECRET = 'bench-enterprise-secret-0123456789-bench-enterprise';
const LIST_PATH = '/api/enterprise/workflow';
const cpuProfile = args.has('cpu-prof');
const noCache = args.has('no-cache');

/** Statuses the status shape asks for (several, comma-separated, as the contract allows). */
const STATUS_FILTER: WorkflowStatus[] = ['QA_Review', 'Compliance'];
const SEARCH = 'council';

interface Shape {
  name: string;
  who: 'admin' | 'reviewer';
  query: WorkflowListQuery;
  /** The total the answer must report, from what the seed wrote. */
  expectedTotal(org: SeededOrganisation): number;
  /** The answer holds items (a page beyond the end would measure an empty answer). */
  expectItems: boolean;
  /** Renames a workflow this many times a second during the run: a list that keeps changing. */
  renamesPerSecond?: number;
}

const SHAPES: Shape[] = [
  { name: 'newest', who: 'admin', query: {}, expectedTotal: (o) => o.workflows, expectItems: true },
  {
    name: 'status',
    who: 'admin',
    query: { workflow_status: STATUS_FILTER.join(',') },
    expectedTotal: (o) => STATUS_FILTER.reduce((n, s) => n + o.counts.byStatus[s], 0),
    expectItems: true,
  },
  {
    name: 'search',
    who: 'admin',
    query: { text: SEARCH },
    expectedTotal: (o) =>
      Object.entries(o.counts.titleWord)
        .filter(([show]) => show.toLowerCase().includes(SEARCH))
        .reduce((n, [, c]) => n + c, 0),
    expectItems: true,
  },
  {
    name: 'title',
    who: 'admin',
    query: { sort_by: 'title', sort_order: 'asc' },
    expectedTotal: (o) => o.workflows,
    expectItems: true,
  },
  { name: 'deep', who: 'admin', query: { start: 5000 }, expectedTotal: (o) => o.workflows, expectItems: true },
  { name: 'reviewer', who: 'reviewer', query: {}, expectedTotal: (o) => o.counts.assigned, expectItems: true },
  {
    name: 'busy',
    who: 'admin',
    query: {},
    expectedTotal: (o) => o.workflows,
    expectItems: true,
    renamesPerSecond: 10,
  },
];
const only = args.get('only')?.split(',');
const shapes = only ? SHAPES.filter((s) => only.includes(s.name)) : SHAPES;

const pathOf = (query: WorkflowListQuery) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const qs = params.toString();
  return qs ? `${LIST_PATH}?${qs}` : LIST_PATH;
};

interface Row {
  database: string;
  shape: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kbPerResponse: number;
}

/** The route is missing or answers outside its contract: nothing worth measuring. */
class NotMeasurable extends Error {}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-enterprise-'));
const rows: Row[] = [];

async function tokenFor(member: SeededMember, orgId: string): Promise<string> {
  const tokens = createTokenService(JWT_SECRET, 3600, 'Scriptloom');
  return tokens.issue({
    id: member.id,
    email: member.email,
    org_id: orgId,
    org_role: member.role,
    token_version: member.tokenVersion,
  } as UserRow);
}

/** One request of the shape, checked against the contract and the seeded totals. */
async function checkShape(base: string, token: string, shape: Shape, org: SeededOrganisation): Promise<void> {
  const res = await fetch(`${base}${pathOf(shape.query)}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status === 404 && shape.name === SHAPES[0]!.name) {
    throw new NotMeasurable(
      `GET ${LIST_PATH} is not registered in this checkout (the workflow list route is built on another ` +
        `branch): nothing to measure. Answer: 404 ${text.slice(0, 200)}`,
    );
  }
  if (res.status !== 200) {
    throw new NotMeasurable(`[${shape.name}] GET ${pathOf(shape.query)} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  const parsed = WorkflowListResponse.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new NotMeasurable(`[${shape.name}] the answer is not a WorkflowListResponse: ${parsed.error.message}`);
  }
  const { items, total } = parsed.data;
  const expected = shape.expectedTotal(org);
  if (total !== expected) {
    throw new NotMeasurable(`[${shape.name}] total ${total}, but the seed wrote ${expected} such workflows`);
  }
  if (shape.expectItems && items.length === 0) throw new NotMeasurable(`[${shape.name}] answered no items`);
}

function toRow(database: string, shape: string, result: Result): Row {
  const responses = Object.values(result.statusCodeStats).reduce((n, s) => n + s.count, 0);
  return {
    database,
    shape,
    rps: responses / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    kbPerResponse: responses > 0 ? result.throughput.total / responses / 1024 : NaN,
  };
}

/**
 * Renames the newest workflow `perSecond` times a second through the API until stopped, each rename
 * one more change the list must show; resolves to how many renames succeeded.
 */
function keepRenaming(base: string, token: string, perSecond: number): { stop(): Promise<number> } {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let done = 0;
  let stopped = false;
  const loop = (async () => {
    const first = (await (await fetch(`${base}${LIST_PATH}?limit=1`, { headers })).json()) as {
      items: { id: string }[];
    };
    const id = first.items[0]!.id;
    while (!stopped) {
      const res = await fetch(`${base}/api/enterprise/workflow/${id}/rename`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ new_title: `Renamed while listed ${done + 1}` }),
      });
      if (res.ok) done++;
      await new Promise((r) => setTimeout(r, 1000 / perSecond));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return done;
    },
  };
}

const run = (base: string, token: string, urlPath: string, conns: number, seconds: number) =>
  autocannon({
    url: base,
    connections: conns,
    duration: seconds,
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', path: urlPath }],
  });

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = path.join(work, kind);
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = kind === 'postgres' ? await startTempPostgres() : undefined;
  try {
    const seedStarted = Date.now();
    const org = await seedOrganisation(pg ? { url: pg.url, poolSize: 2 } : { dataDir: path.join(dataDir, 'pg') }, {
      workflows: workflowCount,
    });
    console.log(
      `[${kind}] seeded ${org.workflows.toLocaleString('en')} workflows of one organisation in ` +
        `${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(
      root,
      {
        DATA_DIR: dataDir,
        JWT_SECRET,
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ...(noCache ? { WORKFLOW_LIST_CACHE_MB: '0' } : {}),
      },
      {
        logFile: path.join(dataDir, 'server.log'),
        nodeArgs: cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dataDir, 'cpu-prof')}`] : [],
      },
    );
    try {
      const tokens = { admin: await tokenFor(org.admin, org.orgId), reviewer: await tokenFor(org.reviewer, org.orgId) };
      if (args.has('reference')) {
        await run(server.base, tokens.admin, '/api/v2/up/all', 10, Math.min(3, durationS));
        const row = toRow(
          kind,
          'dashboard',
          await run(server.base, tokens.admin, '/api/v2/up/all', connections, durationS),
        );
        rows.push(row);
        console.log(formatRow(row));
      }
      for (const shape of shapes) await checkShape(server.base, tokens[shape.who], shape, org);
      for (const shape of shapes) {
        const urlPath = pathOf(shape.query);
        // A short run first, so the measured run sees warm code, plans and caches.
        await run(server.base, tokens[shape.who], urlPath, 10, Math.min(3, durationS));
        const writer = shape.renamesPerSecond ? keepRenaming(server.base, tokens.admin, shape.renamesPerSecond) : null;
        const result = await run(server.base, tokens[shape.who], urlPath, connections, durationS);
        const renamed = await writer?.stop();
        const row = toRow(kind, shape.name, result);
        rows.push(row);
        console.log(formatRow(row) + (renamed === undefined ? '' : `  (${renamed} renames during the run)`));
      }
    } finally {
      await server.stop();
    }
  } finally {
    pg?.stop();
  }
}

const header = 'database  shape       req/s   p50 ms   p99 ms  errors  non-2xx  KB/resp';
function formatRow(r: Row): string {
  return [
    r.database.padEnd(8),
    r.shape.padEnd(9),
    r.rps.toFixed(0).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    String(r.errors).padStart(7),
    String(r.non2xx).padStart(8),
    r.kbPerResponse.toFixed(1).padStart(8),
  ].join(' ');
}

console.log(
  `bench:enterprise: ${workflowCount.toLocaleString('en')} workflows, ${durationS} s per run at ${connections} ` +
    `connections; cores: ${os.availableParallelism()}, load average ${os.loadavg()[0]!.toFixed(2)}` +
    (noCache ? '; list answers built afresh every time (--no-cache)' : ''),
);
for (const s of shapes) console.log(`  ${s.name.padEnd(9)} as ${s.who.padEnd(8)} GET ${pathOf(s.query)}`);
console.log(header);
let failed = false;
try {
  for (const kind of databases) await benchDatabase(kind);
} catch (err) {
  failed = true;
  if (err instanceof NotMeasurable) console.error(`\nbench:enterprise: ${err.message}`);
  else console.error(err);
} finally {
  if (rows.length > 0) {
    console.log(`\n${header}`);
    for (const r of rows) console.log(formatRow(r));
    for (const r of rows.filter((r) => r.shape !== 'dashboard')) {
      const clean = r.errors === 0 && r.non2xx === 0;
      const verdict = clean && r.p99 <= P99_BUDGET_MS ? 'holds' : 'does NOT hold';
      console.log(
        `[${r.database}] ${r.shape}: p99 ${r.p99.toFixed(1)} ms at ${connections} connections` +
          `${clean ? '' : ` (${r.errors} errors, ${r.non2xx} non-2xx)`}: the ${P99_BUDGET_MS} ms budget ${verdict}`,
      );
    }
  }
  if (cpuProfile) console.log(`CPU profiles and server logs kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
