import type {
  Database,
  EmailCodesRepo,
  LoginFailuresRepo,
  OutboxRepo,
  PasswordResetsRepo,
  UsersRepo,
} from '@scriptloom/db';
import { emailCodesRepo, loginFailuresRepo, outboxRepo, passwordResetsRepo, usersRepo } from '@scriptloom/db';
import type { Config } from '../config.js';
import type { Queue } from '../jobs/queue.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { sendMailJob } from '../jobs/send-mail.js';
import type { TokenService } from './auth/tokens.js';

export interface Repos {
  users: UsersRepo;
  codes: EmailCodesRepo;
  resets: PasswordResetsRepo;
  loginFailures: LoginFailuresRepo;
  outbox: OutboxRepo;
}

export const createRepos = (database: Database): Repos => ({
  users: usersRepo(database.db),
  codes: emailCodesRepo(database.db),
  resets: passwordResetsRepo(database.db),
  loginFailures: loginFailuresRepo(database.db),
  outbox: outboxRepo(database.db),
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
}

/** Queues a message; the mail job delivers it with retries. */
export function queueMail(ctx: ServiceContext, message: MailMessage): Promise<string> {
  return ctx.queue.enqueue(sendMailJob(ctx.mailer), message);
}
