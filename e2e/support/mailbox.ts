import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '@scriptloom/contracts';

/** Everything the dev outbox holds for one address, oldest first. */
export async function listMail(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `GET /api/dev/mailbox answered ${response.status()}`).toBe(true);
  const messages = (await response.json()) as OutboxMessage[];
  return [...messages].sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Mail goes out through the job queue, so it arrives a moment after the request that caused it.
 * Waits until there are more than `seenBefore` messages and returns the newest.
 */
export async function waitForMail(request: APIRequestContext, to: string, seenBefore: number): Promise<OutboxMessage> {
  let newest: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await listMail(request, to);
        newest = messages.length > seenBefore ? messages.at(-1) : undefined;
        return messages.length;
      },
      { message: `waiting for mail number ${seenBefore + 1} to ${to}`, timeout: 15_000, intervals: [200, 400, 800] },
    )
    .toBeGreaterThan(seenBefore);
  if (!newest) throw new Error('unreachable: poll passed without a message');
  return newest;
}

/**
 * The newest mail to `to` that `match` accepts, once there is one: for a mail among others that may
 * arrive in either order (an invitation and the confirmation code of the same address).
 */
export async function waitForMailMatching(
  request: APIRequestContext,
  to: string,
  match: (message: OutboxMessage) => boolean,
  what: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await listMail(request, to)).filter(match).at(-1);
        return found !== undefined;
      },
      { message: `waiting for ${what} to ${to}`, timeout: 15_000, intervals: [200, 400, 800] },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: poll passed without a message');
  return found;
}

/** The mail with an address's confirmation code (an invitation to the same address may come first). */
export const confirmationMail = (request: APIRequestContext, to: string) =>
  waitForMailMatching(request, to, (m) => /^Confirm your .* email address$/.test(m.subject), 'the confirmation code');

/** The 6-digit code on its own line, e.g. `Your code: 123456`. */
export function codeFrom(message: OutboxMessage): string {
  const match = /^.*\b(\d{6})\s*$/m.exec(message.text);
  if (!match?.[1]) throw new Error(`no 6-digit code in mail "${message.subject}":\n${message.text}`);
  return match[1];
}

/** The path and query of the reset link (the mail names the configured public URL, not this test server). */
export function resetPathFrom(message: OutboxMessage): string {
  const match = /https?:\/\/[^\s/]+(\/auth\/reset-password\?token=[^\s]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no reset link in mail "${message.subject}":\n${message.text}`);
  return match[1];
}
