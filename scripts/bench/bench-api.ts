/**
 * `npm run bench:api`: the HTTP API under load, on the embedded database and on a PostgreSQL
 * server. For each, it seeds one user's dashboard (processed episodes of 15-90 minutes with their
 * transcripts and insights), starts the real server process on it, and runs autocannon against the
 * dashboard list, file details, file status and a paragraph save at 10 and 50 connections.
 * Prints requests/s, p50 and p99 latency, errors and non-2xx answers, and the CPU the server (and
 * the PostgreSQL server) spent per request, which is steadier than latency on a busy machine.
 *
 * `--only=edits` instead measures editing one 90-minute transcript (api-edits.ts): the server CPU
 * and the bytes each way of opening it, of a paragraph save, of the editor's save after a
 * one-paragraph edit and of replace all, one request at a time (--runs=N each, default 40), and
 * the status route's latency while replace-alls run.
 *
 * Options: --duration=S (per run, default 10), --files=N (default 200), --pglite-only,
 * --postgres-only, --only=list,status (scenarios; `profile` adds the profile route as a reference),
 * --connections=10,50, --cpu-prof (writes the server's CPU profile to the bench's temp directory,
 * which is then kept), --server-root=DIR (run the server of another checkout, e.g. the commit
 * before a change, against the same seed and load).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { UserRow } from '@scriptloom/db';
import { createTokenService } from '../../apps/server/src/services/auth/tokens.js';
import { startTempPostgres } from '../lib/postgres.mjs';
import { seedDashboard, type SeededDashboard } from './api-seed.js';
import { startServer } from './api-server.js';
import { createLoad, SCENARIOS, type ScenarioName } from './api-load.js';
import { findProcess, treeCpuMs } from './process-cpu.js';
import { EDIT_COST_HEADER, formatEditCost, measureEdits, statusWhileReplacing } from './api-edits.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const durationS = Number(args.get('duration') ?? 10);
const fileCount = Number(args.get('files') ?? 200);
const connectionCounts = (args.get('connections') ?? '10,50').split(',').map(Number);
const editsOnly = args.get('only') === 'edits';
const scenarios = (editsOnly ? [] : (args.get('only')?.split(',') ?? SCENARIOS)) as ScenarioName[];
const editRuns = Number(args.get('runs') ?? 40);
/** The length of the transcript the edit measurements use. */
const EDIT_MINUTES = 90;
const editLines: string[] = [];
const cpuProfile = args.has('cpu-prof');
const serverRoot = path.resolve(args.get('server-root') ?? root);
const databases = (['pglite', 'postgres'] as const).filter(
  (kind) => !args.has(kind === 'pglite' ? 'postgres-only' : 'pglite-only'),
);
/** The list's budget at 50 connections. */
const LIST_P99_BUDGET_MS = 50;
/** Same secret for the server and the bench, so the bench can sign the seeded user's token. */
const JWT_SECRET = 'bench-api-secret-bench-api-secret-0123456789';

interface Row {
  database: string;
  scenario: ScenarioName;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kbPerResponse: number;
  serverCpuMs: number;
  dbCpuMs: number | null;
  /** Answers other than 2xx by status code, e.g. "409x3". */
  otherCodes: string;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-api-'));
const rows: Row[] = [];
/** Seed with the measured server's own database package (migrations and schema). */
const dbPackage =
  serverRoot === root
    ? undefined
    : ((await import(
        pathToFileURL(path.join(serverRoot, 'packages/db/src/index.ts')).href
      )) as typeof import('@scriptloom/db'));

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = path.join(work, kind);
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = kind === 'postgres' ? await startTempPostgres() : undefined;
  try {
    const seedStarted = Date.now();
    const dashboard: SeededDashboard = await seedDashboard(
      pg ? { url: pg.url, poolSize: 2 } : { dataDir: path.join(dataDir, 'pg') },
      {
        files: editsOnly ? 1 : fileCount,
        mediaDir: path.join(dataDir, 'media'),
        dbPackage,
        ...(editsOnly && { minutes: EDIT_MINUTES }),
      },
    );
    console.log(
      `[${kind}] seeded ${dashboard.files.length} processed files, ${dashboard.totalWords.toLocaleString('en')} words, ` +
        `in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(
      serverRoot,
      { DATA_DIR: dataDir, JWT_SECRET, ...(pg ? { DATABASE_URL: pg.url } : {}) },
      {
        logFile: path.join(dataDir, 'server.log'),
        nodeArgs: cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dataDir, 'cpu-prof')}`] : [],
      },
    );
    const postmaster = pg ? findProcess(['bin/postgres', `-p ${new URL(pg.url).port} `]) : undefined;
    try {
      const tokens = createTokenService(JWT_SECRET, 3600, 'Scriptloom');
      const token = await tokens.issue({
        id: dashboard.userId,
        email: dashboard.email,
        org_role: null,
        token_version: dashboard.tokenVersion,
      } as UserRow);
      if (editsOnly) {
        const target = {
          base: server.base,
          token,
          fileId: dashboard.files[0]!.id,
          serverPid: server.pid,
          dbPid: postmaster,
        };
        console.log(
          `[${kind}] a ${EDIT_MINUTES}-minute transcript, ${dashboard.files[0]!.words.toLocaleString('en')} words`,
        );
        console.log(EDIT_COST_HEADER);
        await measureEdits(target, editRuns, (cost) => {
          editLines.push(formatEditCost(kind, cost));
          console.log(editLines.at(-1));
        });
        for (const replacing of [false, true]) {
          const s = await statusWhileReplacing(target, durationS, replacing);
          editLines.push(
            `${kind.padEnd(8)} status at 10 connections ${replacing ? `while ${s.replaces} replace-alls ran` : 'alone'}: ` +
              `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`,
          );
          console.log(editLines.at(-1));
        }
      }
      const load = createLoad({ base: server.base, token, dashboard });
      for (const scenario of scenarios) {
        // A short run first, so the measured runs see warm code and caches.
        await load.run(scenario, 10, Math.min(3, durationS));
        for (const connections of connectionCounts) {
          const cpuBefore = treeCpuMs(server.pid);
          const dbBefore = postmaster ? treeCpuMs(postmaster) : 0;
          const result = await load.run(scenario, connections, durationS);
          const responses = Object.values(result.statusCodeStats).reduce((n, s) => n + s.count, 0);
          const perResponse = (ms: number) => (responses > 0 ? ms / responses : NaN);
          const row: Row = {
            database: kind,
            scenario,
            connections,
            rps: responses / result.duration,
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors,
            non2xx: result.non2xx,
            kbPerResponse: responses > 0 ? result.throughput.total / responses / 1024 : NaN,
            serverCpuMs: perResponse(treeCpuMs(server.pid) - cpuBefore),
            dbCpuMs: postmaster ? perResponse(treeCpuMs(postmaster) - dbBefore) : null,
            otherCodes: Object.entries(result.statusCodeStats)
              .filter(([code]) => !code.startsWith('2'))
              .map(([code, s]) => `${code}x${s.count}`)
              .join(' '),
          };
          rows.push(row);
          console.log(formatRow(row));
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    pg?.stop();
  }
}

const header =
  'database  route    conns    req/s   p50 ms   p99 ms  errors  non-2xx  KB/resp  server CPU ms/req  db CPU ms/req';
function formatRow(r: Row): string {
  return [
    r.database.padEnd(8),
    r.scenario.padEnd(7),
    String(r.connections).padStart(6),
    r.rps.toFixed(0).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    String(r.errors).padStart(7),
    String(r.non2xx).padStart(8),
    r.kbPerResponse.toFixed(1).padStart(8),
    r.serverCpuMs.toFixed(2).padStart(18),
    (r.dbCpuMs === null ? '-' : r.dbCpuMs.toFixed(2)).padStart(14),
    r.otherCodes,
  ].join(' ');
}

console.log(
  `bench:api: ${durationS} s per run, ${fileCount} files, connections ${connectionCounts.join(' and ')}, ` +
    `server ${serverRoot === root ? 'of this checkout' : `from ${serverRoot}`}; ` +
    `cores: ${os.availableParallelism()}, load average ${os.loadavg()[0]!.toFixed(2)}`,
);
console.log(header);
let failed = false;
try {
  for (const kind of databases) await benchDatabase(kind);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  if (editLines.length > 0) {
    console.log(`\n${EDIT_COST_HEADER}`);
    for (const line of editLines) console.log(line);
  }
  if (rows.length > 0) {
    console.log(`\n${header}`);
    for (const r of rows) console.log(formatRow(r));
  }
  for (const r of rows.filter((r) => r.scenario === 'list' && r.connections === 50)) {
    const verdict = r.p99 <= LIST_P99_BUDGET_MS ? 'within' : 'OVER';
    console.log(
      `[${r.database}] list p99 at 50 connections: ${r.p99.toFixed(1)} ms, ${verdict} the ${LIST_P99_BUDGET_MS} ms budget`,
    );
  }
  if (cpuProfile) console.log(`CPU profiles and server logs kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
