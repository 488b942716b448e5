import { DOWNLOAD_FLAGS, type DownloadFlag, type DownloadParams } from '@scriptloom/contracts';
import { safeEqualHex } from '../../lib/secrets.js';
import type { UrlSigner } from '../../storage/url-signer.js';
import { badDownloadLink } from './errors.js';

/** A bulk download link works this long: long enough to start it, short enough not to be shared. */
export const BULK_LINK_TTL_SEC = 10 * 60;
/** Same origin as the app, so a plain link or `window.location` fetches it without a bearer header. */
export const BULK_ZIP_PATH = '/api/up/bulk-download/zip';

/** The query of a bulk download link; every field but `sig` is signed. */
export interface BulkLinkQuery {
  uid: string;
  doc: string;
  /** The requested flags, comma-separated, in DOWNLOAD_FLAGS order. */
  parts: string;
  exp: number;
  sig: string;
}

/** What a verified link allows: this user's file, with these parts. */
export interface BulkGrant {
  userId: string;
  fileId: string;
  flags: DownloadFlag[];
}

const signed = (q: Omit<BulkLinkQuery, 'sig'>) => ({
  op: 'bulk-zip',
  uid: q.uid,
  doc: q.doc,
  parts: q.parts,
  exp: q.exp,
});

export const requestedFlags = (params: DownloadParams): DownloadFlag[] => DOWNLOAD_FLAGS.filter((f) => params[f]);

/** The signed, expiring URL (a same-origin path) of the zip of `fileId` for `userId`. */
export function bulkDownloadUrl(
  signer: UrlSigner,
  userId: string,
  fileId: string,
  params: DownloadParams,
  now = Date.now(),
): string {
  const query = {
    uid: userId,
    doc: fileId,
    parts: requestedFlags(params).join(','),
    exp: Math.floor(now / 1000) + BULK_LINK_TTL_SEC,
  };
  const sig = signer.sign(signed(query));
  const search = new URLSearchParams({ ...query, exp: String(query.exp), sig });
  return `${BULK_ZIP_PATH}?${search}`;
}

/**
 * Checks a link's signature first, then its expiry, so the 403 says which is wrong (an expiry
 * that was changed is a changed link, not an expired one).
 */
export function verifyBulkLink(signer: UrlSigner, query: BulkLinkQuery, now = Date.now()): BulkGrant {
  const { sig, ...rest } = query;
  if (!/^[0-9a-f]{64}$/.test(sig) || !safeEqualHex(signer.sign(signed(rest)), sig)) throw badDownloadLink('tampered');
  if (rest.exp * 1000 < now) throw badDownloadLink('expired');
  const flags = rest.parts.split(',').filter(Boolean);
  // Signed by us, so these are flags; checked anyway so a change of the flag list cannot confuse it.
  if (!flags.every((f): f is DownloadFlag => (DOWNLOAD_FLAGS as readonly string[]).includes(f))) {
    throw badDownloadLink('tampered');
  }
  return { userId: rest.uid, fileId: rest.doc, flags };
}
