import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Persona } from '../enterprise.js';
import { bearer } from '../test-app.js';
import { actor, get, json, type CaseInput, type RequestSpec, type World } from './spec.js';

/*
 * Requests of podcast feeds (docs/product.md#episodes-from-a-feed). Their feed is served by a small
 * server of this module's own on 127.0.0.1, which the matrix's app is allowed to fetch from; its one
 * episode's file is missing, so an import fails at once instead of processing media.
 */

let feedBase: Promise<string> | undefined;
/** The address of a one-episode feed; `variant` makes a feed of its own (for a delete). */
function feedUrl(variant = 'shared'): Promise<string> {
  feedBase ??= new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      if (!req.url?.startsWith('/feed.xml')) {
        res.writeHead(404);
        res.end();
        return;
      }
      const { port } = server.address() as AddressInfo;
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(
        `<rss version="2.0"><channel><title>Matrix show</title><item><title>One</title><guid>ep-1</guid>` +
          `<enclosure url="http://127.0.0.1:${port}/missing.mp3" type="audio/mpeg"/></item></channel></rss>`,
      );
    });
    // Nothing waits on it: the test process ends with the app.
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
  return feedBase.then((base) => `${base}/feed.xml?${variant}`);
}

/** The persona's feed (followed once; asking again finds the same one). */
async function feedOf(w: World, p: Persona, variant?: string): Promise<string> {
  const res = await w.t.request({
    method: 'POST',
    url: '/api/v1/feeds',
    headers: bearer(p.token),
    payload: { url: await feedUrl(variant) },
  });
  if (res.statusCode >= 300) throw new Error(`no feed: ${res.statusCode} ${res.body}`);
  return (res.json() as { feed: { id: string } }).feed.id;
}

let deletes = 0;
/** Deletes a feed a refused delete left behind: it would count against its follower's limit of feeds. */
async function removeFeed(input: CaseInput, p: Persona, id: string): Promise<void> {
  await input.w.t.request({ method: 'DELETE', url: `/api/v1/feeds/${id}`, headers: bearer(p.token) });
}
/** The caller's own feed, or the owner's when another caller is asking about it. */
const ownFeed = (input: CaseInput, variant?: string) => feedOf(input.w, actor(input), variant);
const ownersFeed = (input: CaseInput, variant?: string) => feedOf(input.w, input.w.cast.owner, variant);

export const FEED_REQUESTS: Record<string, RequestSpec> = {
  'POST /api/v1/feeds': { build: async () => json('POST', '/api/v1/feeds', { url: await feedUrl() }) },
  'GET /api/v1/feeds': { build: () => get('/api/v1/feeds') },
  'GET /api/v1/feeds/{feedId} (own)': { build: async (input) => get(`/api/v1/feeds/${await ownFeed(input)}`) },
  "GET /api/v1/feeds/{feedId} (the owner's)": {
    build: async (input) => get(`/api/v1/feeds/${await ownersFeed(input)}`),
  },
  'PATCH /api/v1/feeds/{feedId} (own)': {
    build: async (input) => json('PATCH', `/api/v1/feeds/${await ownFeed(input)}`, { watch: false }),
  },
  "PATCH /api/v1/feeds/{feedId} (the owner's)": {
    build: async (input) => json('PATCH', `/api/v1/feeds/${await ownersFeed(input)}`, { watch: false }),
  },
  'DELETE /api/v1/feeds/{feedId} (own)': {
    build: async (input) => {
      const id = await ownFeed(input, `delete-${++deletes}`);
      return { ...json('DELETE', `/api/v1/feeds/${id}`), after: () => removeFeed(input, actor(input), id) };
    },
  },
  "DELETE /api/v1/feeds/{feedId} (the owner's)": {
    build: async (input) => {
      const id = await ownersFeed(input, `delete-${++deletes}`);
      return {
        ...json('DELETE', `/api/v1/feeds/${id}`),
        after: () => removeFeed(input, input.w.cast.owner, id),
      };
    },
  },
  'POST /api/v1/feeds/{feedId}/import (own)': {
    build: async (input) => json('POST', `/api/v1/feeds/${await ownFeed(input)}/import`, { guids: ['ep-1'] }),
  },
  "POST /api/v1/feeds/{feedId}/import (the owner's)": {
    build: async (input) => json('POST', `/api/v1/feeds/${await ownersFeed(input)}/import`, { guids: ['ep-1'] }),
  },
};
