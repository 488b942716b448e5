import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CommentResponse,
  CreateReviewLinkRequest,
  CreateReviewLinkResponse,
  LINK_PROOF_HEADER,
  LinkCommentRequest,
  LinkDecisionRequest,
  LinkDecisionResponse,
  LinkProofHeaders,
  ReviewLinkListResponse,
  ReviewLinkView,
  RevokeReviewLinkResponse,
  UnlockReviewLinkRequest,
  UnlockReviewLinkResponse,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { publicRoute } from '../http/access-guard.js';
import { fileId } from '../http/file-id.js';
import { createReviewLink, listReviewLinks, revokeReviewLink } from '../services/share/links.js';
import {
  commentThroughLink,
  decideThroughLink,
  openReviewLink,
  unlockReviewLink,
  type LinkClient,
} from '../services/share/public-link.js';

const ownerTags = ['share'];
const linkTags = ['review links'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const LinkIdParams = z.object({ id: z.string(), linkId: z.string() });
const TokenParams = z.object({ token: z.string() });

/** The client's address and the passcode proof it sent (the header is validated by the route's schema). */
function client(req: FastifyRequest): LinkClient {
  const proof = req.headers[LINK_PROOF_HEADER];
  return { ip: req.ip, proof: typeof proof === 'string' ? proof : undefined };
}

/**
 * Review links (docs/product.md#review-links): the owner's routes make, list and revoke a file's
 * links; the public routes under /v1/links/{token} are for the person with one, who has no account.
 * A link that does not work answers 404 whatever the reason; every public route is rate-limited (429).
 */
export function shareRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/up/share/:id',
      {
        schema: {
          tags: ownerTags,
          security,
          description:
            'Makes a review link to the file: `view` or `comment`, with an optional expiry and passcode. ' +
            'The answer holds the only copy of its URL (the server keeps a hash of its token).',
          params: IdParams,
          body: CreateReviewLinkRequest,
          response: { 200: CreateReviewLinkResponse },
          errors: [403, 409],
        },
      },
      async (req) => createReviewLink(ctx, currentUser(req), fileId(req.params.id), req.body),
    );
    app.get(
      '/v1/up/share/:id',
      {
        schema: {
          tags: ownerTags,
          security,
          description:
            'The review links of the file that are not revoked, newest first, with when each was last opened.',
          params: IdParams,
          response: { 200: ReviewLinkListResponse },
          errors: [403],
        },
      },
      async (req) => listReviewLinks(ctx, currentUser(req), fileId(req.params.id)),
    );
    app.delete(
      '/v1/up/share/:id/:linkId',
      {
        schema: {
          tags: ownerTags,
          security,
          description: 'Revokes one review link of the file: from now on it answers as if it never existed.',
          params: LinkIdParams,
          response: { 200: RevokeReviewLinkResponse },
          errors: [403],
        },
      },
      async (req) =>
        revokeReviewLink(ctx, currentUser(req), fileId(req.params.id), fileId(req.params.linkId, 'Link not found.')),
    );

    app.get(
      '/v1/links/:token',
      {
        ...publicRoute,
        schema: {
          tags: linkTags,
          description:
            'What the person with the link sees: transcript (with comments made through links), speakers, ' +
            'summary, chapters and a signed media URL. A passcode-protected link needs the `x-link-proof` header.',
          params: TokenParams,
          headers: LinkProofHeaders,
          response: { 200: ReviewLinkView },
          errors: [403, 409, 429],
        },
      },
      async (req) => openReviewLink(ctx, req.params.token, client(req)),
    );
    app.post(
      '/v1/links/:token/unlock',
      {
        ...publicRoute,
        schema: {
          tags: linkTags,
          description:
            "The link's passcode for a proof to send as the `x-link-proof` header until it expires. " +
            'Wrong passcodes are limited per link and per address (429 with Retry-After).',
          params: TokenParams,
          body: UnlockReviewLinkRequest,
          response: { 200: UnlockReviewLinkResponse },
          errors: [403, 429],
        },
      },
      async (req) => unlockReviewLink(ctx, req.params.token, req.body.passcode, client(req)),
    );
    app.post(
      '/v1/links/:token/comments',
      {
        ...publicRoute,
        schema: {
          tags: linkTags,
          description:
            'A comment on part of a paragraph as it reads now, by the name typed (a `comment` link only). ' +
            'The owner sees it in the editor, marked as from a link.',
          params: TokenParams,
          headers: LinkProofHeaders,
          body: LinkCommentRequest,
          response: { 200: CommentResponse },
          errors: [403, 409, 429],
        },
      },
      async (req) => commentThroughLink(ctx, req.params.token, req.body, client(req)),
    );
    app.post(
      '/v1/links/:token/decision',
      {
        ...publicRoute,
        schema: {
          tags: linkTags,
          description:
            "A workflow's link: approve or request changes, recorded in the workflow's history (its status is not moved).",
          params: TokenParams,
          headers: LinkProofHeaders,
          body: LinkDecisionRequest,
          response: { 200: LinkDecisionResponse },
          errors: [403, 429],
        },
      },
      async (req) => decideThroughLink(ctx, req.params.token, req.body, client(req)),
    );
  };
}
