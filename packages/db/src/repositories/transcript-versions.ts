import { and, desc, eq } from 'drizzle-orm';
import type { Snippet, TranscriptSaveKind } from '@scriptloom/contracts';
import type { Db } from '../client.js';
import { files, transcripts, transcriptVersions, users } from '../schema/index.js';
import { accessibleFile, type Caller, type FileAccess } from './file-access.js';
import { memberName } from './workflow-events.js';
import { documentSnippets } from './transcript-document/paragraph-rows.js';

/** One line of a file's version history. */
export interface TranscriptVersionRow {
  id: string;
  version: number;
  kind: TranscriptSaveKind;
  saved_at: Date;
  saved_by_name: string | null;
  word_count: number;
}

/** A snapshot with its document. */
export type TranscriptVersionDocRow = TranscriptVersionRow &
  Pick<typeof transcriptVersions.$inferSelect, 'speakers' | 'processed_data'> & { snippets: Snippet[] };

const lineColumns = {
  id: transcriptVersions.id,
  version: transcriptVersions.version,
  kind: transcriptVersions.kind,
  saved_at: transcriptVersions.saved_at,
  word_count: transcriptVersions.word_count,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
};

/** A line as both queries read it: the list left-joins the snapshots, so every column may be null there. */
interface LineRow {
  id: string | null;
  version: number | null;
  kind: TranscriptSaveKind | null;
  saved_at: Date | null;
  word_count: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const toLine = (r: LineRow): TranscriptVersionRow => ({
  id: r.id!,
  version: r.version!,
  kind: r.kind!,
  saved_at: r.saved_at!,
  word_count: r.word_count!,
  saved_by_name:
    r.email === null
      ? null
      : memberName({ first_name: r.first_name ?? '', last_name: r.last_name ?? '', email: r.email }),
});

/**
 * Reading a file's version history (docs/product.md#version-history), under the access rule in
 * the same query. Snapshots are written by the saves themselves (transcript-history.ts).
 */
export function transcriptVersionsRepo(db: Db) {
  return {
    /**
     * The history newest first, with the document's current version; null when the caller may not
     * read the file. One query: the file row (and its transcript's version) joined to its snapshots.
     */
    async list(
      fileId: string,
      caller: Caller,
    ): Promise<{ currentVersion: number | null; versions: TranscriptVersionRow[] } | null> {
      const rows = await db
        .select({ file: files.id, current: transcripts.version, ...lineColumns })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .leftJoin(transcriptVersions, eq(transcriptVersions.file_id, files.id))
        .leftJoin(users, eq(users.id, transcriptVersions.saved_by))
        .where(accessibleFile(caller, 'read', fileId))
        .orderBy(desc(transcriptVersions.version));
      if (rows.length === 0) return null;
      return {
        currentVersion: rows[0]!.current,
        versions: rows.filter((r) => r.id !== null).map(toLine),
      };
    },

    /** One snapshot of the file with its document; null when either is not there for the caller. */
    async get(
      fileId: string,
      versionId: string,
      caller: Caller,
      access: FileAccess,
    ): Promise<TranscriptVersionDocRow | null> {
      const [row] = await db
        .select({
          ...lineColumns,
          snippets: documentSnippets(transcriptVersions.file_id, transcriptVersions.paragraphs),
          speakers: transcriptVersions.speakers,
          processed_data: transcriptVersions.processed_data,
        })
        .from(transcriptVersions)
        .innerJoin(files, eq(files.id, transcriptVersions.file_id))
        .leftJoin(users, eq(users.id, transcriptVersions.saved_by))
        .where(and(eq(transcriptVersions.id, versionId), accessibleFile(caller, access, fileId)));
      if (!row) return null;
      const { snippets, speakers, processed_data, ...line } = row;
      return { ...toLine(line), snippets, speakers, processed_data };
    },
  };
}
export type TranscriptVersionsRepo = ReturnType<typeof transcriptVersionsRepo>;
