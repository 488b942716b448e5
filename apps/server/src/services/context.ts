import type {
  Database,
  EmailCodesRepo,
  LoginFailuresRepo,
  OutboxRepo,
  PasswordResetsRepo,
  UsersRepo,
} from '@scriptloom/db';
import {
  articlesRepo,
  mediaClipsRepo,
  editRendersRepo,
  type EditRendersRepo,
  publicationsRepo,
  type PublicationsRepo,
  billingRepo,
  paymentsRepo,
  emailCodesRepo,
  insightsRepo,
  filesRepo,
  dashboardRepo,
  ingestRepo,
  stageLeasesRepo,
  stageResultsRepo,
  organisationsRepo,
  validUsersRepo,
  invitationsRepo,
  leaveRepo,
  hiringRepo,
  disputesRepo,
  feedsRepo,
  loginFailuresRepo,
  outboxRepo,
  passwordResetsRepo,
  pendingUploadsRepo,
  transcriptsRepo,
  transcriptVersionsRepo,
  usersRepo,
  workflowEventsRepo,
  workflowsRepo,
  workflowListRepo,
  workflowAssignmentsRepo,
  membersRepo,
  workflowTranscriptsRepo,
  reviewLinksRepo,
  type ReviewLinksRepo,
  type ArticlesRepo,
  type MediaClipsRepo,
  type BillingRepo,
  type PaymentsRepo,
  type FilesRepo,
  type DashboardRepo,
  type IngestRepo,
  type StageLeasesRepo,
  type StageResultsRepo,
  type InsightsRepo,
  type OrganisationsRepo,
  type ValidUsersRepo,
  type InvitationsRepo,
  type LeaveRepo,
  type HiringRepo,
  type DisputesRepo,
  type FeedsRepo,
  type PendingUploadsRepo,
  type TranscriptsRepo,
  type TranscriptVersionsRepo,
  type WorkflowEventsRepo,
  type WorkflowsRepo,
  type WorkflowListRepo,
  type WorkflowAssignmentsRepo,
  type MembersRepo,
  type WorkflowTranscriptsRepo,
} from '@scriptloom/db';
import type { InsightsEngine } from '@scriptloom/insights';
import type { SpeechEngine } from '@scriptloom/speech';
import type { Storage } from '../storage/storage.js';
import type { UrlSigner } from '../storage/url-signer.js';
import type { PaymentProcessor } from '../payments/processor.js';
import type { Config } from '../config.js';
import type { Queue } from '../queue/queue.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { sendMailJob } from '../queue/job-definitions.js';
import type { TokenService } from './auth/tokens.js';
import type { CpuPool } from '../workers/cpu-pool.js';
import type { ErrorReporter } from '../lib/error-reports.js';
import type { Logger } from '../lib/logger.js';
import type { Metrics } from '../lib/metrics.js';
import type { VersionedCache } from '../lib/versioned-cache.js';

export interface Repos {
  users: UsersRepo;
  codes: EmailCodesRepo;
  resets: PasswordResetsRepo;
  loginFailures: LoginFailuresRepo;
  outbox: OutboxRepo;
  files: FilesRepo;
  dashboard: DashboardRepo;
  ingest: IngestRepo;
  stageLeases: StageLeasesRepo;
  stageResults: StageResultsRepo;
  transcripts: TranscriptsRepo;
  transcriptVersions: TranscriptVersionsRepo;
  insights: InsightsRepo;
  articles: ArticlesRepo;
  mediaClips: MediaClipsRepo;
  editRenders: EditRendersRepo;
  publications: PublicationsRepo;
  billing: BillingRepo;
  payments: PaymentsRepo;
  pendingUploads: PendingUploadsRepo;
  workflows: WorkflowsRepo;
  workflowList: WorkflowListRepo;
  workflowAssignments: WorkflowAssignmentsRepo;
  workflowEvents: WorkflowEventsRepo;
  workflowTranscripts: WorkflowTranscriptsRepo;
  organisations: OrganisationsRepo;
  members: MembersRepo;
  validUsers: ValidUsersRepo;
  invitations: InvitationsRepo;
  leave: LeaveRepo;
  hiring: HiringRepo;
  disputes: DisputesRepo;
  feeds: FeedsRepo;
  reviewLinks: ReviewLinksRepo;
}

export const createRepos = (database: Database): Repos => ({
  users: usersRepo(database.db),
  codes: emailCodesRepo(database.db),
  resets: passwordResetsRepo(database.db),
  loginFailures: loginFailuresRepo(database.db),
  outbox: outboxRepo(database.db),
  files: filesRepo(database.db),
  dashboard: dashboardRepo(database.db),
  ingest: ingestRepo(database.db),
  stageLeases: stageLeasesRepo(database.db),
  stageResults: stageResultsRepo(database.db),
  transcripts: transcriptsRepo(database.db),
  transcriptVersions: transcriptVersionsRepo(database.db),
  insights: insightsRepo(database.db),
  articles: articlesRepo(database.db),
  mediaClips: mediaClipsRepo(database.db),
  editRenders: editRendersRepo(database.db),
  publications: publicationsRepo(database.db),
  billing: billingRepo(database.db),
  payments: paymentsRepo(database.db),
  pendingUploads: pendingUploadsRepo(database.db),
  workflows: workflowsRepo(database.db),
  workflowList: workflowListRepo(database.db),
  workflowAssignments: workflowAssignmentsRepo(database.db),
  workflowEvents: workflowEventsRepo(database.db),
  workflowTranscripts: workflowTranscriptsRepo(database.db),
  organisations: organisationsRepo(database.db),
  members: membersRepo(database.db),
  validUsers: validUsersRepo(database.db),
  invitations: invitationsRepo(database.db),
  leave: leaveRepo(database.db),
  hiring: hiringRepo(database.db),
  disputes: disputesRepo(database.db),
  feeds: feedsRepo(database.db),
  reviewLinks: reviewLinksRepo(database.db),
});

/** What services are given: configuration, repositories and adapters, nothing global. */
export interface ServiceContext {
  config: Config;
  repos: Repos;
  tokens: TokenService;
  /** Secret for keyed hashes of short codes. */
  secret: string;
  queue: Queue;
  mailer: Mailer;
  storage: Storage;
  /** Signs storage URLs (uploads and media playback). */
  signer: UrlSigner;
  /** The configured speech-to-text engine, created on first use. */
  speech: () => SpeechEngine;
  /** The configured insights engine (INSIGHTS_ENGINE), created on first use. */
  insights: () => InsightsEngine;
  /** Worker threads for CPU-heavy work, so it never blocks the event loop. */
  cpu: CpuPool;
  /** The process's structured log (jobs, cleanup that failed quietly before). */
  log: Logger;
  /** Prometheus metrics, served at /api/metrics. */
  metrics: Metrics;
  /** Where unexpected errors are reported besides the log (SENTRY_DSN; lib/error-reports.ts). */
  reports: ErrorReporter;
  /** The payment processor (docs/product.md#billing), or null where payments are off. */
  payments: () => PaymentProcessor | null;
  /** Built workflow list answers, reused while the organisation's list version stands. */
  workflowLists: VersionedCache;
  /** Transcript documents as the JSON text of their paragraphs, by file id and transcript version. */
  documents: VersionedCache;
}

/** Queues a message; the mail job delivers it with retries. */
export function queueMail(ctx: ServiceContext, message: MailMessage): Promise<string> {
  return ctx.queue.enqueue(sendMailJob, message);
}
