import autocannon from 'autocannon';
import type { DetailsResponse } from '@scriptloom/contracts';
import { paragraphText } from '@scriptloom/transcript';
import { editorReducer, initialEditorState } from '../../apps/web/src/features/editor/state/editor-state.js';
import { buildSaveRequest } from '../../apps/web/src/features/editor/state/save-request.js';
import type { EditorState } from '../../apps/web/src/features/editor/state/types.js';
import { treeCpuMs } from './process-cpu.js';

/** One measured kind of request on one long transcript. */
export interface EditCost {
  operation: string;
  runs: number;
  serverCpuMs: number;
  dbCpuMs: number | null;
  kbSent: number;
  kbAnswered: number;
  p50Ms: number;
}

interface Target {
  base: string;
  token: string;
  fileId: string;
  serverPid: number;
  dbPid: number | undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * What editing one long transcript costs the server, one request at a time (so the CPU each takes
 * is its own): opening it, one paragraph's text through the API, the editor's own save after a
 * one-paragraph edit (the request the page's save code builds), and replace all. Also how long a
 * cheap request (the file's status) waits while replace-alls run, against the same with none.
 */
export async function measureEdits(
  target: Target,
  runs: number,
  report: (cost: EditCost | { operation: string; error: string }) => void,
): Promise<void> {
  const headers = { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' };
  const url = (path: string) => `${target.base}/api${path}`;
  async function measure(operation: string, send: (i: number) => Promise<{ sent: number; answered: number }>) {
    try {
      await measureOne(operation, send);
    } catch (err) {
      // One operation failing (a replace over its time limit on a loaded machine) does not stop the others.
      report({ operation, error: err instanceof Error ? err.message : String(err) });
    }
  }

  async function measureOne(operation: string, send: (i: number) => Promise<{ sent: number; answered: number }>) {
    // Two unmeasured rounds first: warm code paths and caches.
    for (let i = 0; i < 2; i++) await send(-1 - i);
    const cpu = treeCpuMs(target.serverPid);
    const db = target.dbPid ? treeCpuMs(target.dbPid) : 0;
    let sent = 0;
    let answered = 0;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const bytes = await send(i);
      times.push(performance.now() - started);
      sent += bytes.sent;
      answered += bytes.answered;
    }
    report({
      operation,
      runs,
      serverCpuMs: (treeCpuMs(target.serverPid) - cpu) / runs,
      dbCpuMs: target.dbPid ? (treeCpuMs(target.dbPid) - db) / runs : null,
      kbSent: sent / runs / 1024,
      kbAnswered: answered / runs / 1024,
      p50Ms: median(times),
    });
  }

  async function call(method: string, path: string, body?: unknown) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await fetch(url(path), { method, headers, ...(text !== undefined && { body: text }) });
    const answer = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${answer.slice(0, 300)}`);
    return { json: JSON.parse(answer) as Record<string, unknown>, sent: text?.length ?? 0, answered: answer.length };
  }

  const details = async () => (await call('GET', `/up/details/${target.fileId}`)).json as unknown as DetailsResponse;
  let doc = (await details()).es_doc;
  let version = doc.transcript_version;
  const middle = Math.floor(doc.transcript.length / 2);
  const original = paragraphText(doc.transcript[middle]!);

  await measure('open (details)', async () => {
    const r = await call('GET', `/up/details/${target.fileId}`);
    return { sent: 0, answered: r.answered };
  });

  await measure('paragraph save {index, text}', async (i) => {
    const text = i % 2 === 0 ? `${original} indeed` : original;
    const r = await call('PUT', `/up/transcript/${target.fileId}`, { version, index: middle, text });
    version = r.json.version as number;
    return { sent: r.sent, answered: r.answered };
  });

  // The editor's own save: its state, one paragraph typed in, the request its save code builds.
  doc = (await details()).es_doc;
  let state: EditorState = initialEditorState(doc);
  await measure("editor's save of a one-paragraph edit", async (i) => {
    const text = i % 2 === 0 ? `${original} indeed` : original;
    state = editorReducer(state, { type: 'setText', paragraph: middle, text });
    const { body, revision, saved } = buildSaveRequest(state);
    state = editorReducer(state, { type: 'saveStarted' });
    const r = await call('PUT', `/up/transcript/${target.fileId}`, body);
    state = editorReducer(state, { type: 'saveSucceeded', revision, version: r.json.version as number, saved });
    version = r.json.version as number;
    return { sent: r.sent, answered: r.answered };
  });

  // Replace all: a word every paragraph has many of, back and forth.
  const pair = ['the', 'thee'];
  await measure('replace all (common word)', async (i) => {
    const [find, replace] = i % 2 === 0 ? pair : [pair[1]!, pair[0]!];
    const r = await call('POST', `/up/transcript/replace/${target.fileId}`, {
      version,
      find: `\\b${find}\\b`,
      replace,
      case_sensitive: true,
    });
    version = r.json.version as number;
    return { sent: r.sent, answered: r.answered };
  });
}

/** p99 of the file's status (a cheap request) at 10 connections for `seconds`, with replace-alls running or not. */
export async function statusWhileReplacing(
  target: Target,
  seconds: number,
  replacing: boolean,
): Promise<{ p50: number; p99: number; replaces: number }> {
  const headers = { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' };
  let stop = false;
  let replaces = 0;
  const loop = (async () => {
    if (!replacing) return;
    const details = (await (
      await fetch(`${target.base}/api/up/details/${target.fileId}`, { headers })
    ).json()) as DetailsResponse;
    let version = details.es_doc.transcript_version;
    let forward = true;
    while (!stop) {
      const res = await fetch(`${target.base}/api/up/transcript/replace/${target.fileId}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          version,
          find: forward ? '\\bthe\\b' : '\\bthee\\b',
          replace: forward ? 'thee' : 'the',
          case_sensitive: true,
        }),
      });
      const answer = (await res.json()) as { version?: number; current_version?: number };
      version = answer.version ?? answer.current_version ?? version;
      forward = !forward;
      replaces++;
    }
  })();
  const result = await autocannon({
    url: target.base,
    connections: 10,
    duration: seconds,
    headers: { authorization: `Bearer ${target.token}` },
    requests: [{ method: 'GET', path: `/api/up/status/${target.fileId}` }],
  });
  stop = true;
  await loop;
  return { p50: result.latency.p50, p99: result.latency.p99, replaces };
}

export function formatEditCost(database: string, c: EditCost | { operation: string; error: string }): string {
  if ('error' in c) return `${database.padEnd(8)} ${c.operation.padEnd(40)} failed: ${c.error.slice(0, 200)}`;
  return [
    database.padEnd(8),
    c.operation.padEnd(40),
    c.serverCpuMs.toFixed(1).padStart(10),
    (c.dbCpuMs === null ? '-' : c.dbCpuMs.toFixed(1)).padStart(8),
    c.kbSent.toFixed(1).padStart(9),
    c.kbAnswered.toFixed(1).padStart(9),
    c.p50Ms.toFixed(1).padStart(8),
  ].join(' ');
}
export const EDIT_COST_HEADER =
  'database  operation                                 server CPU  db CPU   KB sent  KB answer  p50 ms   (ms per request)';
