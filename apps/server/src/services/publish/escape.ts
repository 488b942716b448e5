/** Escapes text for a quoted attribute of HTML or XML (the iframe snippet, the feed's tags). */
export function escapeXmlAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
