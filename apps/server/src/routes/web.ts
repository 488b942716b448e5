import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { routeNotFound } from '../http/errors.js';

/**
 * Serves the built web app and answers unknown paths: JSON 404 under /api, the app's index.html
 * elsewhere (client-side routes such as /auth/login).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      decorateReply: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/') || request.method !== 'GET') {
      throw routeNotFound(request);
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm start`, which builds it, or `npm run build:web`.');
    }
    // Hashed assets are immutable; index.html must always be fresh so a new build is picked up.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
  if (built) {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
}
