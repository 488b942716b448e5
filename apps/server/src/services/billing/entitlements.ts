import {
  EntitlementMessages,
  entitlementsOf,
  ErrorCode,
  INSIGHT_KINDS,
  isWrittenContent,
  type InsightKind,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireFile } from '../access.js';
import type { ServiceContext } from '../context.js';

/**
 * The one place the server decides what a plan lets a file have (docs/product.md#plans-and-limits),
 * by the contracts' `entitlementsOf`. A personal file gets what its owner's plan and packs include.
 * An organisation's workflow is the organisation's work, which no personal plan limits. Media
 * minutes are counted where clips are made (audiograms/clips.ts, 402 NO_MEDIA_MINUTES_LEFT).
 */

type Account = Parameters<typeof entitlementsOf>[0];

/** Whether written content may be made for a file of `orgId` (null: a personal file) by its owner's account. */
export const mayWriteContent = (owner: Account, orgId: string | null): boolean =>
  orgId !== null || entitlementsOf(owner).written_content;

/** The insight kinds processing writes for a new transcript: written content only where included. */
export const insightKindsFor = (owner: Account | undefined, orgId: string | null): InsightKind[] =>
  INSIGHT_KINDS.filter((kind) => !isWrittenContent(kind) || (owner !== undefined && mayWriteContent(owner, orgId)));

const notInPlan = () => new AppError(402, ErrorCode.notInPlan, EntitlementMessages.writtenContent);

/**
 * Refuses (402 NOT_IN_PLAN) a request that would write content the plan does not include: an
 * article, or show notes, posts or captions. The file is looked up as the policy lets `user` edit
 * it; a personal file's only editor is its owner, so `user` is the account whose plan counts.
 */
export async function requireWrittenContent(ctx: ServiceContext, user: UserRow, fileId: string): Promise<void> {
  // The same answer as the use cases give a file the caller cannot reach.
  const subject = await requireFile(ctx, user, 'edit', fileId, () => notFound('File not found.'));
  if (!mayWriteContent(user, subject.orgId)) throw notInPlan();
}
