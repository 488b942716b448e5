import { z } from 'zod';
import type { JobDefinition } from './queue.js';

/*
 * The account and maintenance jobs as callers see them: name, payload and retry policy. Services
 * import these to queue a job; the handlers (one file per job in `jobs/`) import services and are
 * registered only where workers start (`jobs/start-workers.ts`).
 */

const SendMailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string(),
});

/** Mail goes out from a job so that a slow or failing SMTP server never fails a request; pg-boss retries. */
export const sendMailJob = {
  name: 'mail.send',
  payload: SendMailPayload,
  retryLimit: 8,
  retryDelaySeconds: 5,
} satisfies JobDefinition<typeof SendMailPayload>;

const EmailPayload = z.object({ email: z.string().email() });

/**
 * Looks the account up and mails it a reset link. Queued rather than done in the request, so that
 * asking for a link does the same work, and takes the same time, whether or not the account exists.
 */
export const sendResetLinkJob = {
  name: 'auth.send-reset-link',
  payload: EmailPayload,
  retryLimit: 5,
  retryDelaySeconds: 5,
} satisfies JobDefinition<typeof EmailPayload>;

/** Mails a new confirmation code if the address has an account waiting for one (queued for the same reason). */
export const resendVerificationJob = {
  name: 'auth.resend-verification',
  payload: EmailPayload,
  retryLimit: 5,
  retryDelaySeconds: 5,
} satisfies JobDefinition<typeof EmailPayload>;

/** The entry and the address it invited: a job queued before the address changed sends nothing. */
const InvitationPayload = z.object({ entry_id: z.string().uuid(), email: z.string().email() });

/**
 * Mails an invitation to join an organisation: to sign in and answer when the address has an
 * account, to sign up otherwise. Looked up in a job so that inviting an address does the same work,
 * and answers the same, whether or not it has an account (docs/product.md#organisations).
 */
export const sendInvitationJob = {
  name: 'organisation.send-invitation',
  payload: InvitationPayload,
  retryLimit: 5,
  retryDelaySeconds: 5,
} satisfies JobDefinition<typeof InvitationPayload>;

const NoPayload = z.object({});

/** Hourly: expired sign-in failures, codes and reset links are deleted. */
export const pruneAuthRecordsJob = {
  name: 'maintenance.prune-auth-records',
  payload: NoPayload,
  retryLimit: 2,
  retryDelaySeconds: 60,
} satisfies JobDefinition<typeof NoPayload>;

/** Every 10 minutes: stored paragraphs no transcript or kept version names any more are deleted. */
export const collectParagraphsJob = {
  name: 'maintenance.collect-paragraphs',
  payload: NoPayload,
  retryLimit: 2,
  retryDelaySeconds: 60,
} satisfies JobDefinition<typeof NoPayload>;

/** Hourly: uploads never transcribed are deleted a day after they began (storage and record). */
export const sweepUploadsJob = {
  name: 'maintenance.sweep-uploads',
  payload: NoPayload,
  retryLimit: 2,
  retryDelaySeconds: 300,
} satisfies JobDefinition<typeof NoPayload>;

/** Every 15 minutes: auto-assign for each organisation that turned its schedule on. */
export const autoAssignJob = {
  name: 'enterprise.auto-assign',
  payload: NoPayload,
  retryLimit: 1,
  retryDelaySeconds: 60,
} satisfies JobDefinition<typeof NoPayload>;

const FilePayload = z.object({ file_id: z.string().uuid() });

/** A reviewer's pass or a QA final was kept: the workflow's hiring scores are computed again. */
export const hiringScoreJob = {
  name: 'enterprise.hiring-score',
  payload: FilePayload,
  retryLimit: 3,
  retryDelaySeconds: 30,
} satisfies JobDefinition<typeof FilePayload>;

const SettlePaymentsPayload = z.object({
  /**
   * Settle every intent made before this time (ISO), however young: at start-up on the embedded
   * database, the intents of the process that died. Without it, those open past SETTLE_AFTER_MS.
   */
  madeBefore: z.string().datetime().optional(),
});

/**
 * Every five minutes and at start-up: payments left open (a request died after or before charging)
 * are settled by asking the processor (docs/product.md#payments).
 */
export const settlePaymentsJob = {
  name: 'billing.settle-payments',
  payload: SettlePaymentsPayload,
  retryLimit: 1,
  retryDelaySeconds: 60,
} satisfies JobDefinition<typeof SettlePaymentsPayload>;

/** Every ten minutes: plans whose billing date has come are renewed, changed or ended (docs/product.md#billing). */
export const renewPlansJob = {
  name: 'billing.renew-plans',
  payload: NoPayload,
  retryLimit: 1,
  retryDelaySeconds: 60,
} satisfies JobDefinition<typeof NoPayload>;

const FeedEpisodePayload = z.object({ episode_id: z.string().uuid() });

/**
 * Downloads one episode of a podcast feed and processes it like an upload
 * (docs/product.md#episodes-from-a-feed). A refusal (not media, too long, no minutes, a refused
 * address) fails the episode at once; a server that did not answer is tried again.
 */
export const importFeedEpisodeJob = {
  name: 'feeds.import-episode',
  payload: FeedEpisodePayload,
  retryLimit: 3,
  retryDelaySeconds: 60,
  // A long episode over a slow link: FEED_DOWNLOAD_TIMEOUT_S (30 min by default) and its processing's start.
  expireInSeconds: 3 * 3600,
} satisfies JobDefinition<typeof FeedEpisodePayload>;

/** Every 15 minutes: watched feeds due for a look are fetched (conditionally) and their new episodes imported. */
export const pollFeedsJob = {
  name: 'feeds.poll',
  payload: NoPayload,
  retryLimit: 1,
  retryDelaySeconds: 60,
} satisfies JobDefinition<typeof NoPayload>;
