import type { IncomingMessage } from 'node:http';
import type { onRequestHookHandler } from 'fastify';

/**
 * Cuts off a client that stops sending a request body it announced: headers and part of a
 * 1 GB upload, then nothing, would otherwise hold the connection (and a half-written file)
 * forever. Only silence counts, never the total time: a slow but steady upload over a poor link
 * may take hours and must finish. Node's own limits do not fit: `requestTimeout` is a deadline
 * for the whole request, and a socket timeout keeps running while a handler works on a body
 * that has fully arrived (ingesting a large upload can take minutes).
 *
 * While the body is incomplete, a timer looks at how many bytes the socket has read; when that
 * has not moved for `idleMs`, the socket is destroyed. The upload's stream then fails, and the
 * storage adapter removes what it had written.
 */
export function watchIdleBody(req: IncomingMessage, idleMs: number, onCutOff?: () => void): void {
  if (!(idleMs > 0) || req.complete || !announcesBody(req)) return;
  const socket = req.socket;
  // An injected request (tests, internal calls) has no network socket to watch or cut off.
  if (typeof socket?.bytesRead !== 'number' || typeof socket.destroy !== 'function') return;
  let lastBytes = socket.bytesRead;
  let lastMoved = Date.now();
  const check = () => {
    if (req.complete || socket.destroyed) return stop();
    if (socket.bytesRead !== lastBytes) {
      lastBytes = socket.bytesRead;
      lastMoved = Date.now();
    } else if (Date.now() - lastMoved >= idleMs) {
      stop();
      onCutOff?.();
      socket.destroy();
    }
  };
  const timer = setInterval(check, Math.max(50, Math.min(idleMs / 4, 5_000)));
  timer.unref();
  function stop() {
    clearInterval(timer);
    req.off('end', stop);
    req.off('close', stop);
  }
  req.once('end', stop);
  req.once('close', stop);
}

/** The Fastify hook: every request that carries a body is watched. */
export function idleBodyTimeout(idleMs: number): onRequestHookHandler {
  return (request, _reply, done) => {
    watchIdleBody(request.raw, idleMs, () =>
      request.log.warn(`request body idle for ${Math.round(idleMs / 1000)} s: connection closed`),
    );
    done();
  };
}

/** Only a request with Content-Length or chunked encoding has a body to wait for. */
function announcesBody(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  return (Number.isFinite(length) && length > 0) || req.headers['transfer-encoding'] !== undefined;
}
