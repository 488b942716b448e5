/** Reads the speaker-count field: blank means "detect automatically"; the contracts allow 1 to 20. */
export function parseSpeakers(raw: string): { value: number | null; error: string | null } {
  const text = raw.trim();
  if (!text) return { value: null, error: null };
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 20) {
    return { value: null, error: 'Enter a whole number from 1 to 20, or leave it blank.' };
  }
  return { value, error: null };
}
