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
 * True for a request made on this machine: the socket's peer (never `request.ip`, which trusts
 * X-Forwarded-For behind TRUST_PROXY) is a loopback address and no proxy forwarded it.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * `onRequest` hook of a route only this machine may use: to anyone else it answers as a route that
 * does not exist, so its presence is not revealed either.
 */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  if (!isLocalRequest(request)) throw routeNotFound(request);
}
