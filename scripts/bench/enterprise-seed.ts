import { randomUUID } from 'node:crypto';
import { WORKFLOW_STATUSES, type WorkflowStatus } from '@scriptloom/contracts';
import { openDatabase, schema, writeWholeDocument, type DatabaseOptions, type TranscriptDoc } from '@scriptloom/db';
import { prng, syntheticTranscript } from '@scriptloom/transcript';
import { fileKeys } from '../../apps/server/src/storage/file-keys.js';

/** The people of the seeded organisation the load signs in as. */
export interface SeededMember {
  id: string;
  email: string;
  role: 'admin' | 'qa' | 'reviewer';
  tokenVersion: number;
}

export interface SeededOrganisation {
  orgId: string;
  admin: SeededMember;
  /** The reviewer with the most assignments: their list is the reviewer's query shape. */
  reviewer: SeededMember;
  workflows: number;
  /** How many workflows each query shape should find, to check the answers' totals. */
  counts: { byStatus: Record<WorkflowStatus, number>; titleWord: Record<string, number>; assigned: number };
}

export interface EnterpriseSeedOptions {
  workflows: number;
  reviewers?: number;
  /** Rows per insert statement. */
  batch?: number;
  seed?: number;
}

/** Shows an agency transcribes; titles read "<show> <topic> #n", so a word search finds a share of them. */
export const SHOWS = [
  'Morning Brief',
  'City Council',
  'Market Watch',
  'Health Hour',
  'Garden Show',
  'History Lane',
  'Science Desk',
  'Sports Roundup',
  'Book Club',
  'Tech Talk',
];
const TOPICS = ['budget', 'interview', 'panel', 'special', 'live', 'recap', 'debate', 'Q&A', 'briefing', 'feature'];

/** Review statuses in the shares an agency's backlog might have, oldest work furthest along. */
const STATUS_SHARES: [WorkflowStatus, number][] = [
  ['Not_Started', 0.3],
  ['First_Review', 0.25],
  ['QA_Review', 0.2],
  ['Compliance', 0.15],
  ['Publication', 0.1],
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function statusFor(random: () => number): WorkflowStatus {
  let r = random();
  for (const [status, share] of STATUS_SHARES) {
    if (r < share) return status;
    r -= share;
  }
  return 'Publication';
}

/**
 * One organisation's workflows written straight to a fresh database (inserts in batches, no
 * pipeline): an admin, two QA, `reviewers` reviewers, and `workflows` files with varied titles,
 * review statuses, special statuses, assignees (none, one or two reviewers) and processing states,
 * created over two years. Processed workflows get a short transcript row, as every processed file
 * has one. The server is started on the database afterwards.
 */
export async function seedOrganisation(
  database: DatabaseOptions,
  options: EnterpriseSeedOptions,
): Promise<SeededOrganisation> {
  const random = prng(options.seed ?? 23);
  const batch = options.batch ?? 500;
  const opened = await openDatabase(database);
  try {
    await opened.migrate();
    const { db } = opened;
    const orgId = randomUUID();
    const stamp = Date.now().toString(36);
    await db.insert(schema.organisations).values({ id: orgId, name: 'Bench Agency', slug: `bench-agency-${stamp}` });

    const member = (role: SeededMember['role'], n: number) => ({
      email: `bench.${role}.${n}.${stamp}@example.test`,
      password_hash: 'not-a-hash: the bench signs its own tokens',
      first_name: role === 'reviewer' ? `Reviewer ${n}` : role.toUpperCase(),
      last_name: 'Bench',
      email_verified_at: new Date(),
      org_id: orgId,
      org_role: role,
    });
    const reviewerCount = options.reviewers ?? 10;
    const people = await db
      .insert(schema.users)
      .values([
        member('admin', 1),
        member('qa', 1),
        member('qa', 2),
        ...Array.from({ length: reviewerCount }, (_, i) => member('reviewer', i + 1)),
      ])
      .returning();
    const asMember = (row: (typeof people)[number]): SeededMember => ({
      id: row.id,
      email: row.email,
      role: row.org_role as SeededMember['role'],
      tokenVersion: row.token_version,
    });
    const admin = people[0]!;
    const reviewers = people.filter((p) => p.org_role === 'reviewer');

    // The first reviewer is assigned more often than the others: a busy reviewer's list.
    const reviewerWeights = reviewers.map((_, i) => (i === 0 ? 3 : 1));
    const totalWeight = reviewerWeights.reduce((a, b) => a + b, 0);
    const someReviewer = () => {
      let r = random() * totalWeight;
      for (let i = 0; i < reviewers.length; i++) {
        r -= reviewerWeights[i]!;
        if (r < 0) return reviewers[i]!.id;
      }
      return reviewers.at(-1)!.id;
    };

    // One short document shared by every row: the list never reads it, but the rows exist.
    const doc = syntheticTranscript({ words: 120, seed: 5 });
    const counts: SeededOrganisation['counts'] = {
      byStatus: Object.fromEntries(WORKFLOW_STATUSES.map((s) => [s, 0])) as Record<WorkflowStatus, number>,
      titleWord: Object.fromEntries(SHOWS.map((s) => [s, 0])),
      assigned: 0,
    };
    const now = Date.now();
    const twoYearsMs = 2 * 365 * 24 * 3600_000;

    for (let from = 0; from < options.workflows; from += batch) {
      const fileRows: (typeof schema.files.$inferInsert)[] = [];
      const transcriptRows: { id: string; doc: TranscriptDoc; created: Date }[] = [];
      for (let i = from; i < Math.min(from + batch, options.workflows); i++) {
        const id = randomUUID();
        const keys = fileKeys(admin.id, id, '.mp3');
        const show = pick(random, SHOWS);
        const status = statusFor(random);
        const r = random();
        const processing = r < 0.9 ? 'processed' : r < 0.96 ? 'processing' : 'failed';
        const a = random();
        const assignees = a < 0.2 ? [] : a < 0.85 ? [someReviewer()] : [...new Set([someReviewer(), someReviewer()])];
        const created = new Date(now - Math.floor(random() * twoYearsMs));
        const duration = 600 + Math.floor(random() * 4800);
        counts.byStatus[status]++;
        counts.titleWord[show]!++;
        if (assignees.includes(reviewers[0]!.id)) counts.assigned++;
        fileRows.push({
          id,
          user_id: admin.id,
          org_id: orgId,
          title: `${show} ${pick(random, TOPICS)} #${i + 1}`,
          file_name: `workflow-${i + 1}.mp3`,
          file_type: i % 9 === 0 ? 'video' : 'audio',
          format_name: 'mp3',
          size_bytes: duration * 16_000,
          duration_sec: duration,
          original_key: keys.original,
          playback_key: processing === 'processed' ? keys.playback : null,
          status: processing,
          stage: processing === 'processing' ? 'speech_to_text' : processing,
          progress: processing === 'processed' ? 100 : processing === 'processing' ? 40 : 0,
          error: processing === 'failed' ? 'The audio could not be decoded.' : null,
          workflow_status: status,
          special_status: random() < 0.05 ? 'Rush' : null,
          review_complete: status === 'Publication',
          assignees,
          editing_start_time: status === 'Not_Started' ? null : created,
          workflow_revision: Math.floor(random() * 5),
          processed_at: processing === 'processed' ? created : null,
          // In-progress workflows have no media; a heartbeat ahead makes them look held by a live
          // worker, so the server's stalled-file sweep does not spend the run failing their pipelines.
          heartbeat_at: processing === 'processing' ? new Date(Date.now() + 7 * 86_400_000) : null,
          created_at: created,
          updated_at: created,
        });
        if (processing === 'processed') {
          transcriptRows.push({
            id,
            doc: {
              snippets: doc.snippets,
              speakers: doc.speakers,
              processed_data: { speakers: doc.speakers, duration },
            },
            created,
          });
        }
      }
      await db.insert(schema.files).values(fileRows);
      for (const row of transcriptRows) {
        await writeWholeDocument(db, row.id, row.doc, { created_at: row.created, updated_at: row.created });
      }
    }
    // Fresh statistics and visibility map, as autovacuum would have left a database that grew to
    // this size (the visibility map lets counts read the index alone).
    await opened.executeSql('vacuum analyze');
    return {
      orgId,
      admin: asMember(admin),
      reviewer: asMember(reviewers[0]!),
      workflows: options.workflows,
      counts,
    };
  } finally {
    await opened.close();
  }
}
