import type { FastifyRequest } from 'fastify';
import { routeNotFound } from './errors.js';

/** Headers a reverse proxy adds: a proxied request only looks local, whoever sent it. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * True for a Host header that names this machine: `localhost` (or a name under `.localhost`, which
 * browsers resolve to loopback themselves), a 127.x.x.x address or [::1], with any port.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = (host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, ''))
    .toLowerCase()
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  return name === '::1' || /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(v4);
}

/**
 * True for a request made on this machine: the socket's peer (never `request.ip`, which trusts
 * X-Forwarded-For behind TRUST_PROXY) is a loopback address, no proxy forwarded it, and its Host
 * names this machine. The last is what stops DNS rebinding: a page of evil.example whose name
 * is made to resolve to 127.0.0.1 gets the browser on this machine to connect from loopback, but
 * the browser still sends `Host: evil.example`.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  if (!isLoopbackHost(request.headers.host)) return false;
  return FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * `onRequest` hook of a route only this machine may use: to anyone else it answers as a route that
 * does not exist, so its presence is not revealed either.
 */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  if (!isLocalRequest(request)) throw routeNotFound(request);
}
