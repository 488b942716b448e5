/**
 * whisper reads at most 224 prompt tokens (half its text context) and drops the rest from the
 * front; names cost about one token per 3 characters, so 600 characters stay within it.
 */
export const MAX_PROMPT_CHARS = 600;

/**
 * The person's terms as a prompt for whisper-style recognisers, which continue the style and
 * spelling of the text they are primed with: "Okafor, Northwind Labs, Scriptloom." Terms that do
 * not fit in `maxChars` are left out whole (the first ones are kept); undefined when there are none.
 */
export function vocabularyPrompt(
  terms: readonly string[] | undefined,
  maxChars = MAX_PROMPT_CHARS,
): string | undefined {
  let prompt = '';
  for (const term of terms ?? []) {
    const next = prompt ? `${prompt}, ${term}` : term;
    if (next.length + 1 > maxChars) break;
    prompt = next;
  }
  if (!prompt) return undefined;
  return /[.!?]$/.test(prompt) ? prompt : `${prompt}.`;
}
