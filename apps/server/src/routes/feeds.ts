import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddFeedRequest,
  FeedDetail,
  FeedList,
  ImportEpisodesRequest,
  ImportEpisodesResponse,
  WatchFeedRequest,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { addFeed, deleteFeed, importEpisodes, listFeeds, refreshFeed, setWatch } from '../services/feeds/feeds.js';

const tags = ['feeds'];
const security = [{ bearer: [] }];
const params = z.object({ feedId: z.string().max(100) });

/** Episodes from a podcast feed (docs/product.md#episodes-from-a-feed); a feed is its follower's alone. */
export function feedsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/feeds',
      {
        schema: {
          tags,
          security,
          description:
            "Follows a podcast's RSS feed: fetched now (refused if it cannot be read or is not RSS), answered with its episodes. 201 when new, 200 when the account follows it already (fetched again).",
          body: AddFeedRequest,
          response: { 200: FeedDetail, 201: FeedDetail },
          errors: [409],
        },
      },
      async (req, reply) => {
        const { created, detail } = await addFeed(ctx, currentUser(req), req.body.url);
        return reply.status(created ? 201 : 200).send(detail);
      },
    );
    app.get('/v1/feeds', { schema: { tags, security, response: { 200: FeedList } } }, async (req) =>
      listFeeds(ctx, currentUser(req)),
    );
    app.get(
      '/v1/feeds/:feedId',
      {
        schema: {
          tags,
          security,
          description:
            'The feed fetched again (conditionally; not if fetched in the last minute) and its episodes with their import states.',
          params,
          response: { 200: FeedDetail },
        },
      },
      async (req) => refreshFeed(ctx, currentUser(req), req.params.feedId),
    );
    app.patch(
      '/v1/feeds/:feedId',
      {
        schema: {
          tags,
          security,
          description: 'Watch the feed (episodes that appear from now on are imported) or stop watching it.',
          params,
          body: WatchFeedRequest,
          response: { 200: FeedDetail },
        },
      },
      async (req) => setWatch(ctx, currentUser(req), req.params.feedId, req.body.watch),
    );
    app.delete(
      '/v1/feeds/:feedId',
      { schema: { tags, security, params, response: { 200: z.object({ success: z.string() }) } } },
      async (req) => deleteFeed(ctx, currentUser(req), req.params.feedId),
    );
    app.post(
      '/v1/feeds/:feedId/import',
      {
        schema: {
          tags,
          security,
          description:
            "Imports the chosen episodes: each is downloaded and processed like an upload, in the background. Answers at once with each one's state.",
          params,
          body: ImportEpisodesRequest,
          response: { 200: ImportEpisodesResponse },
        },
      },
      async (req) => importEpisodes(ctx, currentUser(req), req.params.feedId, req.body.guids),
    );
  };
}
