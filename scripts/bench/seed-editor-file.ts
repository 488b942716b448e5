import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Snippet, Speaker, UserInfo } from '@scriptloom/contracts';
import { schema, writeWholeDocument } from '@scriptloom/db';
import { toUserInfo } from '../../apps/server/src/services/auth/tokens.js';
import { fileKeys } from '../../apps/server/src/storage/file-keys.js';
import type { startRuntime } from '../../apps/server/src/runtime.js';

type Runtime = Awaited<ReturnType<typeof startRuntime>>;

/**
 * A signed-in user with one processed file holding the given transcript, written straight to the
 * database (the pipeline is measured by its own benchmark). The test podcast stands in as the
 * playback audio, so the player works; words past its end simply seek to its end.
 */
export async function seedEditorFile(
  runtime: Runtime,
  doc: { snippets: Snippet[]; speakers: Speaker[] },
  audioPath: string,
): Promise<{ fileId: string; token: string; userInfo: UserInfo }> {
  const { db } = runtime.database;
  const { ctx } = runtime;
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `bench.editor.${Date.now()}@example.test`,
      password_hash: 'x',
      first_name: 'Bench',
      last_name: 'Editor',
      email_verified_at: new Date(),
      plan: 'professional_monthly',
      transcript_total: 100_000,
    })
    .returning();
  if (!user) throw new Error('could not create the bench user');

  const fileId = randomUUID();
  const keys = fileKeys(user.id, fileId, '.mp3');
  await ctx.storage.write(keys.original, fs.createReadStream(audioPath));
  await ctx.storage.write(keys.playback, fs.createReadStream(audioPath));
  const duration = doc.snippets.at(-1)?.end ?? 0;
  await db.insert(schema.files).values({
    id: fileId,
    user_id: user.id,
    title: 'Long episode (generated)',
    file_name: 'long-episode.mp3',
    file_type: 'audio',
    format_name: 'mp3',
    size_bytes: fs.statSync(audioPath).size,
    duration_sec: duration,
    original_key: keys.original,
    playback_key: keys.playback,
    status: 'processed',
    stage: 'processed',
    progress: 100,
    processed_at: new Date(),
  });
  await writeWholeDocument(db, fileId, {
    snippets: doc.snippets,
    speakers: doc.speakers,
    processed_data: {
      abstract: null,
      headline: null,
      insights: [],
      keywords: [],
      speakers: doc.speakers,
      entities: { PERSON: ['sarah'], ORG: ['microsoft'] },
      duration,
      qa_research: null,
    },
  });
  return { fileId, token: await ctx.tokens.issue(user), userInfo: toUserInfo(user) };
}
