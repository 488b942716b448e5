import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { AppError, notFound } from '../lib/app-error.js';
import { ObjectTooLargeError } from '../storage/storage.js';

const UploadQuery = z.object({ key: z.string(), exp: z.coerce.number(), max: z.coerce.number(), sig: z.string() });
const ObjectQuery = z.object({ key: z.string(), exp: z.coerce.number(), sig: z.string(), name: z.string().optional() });

const badSignature = () =>
  new AppError(403, ErrorCode.invalidSignature, 'This link is not valid or has expired. Ask for a new one.');

/**
 * The local-disk side of signed URLs: PUT an upload, GET a media object (with range requests, so
 * players can seek). The signature in the query is the permission; no bearer token is involved.
 */
export function storageRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Raw bodies: the stream goes to storage as it arrives, never into memory.
    app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));

    app.put('/storage/upload', { schema: { hide: true, querystring: UploadQuery } }, async (req, reply) => {
      const { key, exp, max, sig } = req.query;
      if (!ctx.signer.verify({ op: 'put', key, exp, max }, sig)) throw badSignature();
      if (!req.headers['content-type']?.startsWith('application/octet-stream')) {
        throw new AppError(415, ErrorCode.unsupportedMediaType, 'Send the file as application/octet-stream.');
      }
      try {
        const { bytes } = await ctx.storage.write(key, req.body as NodeJS.ReadableStream as never, {
          maxBytes: max > 0 ? max : ctx.config.maxUploadBytes,
        });
        return reply.status(200).send({ success: 'Uploaded.', bytes });
      } catch (err) {
        if (err instanceof ObjectTooLargeError) {
          throw new AppError(413, ErrorCode.fileTooLarge, 'This file is larger than your plan allows.');
        }
        throw err;
      }
    });

    app.get('/storage/object', { schema: { hide: true, querystring: ObjectQuery } }, async (req, reply) => {
      const { key, exp, sig, name } = req.query;
      if (!ctx.signer.verify({ op: 'get', key, exp, name: name ?? '' }, sig)) throw badSignature();
      if (!(await ctx.storage.exists(key))) throw notFound('This media file no longer exists.');
      if (name) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
      return reply.header('cache-control', 'private, max-age=3600').sendFile(key, ctx.config.mediaDir);
    });
  };
}
