import { canOnFile, type FileAction, type FileSubject } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { AppError } from '../lib/app-error.js';
import { refusalError } from '../lib/refusal-error.js';
import { callerOf } from './caller.js';
import type { ServiceContext } from './context.js';

/**
 * Asks the policy whether `user` may do `action` to the file `fileId` before a use case that has
 * no transaction of its own to ask it in (a read ahead of a worker thread's edit, the choice
 * between a personal file's and a workflow's use case). Answers what the policy saw of the file;
 * the write that follows asks again on the locked row (openFile), so nothing slips in between.
 */
export async function requireFile(
  ctx: ServiceContext,
  user: Pick<UserRow, 'id' | 'org_id' | 'org_role'>,
  action: FileAction,
  fileId: string,
  notFound: () => AppError,
): Promise<FileSubject> {
  const caller = callerOf(user);
  const subject = await ctx.repos.files.subjectFor(fileId, caller);
  if (!subject) throw notFound();
  const decision = canOnFile(caller, action, subject);
  if (!decision.allowed) throw refusalError(decision, notFound);
  return subject;
}
