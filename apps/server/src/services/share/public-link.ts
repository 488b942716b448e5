import { randomUUID } from 'node:crypto';
import {
  EditorMessages,
  ErrorCode,
  ReviewLinkMessages,
  type Comment,
  type CommentResponse,
  type LinkCommentRequest,
  type LinkDecisionRequest,
  type ReviewLinkView,
  type Snippet,
  type UnlockReviewLinkResponse,
} from '@scriptloom/contracts';
import type { LiveReviewLink } from '@scriptloom/db';
import { readStoredTranscript } from '@scriptloom/transcript';
import { AppError, conflict, notFound, tooManyRequests } from '../../lib/app-error.js';
import { decoyHash, verifyPassword } from '../../lib/passwords.js';
import { hmac, safeEqualHex } from '../../lib/secrets.js';
import { MEDIA_URL_TTL_S } from '../../storage/media-links.js';
import { describeWait } from '../auth/sign-in-throttle.js';
import type { ServiceContext } from '../context.js';
import { commentEdit, commentSave } from '../editor/comments.js';
import { paragraphWrite, written } from '../editor/document.js';
import { documentTexts, TranscriptMoved } from '../files/files.js';
import { tokenHash } from './links.js';
import { WindowCounter } from './rate-limit.js';

/**
 * The side of the person with a review link (docs/product.md#review-links): no account, the token
 * is the permission. Every answer about a link that is unknown, malformed, revoked or expired is
 * the one 404 below, reached by the same indexed lookup of the token's hash.
 */

/** Who is asking: the client's address (for the rate limits) and the passcode proof it sent, if any. */
export interface LinkClient {
  ip: string;
  proof: string | undefined;
}

/** The rate limits; docs/product.md#review-links states them. */
export const LINK_LIMITS = {
  /** Requests of any kind through links, per client address and per link, in a minute. */
  requests: { limit: 120, windowMs: 60_000 },
  /** Wrong passcodes per link, in 15 minutes (whoever tries). */
  passcodeFailuresPerLink: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong passcodes per client address, in 15 minutes (whichever links). */
  passcodeFailuresPerAddress: { limit: 30, windowMs: 15 * 60_000 },
} as const;

/** How long the proof of a passcode lasts before the passcode must be given again. */
export const PROOF_TTL_MS = 2 * 3600_000;

interface Limits {
  byAddress: WindowCounter;
  byLink: WindowCounter;
  failuresByLink: WindowCounter;
  failuresByAddress: WindowCounter;
}
// Per service context (one per app), so test apps in one process do not share counters.
const limitsByContext = new WeakMap<ServiceContext, Limits>();
function limitsOf(ctx: ServiceContext): Limits {
  let limits = limitsByContext.get(ctx);
  if (!limits) {
    limits = {
      byAddress: new WindowCounter(LINK_LIMITS.requests),
      byLink: new WindowCounter(LINK_LIMITS.requests),
      failuresByLink: new WindowCounter(LINK_LIMITS.passcodeFailuresPerLink),
      failuresByAddress: new WindowCounter(LINK_LIMITS.passcodeFailuresPerAddress),
    };
    limitsByContext.set(ctx, limits);
  }
  return limits;
}

const tooMany = (waitMs: number) => tooManyRequests(ReviewLinkMessages.tooMany(describeWait(waitMs)), waitMs / 1000);

/** Counts a request against its address and its link (known or not: guesses count too), or refuses it: 429. */
function admitRequest(ctx: ServiceContext, hash: string, client: LinkClient): void {
  const limits = limitsOf(ctx);
  const now = Date.now();
  const wait = Math.max(limits.byAddress.waitFor(client.ip, now), limits.byLink.waitFor(hash, now));
  if (wait > 0) throw tooMany(wait);
  limits.byAddress.hit(client.ip, now);
  limits.byLink.hit(hash, now);
}

/** The one answer for a link that does not work, whatever the reason. */
export const linkNotFound = () => notFound(ReviewLinkMessages.notFound);

const proofSignature = (ctx: ServiceContext, linkId: string, exp: number) =>
  hmac(ctx.secret, `review-link-proof:${linkId}:${exp}`);

/** `<expiry ms>.<hmac>`: made with the installation secret, bound to one link, good until it expires. */
function makeProof(ctx: ServiceContext, linkId: string, now: number): { proof: string; exp: number } {
  const exp = now + PROOF_TTL_MS;
  return { proof: `${exp}.${proofSignature(ctx, linkId, exp)}`, exp };
}

function validProof(ctx: ServiceContext, linkId: string, proof: string | undefined): boolean {
  const [expText, sig] = proof?.split('.') ?? [];
  const exp = Number(expText);
  if (!sig || !Number.isSafeInteger(exp) || exp <= Date.now()) return false;
  return safeEqualHex(sig, proofSignature(ctx, linkId, exp));
}

/** A link with a passcode answers only with a valid proof of it: 403 PASSCODE_REQUIRED otherwise. */
function requireUnlocked(
  ctx: ServiceContext,
  link: { link_id: string; passcode_hash: string | null },
  client: LinkClient,
): void {
  if (link.passcode_hash !== null && !validProof(ctx, link.link_id, client.proof)) {
    throw new AppError(403, ErrorCode.passcodeRequired, ReviewLinkMessages.passcodeRequired);
  }
}

const notAllowed = (message: string) => new AppError(403, ErrorCode.linkNotAllowed, message);

/** Reads again when a save moved the transcript on between the link's read and its paragraphs' read. */
const VIEW_READS = 3;

/**
 * `GET /v1/links/{token}`: the transcript (with the comments made through links, not the team's
 * own), speakers, summary and chapters, and a signed URL of the audio for playback. Notes the
 * link as opened.
 */
export async function openReviewLink(ctx: ServiceContext, token: string, client: LinkClient): Promise<ReviewLinkView> {
  const hash = tokenHash(token);
  admitRequest(ctx, hash, client);
  for (let read = 1; ; read++) {
    const link = await ctx.repos.reviewLinks.findLive(hash, new Date());
    if (!link) throw linkNotFound();
    requireUnlocked(ctx, { link_id: link.id, passcode_hash: link.passcode_hash }, client);
    const view = await viewOf(ctx, link, read < VIEW_READS);
    if (!view) continue;
    await ctx.repos.reviewLinks.markOpened(link.id, new Date());
    return view;
  }
}

async function viewOf(
  ctx: ServiceContext,
  link: LiveReviewLink,
  mayRetry: boolean,
): Promise<ReviewLinkView | undefined> {
  const { file, transcript } = link;
  if (!transcript) throw conflict('This transcript is not ready yet.', ErrorCode.noTranscript);
  let paragraphs: string;
  try {
    ({ paragraphs } = await documentTexts(ctx, file.id, transcript.version));
  } catch (err) {
    if (err instanceof TranscriptMoved && mayRetry) return undefined;
    throw err;
  }
  const doc = readStoredTranscript({
    snippets: JSON.parse(paragraphs) as Snippet[],
    speakers: transcript.speakers,
    processed_data: transcript.processed_data,
  });
  const signed = (key: string) => ctx.storage.signedDownloadUrl(key, { ttlSeconds: MEDIA_URL_TTL_S });
  return {
    title: file.title,
    access: link.access,
    can_decide: file.org_id !== null,
    expires_at: link.expires_at?.toISOString() ?? null,
    media_url: file.playback_key ? await signed(file.playback_key) : null,
    video_url: file.file_type === 'video' ? await signed(file.original_key) : null,
    version: transcript.version,
    // The team's own comments are theirs; the person with the link sees those made through links.
    transcript: doc.snippets.map((s) => ({ ...s, comments: (s.comments ?? []).filter((c) => c.via_link === true) })),
    speakers: doc.speakers,
    headline: doc.processed_data.headline,
    summary: doc.processed_data.abstract,
    chapters: doc.processed_data.insights,
  };
}

/**
 * `POST /v1/links/{token}/unlock`: the passcode for a proof to send with the link's requests.
 * Wrong passcodes are counted per link and per address (429 past the limit); an unknown link is
 * compared against a decoy hash first, so it takes as long as a wrong passcode before its 404.
 */
export async function unlockReviewLink(
  ctx: ServiceContext,
  token: string,
  passcode: string,
  client: LinkClient,
): Promise<UnlockReviewLinkResponse> {
  const hash = tokenHash(token);
  admitRequest(ctx, hash, client);
  const limits = limitsOf(ctx);
  const now = Date.now();
  const wait = Math.max(limits.failuresByLink.waitFor(hash, now), limits.failuresByAddress.waitFor(client.ip, now));
  if (wait > 0) throw tooMany(wait);
  const link = await ctx.repos.reviewLinks.findLive(hash, new Date());
  const stored = link?.passcode_hash ?? (await decoyHash(ctx.config.passwordHashCost));
  const right = await verifyPassword(passcode, stored);
  if (!link) throw linkNotFound();
  if (link.passcode_hash !== null && !right) {
    limits.failuresByLink.hit(hash, Date.now());
    limits.failuresByAddress.hit(client.ip, Date.now());
    throw new AppError(403, ErrorCode.wrongPasscode, ReviewLinkMessages.wrongPasscode);
  }
  const { proof, exp } = makeProof(ctx, link.id, Date.now());
  return { proof, expires_at: new Date(exp).toISOString() };
}

/**
 * `POST /v1/links/{token}/comments`: a comment by the name typed, marked as made through a link,
 * written through the editor's versioned save (the same locks, limits and version history), on
 * the paragraph as it is now: when its text from start_pos to end_pos is no longer
 * `highlighted_text`, 409 PARAGRAPH_CHANGED, and nobody's edit is overwritten.
 */
export async function commentThroughLink(
  ctx: ServiceContext,
  token: string,
  req: LinkCommentRequest,
  client: LinkClient,
): Promise<CommentResponse> {
  const hash = tokenHash(token);
  admitRequest(ctx, hash, client);
  const comment: Comment = {
    id: randomUUID(),
    comment: req.comment,
    start_pos: req.start_pos,
    end_pos: req.end_pos,
    highlighted_text: req.highlighted_text,
    created_by: { first_name: req.name },
    via_link: true,
  };
  const outcome = await paragraphWrite(
    (edit, options) =>
      ctx.repos.reviewLinks.writeThroughLink(
        hash,
        new Date(),
        (link) => {
          requireUnlocked(ctx, link, client);
          if (link.access !== 'comment') throw notAllowed(ReviewLinkMessages.viewOnly);
        },
        edit,
        options,
      ),
    commentEdit(req.paragraph_id, req, comment),
    commentSave,
  );
  if (outcome.status === 'link_not_found') throw linkNotFound();
  const { version } = written(outcome.result);
  return { success: EditorMessages.commentAdded, version, snippet_id: req.paragraph_id, comment };
}

/**
 * `POST /v1/links/{token}/decision`: a workflow's customer approves or asks for changes. Recorded
 * as a line of the workflow's history (`link_decision`, with the name and note typed); the
 * workflow's status is left as it is, for its team to move.
 */
export async function decideThroughLink(
  ctx: ServiceContext,
  token: string,
  req: LinkDecisionRequest,
  client: LinkClient,
): Promise<{ success: string }> {
  const hash = tokenHash(token);
  admitRequest(ctx, hash, client);
  const outcome = await ctx.repos.reviewLinks.recordThroughLink(hash, new Date(), (link) => {
    requireUnlocked(ctx, link, client);
    if (link.org_id === null) throw notAllowed(ReviewLinkMessages.notAWorkflow);
    return {
      actor_id: null,
      action: 'link_decision',
      from_value: null,
      to_value: req.decision,
      detail: { name: req.name, note: req.note || null, link_id: link.link_id },
    };
  });
  if (outcome.status === 'link_not_found') throw linkNotFound();
  return { success: ReviewLinkMessages.decided[req.decision] };
}
