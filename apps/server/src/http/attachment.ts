/**
 * `content-disposition` for a download (RFC 6266): an ASCII fallback for old clients, and the exact
 * UTF-8 name (RFC 5987) for the rest, so non-ASCII titles survive.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
