import { notFound } from '../lib/app-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** File ids are uuids; anything else cannot be a file of this user, so it is a 404 like any other. */
export function fileId(id: string, message = 'File not found.'): string {
  if (!UUID.test(id)) throw notFound(message);
  return id.toLowerCase();
}
