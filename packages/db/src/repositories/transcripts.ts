import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Snippet, Speaker } from '@scriptloom/contracts';
import type { DocumentTotals, StoredProcessedData } from '@scriptloom/transcript';
import type { Db } from '../client.js';
import { files, transcripts } from '../schema/index.js';
import { accessibleFile, openFile, type Caller } from './file-access.js';
import { type HistoryEntry } from './transcript-history.js';
import {
  lockDocument,
  type DocumentWrite,
  type StoredDocument,
  type WrittenDocument,
} from './transcript-document/locked-document.js';
import { documentJson, documentTexts } from './transcript-document/paragraph-rows.js';
import { writeDocument } from './transcript-document/write-document.js';
import { collectParagraphs } from './transcript-document/collect.js';

/** The editable parts of a transcript document, as stored. */
export interface TranscriptDoc {
  snippets: Snippet[];
  speakers: Speaker[];
  processed_data: StoredProcessedData;
}

/**
 * Outcome of a versioned write. `unchanged` means the version matched but the edit changed nothing,
 * so nothing was written and the version stays as it was.
 */
export type VersionedWrite =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  | { status: 'conflict'; currentVersion: number }
  | { status: 'unchanged'; version: number }
  | { status: 'updated'; written: WrittenDocument };

/** What a write's `admit` check sees of the locked file: whose it is and where its review stands. */
export interface WritableFile {
  org_id: string | null;
  workflow_status: string;
}

/** Paragraphs `start` to `start + limit` of a workflow's transcript, still the stored JSON text. */
export type SnippetPage =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  | { status: 'ok'; snippetsJson: string; total: number; version: number };

/** How a versioned write is checked and recorded; see updateVersioned. */
export interface VersionedWriteOptions {
  history: HistoryEntry;
  admit?: (file: WritableFile) => void;
  /** Sees the document's totals after the write, before it is made, and refuses it by throwing. */
  check?: (totals: DocumentTotals, write: DocumentWrite) => void;
}

/**
 * The part of a versioned write (transcriptsRepo.updateVersioned) after the file row is locked and
 * found writable, in the caller's transaction: the transcript row locked, `admit` asked, the
 * version compared, `edit` applied and written as `savedBy`'s save. A review link's comment
 * (review-links.ts) opens the file by its link instead of a caller and goes on from here, so it
 * takes the same locks in the same order and cannot overwrite an editor's concurrent save.
 */
export async function writeOpenedDocument(
  tx: Db,
  fileId: string,
  savedBy: string,
  expectedVersion: number | undefined,
  edit: (doc: StoredDocument) => Promise<DocumentWrite | null>,
  { history, admit, check }: VersionedWriteOptions,
): Promise<VersionedWrite> {
  const doc = await lockDocument(tx, fileId);
  if (!doc) return { status: 'no_transcript' };
  if (admit) {
    const [file] = await tx
      .select({ org_id: files.org_id, workflow_status: files.workflow_status })
      .from(files)
      .where(eq(files.id, fileId));
    admit(file!);
  }
  if (expectedVersion !== undefined && doc.version !== expectedVersion)
    return { status: 'conflict', currentVersion: doc.version };
  const write = await edit(doc);
  if (!write) return { status: 'unchanged', version: doc.version };
  const written = await writeDocument(tx, fileId, savedBy, doc, write, { history, check });
  return written ? { status: 'updated', written } : { status: 'unchanged', version: doc.version };
}

/**
 * Transcript documents as the editor changes them. Every call takes the caller and checks its
 * access (file-access.ts) inside the same transaction as the write.
 */
export function transcriptsRepo(db: Db) {
  return {
    /**
     * Optimistic concurrency for every editor write, in one transaction: the caller must be allowed
     * to write the file (openFile locks its row, then the transcript row is locked: every writer
     * takes them in that order), its transcript must exist and, when `expectedVersion` is given,
     * still be at that version. Without one (a client that sends only the fields of its edit, and
     * whatever check those fields allow is `edit`'s) the edit applies to the current version, read
     * under the same locks, so concurrent writes still take turns and none is lost.
     * `edit` reads what it needs of the stored document (StoredDocument: one paragraph, or all of
     * them) and returns what changes (or null when nothing does); the write stores the new
     * paragraphs, names them in order, moves the version on and answers the runs it changed.
     * Whatever `edit` or `check` throws rolls the transaction back and propagates.
     *
     * `admit`, when given, sees the file as locked (so what it reads cannot change before the
     * write) before anything else is compared, and refuses the write by throwing.
     *
     * Every write is recorded in the version history as `history` says, in the same transaction
     * (transcript-history.ts): a save and its snapshot commit together or not at all.
     */
    async updateVersioned(
      fileId: string,
      caller: Caller,
      expectedVersion: number | undefined,
      edit: (doc: StoredDocument) => Promise<DocumentWrite | null>,
      { history, admit, check }: VersionedWriteOptions,
    ): Promise<VersionedWrite> {
      return db.transaction(async (tx) => {
        const gate = await openFile(tx, caller, 'edit', fileId, { lock: true });
        if (gate !== 'ok') return { status: gate };
        return writeOpenedDocument(tx, fileId, caller.userId, expectedVersion, edit, { history, admit, check });
      });
    },

    /**
     * Paragraphs of a workflow's transcript (docs/product.md#enterprise-transcript): those at
     * indexes `start` to `start + limit - 1`, put together by the database so only they travel,
     * with how many there are and the document's version. A file that is not a workflow the caller
     * may read is not found.
     */
    async workflowSnippetPage(fileId: string, caller: Caller, start: number, limit: number): Promise<SnippetPage> {
      const [row] = await db
        .select({
          transcript: transcripts.file_id,
          version: transcripts.version,
          total: sql<number>`cardinality(${transcripts.paragraphs})`,
          // PostgreSQL arrays count from 1: paragraphs start+1 to start+limit.
          page: documentJson(
            transcripts.file_id,
            sql`${transcripts.paragraphs}[${start + 1}::int:${start + limit}::int]`,
          ),
        })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(and(accessibleFile(caller, 'read', fileId), isNotNull(files.org_id)));
      if (!row) return { status: 'file_not_found' };
      if (!row.transcript) return { status: 'no_transcript' };
      return { status: 'ok', snippetsJson: row.page, total: Number(row.total), version: row.version! };
    },

    /** Deletes stored paragraphs nothing names any more (collect.ts), for up to `files` files. */
    collectParagraphs(files: number) {
      return collectParagraphs(db, files);
    },

    /**
     * The file's document as the JSON text of its paragraphs, and of the same paragraphs as they
     * read (documentTexts), the first `limit` of them when given, if its transcript is still at
     * `version` (undefined when it has moved on since, or is gone). The caller has checked access:
     * this serves the details answer of a file it found for the caller.
     */
    async documentText(
      fileId: string,
      version: number,
      limit?: number,
    ): Promise<{ paragraphs: string; display: string } | undefined> {
      return documentTexts(db, fileId, version, limit);
    },

    /**
     * Sets the file's review_complete flag (idempotent: updated_at moves only when the flag does).
     * A file whose transcript does not exist yet cannot be reviewed.
     */
    async markReviewComplete(
      fileId: string,
      caller: Caller,
    ): Promise<{ status: 'file_not_found' | 'no_transcript' | 'updated' | 'unchanged' }> {
      return db.transaction(async (tx) => {
        const gate = await openFile(tx, caller, 'complete', fileId, { lock: true });
        if (gate !== 'ok') return { status: gate };
        if (!(await lockDocument(tx, fileId))) return { status: 'no_transcript' };
        const rows = await tx
          .update(files)
          .set({ review_complete: true, updated_at: new Date() })
          .where(and(eq(files.id, fileId), eq(files.review_complete, false)))
          .returning({ id: files.id });
        return { status: rows.length > 0 ? 'updated' : 'unchanged' };
      });
    },
  };
}
export type TranscriptsRepo = ReturnType<typeof transcriptsRepo>;
