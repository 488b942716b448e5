/**
 * Text for an XML attribute or element: XML 1.0 cannot carry most control characters at all (not
 * even escaped), so they become spaces; a lone surrogate is no character and would make the file
 * unreadable, so it becomes U+FFFD; the markup characters are escaped, and so are tab and line
 * ends, which an attribute would otherwise fold into spaces.
 */
export function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ' ')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\t/g, '&#9;')
      .replace(/\n/g, '&#10;')
      .replace(/\r/g, '&#13;')
  );
}
