import { Vocabulary } from '@scriptloom/contracts';

/** What is wrong with a typed vocabulary, in the server's words, or null when it is fine. */
export function vocabularyError(text: string): string | null {
  const parsed = Vocabulary.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the names and terms.');
}
