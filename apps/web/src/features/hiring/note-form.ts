import { HiringNotesRequest } from '@scriptloom/contracts';

/**
 * The QA note as typed, checked against the same schema the server applies (trimmed, not empty, at
 * most HIRING_NOTES_MAX characters, no characters nothing can store), so its message shows under
 * the field before anything is sent.
 */
export function checkNote(draft: string): { ok: true; request: HiringNotesRequest } | { ok: false; error: string } {
  const parsed = HiringNotesRequest.safeParse({ notes: draft });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'This note cannot be saved.' };
}
