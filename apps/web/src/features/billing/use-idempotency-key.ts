import { useRef } from 'react';

/**
 * One Idempotency-Key per payment attempt (docs/product.md#billing): kept while a request got no
 * answer (the network failed, so the charge may have happened and a retry must find it), and made
 * afresh once the server answered, success or refusal (a new card is a new attempt: a processor
 * replays a refusal for a key it has seen).
 */
export function useIdempotencyKey() {
  const current = useRef<string | null>(null);
  return {
    key(): string {
      current.current ??= randomKey();
      return current.current;
    },
    settled(error?: unknown): void {
      const unanswered =
        typeof error === 'object' &&
        error !== null &&
        'status' in error &&
        (error as { status: unknown }).status === 'FETCH_ERROR';
      if (!unanswered) current.current = null;
    },
  };
}

/** 32 hex digits; getRandomValues works on plain http too, where randomUUID is missing. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
