import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { addressRefusal, type Cidr } from './addresses.js';

/*
 * GET of an address a person gave us (a podcast feed, its enclosures), made so that it cannot be
 * turned against the server's own network: http and https only; the host name is resolved once and
 * refused if ANY of its addresses is not public (addresses.ts) unless a setting allows it; the
 * connection then goes to the address that was checked (a pinned `lookup`), so a second, different
 * DNS answer cannot swap it (DNS rebinding); redirects are followed by hand, at most `maxRedirects`,
 * each new address checked the same way; a connect timeout, a total timeout that covers reading the
 * body, and a byte limit while the body streams.
 */

export type SafeFetchReason = 'bad_url' | 'refused_address' | 'redirects' | 'too_large' | 'timeout' | 'unreachable';

/** Why a fetch failed, in words meant for the person who gave the address. */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchReason,
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  /** Non-public addresses that may be fetched all the same (a private deployment's, the tests' loopback). */
  allowedPrivate: readonly Cidr[];
  /** The body may not be longer; a longer one fails with `too_large` (declared or while streaming). */
  maxBytes: number;
  /** From the first lookup until the body has been read. */
  timeoutMs: number;
  connectTimeoutMs?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** Resolves a host name to its addresses (tests give their own answers). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

export interface SafeResponse {
  status: number;
  /** The address finally answered, after redirects. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The body, cut off with `too_large` past the limit and with `timeout` past the total time. */
  body: Readable;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** A fetchable http(s) address, or a `bad_url` failure saying what is wrong with it. */
export function checkedUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new SafeFetchError('bad_url', `"${text.slice(0, 200)}" is not a web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(
      'bad_url',
      `Only http and https addresses can be fetched, not ${url.protocol.slice(0, -1)}.`,
    );
  }
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves the URL's host and returns the address to connect to, refusing if any is not allowed. */
async function checkedAddress(
  url: URL,
  options: SafeFetchOptions,
  deadline: Promise<never>,
): Promise<{ address: string; family: number }> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      // A resolver that never answers must not outlast the total time.
      addresses = await Promise.race([(options.resolve ?? defaultResolve)(host), deadline]);
    } catch (err) {
      if (err instanceof SafeFetchError) throw err;
      throw new SafeFetchError('unreachable', `The host ${host} could not be found.`);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('unreachable', `The host ${host} could not be found.`);
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, options.allowedPrivate);
    if (refusal) {
      const where = isIP(host) ? refusal : `${host} resolves to ${refusal}`;
      throw new SafeFetchError(
        'refused_address',
        `${where}: only addresses on the public internet are fetched (${url.origin}).`,
      );
    }
  }
  return addresses[0]!;
}

/** A `lookup` for node's request that always answers the address already checked. */
function pinnedLookup(target: { address: string; family: number }) {
  return (
    _host: string,
    opts: { all?: boolean } | ((...args: unknown[]) => void),
    cb?: (...args: unknown[]) => void,
  ) => {
    const callback = (typeof opts === 'function' ? opts : cb)!;
    if (typeof opts === 'object' && opts.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/**
 * Fetches `address` with GET. Resolves once the final response's headers are in (any status: the
 * caller decides what a 304 or a 404 means); the body is then the caller's to read or destroy.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = checkedUrl(address);
  let current: http.ClientRequest | null = null;
  let body: Transform | null = null;
  const timeout = new SafeFetchError('timeout', `${url.origin} did not answer within ${options.timeoutMs / 1000} s.`);
  let expire: (err: SafeFetchError) => void = () => {};
  const deadline = new Promise<never>((_resolve, reject) => (expire = reject));
  // Nobody may be waiting on it when it fires (the body is being read instead).
  deadline.catch(() => {});
  const timer = setTimeout(() => {
    expire(timeout);
    current?.destroy(timeout);
    body?.destroy(timeout);
  }, options.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const target = await checkedAddress(url, options, deadline);
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request(url, target, options);
        current = req;
        req.once('response', resolve);
        req.once('error', reject);
        req.end();
      }).catch((err: unknown) => {
        if (err instanceof SafeFetchError) throw err;
        throw new SafeFetchError('unreachable', `${url.origin} could not be reached (${(err as Error).message}).`);
      });
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode ?? 0) && location) {
        res.destroy();
        if (hop >= maxRedirects) {
          throw new SafeFetchError('redirects', `${address} redirected more than ${maxRedirects} times.`);
        }
        url = checkedUrl(location, url);
        continue;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        res.destroy();
        throw tooLarge(options.maxBytes);
      }
      body = limited(res, options.maxBytes);
      body.once('close', () => clearTimeout(timer));
      return { status: res.statusCode ?? 0, url: url.href, headers: res.headers, body };
    }
  } catch (err) {
    clearTimeout(timer);
    throw err;
  }
}

const tooLarge = (maxBytes: number) =>
  new SafeFetchError(
    'too_large',
    `The answer is larger than ${Math.floor(maxBytes / 1024 / 1024) || maxBytes} ${maxBytes >= 1024 * 1024 ? 'MB' : 'bytes'}.`,
  );

/** The response body, failing with `too_large` once more than `maxBytes` have come. */
function limited(res: IncomingMessage, maxBytes: number): Transform {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > maxBytes) cb(tooLarge(maxBytes));
      else cb(null, chunk);
    },
  });
  res.on('error', (err) => counter.destroy(err));
  counter.on('close', () => res.destroy());
  res.pipe(counter);
  return counter;
}

function request(url: URL, target: { address: string; family: number }, options: SafeFetchOptions) {
  const host = hostOf(url);
  const req = (url.protocol === 'https:' ? https : http).request({
    protocol: url.protocol,
    host,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: { 'user-agent': 'Scriptloom feed reader', ...options.headers },
    auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
    // A fresh connection each time: a pooled socket could be one to an address not checked now.
    agent: false,
    lookup: pinnedLookup(target) as never,
    // The certificate is checked against the host name, not the address connected to.
    servername: isIP(host) ? undefined : host,
  });
  const connectMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  req.once('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(
      () =>
        req.destroy(new SafeFetchError('timeout', `${url.origin} could not be reached within ${connectMs / 1000} s.`)),
      connectMs,
    );
    socket.once('connect', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
  return req;
}

/** Reads a whole (limited) body into memory. */
export async function readBody(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
