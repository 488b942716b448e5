import autocannon, { type AutocannonClient, type Options, type Result } from 'autocannon';
import type { SeededDashboard } from './api-seed.js';

/** `profile` (the signed-in user's profile: authentication and little else) is a reference, on request. */
export type ScenarioName = 'list' | 'details' | 'status' | 'save' | 'profile';
export const SCENARIOS: ScenarioName[] = ['list', 'details', 'status', 'save'];

export interface LoadTarget {
  base: string;
  token: string;
  dashboard: SeededDashboard;
}

/**
 * Per-file state of the save scenario, kept across runs: the version the next save must carry and
 * which of two texts it writes (they alternate, so every save changes the paragraph and is written).
 */
interface SaveSlot {
  id: string;
  version: number;
  texts: [string, string];
  next: 0 | 1;
}

export function createLoad(target: LoadTarget) {
  const headers = { authorization: `Bearer ${target.token}` };
  const files = target.dashboard.files;
  let turn = 0;
  /** The next file in turn: details and status requests go round the whole dashboard. */
  const nextFile = () => files[turn++ % files.length]!;
  const saveSlots = new Map<string, SaveSlot>();
  let saveFile = 0;

  /** Each connection saves its own file, so no save ever conflicts with another. */
  function setupSaveClient(client: AutocannonClient) {
    const file = files[saveFile++ % files.length]!;
    let slot = saveSlots.get(file.id);
    if (!slot) {
      slot = { id: file.id, version: 1, texts: [`${file.firstParagraph} indeed`, file.firstParagraph], next: 0 };
      saveSlots.set(file.id, slot);
    }
    const own = slot;
    client.setRequests([
      {
        method: 'PUT',
        path: `/api/up/transcript/${own.id}`,
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest(request) {
          request.body = JSON.stringify({ version: own.version, index: 0, text: own.texts[own.next] });
          return request;
        },
        onResponse(status, body) {
          // Both answers name the version near their start; the document after it can be megabytes.
          const head = body.slice(0, 200);
          if (status === 200) {
            const match = /"version":(\d+)/.exec(head);
            if (match) own.version = Number(match[1]);
            own.next = own.next === 0 ? 1 : 0;
          } else if (status === 409) {
            const match = /"current_version":(\d+)/.exec(body);
            if (match) own.version = Number(match[1]);
          }
        },
      },
    ]);
  }

  function options(name: ScenarioName): Omit<Options, 'url' | 'connections' | 'duration'> {
    switch (name) {
      case 'list':
        return { headers, requests: [{ method: 'GET', path: '/api/v2/up/all' }] };
      case 'details':
        return {
          headers,
          requests: [
            {
              method: 'GET',
              setupRequest: (r) => ({ ...r, path: `/api/up/details/${nextFile().id}` }),
            },
          ],
        };
      case 'status':
        return {
          headers,
          requests: [
            {
              method: 'GET',
              setupRequest: (r) => ({ ...r, path: `/api/up/status/${nextFile().id}` }),
            },
          ],
        };
      case 'save':
        return { setupClient: setupSaveClient };
      case 'profile':
        return { headers, requests: [{ method: 'GET', path: '/api/v1/user/profile' }] };
    }
  }

  /** The stored version of each file a save run will use, read through the details route. */
  async function storedVersions(count: number): Promise<number[]> {
    return Promise.all(
      files.slice(0, count).map(async (file) => {
        const res = await fetch(`${target.base}/api/up/details/${file.id}`, { headers });
        if (!res.ok) throw new Error(`details of ${file.id} answered ${res.status}`);
        const body = (await res.json()) as { es_doc: { transcript_version: number } };
        return body.es_doc.transcript_version;
      }),
    );
  }

  /**
   * A save still in flight when a run stops is written without the bench seeing its answer, so
   * before each save run the versions are read again, once they have stopped moving.
   */
  async function resyncSaves(count: number): Promise<void> {
    let before = await storedVersions(count);
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const now = await storedVersions(count);
      if (now.every((v, i) => v === before[i])) break;
      before = now;
    }
    files.slice(0, count).forEach((file, i) => {
      const slot = saveSlots.get(file.id);
      if (slot) slot.version = before[i]!;
    });
  }

  return {
    async run(name: ScenarioName, connections: number, durationS: number): Promise<Result> {
      saveFile = 0;
      if (name === 'save') await resyncSaves(Math.min(connections, files.length));
      return autocannon({ url: target.base, connections, duration: durationS, timeout: 30, ...options(name) });
    },
  };
}
