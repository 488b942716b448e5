import { z } from 'zod';

/**
 * Every code an error answer of ours can carry, in one closed list. `AppError` accepts only these,
 * so a misspelt or invented code fails the typecheck instead of reaching a client that branches on
 * it; the web app compares against the same names.
 */
export const ErrorCode = {
  // Any route
  validation: 'VALIDATION_ERROR',
  malformedJson: 'MALFORMED_JSON',
  /** A malformed multipart body (no boundary, cut off, ...). */
  malformedMultipart: 'MALFORMED_MULTIPART',
  /** Text with a control character (NUL, ...) or a lone surrogate: nothing can store it. */
  invalidCharacters: 'INVALID_CHARACTERS',
  /** A JSON body nested deeper than any request of ours needs. */
  tooDeep: 'TOO_DEEPLY_NESTED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  /** Every worker thread is taken and the waiting line is full: try again shortly (Retry-After). */
  serverBusy: 'SERVER_BUSY',
  /** CPU-heavy work ran past its time limit and was stopped. */
  workTimedOut: 'WORK_TIMED_OUT',
  /** CPU-heavy work needed more memory than one worker thread may use. */
  workTooLarge: 'WORK_TOO_LARGE',
  internal: 'INTERNAL_ERROR',

  // Accounts
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidCode: 'INVALID_CODE',
  expiredCode: 'EXPIRED_CODE',
  invalidToken: 'INVALID_TOKEN',
  /** A new password that is too easy to guess; `fields` names the password field and says why. */
  weakPassword: 'WEAK_PASSWORD',

  // Organisations and workflows (docs/product.md#workflows)
  /** Someone else changed the workflow since the caller read it (its revision moved on): 409. */
  workflowChanged: 'WORKFLOW_CHANGED',
  /** A status move the caller's role may not make (WORKFLOW_TRANSITIONS): 403. */
  transitionRefused: 'TRANSITION_REFUSED',
  /** The caller already belongs to an organisation (409), or the email is listed by another one. */
  alreadyInOrganisation: 'ALREADY_IN_ORGANISATION',

  // Uploads
  /** A multipart upload without a `file` part. */
  noFile: 'NO_FILE',
  /** A multipart upload with more than one file part (400). */
  tooManyFiles: 'TOO_MANY_FILES',
  /** A multipart upload with more fields than an upload has (400). */
  tooManyFields: 'TOO_MANY_FIELDS',
  /** Over the plan's (or the server's) size limit. */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** Longer than the plan's longest file. */
  tooLong: 'TOO_LONG',
  /** The plan has fewer transcription minutes left than the file needs (402). */
  noMinutesLeft: 'NO_MINUTES_LEFT',
  tooManyPendingUploads: 'TOO_MANY_PENDING_UPLOADS',
  /** A signed storage link (upload or media) that was changed or has expired. */
  invalidSignature: 'INVALID_SIGNATURE',
  /** ffmpeg/ffprobe are not installed on the server (503). */
  mediaToolsMissing: 'MEDIA_TOOLS_MISSING',
  // What ffprobe found wrong with an upload (the media package's own codes, passed on as they are).
  emptyMedia: 'EMPTY',
  notMedia: 'NOT_MEDIA',
  corruptMedia: 'CORRUPT',
  noAudio: 'NO_AUDIO',

  // Transcripts and the editor
  /** The document changed since the editor loaded it; the body carries `current_version`. */
  versionConflict: 'VERSION_CONFLICT',
  /**
   * An edit sent without a version found its paragraph no longer as the fields say it was read (a
   * paragraph spoken by someone else now, a highlighted text no longer there, a paragraph gone): 409.
   */
  paragraphChanged: 'PARAGRAPH_CHANGED',
  /** The file has no transcript yet (still processing, or processing failed). */
  noTranscript: 'NO_TRANSCRIPT',
  /** A transcript document over its size limits. */
  documentTooLarge: 'DOCUMENT_TOO_LARGE',
  /** `PUT /up/speaker`: the name is already in the speaker list. */
  speakerExists: 'SPEAKER_EXISTS',
  /** `DELETE /up/speaker`: a paragraph still has this speaker. */
  speakerInUse: 'SPEAKER_IN_USE',
  /** 400 from replace: the find pattern ran past the server's time limit (a pathological regex). */
  searchTooSlow: 'SEARCH_TOO_SLOW',

  // Insights and exports
  /** A regeneration of this kind is already queued or running. */
  insightRunning: 'INSIGHT_RUNNING',
  /** `podcast-chapters` / `youtube-chapters` of a file that has no chapters (409). */
  noChapters: 'NO_CHAPTERS',
  /** A bulk download link that was changed or has expired (403; the message says which). */
  badSignature: 'BAD_SIGNATURE',

  // Billing (docs/product.md#billing)
  /** The card was refused (declined, expired, unreadable): 402 with the reason. */
  paymentFailed: 'PAYMENT_FAILED',
  /** Another payment of the same account has not finished yet (one at a time): 409. */
  paymentInProgress: 'PAYMENT_IN_PROGRESS',
  /** Payments are not configured on this server (production without a processor): 503. */
  paymentsOff: 'PAYMENTS_OFF',
  /** The plan's media minutes (audiograms and reels) are spent: 402. */
  noMediaMinutesLeft: 'NO_MEDIA_MINUTES_LEFT',
  /** The plan does not include what was asked for (written content on Flexi Free without a pack): 402. */
  notInPlan: 'NOT_IN_PLAN',

  // Episodes from a feed (docs/product.md#episodes-from-a-feed)
  /** The address answered something that is not an RSS feed (HTML, Atom, malformed XML, an error status): 400. */
  feedNotRss: 'FEED_NOT_RSS',
  /** The feed's address is refused: not http(s), or on a private, loopback or link-local network: 400. */
  feedAddressRefused: 'FEED_ADDRESS_REFUSED',
  /** The feed could not be fetched (no such host, no answer in time, too many redirects, too large): 400. */
  feedUnreachable: 'FEED_UNREACHABLE',
  /** The account follows as many feeds as it may: 409. */
  tooManyFeeds: 'TOO_MANY_FEEDS',
  // Review links (docs/product.md#review-links)
  /** The link has a passcode and no valid proof of it was sent (403): unlock it first. */
  passcodeRequired: 'PASSCODE_REQUIRED',
  /** The passcode given to unlock a link is not its passcode (403). */
  wrongPasscode: 'WRONG_PASSCODE',
  /** A view-only link was asked to comment, or a personal file's link to decide (403). */
  linkNotAllowed: 'LINK_NOT_ALLOWED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The same list as a zod enum, for a schema that names a code; `ERROR_CODES` is its values. */
export const ErrorCodeSchema = z.enum(ErrorCode);
export const ERROR_CODES = ErrorCodeSchema.options;
