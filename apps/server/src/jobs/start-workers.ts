import type { Database } from '@scriptloom/db';
import type { ServiceContext } from '../services/context.js';
import { articleGenerateHandler } from '../pipeline/article-job.js';
import { insightsGenerateHandler } from '../pipeline/insights-job.js';
import { recoverInsights } from '../pipeline/insights-recover.js';
import { pipelineRecoverHandler, recoverStalledFiles } from '../pipeline/recover-job.js';
import { pipelineStageHandler } from '../pipeline/stage-job.js';
import { clipRenderHandler, editRenderHandler } from '../pipeline/render-clip-job.js';
import { pipelineRecoverJob } from '../queue/pipeline-definitions.js';
import { autoAssignHandler } from './auto-assign.js';
import { hiringScoreHandler } from './hiring-score.js';
import {
  autoAssignJob,
  collectParagraphsJob,
  pollFeedsJob,
  pruneAuthRecordsJob,
  renewPlansJob,
  settlePaymentsJob,
  sweepUploadsJob,
} from '../queue/job-definitions.js';
import { pruneAuthRecordsHandler } from './prune-auth-records.js';
import { collectParagraphsHandler } from './collect-paragraphs.js';
import { renewPlansHandler } from './renew-plans.js';
import { settlePaymentsHandler } from './settle-payments.js';
import { resendVerificationHandler } from './resend-verification.js';
import { sendInvitationHandler } from './send-invitation.js';
import { sendMailHandler } from './send-mail.js';
import { sendResetLinkHandler } from './send-reset-link.js';
import { sweepUploadsHandler } from './sweep-uploads.js';
import { importFeedEpisodeHandler } from './import-feed-episode.js';
import { pollFeedsHandler } from './poll-feeds.js';

/**
 * The one place handlers are registered: a process in the `worker` or `all` role pulls every job,
 * schedules the periodic ones and picks up what an earlier run left unfinished. Nothing else
 * imports a handler, so services (which queue jobs by their definitions) sit below all of them.
 */
export async function startWorkers(ctx: ServiceContext, databaseKind: Database['kind']): Promise<void> {
  const startedAt = new Date();
  // The embedded database belongs to this process alone: leases left by an earlier run are dead.
  if (databaseKind === 'pglite') {
    await ctx.repos.stageLeases.releaseAllLeases();
    await ctx.repos.insights.releaseAllLeases();
  }
  await ctx.queue.work([
    sendMailHandler(ctx.mailer),
    sendResetLinkHandler(ctx),
    resendVerificationHandler(ctx),
    sendInvitationHandler(ctx),
    pruneAuthRecordsHandler(ctx.repos),
    collectParagraphsHandler(ctx.repos),
    pipelineStageHandler(ctx),
    pipelineRecoverHandler(ctx),
    insightsGenerateHandler(ctx),
    articleGenerateHandler(ctx),
    clipRenderHandler(ctx),
    editRenderHandler(ctx),
    sweepUploadsHandler(ctx),
    autoAssignHandler(ctx),
    hiringScoreHandler(ctx),
    renewPlansHandler(ctx),
    settlePaymentsHandler(ctx),
    importFeedEpisodeHandler(ctx),
    pollFeedsHandler(ctx),
  ]);
  await ctx.queue.schedule(pruneAuthRecordsJob, '17 * * * *', {});
  await ctx.queue.schedule(collectParagraphsJob, '*/10 * * * *', {});
  await ctx.queue.schedule(pipelineRecoverJob, '* * * * *', {});
  await ctx.queue.schedule(sweepUploadsJob, '41 * * * *', {});
  await ctx.queue.schedule(autoAssignJob, '*/15 * * * *', {});
  await ctx.queue.schedule(renewPlansJob, '*/10 * * * *', {});
  await ctx.queue.schedule(settlePaymentsJob, '*/5 * * * *', {});
  await ctx.queue.schedule(pollFeedsJob, '*/15 * * * *', {});
  // Payments a crash left open are settled as soon as the workers run, not at the next tick; on the
  // embedded database every open one is this process's own, from before the crash.
  await ctx.queue.enqueue(settlePaymentsJob, databaseKind === 'pglite' ? { madeBefore: startedAt.toISOString() } : {});
  await recoverStalledFiles(ctx, databaseKind === 'pglite' ? 0 : undefined);
  await recoverInsights(ctx, databaseKind === 'pglite' ? 0 : undefined);
}
