import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OembedQuery,
  OembedResponse,
  PublicationState,
  Publication,
  PublishMessages,
  UnpublishResponse,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import { publicRoute } from '../http/access-guard.js';
import { publicationOf, publishFile, unpublishFile } from '../services/publish/publications.js';
import { oembedOf } from '../services/publish/oembed.js';
import { PUBLIC_STYLE, publicAnswer, publicMedia, type PublicKind } from '../services/publish/public-files.js';

const tags = ['publishing'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const SlugParams = z.object({ slug: z.string() });

/**
 * What every public page and file is sent with. The page may not be framed at all; the embed may be
 * framed by any site (that is what it is for), and that is the one address that relaxes it. Scripts,
 * styles and media come only from this server; the page makes no requests elsewhere.
 */
function pageHeaders(frameable: boolean): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "media-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${frameable ? '*' : "'none'"}`,
    ].join('; '),
    ...(frameable ? {} : { 'x-frame-options': 'DENY' }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** Podcast apps and players on other sites fetch the files from their own origin. */
const CROSS_ORIGIN = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-length, content-range, accept-ranges, etag',
};

/** The public 404: the same for a slug never published and one unpublished, so neither is told apart. */
function notPublished(reply: FastifyReply, kind: PublicKind | 'audio') {
  reply.status(404).headers({ ...pageHeaders(false), 'cache-control': 'no-store' });
  if (kind === 'page' || kind === 'embed') {
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title></head><body><main><h1>Not found</h1><p>${PublishMessages.pageNotFound}</p></main></body></html>\n`,
      );
  }
  return reply.headers(CROSS_ORIGIN).type('text/plain; charset=utf-8').send(`${PublishMessages.pageNotFound}\n`);
}

/**
 * Publishing (docs/product.md#publishing): the signed-in routes that publish, show and unpublish a
 * file (under /api), oEmbed, and the public addresses under /p/{slug}: the page, the embeddable
 * player, the transcript and chapters files and the audio. The public addresses are not API
 * operations (they answer HTML, captions and media to anyone), so the API document leaves them out.
 */
export function publishRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/up/publish/:id',
      {
        schema: {
          tags,
          security,
          description: 'Publishes the transcript at public addresses (the same ones again when it already is).',
          params: IdParams,
          response: { 200: Publication },
          errors: [403, 409],
        },
      },
      async (req) => publishFile(ctx, currentUser(req), fileId(req.params.id)),
    );

    app.get(
      '/api/v1/up/publish/:id',
      { schema: { tags, security, params: IdParams, response: { 200: PublicationState }, errors: [403] } },
      async (req) => publicationOf(ctx, currentUser(req), fileId(req.params.id)),
    );

    app.delete(
      '/api/v1/up/publish/:id',
      {
        schema: {
          tags,
          security,
          description: 'Takes the public page, embed and files down at once.',
          params: IdParams,
          response: { 200: UnpublishResponse },
          errors: [403],
        },
      },
      async (req) => unpublishFile(ctx, currentUser(req), fileId(req.params.id)),
    );

    app.get(
      '/api/oembed',
      {
        ...publicRoute,
        schema: {
          tags,
          description: 'oEmbed 1.0 for a published page: a "rich" embed whose html is the player iframe.',
          querystring: OembedQuery,
          response: { 200: OembedResponse },
        },
      },
      async (req, reply) => reply.headers(CROSS_ORIGIN).send(await oembedOf(ctx, req.query)),
    );

    /** A public address: rendered (or kept) answer, 304 when the client has it, 404 when not published. */
    const serve =
      (kind: PublicKind) => async (req: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
        const answer = await publicAnswer(ctx, req.params.slug, kind, req.ip);
        if (!answer) return notPublished(reply, kind);
        const page = kind === 'page' || kind === 'embed';
        reply.headers({
          ...(page ? pageHeaders(kind === 'embed') : CROSS_ORIGIN),
          ...(page ? {} : { 'x-content-type-options': 'nosniff' }),
          // Kept, but asked again each time: an edit or unpublishing shows at once.
          'cache-control': 'public, no-cache',
          etag: answer.etag,
        });
        if (req.headers['if-none-match'] === answer.etag) return reply.status(304).send();
        return reply.type(answer.mediaType).header('content-length', answer.body.length).send(answer.body);
      };
    const hidden = { schema: { hide: true, params: SlugParams } };
    app.get('/p/:slug', hidden, serve('page'));
    app.get('/p/:slug/embed', hidden, serve('embed'));
    app.get('/p/:slug/transcript.json', hidden, serve('json'));
    app.get('/p/:slug/transcript.vtt', hidden, serve('vtt'));
    app.get('/p/:slug/transcript.srt', hidden, serve('srt'));
    app.get('/p/:slug/transcript.html', hidden, serve('html'));
    app.get('/p/:slug/chapters.json', hidden, serve('chapters'));

    app.get('/p/:slug/audio', hidden, async (req, reply) => {
      const media = await publicMedia(ctx, req.params.slug);
      if (!media) return notPublished(reply, 'audio');
      reply.headers(CROSS_ORIGIN).header('x-content-type-options', 'nosniff');
      if (ctx.config.storage.kind === 's3') {
        // The bucket serves the bytes (and ranges) through a short-lived signed link.
        return reply.redirect(await ctx.storage.signedDownloadUrl(media.key, { ttlSeconds: 3600 }), 302);
      }
      // Ranges are answered (206), so the player can seek without downloading the whole episode.
      return reply
        .header('cache-control', 'public, no-cache')
        .type(media.mediaType)
        .sendFile(media.key, ctx.config.mediaDir);
    });

    app.get(
      '/p/static/:name',
      { schema: { hide: true, params: z.object({ name: z.string() }) } },
      async (req, reply) => {
        if (req.params.name !== PUBLIC_STYLE.name) return notPublished(reply, 'chapters');
        return reply
          .headers({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
          .type('text/css; charset=utf-8')
          .send(PUBLIC_STYLE.body);
      },
    );
  };
}
