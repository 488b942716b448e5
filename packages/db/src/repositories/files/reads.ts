import { eq } from 'drizzle-orm';
import type { FileSubject } from '@scriptloom/contracts';
import type { Db } from '../../client.js';
import { files, transcripts } from '../../schema/index.js';
import { accessibleFile, fileSubject, type Caller, type FileAccess } from '../file-access.js';
import { transcriptColumns, transcriptTextColumns } from '../transcript-document/columns.js';
import type { FileRow, TranscriptRow, TranscriptTextRow } from './rows.js';

/**
 * The parts of a transcript the details page shows, without its paragraphs: the answer puts those
 * in as the stored JSON text (services/files/file-views.ts).
 */
export type DetailsTranscript = Pick<
  TranscriptRow,
  'speakers' | 'processed_data' | 'contents' | 'version' | 'updated_at'
> & {
  file_id: string;
};

/**
 * Reading one file, with or without its transcript. Every read a person can trigger takes the
 * caller and applies the access rule (file-access.ts) in the query itself; `findById` and
 * `transcriptFor` are for workers, which act for nobody.
 */
export function filesRepo(db: Db) {
  return {
    async findById(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },

    /** The transcript row of a file, for workers and tools that act for nobody. */
    async transcriptFor(fileId: string): Promise<TranscriptRow | undefined> {
      const [row] = await db
        .select(transcriptColumns)
        .from(transcripts)
        .where(eq(transcripts.file_id, fileId))
        .limit(1);
      return row;
    },

    async findForUser(id: string, caller: Caller): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(accessibleFile(caller, 'read', id))
        .limit(1);
      return row;
    },

    /**
     * A file the caller may read with its transcript (undefined while there is none), in one query:
     * what an export reads. Undefined when the file does not exist or the caller may not read it.
     */
    async withTranscriptForUser(
      id: string,
      caller: Caller,
    ): Promise<{ file: FileRow; transcript: TranscriptRow | undefined } | undefined> {
      const [row] = await db
        .select({ file: files, transcript: transcriptColumns })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(accessibleFile(caller, 'read', id))
        .limit(1);
      if (!row) return undefined;
      return { file: row.file, transcript: row.transcript?.file_id ? row.transcript : undefined };
    },

    /**
     * The same, with the transcript's snippets as JSON text: for work done on a worker thread,
     * which parses them there. Parsing a long transcript here and copying the objects to a thread
     * would hold the event loop for tens of milliseconds; the text crosses as one copy.
     */
    async withTranscriptTextForUser(
      id: string,
      caller: Caller,
      access: FileAccess,
    ): Promise<{ file: FileRow; transcript: TranscriptTextRow | undefined } | undefined> {
      const [row] = await db
        .select({ file: files, transcript: transcriptTextColumns })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(accessibleFile(caller, access, id))
        .limit(1);
      if (!row) return undefined;
      return { file: row.file, transcript: row.transcript?.file_id ? row.transcript : undefined };
    },

    /**
     * A file the caller may read and what the details page shows of its transcript (its paragraphs
     * are read by version, transcriptsRepo.documentText), in one query. Undefined when the file does
     * not exist or the caller may not read it; `transcript` is undefined while processing has not
     * written one.
     */
    async detailsForUser(
      id: string,
      caller: Caller,
    ): Promise<{ file: FileRow; transcript?: DetailsTranscript } | undefined> {
      const [row] = await db
        .select({
          file: files,
          transcript: {
            file_id: transcripts.file_id,
            speakers: transcripts.speakers,
            processed_data: transcripts.processed_data,
            contents: transcripts.contents,
            version: transcripts.version,
            updated_at: transcripts.updated_at,
          },
        })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(accessibleFile(caller, 'read', id))
        .limit(1);
      return row ? { file: row.file, transcript: row.transcript ?? undefined } : undefined;
    },

    /**
     * What the policy needs to know of a file the caller reaches (packages/contracts policy.ts), or
     * undefined when it reaches none by that id: for a service that decides which use case a
     * personal route's request is (a workflow's delete or completion is the workflow's own).
     */
    async subjectFor(id: string, caller: Caller): Promise<FileSubject | undefined> {
      const [row] = await db
        .select({
          user_id: files.user_id,
          org_id: files.org_id,
          assignees: files.assignees,
          workflow_status: files.workflow_status,
        })
        .from(files)
        .where(accessibleFile(caller, 'read', id));
      return row ? fileSubject(row) : undefined;
    },
  };
}
export type FilesRepo = ReturnType<typeof filesRepo>;
