import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { files, publications, transcripts } from '../schema/index.js';
import { openFile, type Caller } from './file-access.js';
import { transcriptTextColumns } from './transcript-document/columns.js';
import type { FileRow, TranscriptTextRow } from './files/rows.js';

export type PublicationRow = typeof publications.$inferSelect;

export type PublishResult =
  { status: 'file_not_found' } | { status: 'no_transcript' } | { status: 'published'; row: PublicationRow };

/**
 * Published files (docs/product.md#publishing). Publishing and unpublishing go through `openFile`
 * with the policy's `publish` action, so who may do either is the policy's; the public side reads
 * by slug alone, since the slug is the permission.
 */
export function publicationsRepo(db: Db) {
  return {
    /**
     * Publishes a processed file the caller may publish, under `slug`; a file already published
     * keeps its slug (publishing twice changes no address), so the row found is answered.
     */
    async publish(fileId: string, caller: Caller, slug: string): Promise<PublishResult> {
      return db.transaction(async (tx): Promise<PublishResult> => {
        // The file's lock serialises two publishes of one file: the second finds the first's row.
        const gate = await openFile(tx, caller, 'publish', fileId, { lock: true });
        if (gate === 'file_not_found') return { status: 'file_not_found' as const };
        if (gate === 'no_transcript') return { status: 'no_transcript' as const };
        const [existing] = await tx.select().from(publications).where(eq(publications.file_id, fileId));
        if (existing) return { status: 'published' as const, row: existing };
        const [row] = await tx
          .insert(publications)
          .values({ slug, file_id: fileId, published_by: caller.userId })
          .returning();
        return { status: 'published' as const, row: row! };
      });
    },

    /** Takes a file's publication down; `removed` false when it was not published. */
    async unpublish(
      fileId: string,
      caller: Caller,
    ): Promise<{ status: 'file_not_found' } | { status: 'done'; removed: boolean }> {
      return db.transaction(async (tx) => {
        // Not published is not an error of the file: even one without a transcript may be asked.
        if ((await openFile(tx, caller, 'publish', fileId, { lock: true })) === 'file_not_found') {
          return { status: 'file_not_found' as const };
        }
        const removed = await tx.delete(publications).where(eq(publications.file_id, fileId)).returning();
        return { status: 'done' as const, removed: removed.length > 0 };
      });
    },

    /** The file's publication as the caller may see it (who may publish); undefined: no such file for them. */
    async forFile(fileId: string, caller: Caller): Promise<{ row: PublicationRow | null } | undefined> {
      return db.transaction(async (tx) => {
        if ((await openFile(tx, caller, 'publish', fileId, { lock: false })) === 'file_not_found') return undefined;
        const [row] = await tx.select().from(publications).where(eq(publications.file_id, fileId));
        return { row: row ?? null };
      });
    },

    /** The published file of a slug, without its transcript (the audio, oEmbed). */
    async fileBySlug(slug: string): Promise<{ publication: PublicationRow; file: FileRow } | undefined> {
      const [row] = await db
        .select({ publication: publications, file: files })
        .from(publications)
        .innerJoin(files, eq(files.id, publications.file_id))
        .where(eq(publications.slug, slug))
        .limit(1);
      return row;
    },

    /**
     * The published file of a slug with its saved transcript, the paragraphs as the stored JSON text
     * (parsed on the thread that renders); undefined when the slug is not published or the file has
     * no transcript.
     */
    async documentBySlug(
      slug: string,
    ): Promise<{ publication: PublicationRow; file: FileRow; transcript: TranscriptTextRow } | undefined> {
      const [row] = await db
        .select({ publication: publications, file: files, transcript: transcriptTextColumns })
        .from(publications)
        .innerJoin(files, eq(files.id, publications.file_id))
        .innerJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(eq(publications.slug, slug))
        .limit(1);
      return row;
    },
  };
}

export type PublicationsRepo = ReturnType<typeof publicationsRepo>;
