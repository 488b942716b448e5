import { exitOnStartFailure, serve } from './serve.js';

// The shipped entry: `npm start` runs it compiled (scripts/lib/server-build.mjs), `npm run dev` through tsx.
serve().catch(exitOnStartFailure);
