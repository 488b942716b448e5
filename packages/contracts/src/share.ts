import { z } from 'zod';
import { SafeText, TEXT_LIMITS as L } from './text.js';
import { Chapter } from './editor.js';
import { Snippet, Speaker } from './transcript.js';

/**
 * Review links (docs/product.md#review-links): a secret URL through which someone without an
 * account reads a transcript with its summary and chapters, and, as the link allows, comments or
 * (for a workflow) approves or asks for changes.
 */

/** What the person with the link may do: read, or read and comment. */
export const ReviewLinkAccess = z.enum(['view', 'comment']);
export type ReviewLinkAccess = z.infer<typeof ReviewLinkAccess>;

/** How long a passcode may be; short codes are slowed by the link's rate limit, not by length. */
export const PASSCODE_LIMITS = { min: 4, max: 200 } as const;
/** The name a person with a link types to comment or decide. */
export const LINK_NAME_MAX = L.speakerName;

/** `POST /v1/up/share/{id}`. */
export const CreateReviewLinkRequest = z.object({
  access: ReviewLinkAccess,
  /** When the link stops working (ISO 8601 with a zone); it must lie in the future. Never, when left out. */
  expires_at: z.iso
    .datetime({ offset: true, error: 'expires_at must be a date and time, like 2030-01-31T12:00:00Z.' })
    .optional(),
  passcode: z
    .string()
    .min(PASSCODE_LIMITS.min, `A passcode has at least ${PASSCODE_LIMITS.min} characters.`)
    .max(PASSCODE_LIMITS.max, `A passcode has at most ${PASSCODE_LIMITS.max} characters.`)
    .optional(),
});
export type CreateReviewLinkRequest = z.infer<typeof CreateReviewLinkRequest>;

/** The new link: `url` holds its token, shown this once (only its hash is kept). */
export const CreateReviewLinkResponse = z.object({ id: z.string(), url: z.string() });
export type CreateReviewLinkResponse = z.infer<typeof CreateReviewLinkResponse>;

/** One of a file's links as its owner sees it (never its token). */
export const ReviewLinkItem = z.object({
  id: z.string(),
  access: ReviewLinkAccess,
  expires_at: z.string().nullable(),
  /** True once expires_at has passed: the link answers as if it never existed. */
  expired: z.boolean(),
  has_passcode: z.boolean(),
  last_opened_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewLinkItem = z.infer<typeof ReviewLinkItem>;
export const ReviewLinkListResponse = z.object({ items: z.array(ReviewLinkItem) });
export type ReviewLinkListResponse = z.infer<typeof ReviewLinkListResponse>;

export const RevokeReviewLinkResponse = z.object({ success: z.string() });

/** The header a passcode-protected link's requests carry: the proof `unlock` answered. */
export const LINK_PROOF_HEADER = 'x-link-proof';
export const LinkProofHeaders = z.object({
  [LINK_PROOF_HEADER]: z.string().max(200).optional(),
});

/** `POST /v1/links/{token}/unlock`. */
export const UnlockReviewLinkRequest = z.object({
  passcode: z.string().min(1, 'Enter the passcode.').max(PASSCODE_LIMITS.max),
});
/** Proof that the passcode was given, to send as the `x-link-proof` header until `expires_at`. */
export const UnlockReviewLinkResponse = z.object({ proof: z.string(), expires_at: z.string() });
export type UnlockReviewLinkResponse = z.infer<typeof UnlockReviewLinkResponse>;

/** `GET /v1/links/{token}`: what the person with the link sees. */
export const ReviewLinkView = z.object({
  title: z.string(),
  access: ReviewLinkAccess,
  /** A workflow's link also asks for a decision (approve or request changes). */
  can_decide: z.boolean(),
  expires_at: z.string().nullable(),
  /** The audio (or the video's audio) for playback: a signed storage URL, short-lived. */
  media_url: z.string().nullable(),
  video_url: z.string().nullable(),
  version: z.number().int(),
  /** The paragraphs; of their comments only those made through review links are shown. */
  transcript: z.array(Snippet),
  speakers: z.array(Speaker),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  chapters: z.array(Chapter),
});
export type ReviewLinkView = z.infer<typeof ReviewLinkView>;

/** `POST /v1/links/{token}/comments`: a comment on part of a paragraph, as it reads now. */
export const LinkCommentRequest = z.object({
  paragraph_id: SafeText(L.id).pipe(z.string().min(1)),
  highlighted_text: SafeText(L.highlightedText).pipe(z.string().min(1, 'Select some text to comment on.')),
  /** Character offsets into the paragraph's text (its words joined by single spaces). */
  start_pos: z.number().int().min(0),
  end_pos: z.number().int().min(0),
  comment: SafeText(L.comment).trim().min(1, 'Write a comment.'),
  name: SafeText(LINK_NAME_MAX).trim().min(1, 'Enter your name.'),
});
export type LinkCommentRequest = z.infer<typeof LinkCommentRequest>;

/** `POST /v1/links/{token}/decision` (a workflow's link only). */
export const LinkDecision = z.enum(['approve', 'request_changes']);
export type LinkDecision = z.infer<typeof LinkDecision>;
export const LinkDecisionRequest = z.object({
  decision: LinkDecision,
  name: SafeText(LINK_NAME_MAX).trim().min(1, 'Enter your name.'),
  note: SafeText(L.comment).trim().optional(),
});
export type LinkDecisionRequest = z.infer<typeof LinkDecisionRequest>;
export const LinkDecisionResponse = z.object({ success: z.string() });

/** Fixed messages of review links. */
export const ReviewLinkMessages = {
  /** Unknown, revoked, expired or malformed: the one answer, so none can be told apart. */
  notFound: 'This link does not exist or is no longer valid.',
  revoked: 'Link revoked.',
  passcodeRequired: 'This link needs a passcode.',
  wrongPasscode: 'That passcode is not right.',
  viewOnly: 'This link lets you read the transcript but not comment.',
  notAWorkflow: 'This link is not asking for a decision.',
  decided: {
    approve: 'Thank you: your approval was recorded.',
    request_changes: 'Thank you: your request for changes was recorded.',
  },
  tooMany: (wait: string) => `Too many attempts with this link. Try again in ${wait}.`,
} as const;
