import { FileMessages, TEXT_LIMITS, unsafeCharacterIn, unsafeCharacterMessage } from '@scriptloom/contracts';

export const TITLE_MAX = TEXT_LIMITS.title;

/**
 * What is wrong with a title typed for a file, or null: the server's own rules (RenameFileRequest),
 * checked as the person types so the dialog can say so before sending. The server still checks.
 */
export function titleProblem(text: string): string | null {
  // The length counts what is sent, as the server counts it, before trimming.
  if (text.length > TITLE_MAX) return `At most ${TITLE_MAX} characters.`;
  if (!text.trim()) return FileMessages.titleRequired;
  const unsafe = unsafeCharacterIn(text);
  if (unsafe) return `This title ${unsafeCharacterMessage(unsafe)}`;
  return null;
}

/** Whether sending `text` would change anything: the server stores it trimmed. */
export const titleChanged = (text: string, current: string) => text.trim() !== current;
