import { exitOnStartFailure, serve } from '../../apps/server/src/serve.js';
import { seedRoutes } from './seed-routes.js';

/**
 * The browser tests' server (playwright.config.ts starts it): the product's server, as
 * apps/server/src/main.ts starts it, with the tests' seeding route added. It lives here, outside
 * the shipped code, so no deployment has that route.
 */
serve({
  extendApp: async (app, runtime) => {
    await app.register(seedRoutes(runtime.ctx), { prefix: '/api' });
  },
}).catch(exitOnStartFailure);
