import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ReviewLinkAccess, Speaker } from '@scriptloom/contracts';
import type { StoredProcessedData } from '@scriptloom/transcript';
import type { Db } from '../client.js';
import { files, reviewLinks, transcripts } from '../schema/index.js';
import { openFile, type Caller, type FileGate } from './file-access.js';
import { writeOpenedDocument, type VersionedWrite, type VersionedWriteOptions } from './transcripts.js';
import type { DocumentWrite, StoredDocument } from './transcript-document/locked-document.js';
import { insertWorkflowEvents, type NewWorkflowEvent } from './workflow-events.js';

/** A file's link as its owner lists it. */
export interface ReviewLinkRow {
  id: string;
  access: ReviewLinkAccess;
  expires_at: Date | null;
  has_passcode: boolean;
  last_opened_at: Date | null;
  created_at: Date;
}

/** A live link found by its token's hash, with what its page shows of the file. */
export interface LiveReviewLink {
  id: string;
  access: ReviewLinkAccess;
  passcode_hash: string | null;
  expires_at: Date | null;
  file: {
    id: string;
    user_id: string;
    org_id: string | null;
    title: string;
    file_type: 'audio' | 'video';
    original_key: string;
    playback_key: string | null;
  };
  /** The transcript's version and its parts beside the paragraphs; null before processing has stored one. */
  transcript: { version: number; speakers: Speaker[]; processed_data: StoredProcessedData } | null;
}

/** What a link's write found: the link gone (or never there), or the outcome of the write. */
export type LinkWrite<T> =
  | { status: 'link_not_found' }
  | {
      status: 'ok';
      link: LiveReviewLink['file'] & {
        access: ReviewLinkAccess;
        passcode_hash: string | null;
        link_id: string;
        created_by: string | null;
      };
      result: T;
    };

/**
 * A link answers only while it is neither revoked nor expired: the same condition in every query
 * that finds one, so a dead link and a token that never existed take the same path.
 */
const live = (now: Date) =>
  and(isNull(reviewLinks.revoked_at), or(isNull(reviewLinks.expires_at), gt(reviewLinks.expires_at, now)));

const linkFileColumns = {
  link_id: reviewLinks.id,
  access: reviewLinks.access,
  passcode_hash: reviewLinks.passcode_hash,
  created_by: reviewLinks.created_by,
  id: files.id,
  user_id: files.user_id,
  org_id: files.org_id,
  title: files.title,
  file_type: files.file_type,
  original_key: files.original_key,
  playback_key: files.playback_key,
};

/**
 * Review links (docs/product.md#review-links). The owner's side takes a Caller and asks the policy
 * (`share`) on the file row it finds, like every other write; the side of the person with the link
 * finds the link by the hash of its token through the unique index, and the file through the link.
 */
export function reviewLinksRepo(db: Db) {
  /**
   * In one transaction: the live link by its hash, with its file's row locked (before the
   * transcript's, the order every writer takes), then `work`. A revoke locks the same file row, so
   * a write through a link either commits before the revoke or finds the link gone.
   */
  async function throughLink<T>(
    tokenHash: string,
    now: Date,
    work: (tx: Db, link: Extract<LinkWrite<T>, { status: 'ok' }>['link']) => Promise<T>,
  ): Promise<LinkWrite<T>> {
    return db.transaction(async (tx) => {
      const [link] = await tx
        .select(linkFileColumns)
        .from(reviewLinks)
        .innerJoin(files, eq(files.id, reviewLinks.file_id))
        .where(and(eq(reviewLinks.token_hash, tokenHash), live(now)))
        .for('update', { of: files });
      if (!link) return { status: 'link_not_found' };
      return { status: 'ok', link, result: await work(tx, link) };
    });
  }

  return {
    /** A new link on a file the caller may share: its id, or the gate that refused it. */
    async create(
      caller: Caller,
      fileId: string,
      link: { tokenHash: string; access: ReviewLinkAccess; passcodeHash: string | null; expiresAt: Date | null },
    ): Promise<{ status: Exclude<FileGate, 'ok'> } | { status: 'ok'; id: string }> {
      return db.transaction(async (tx) => {
        const gate = await openFile(tx, caller, 'share', fileId, { lock: false });
        if (gate !== 'ok') return { status: gate };
        const [row] = await tx
          .insert(reviewLinks)
          .values({
            file_id: fileId,
            created_by: caller.userId,
            token_hash: link.tokenHash,
            access: link.access,
            passcode_hash: link.passcodeHash,
            expires_at: link.expiresAt,
          })
          .returning({ id: reviewLinks.id });
        return { status: 'ok', id: row!.id };
      });
    },

    /** The file's links not revoked, newest first (expired ones too, marked by their date). */
    async list(
      caller: Caller,
      fileId: string,
    ): Promise<{ status: 'file_not_found' } | { status: 'ok'; items: ReviewLinkRow[] }> {
      return db.transaction(async (tx) => {
        const gate = await openFile(tx, caller, 'share', fileId, { lock: false });
        if (gate === 'file_not_found') return { status: gate };
        const items = await tx
          .select({
            id: reviewLinks.id,
            access: reviewLinks.access,
            expires_at: reviewLinks.expires_at,
            has_passcode: sql<boolean>`${reviewLinks.passcode_hash} is not null`,
            last_opened_at: reviewLinks.last_opened_at,
            created_at: reviewLinks.created_at,
          })
          .from(reviewLinks)
          .where(and(eq(reviewLinks.file_id, fileId), isNull(reviewLinks.revoked_at)))
          .orderBy(desc(reviewLinks.created_at), desc(reviewLinks.id));
        return { status: 'ok', items };
      });
    },

    /** Revokes one of the file's links, at once and for good (a second revoke finds nothing). */
    async revoke(
      caller: Caller,
      fileId: string,
      linkId: string,
    ): Promise<'file_not_found' | 'link_not_found' | 'revoked'> {
      return db.transaction(async (tx) => {
        // The file row's lock: a comment or decision through the link in flight finishes first.
        const gate = await openFile(tx, caller, 'share', fileId, { lock: true });
        if (gate === 'file_not_found') return gate;
        const rows = await tx
          .update(reviewLinks)
          .set({ revoked_at: new Date() })
          .where(and(eq(reviewLinks.id, linkId), eq(reviewLinks.file_id, fileId), isNull(reviewLinks.revoked_at)))
          .returning({ id: reviewLinks.id });
        return rows.length > 0 ? 'revoked' : 'link_not_found';
      });
    },

    /** The live link with this token hash, with its file and transcript's small parts; undefined otherwise. */
    async findLive(tokenHash: string, now: Date): Promise<LiveReviewLink | undefined> {
      const [row] = await db
        .select({
          ...linkFileColumns,
          expires_at: reviewLinks.expires_at,
          version: transcripts.version,
          speakers: transcripts.speakers,
          processed_data: transcripts.processed_data,
        })
        .from(reviewLinks)
        .innerJoin(files, eq(files.id, reviewLinks.file_id))
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(and(eq(reviewLinks.token_hash, tokenHash), live(now)));
      if (!row) return undefined;
      return {
        id: row.link_id,
        access: row.access,
        passcode_hash: row.passcode_hash,
        expires_at: row.expires_at,
        file: {
          id: row.id,
          user_id: row.user_id,
          org_id: row.org_id,
          title: row.title,
          file_type: row.file_type,
          original_key: row.original_key,
          playback_key: row.playback_key,
        },
        transcript:
          row.version === null
            ? null
            : { version: row.version, speakers: row.speakers!, processed_data: row.processed_data! },
      };
    },

    /** Notes that the link's page was opened (what the owner's list shows as "last opened"). */
    async markOpened(linkId: string, at: Date): Promise<void> {
      await db.update(reviewLinks).set({ last_opened_at: at }).where(eq(reviewLinks.id, linkId));
    },

    /**
     * A write of the transcript through a live link (a comment): the file locked through the link,
     * then the same versioned write as the editor's (writeOpenedDocument), saved as the link's
     * maker (the file's owner when that account is gone). `allow` sees the link first and refuses
     * by throwing (a view-only link).
     */
    async writeThroughLink(
      tokenHash: string,
      now: Date,
      allow: (link: { access: ReviewLinkAccess; passcode_hash: string | null; link_id: string }) => void,
      edit: (doc: StoredDocument) => Promise<DocumentWrite | null>,
      options: VersionedWriteOptions,
    ): Promise<LinkWrite<VersionedWrite>> {
      return throughLink(tokenHash, now, (tx, link) => {
        allow(link);
        return writeOpenedDocument(tx, link.id, link.created_by ?? link.user_id, undefined, edit, options);
      });
    },

    /**
     * A history line of the link's workflow (a decision), written while the link is known live.
     * `decide` sees the link and answers the line, or refuses by throwing (not a workflow).
     */
    async recordThroughLink(
      tokenHash: string,
      now: Date,
      decide: (
        link: Extract<LinkWrite<unknown>, { status: 'ok' }>['link'],
      ) => Omit<NewWorkflowEvent, 'file_id' | 'org_id'>,
    ): Promise<LinkWrite<void>> {
      return throughLink(tokenHash, now, async (tx, link) => {
        const event = decide(link);
        await insertWorkflowEvents(tx, [{ ...event, file_id: link.id, org_id: link.org_id! }]);
      });
    },
  };
}
export type ReviewLinksRepo = ReturnType<typeof reviewLinksRepo>;
