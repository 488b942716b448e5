/**
 * `npm run api:generate`: writes the web app's API types (apps/web/src/api/generated/schema.ts)
 * from the server's OpenAPI document. The document comes from the app the integration tests
 * drive (an in-memory database, no port opened), so it is the one the tests compare against.
 */
import fs from 'node:fs';
import { createTestApp } from '../apps/server/test/support/test-app.js';
import { WEB_API_TYPES, webApiTypes } from './lib/api-types.js';

const t = await createTestApp();
try {
  const document: unknown = (await t.request({ method: 'GET', url: '/api/docs' })).json();
  const source = await webApiTypes(document);
  const before = fs.existsSync(WEB_API_TYPES) ? fs.readFileSync(WEB_API_TYPES, 'utf8') : '';
  fs.writeFileSync(WEB_API_TYPES, source);
  console.log(`${WEB_API_TYPES}: ${before === source ? 'unchanged' : 'written'}`);
} finally {
  await t.close();
}
