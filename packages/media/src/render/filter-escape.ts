/**
 * A value (a file path, in practice) made safe inside a filtergraph option. ffmpeg unescapes twice:
 * once when it splits the graph into filters (`[ ] , ; '` and backslash are special there) and
 * once when a filter splits its options (`:` `'` and backslash). Temp folders rarely hold any of
 * these, but a TMPDIR with a colon would otherwise silently break every render.
 */
export function escapeFilterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}
