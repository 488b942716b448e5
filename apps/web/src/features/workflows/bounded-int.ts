/** A whole number typed into a field, or null when it is not one within [min, max]. */
export function boundedInt(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number.parseInt(text, 10);
  return n >= min && n <= max ? n : null;
}
