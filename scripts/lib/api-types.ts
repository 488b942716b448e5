import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';

/** Where the web app's request and response types live, generated from the server's OpenAPI document. */
export const WEB_API_TYPES = fileURLToPath(new URL('../../apps/web/src/api/generated/schema.ts', import.meta.url));

const HEADER = `/**
 * Generated from the server's OpenAPI document (GET /api/docs) by \`npm run api:generate\`
 * (scripts/generate-api-types.ts): do not edit. A test fails while it differs from the document.
 */

`;

/**
 * The TypeScript of an OpenAPI document, formatted as the repository formats its code. A field
 * with a default is optional where the document does not require it (a request may leave it out).
 */
export async function webApiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { defaultNonNullable: false });
  const config = await prettier.resolveConfig(WEB_API_TYPES);
  return prettier.format(HEADER + astToString(ast), { ...config, filepath: WEB_API_TYPES });
}
