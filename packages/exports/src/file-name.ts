/** Longest file name stem kept, in characters (file systems allow 255 bytes; UTF-8 needs up to 4). */
export const MAX_STEM_CHARS = 120;

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/**
 * `title.extension` for a download: characters that file systems or a Content-Disposition header
 * reject (path separators, `<>:"|?*`, control characters, invisible direction marks that disguise an
 * extension) become `_` or go, white space is collapsed, leading dots and trailing dots or spaces go,
 * the stem is capped at MAX_STEM_CHARS characters, and an empty title becomes `transcript`.
 */
export function fileName(title: string, extension: string): string {
  let stem = title
    .normalize('NFC')
    // Bidirectional overrides and zero-width characters can make `evil.exe.txt` look like `.txt`.
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    // Line breaks and tabs are white space first, so a title on two lines reads as one.
    .replace(/\s+/g, ' ')
    .replace(/[\\/:*?"<>|]/g, '_')
    // Control characters (C0, DEL, C1), matched by code so the pattern stays printable.
    .replace(/[^]/gu, (c) => (isControl(c) ? '_' : c))
    .trim()
    .replace(/^[.\s]+/, '');
  // Cap by code points, so a character outside the BMP is never cut in half.
  const chars = Array.from(stem);
  if (chars.length > MAX_STEM_CHARS) stem = chars.slice(0, MAX_STEM_CHARS).join('');
  stem = stem.replace(/[.\s]+$/, '');
  if (/^_*$/.test(stem)) stem = 'transcript';
  if (WINDOWS_RESERVED.test(stem)) stem = `${stem}_`;
  const ext = extension.replace(/^\.+/, '').replace(/[^A-Za-z0-9.-]/g, '');
  return ext ? `${stem}.${ext}` : stem;
}

function isControl(c: string): boolean {
  const code = c.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}
