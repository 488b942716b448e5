import type { FastifyRequest } from 'fastify';
import { safeError, safeUrl } from '../lib/safe-error.js';

/**
 * What the request log records. Never bodies (passwords, reset tokens, codes), never query values
 * (signed URLs, mailbox addresses), never headers (bearer tokens); errors through `safeError`.
 */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: safeUrl(req.url),
    remoteAddress: req.ip,
  }),
  err: (err: Error) => {
    const safe = safeError(err);
    return { ...safe, stack: safe.stack ?? '' };
  },
};
