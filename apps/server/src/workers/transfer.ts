import { move, transferableSymbol, valueSymbol } from 'piscina';

/**
 * Returns `value` from a worker with `buffers` moved rather than copied (a rendered document can
 * be megabytes). A buffer that shares its memory with others (Node's pool of small buffers) or
 * is a slice of a bigger one is copied as usual: moving it would take the rest away too.
 */
export function withMovedBuffers<T extends object>(value: T, buffers: readonly Uint8Array[]): T {
  const owned = buffers.filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength);
  const movable = [...new Set(owned.map((b) => b.buffer))];
  if (movable.length === 0) return value;
  return move({
    get [transferableSymbol]() {
      return movable;
    },
    get [valueSymbol]() {
      return value;
    },
  } as never) as unknown as T;
}

/** A byte array that came back from a worker, as the Buffer the rest of the server expects. */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
